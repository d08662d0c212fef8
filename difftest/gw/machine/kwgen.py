#!/usr/bin/env python3
"""Every GW-BASIC keyword with argument vectors of every kind (session 21, errors).

    python3 kwgen.py OUTDIR [PER_PROGRAM] [GROUP ...]   # OUTDIR/K000.bas ...
    python3 trapdiff.py OUTDIR && python3 linediff.py OUTDIR

Each form is a statement (or a function in an assignment or a PRINT) with argument slots.
Each slot is given, one at a time, every value of its kind's pool: for numbers -1, 0, 1,
255, 256, 32767, 32768, -32768, -32769, 65535, 65536, 1E38, the roundings .5, 1.5, -.5,
2.5, -1.5, a string, an element of an array never dimensioned (`Z(11)`, error 9), an
undefined function (`FNU(1)`, 18) and `1/0` (11); for strings the empty string, a
255-character string, a number, `CHR$(0)`, `Z$(11)` and `FNU$(1)`. Then the arguments
left out (the last, all, the first by a leading comma), one argument too many and text after
the last. Each case is a line of its own under `ON ERROR GOTO 1000` (the handler prints `E
ERR ERL` and says `RESUME NEXT`): the line prints `@n` before the statement and `k` and
FRE(0) after it, so what the statement printed or assigned before it erred shows, and
FRE(0) (which counts the string space's garbage) shows every temporary string the machine
kept. The program ends printing the variables the forms assign and FRE("").

Keywords left out: those that wait for keys (INPUT, LINE INPUT, INKEY$, INPUT$, WAIT),
jump into memory (CALL, USR, DEF USR then USR), end or restart the run (END, STOP, SYSTEM,
RUN, CHAIN, NEW, LOAD, MERGE, CONT, RESUME, DELETE, RENUM, LIST, EDIT, AUTO: the fixed
programs of trapgen.py and contgen.py have them), POKE and OUT (they write the real
machine's memory and ports), and the file and device statements (the files helper's).
"""
import os
import sys

from stmtgen import TAILS, omissions_and_tails

# (group, template, slots): a slot is (kind, good value): 'n' a number, 's' a string,
# 'i' a number whose good value must stay (no huge or string pool: loops, waits).
FORMS = [
    # numeric functions
    ('fn', 'X=ABS({0}):PRINT X', [('n', '-2')]),
    ('fn', 'X=ATN({0}):PRINT X', [('n', '1')]),
    ('fn', 'X=CDBL({0}):PRINT X', [('n', '2')]),
    ('fn', 'X=CINT({0}):PRINT X', [('n', '2.5')]),
    ('fn', 'X=CSNG({0}):PRINT X', [('n', '2')]),
    ('fn', 'X=COS({0}):PRINT X', [('n', '0')]),
    ('fn', 'X=EXP({0}):PRINT X', [('n', '1')]),
    ('fn', 'X=FIX({0}):PRINT X', [('n', '-2.5')]),
    ('fn', 'X=INT({0}):PRINT X', [('n', '-2.5')]),
    ('fn', 'X=LOG({0}):PRINT X', [('n', '2')]),
    ('fn', 'X=SGN({0}):PRINT X', [('n', '-2')]),
    ('fn', 'X=SIN({0}):PRINT X', [('n', '1')]),
    ('fn', 'X=SQR({0}):PRINT X', [('n', '2')]),
    ('fn', 'X=TAN({0}):PRINT X', [('n', '1')]),
    ('fn', 'X=RND({0}):PRINT X>=0', [('n', '1')]),
    ('fn', 'X=FRE({0}):PRINT "F"', [('n', '0')]),
    ('fn', 'X=FRE({0}):PRINT "F"', [('s', '""')]),
    ('fn', 'X=POS({0}):PRINT X', [('n', '0')]),
    ('fn', 'X=LPOS({0}):PRINT X', [('n', '0')]),
    ('fn', 'X=CSRLIN:PRINT "C"', []),
    ('fn', 'X=PEEK({0}):PRINT "P"', [('n', '0')]),
    ('fn', 'X=SCREEN({0},{1}):PRINT X', [('n', '1'), ('n', '1')]),
    ('fn', 'X=SCREEN({0},{1},{2}):PRINT X', [('n', '1'), ('n', '1'), ('n', '1')]),
    ('fn', 'X=ERDEV:PRINT X', []),
    ('fn', 'X=TIMER:PRINT "T"', []),
    ('fn', 'X=PEN({0}):PRINT X', [('n', '0')]),
    ('fn', 'X=STICK({0}):PRINT "S"', [('n', '0')]),
    ('fn', 'X=STRIG({0}):PRINT X', [('n', '0')]),
    ('fn', 'X=POINT({0},{1}):PRINT X', [('n', '1'), ('n', '1')]),
    ('fn', 'X=PMAP({0},{1}):PRINT X', [('n', '1'), ('n', '0')]),
    ('fn', 'X=ERR+ERL:PRINT X', []),
    # string functions
    ('sfn', 'X=ASC({0}):PRINT X', [('s', '"AB"')]),
    ('sfn', 'X$=CHR$({0}):PRINT ASC(X$)', [('n', '65')]),
    ('sfn', 'X=CVI({0}):PRINT X', [('s', '"AB"')]),
    ('sfn', 'X=CVS({0}):PRINT X', [('s', '"ABCD"')]),
    ('sfn', 'X=CVD({0}):PRINT X', [('s', '"ABCDEFGH"')]),
    ('sfn', 'X$=MKI$({0}):PRINT LEN(X$)', [('n', '2')]),
    ('sfn', 'X$=MKS$({0}):PRINT LEN(X$)', [('n', '2')]),
    ('sfn', 'X$=MKD$({0}):PRINT LEN(X$)', [('n', '2')]),
    ('sfn', 'X$=HEX$({0}):PRINT X$', [('n', '255')]),
    ('sfn', 'X$=OCT$({0}):PRINT X$', [('n', '255')]),
    ('sfn', 'X$=STR$({0}):PRINT X$', [('n', '12')]),
    ('sfn', 'X=VAL({0}):PRINT X', [('s', '"12"')]),
    ('sfn', 'X=LEN({0}):PRINT X', [('s', '"AB"')]),
    ('sfn', 'X$=LEFT$({0},{1}):PRINT X$', [('s', '"ABC"'), ('n', '2')]),
    ('sfn', 'X$=RIGHT$({0},{1}):PRINT X$', [('s', '"ABC"'), ('n', '2')]),
    ('sfn', 'X$=MID$({0},{1}):PRINT X$', [('s', '"ABC"'), ('n', '2')]),
    ('sfn', 'X$=MID$({0},{1},{2}):PRINT X$', [('s', '"ABC"'), ('n', '2'), ('n', '1')]),
    ('sfn', 'X=INSTR({0},{1}):PRINT X', [('s', '"ABC"'), ('s', '"B"')]),
    ('sfn', 'X=INSTR({0},{1},{2}):PRINT X', [('n', '2'), ('s', '"ABC"'), ('s', '"B"')]),
    ('sfn', 'X$=SPACE$({0}):PRINT LEN(X$)', [('n', '3')]),
    ('sfn', 'X$=STRING$({0},{1}):PRINT LEN(X$)', [('n', '3'), ('n', '65')]),
    ('sfn', 'X$=STRING$({0},{1}):PRINT LEN(X$)', [('n', '3'), ('s', '"AB"')]),
    ('sfn', 'X$=ENVIRON$({0}):PRINT "N"', [('n', '1')]),
    ('sfn', 'X$=ENVIRON$({0}):PRINT "N"', [('s', '"PATH"')]),
    ('sfn', 'X$=VARPTR$({0}):PRINT LEN(X$)', [('r', 'X')]),
    ('sfn', 'X=VARPTR({0}):PRINT "V"', [('r', 'X')]),
    ('sfn', 'X$=DATE$:PRINT LEN(X$)', []),
    ('sfn', 'X$=TIME$:PRINT LEN(X$)', []),
    ('sfn', 'X$=ERDEV$:PRINT LEN(X$)', []),
    # operators
    ('op', 'X={0}^{1}:PRINT X', [('n', '2'), ('n', '3')]),
    ('op', 'X={0}\\{1}:PRINT X', [('n', '7'), ('n', '2')]),
    ('op', 'X={0} MOD {1}:PRINT X', [('n', '7'), ('n', '2')]),
    ('op', 'X={0} AND {1}:PRINT X', [('n', '7'), ('n', '2')]),
    ('op', 'X={0} IMP {1}:PRINT X', [('n', '7'), ('n', '2')]),
    ('op', 'X=NOT {0}:PRINT X', [('n', '7')]),
    ('op', 'X={0}/{1}:PRINT X', [('n', '7'), ('n', '2')]),
    ('op', 'X={0}*{1}:PRINT X', [('n', '7'), ('n', '2')]),
    ('op', 'X={0}-{1}:PRINT X', [('n', '7'), ('n', '2')]),
    ('op', 'X%={0}:PRINT X%', [('n', '7')]),
    ('op', 'X#={0}:PRINT X#', [('n', '7')]),
    ('op', 'X$={0}+{1}:PRINT LEN(X$)', [('s', '"A"'), ('s', '"B"')]),
    ('op', 'X=({0}<{1}):PRINT X', [('s', '"A"'), ('s', '"B"')]),
    # statements of the screen, keys and sound (text mode)
    ('stmt', 'CLS {0}', [('n', '0')]),
    ('stmt', 'COLOR {0},{1},{2}', [('n', '7'), ('n', '0'), ('n', '0')]),
    ('stmt', 'LOCATE {0},{1},{2}', [('n', '24'), ('n', '1'), ('n', '1')]),
    ('stmt', 'LOCATE ,,,{0},{1}', [('n', '6'), ('n', '7')]),
    ('stmt', 'WIDTH {0}', [('n', '80')]),
    ('stmt', 'VIEW PRINT {0} TO {1}', [('n', '1'), ('n', '25')]),
    ('stmt', 'SCREEN {0},{1},{2},{3}', [('n', '0'), ('n', '0'), ('n', '0'), ('n', '0')]),
    ('stmt', 'KEY {0},{1}', [('n', '10'), ('s', '"A"')]),
    ('stmt', 'KEY({0}) OFF', [('n', '1')]),
    ('stmt', 'KEY {0}', [('r', 'OFF')]),
    ('stmt', 'ON KEY({0}) GOSUB 2000', [('n', '1')]),
    ('stmt', 'ON TIMER({0}) GOSUB 2000', [('n', '100')]),
    ('stmt', 'TIMER {0}', [('r', 'OFF')]),
    ('stmt', 'ON PEN GOSUB {0}', [('r', '2000')]),
    ('stmt', 'PEN {0}', [('r', 'OFF')]),
    ('stmt', 'ON STRIG({0}) GOSUB 2000', [('n', '0')]),
    ('stmt', 'STRIG({0}) OFF', [('n', '0')]),
    ('stmt', 'STRIG {0}', [('r', 'OFF')]),
    ('stmt', 'ON PLAY({0}) GOSUB 2000', [('n', '1')]),
    ('stmt', 'PLAY {0}', [('r', 'OFF')]),
    ('stmt', 'ON COM({0}) GOSUB 2000', [('n', '1')]),
    ('stmt', 'COM({0}) OFF', [('n', '1')]),
    ('stmt', 'SOUND {0},{1}', [('n', '37'), ('i', '0')]),
    ('stmt', 'BEEP {0}', [('r', '')]),
    ('stmt', 'MOTOR {0}', [('n', '0')]),
    ('stmt', 'PCOPY {0},{1}', [('n', '0'), ('n', '0')]),
    ('stmt', 'PALETTE {0},{1}', [('n', '0'), ('n', '0')]),
    ('stmt', 'PSET ({0},{1})', [('n', '1'), ('n', '1')]),
    ('stmt', 'LINE ({0},{1})-(2,2)', [('n', '1'), ('n', '1')]),
    ('stmt', 'CIRCLE ({0},{1}),{2}', [('n', '1'), ('n', '1'), ('n', '1')]),
    ('stmt', 'DRAW {0}', [('s', '"U1"')]),
    ('stmt', 'PAINT ({0},{1})', [('n', '1'), ('n', '1')]),
    ('stmt', 'WINDOW ({0},{1})-(2,2)', [('n', '1'), ('n', '1')]),
    ('stmt', 'VIEW ({0},{1})-(2,2)', [('n', '1'), ('n', '1')]),
    ('stmt', 'ENVIRON {0}', [('s', '"A=1"')]),
    ('stmt', 'DATE$={0}', [('s', '"01-01-2000"')]),
    ('stmt', 'TIME$={0}', [('s', '"10:00:00"')]),
    ('stmt', 'TRON:TROFF{0}', [('r', '')]),
    ('stmt', 'ERROR {0}', [('n', '200')]),
    ('stmt', 'RANDOMIZE {0}', [('n', '5')]),
    ('stmt', 'DEF SEG={0}', [('n', '0')]),
    ('stmt', 'DEF SEG:X=PEEK({0}):PRINT "DS"', [('n', '0')]),
    ('stmt', 'CLEAR ,{0}', [('n', '60000')]),
    ('stmt', 'CLEAR ,,{0}', [('n', '512')]),
    ('stmt', 'REM {0}', [('r', '1/0')]),
    ('stmt', "' {0}", [('r', '1/0')]),
    # variables, arrays, assignment
    ('var', 'DIM Y{{}}({0}):PRINT "D"', [('n', '3')]),
    ('var', 'DIM Y{{}}({0},{1}):PRINT "D"', [('n', '3'), ('n', '3')]),
    ('var', 'DIM Y{{}}%(3):Y{{}}%({0})=1:PRINT Y{{}}%(3)', [('n', '3')]),
    ('var', 'ERASE Y{{}}:DIM Y{{}}$({0}):PRINT "E"', [('n', '1')]),
    ('var', 'OPTION BASE {0}', [('n', '0')]),
    ('var', 'LET W{{}}={0}:PRINT W{{}}', [('n', '1')]),
    ('var', 'W{{}}$={0}:PRINT LEN(W{{}}$)', [('s', '"A"')]),
    ('var', 'W{{}}%={0}:W{{}}!=2:SWAP W{{}}%,W{{}}!:PRINT W{{}}%', [('n', '1')]),
    ('var', 'W{{}}$="ABCDE":MID$(W{{}}$,{0},{1})={2}:PRINT W{{}}$', [('n', '2'), ('n', '2'), ('s', '"XY"')]),
    ('var', 'W{{}}$="ABCDE":LSET W{{}}$={0}:PRINT W{{}}$', [('s', '"XY"')]),
    ('var', 'W{{}}$="ABCDE":RSET W{{}}$={0}:PRINT W{{}}$', [('s', '"XY"')]),
    ('var', 'DEFINT {0}:PRINT "DI"', [('r', 'V')]),
    ('var', 'COMMON {0}', [('r', 'X')]),
    # control flow
    ('flow', 'IF {0} THEN PRINT "T" ELSE PRINT "F"', [('n', '1')]),
    ('flow', 'IF {0} GOTO %N', [('n', '1')]),
    ('flow', 'ON {0} GOTO %N,%N', [('n', '1')]),
    ('flow', 'ON {0} GOSUB 2000,2000', [('n', '1')]),
    ('flow', 'GOSUB {0}', [('r', '2000')]),
    ('flow', 'GOTO {0}', [('r', '%N')]),
    ('flow', 'FOR I={0} TO 2:NEXT:PRINT I', [('n', '1')]),
    ('flow', 'FOR I=1 TO {0}:NEXT:PRINT I', [('i', '2')]),
    ('flow', 'FOR I%=1 TO {0}:NEXT:PRINT I%', [('i', '2')]),
    ('flow', 'FOR I=1 TO 2 STEP {0}:NEXT:PRINT I', [('j', '1')]),
    ('flow', 'I=0:WHILE {0}:I=I+1:IF I>1 THEN GOTO %N ELSE WEND', [('n', '1')]),
    ('flow', 'RESTORE {0}:READ R$:PRINT R$', [('r', '3000')]),
    ('flow', 'RESTORE 3000:READ {0}:PRINT "R"', [('r', 'R$')]),
    ('flow', 'ON ERROR GOTO {0}:ON ERROR GOTO 1000', [('r', '1000')]),
    ('flow', 'DEF FNV{{}}(X)={0}:PRINT FNV{{}}(2)', [('n', 'X')]),
    ('flow', 'DEF FNW{{}}(X,Y$)=X+LEN(Y$):PRINT FNW{{}}({0},{1})', [('n', '1'), ('s', '"A"')]),
    ('flow', 'DEF FNS{{}}$(X$)=X$+"!":PRINT FNS{{}}$({0})', [('s', '"A"')]),
    # printing
    ('print', 'PRINT 1;{0};2', [('n', '3')]),
    ('print', 'PRINT "A",{0},"B"', [('s', '"C"')]),
    ('print', 'PRINT TAB({0});"T"', [('n', '5')]),
    ('print', 'PRINT SPC({0});"S"', [('n', '5')]),
    ('print', 'PRINT USING {0};1.5', [('s', '"##.#"')]),
    ('print', 'PRINT USING "##.##";{0}', [('n', '1.5')]),
    ('print', 'PRINT USING "&!\\ \\";{0};{0};{0}', [('s', '"ABCD"')]),
    ('print', 'PRINT USING "#,###.##^^^^";{0};{0}', [('n', '1234.5')]),
    ('print', 'PRINT USING "+###.#-";{0}', [('n', '-1.25')]),
    ('print', 'PRINT USING "**$##.##";{0}', [('n', '12.345')]),
    ('print', 'WRITE {0},{1}', [('n', '1'), ('s', '"A"')]),
    ('print', 'X=VAL({0}):PRINT X', [('r', '"1E+"')]),
]

# Cases of their own (group `extra`): errors in the middle of PRINT, READ and WRITE lists
# (what came out or was assigned first), in DEF FN bodies, in FOR/GOSUB/WHILE frames,
# ERROR n for every n, strings at their limits, VAL's text, the string space.
EXTRA = [
    'RESTORE 3000:READ A$,B,C$:PRINT A$;B;C$', 'RESTORE 3000:READ A%,B$:PRINT A%;B$',
    'RESTORE 3000:READ B$,A$,C$:PRINT B$;A$;C$', 'PRINT 1;2;1/0;3', 'PRINT "A";Z(11);"B"',
    'PRINT "A";FNU(1);"B"', 'PRINT "A",STRING$(300,65),"B"', 'PRINT "A";SPC(1/0);"B"',
    'PRINT USING "##";1;"A";2', 'PRINT USING "!";"AB";1', 'WRITE 1,1/0,2', 'WRITE "A",Z(11)',
    'DEF FNQ(X)=1/X:PRINT FNQ(0);FNQ(1)', 'DEF FNQ(X)=Z(X):PRINT FNQ(11)',
    'DEF FNR$(X$)=X$+STRING$(255,65):PRINT FNR$("A")', 'DEF FNR$(X$)=X$+X$:PRINT FNR$(STRING$(200,65))',
    'FOR I=1 TO 2:X=1/0:NEXT:PRINT I', 'GOSUB 2300:PRINT "G"', 'GOSUB 2400:PRINT "H"',
    'I=0:WHILE I<2:I=I+1:X=Z(11):WEND:PRINT I', 'FOR N=0 TO 255:ERROR N:NEXT',
    'X$=STRING$(255,65)+"A"', 'X$=SPACE$(200)+SPACE$(100)', 'X$=STRING$(255,65):X$=X$+X$',
    'X=VAL("&H"):PRINT X', 'X=VAL("1D400"):PRINT X', 'X=VAL(" -1 2 3"):PRINT X', 'X=VAL("&O79"):PRINT X',
    'X=VAL("1E+"):PRINT X', 'X=VAL("."):PRINT X', 'X=VAL("&HFFFF"):PRINT X', 'X=VAL("-&H1"):PRINT X',
    'X=FRE(0):Y$=STRING$(100,65):Y$="":PRINT FRE(0)-X;FRE("")-X',
    'A$="ABC":B$=A$:MID$(B$,2)="Z":PRINT A$;B$', 'A$="ABC":MID$(A$,2,1)=STRING$(9,66):PRINT A$',
    'A$="ABC":MID$(A$,4)="Z":PRINT A$', 'A$="":MID$(A$,1)="Z":PRINT A$',
    'X=VARPTR(A$):PRINT PEEK(X)', 'A$="XY"+"Z":X=VARPTR(A$):PRINT PEEK(X)',
    'SWAP A$,B:PRINT A$', 'SWAP Z(1),Z(2)', 'ERASE Z:ERASE Z', 'DIM Z(5):DIM Z(5)',
    'OPTION BASE 1:DIM OB(2):PRINT OB(1)', 'X=10^NOT 0:PRINT X', 'X=(-1)^.5', 'X=0^0:PRINT X',
    'X=-32768%\\-1', 'X%=-32768:PRINT X%\\-1', 'X=1E38+1E38', 'X#=1D308:PRINT X#',
    'PRINT CINT(-32768.5)', 'PRINT CINT(32767.5)', 'PRINT FIX(-0.5);INT(-0.5)',
    'RETURN', 'NEXT', 'WEND', 'RESUME', 'RESUME NEXT', 'RESUME 0',
]

NUMBERS = ['-1', '0', '1', '255', '256', '32767', '32768', '-32768', '-32769', '65535', '65536',
           '1E38', '.5', '1.5', '-.5', '2.5', '-1.5', '"A"', 'Z(11)', 'FNU(1)', '1/0']
STRINGS = ['""', 'STRING$(255,65)', '1', 'CHR$(0)', 'Z$(11)', 'FNU$(1)', '"A"+1']
# Counts where a huge or odd value could run long (loop limits, sound lengths).
SMALL = ['-1', '0', '.5', '1.5', '-.5', '"A"', 'Z(11)', 'FNU(1)', '1/0']
# A FOR's step: no zero (the loop would run for ever).
STEPS = ['-1', '.5', '-.5', '"A"', 'Z(11)', 'FNU(1)', '1/0', '32768']
VALS = {
    'r': ['1/0', 'Z(11)', '""', '9999', 'X,Y', 'A$', ''],
}


def cases(groups):
    """Each form's cases, in order, with the tag letter its names take."""
    out = list(EXTRA) if not groups or 'extra' in groups else []
    for k, (group, form, slots) in enumerate(FORMS):
        if groups and group not in groups:
            continue
        tag = chr(ord('A') + k % 26)
        good = [v for _, v in slots]
        text = lambda vals: form.format(*vals).replace('{}', tag)
        out.append(text(good))
        for i, (kind, _) in enumerate(slots):
            pool = {'n': NUMBERS, 's': STRINGS, 'i': SMALL, 'j': STEPS}.get(kind, VALS['r'])
            for v in pool:
                out.append(text(good[:i] + [v] + good[i + 1:]))
        if not slots:
            for t in TAILS:
                out.append(form.split(':')[0] + t + ':' + ':'.join(form.split(':')[1:]))
            continue
        if slots[0][0] == 'r':
            continue
        out += omissions_and_tails(form, good, tag)
    return out


def main():
    outdir = sys.argv[1]
    per = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    groups = set(sys.argv[3:])
    os.makedirs(outdir, exist_ok=True)
    all_cases = list(dict.fromkeys(cases(groups)))
    for p in range(0, len(all_cases), per):
        lines = ['10 ON ERROR GOTO 1000']
        n = 30
        for c in all_cases[p:p + per]:
            c = c.replace('%N', str(n + 1))
            lines.append('%d PRINT "@%d";:%s:PRINT "k";FRE(0)' % (n, n, c))
            n += 1
        lines += ['%d PRINT "@%d";X;X$;I;R$:PRINT FRE(0);FRE("");FRE(0):END' % (n, n),
                  '1000 PRINT "E";ERR;ERL:RESUME NEXT',
                  '2000 RETURN', '2300 ERROR 200:PRINT "A2300":RETURN',
                  '2400 X=Z(11):PRINT "A2400":RETURN', '3000 DATA "D1","D2"']
        with open(os.path.join(outdir, 'K%03d.bas' % (p // per)), 'w') as f:
            f.write('\r\n'.join(lines) + '\r\n')
    print(len(all_cases), 'cases in', (len(all_cases) + per - 1) // per, 'programs')


main()
