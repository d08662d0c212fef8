#!/usr/bin/env python3
"""Programs shaped like the real GW-BASIC test programs of the data segment's families.

    python3 sibgen.py OUTDIR [SEED] [FAMILY ...]
    python3 ../machine/trapdiff.py OUTDIR        # real machine and ferrite: screen and OUTPUT.TXT

Each program writes OUTPUT.TXT as PC-BASIC's authors' test programs do (`PRINT#1, ...` after
`OPEN "OUTPUT.TXT" FOR OUTPUT AS 1`, errors trapped to `ERR, ERL` with `RESUME NEXT`) and probes
one family of the data segment: FRE(0) after string temporaries of every kind of expression and
statement (`tsm`), garbage collection in loops (`garb`), string addresses through VARPTR and
PEEK before and after FRE("") (`strg`), the string space filled (`space`), strings too long
(`long`), COMMON/CHAIN and CHAIN MERGE with DELETE (`chain`), VARPTR/VARPTR$ of variables not
made yet (`vpu`), the bytes of DEF FN entries and variables (`peekfn`), PEEK into the program
text (`peekprog`), FIELD buffers (`field`), statements on strings not made yet (`unalloc`),
string assignment sharing (`assign`), DIM/ERASE loops (`erase`), DEF FN types and recursion
(`fn`), FRE after each memory statement (`fre`). SEED chooses the variants.
"""
import os
import random
import sys

HEAD = '5 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1\n6 ON ERROR GOTO 10000\n'
TAIL = '9990 CLOSE\n9999 END\n10000 PRINT#1, "error", ERR, ERL\n10010 RESUME NEXT\n'

# String expressions whose temporaries FRE(0) sees (A$="12345", B$="AB" are set first).
SEXP = ['A$+"1"', '"1"+A$', 'A$+A$', 'LEFT$(A$,2)', 'RIGHT$(A$,2)', 'MID$(A$,2)', 'MID$(A$,2,2)',
        'LEFT$(A$+"X",3)', 'RIGHT$(A$+"XY",3)', 'MID$(A$+B$,3,4)', 'STR$(123)', 'STR$(-1.5)',
        'STR$(LEN(A$))', 'CHR$(65)', 'CHR$(65)+A$', 'STRING$(3,"A")', 'STRING$(4,66)',
        'SPACE$(4)', 'HEX$(255)', 'OCT$(8)', 'MKI$(1)', 'MKS$(1)', 'MKD$(1)', 'A$+B$+A$',
        'B$+STR$(1)', 'LEFT$(A$,0)', 'MID$(A$,9)', '""+""', 'A$+""', '""', '"XYZ"', 'A$', 'B$',
        'C$(1)+A$', 'LEFT$(STR$(12345),3)', 'STRING$(2,A$)', 'FNS$(A$)', 'FNS$("Q")+A$']
NEXP = ['LEN({})', 'ASC({})', 'VAL({})', 'INSTR({},"2")', 'LEN({})+LEN({})', '{}="12345"',
        '{}<A$', 'A$+"1"={}', 'CVI(LEFT$({}+"XY",2))']
STMT = ['B$={}', 'C$(1)={}', 'C$(2)={}', 'D$={}', 'MID$(B$,1)={}', 'LSET B$={}', 'RSET D$={}',
        'IF {}="12345" THEN X=1', 'X=LEN({})', 'SWAP B$,D$', 'PRINT#1, USING "&";{}',
        'WRITE#1, {}', 'PRINT#1, {};{}', 'B$=B$+{}', 'D$=LEFT$({},1)']


def tsm(r, n):
    """FRE(0) around string temporaries (temporary_string_memory)."""
    out = [HEAD, '8 DEF FNS$(X$)=X$+"S"\n', '10 A$="12345":B$="AB"\n']
    if r.random() < .5:
        out.append('12 DIM C$(3):C$(1)="C1"\n')
    ln = 20
    for _ in range(n):
        k = r.random()
        e = r.choice(SEXP)
        if k < .3:
            s = 'PRINT#1, ' + e
        elif k < .55:
            s = 'PRINT#1, ' + r.choice(NEXP).replace('{}', e, 1).replace('{}', r.choice(SEXP))
        elif k < .7:
            s = 'PRINT#1, ' + ', '.join(r.choice(['LEN({})', '({})', 'ASC({})']).format(r.choice(SEXP))
                                        for _ in range(r.randint(2, 3)))
        else:
            s = r.choice(STMT).replace('{}', e, 1).replace('{}', r.choice(SEXP))
        out.append('%d %s\n' % (ln, s))
        out.append('%d PRINT#1, FRE(0)\n' % (ln + 5))
        ln += 10
    out.append('%d PRINT#1, FRE(""), FRE(0), A$, B$, D$\n' % ln)
    out.append(TAIL)
    return ''.join(out)


def tsm_fill(r):
    """Strings made in a loop until the space runs out (temporary_string_memory_4)."""
    size = r.choice([500, 1000, 3000])
    e = r.choice(['STR$(I)+STR$(I)+"FILLERSTRING"', 'STRING$(20,"X")+STR$(I)', 'SPACE$(I MOD 40)',
                  'LEFT$("ABCDEFGHIJKLMNOPQRSTUVWXYZ",I MOD 27)+"1"', 'MID$(STR$(I),2)+"="+HEX$(I)',
                  'CHR$(65+I MOD 26)+STRING$(30,I MOD 200+32)'])
    step = r.choice([1, 1, 7])
    return (HEAD + '10 DIM A$(%d)\n20 FOR I=1 TO %d STEP %d\n25   PRINT#1, I, FRE(0)\n'
            '30   A$(I) = %s\n40 NEXT\n50 PRINT#1, FRE(""), FRE(0)\n' % (size, min(size, 4000), step, e)) + TAIL


def garb(r):
    """Garbage made in a loop, FRE(0) each pass (GARBAGE)."""
    e = r.choice(['MID$("1234567890",1,10)', 'LEFT$("1234567890",5)', 'RIGHT$("ABCDEFGHIJ",7)',
                  'STR$(I)', '"AB"+"CD"', 'STRING$(10,65)', 'SPACE$(25)', 'A$+"X"', 'CHR$(I MOD 256)',
                  'MID$(STR$(I*3),2)+"Z"', 'HEX$(I)+B$'])
    n = r.choice([2000, 3500, 6100])
    pre = r.choice(['', 'B$="Q":', 'DIM Z(100):', 'DIM Z$(20):Z$(1)=STRING$(200,66):'])
    probe = r.choice(['FRE(0)', 'FRE(0);LEN(A$)', 'FRE(0);A$'])
    every = r.choice(['', ':IF I MOD 500=0 THEN PRINT#1, "c";FRE("")'])
    return (HEAD + '8 %sA$=""\n10 FOR I=1 TO %d:A$=%s:PRINT#1, I;%s%s:NEXT\n' % (pre, n, e, probe, every)) + TAIL


def strg(r):
    """String addresses before and after garbage is collected (STRGARBG)."""
    names = r.choice([['A$(%d)' % i for i in range(5)], ['A$', 'B$', 'C$', 'D$', 'E$'],
                      ['A$(%d)' % i for i in range(3)] + ['B$', 'C$'], ['X$(%d,1)' % i for i in range(4)]])
    lit = r.choice(['"test"', '"a longer literal"', '""', '"T"'])
    out = [HEAD, '10 DIM Q$(5)\n' if r.random() < .3 else '']
    ln = 20
    for rnd in range(r.randint(2, 4)):
        out.append('%d %s=%s\n' % (ln, names[0], lit if rnd == 0 else '"%s"' % r.choice(['TEST', 'x', 'ABCDEFG'])))
        ln += 10
        for i, nm in enumerate(names[1:]):
            e = r.choice(['%s+"%d"' % (names[0], i), 'LEFT$(%s,2)' % names[0], '%s' % names[0],
                          'STR$(%d)' % i, '"%d"' % i, 'MID$(%s+"Z",2)' % names[0], 'CHR$(%d)' % (65 + i)])
            out.append('%d %s=%s\n' % (ln, nm, e))
            ln += 10
        if r.random() < .5:
            out.append('%d MID$(%s,1)="Q"\n' % (ln, r.choice(names)))
            ln += 10
        if r.random() < .3:
            a, b = r.sample(names, 2)
            out.append('%d SWAP %s,%s\n' % (ln, a, b))
            ln += 10
        out.append('%d GOSUB 500\n' % ln)
        ln += 10
        if r.random() < .6:
            out.append('%d X = FRE("")\n%d GOSUB 500\n' % (ln, ln + 5))
            ln += 10
    out.append('490 GOTO 9990\n500 PRINT#1, FRE(0)\n')
    ln = 510
    for nm in names + [r.choice(['Q$(1)', 'Z$'])]:
        out.append('%d PRINT#1, %s, PEEK(VARPTR(%s)), PEEK(VARPTR(%s)+1), PEEK(VARPTR(%s)+2)\n' % (ln, nm, nm, nm, nm))
        ln += 1
    out.append('%d RETURN\n' % ln)
    return ''.join(out) + TAIL


def space(r):
    """The string space filled (STRSPACE)."""
    n = r.choice([100, 200, 255, 300])
    ln = r.choice([255, 254, 128, 200, 1])
    f = r.choice(['STRING$(%d, I MOD 256)' % ln, 'SPACE$(%d)' % ln, 'STRING$(%d, "Z")' % ln,
                  'STRING$(%d, 65)+""' % min(ln, 250)])
    trap = r.random() < .5
    body = '3 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1\n' + ('4 ON ERROR GOTO 10000\n' if trap else '')
    body += '5 DIM A$(%d)\n10 FOR I = 1 TO %d\n20 PRINT#1, I, FRE(0)\n30 A$(I) = %s\n40 NEXT\n' % (n, n, f)
    body += '50 PRINT#1, FRE(""), FRE(0)\n'
    return body + TAIL


def long_(r):
    """Strings that grow past 255 (LONGSTR)."""
    out = [HEAD.replace('6 ON ERROR GOTO 10000', '15 ON ERROR GOTO 10000')]
    ln = 20
    for _ in range(r.randint(3, 7)):
        a = r.choice([200, 128, 255, 254, 100, 0, 1])
        e = r.choice(['A$+A$', 'A$+"X"', 'A$+A$+A$', 'STRING$(%d,"Y")+A$' % r.randint(0, 255), 'A$+STR$(1)',
                      'LEFT$(A$+A$,255)', 'MID$(A$+A$,2)', 'A$+CHR$(0)'])
        s = r.choice(['B$=%s', 'PRINT#1, LEN(%s)', 'PRINT#1, %s', 'MID$(A$,1)=%s', 'IF %s="" THEN 1'])
        out.append('%d A$=SPACE$(%d):%s\n' % (ln, a, s % e))
        out.append('%d PRINT#1, LEN(A$), LEN(B$), FRE(0)\n' % (ln + 5))
        ln += 10
    return ''.join(out) + TAIL


def chain(r):
    """COMMON and CHAIN (CHAINMEM), CHAIN MERGE with DELETE (DELMEM)."""
    k = r.random()
    if k < .5:
        com = r.sample(['C', 'D$', 'E%', 'F#', 'G()', 'H$()'], r.randint(1, 3))
        pre = '10 C=100:D$="DD"+"":E%=5:F#=1.5:DIM G(3),H$(2):G(1)=7:H$(1)="H1"+"":X=1:Y$="Y"\n'
        pre += '15 PRINT#1, FRE(0), VARPTR(C), VARPTR(D$)\n'
        prog2 = ['40 PRINT#1, FRE(0), C, D$, E%, F#, VARPTR(C)',
                 '45 PRINT#1, VARPTR(X), FRE("")', '47 ERASE G', '48 PRINT#1, FRE(0)']
        if 'G()' in com:
            prog2 = [p for p in prog2 if 'ERASE' not in p] + ['46 PRINT#1, G(1), H$(1), VARPTR(G(0))']
        all_ = r.random() < .3
        out = [HEAD, pre, '20 OPEN "CHN.BAS" FOR OUTPUT AS 2\n']
        for i, p in enumerate(prog2):
            out.append('%d PRINT#2, "%s"\n' % (21 + i, p.replace('"', '";CHR$(34);"')))
        out.append('29 CLOSE 2\n')
        out.append('30 COMMON %s\n' % ','.join(com))
        out.append('35 CHAIN "CHN.BAS", 40%s\n' % (', ALL' if all_ else ''))
        return ''.join(out) + TAIL
    nrem = r.randint(2, 15)
    rem = '*' * r.randint(5, 50)
    out = [HEAD, '30 OPEN "TEST2.BAS" FOR OUTPUT AS 2\n',
           '32 PRINT#2, "60 PRINT#1, FRE(0)": PRINT#2, "70 A$=%s":PRINT#2, "80 PRINT#1, FRE(0), A$"\n' % "STRING$(3,65)",
           '34 CLOSE 2\n', '36 A$="X"+"Y":DIM Q(%d)\n' % r.randint(0, 20), '40 PRINT#1, FRE(0)\n']
    first = 1000
    last = 1000 + 10 * (nrem - 1) - 10 * r.randint(0, nrem - 1)
    merge = r.choice(['CHAIN MERGE "TEST2", 60, ALL, DELETE %d-%d' % (first, last),
                      'CHAIN MERGE "TEST2", 60, ALL',
                      'CHAIN MERGE "TEST2", 60, DELETE %d-%d' % (first, last),
                      'CHAIN "TEST2", 60, ALL, DELETE %d-%d' % (first, last)])
    out.append('50 %s\n' % merge)
    for i in range(nrem):
        out.append('%d REM %s\n' % (1000 + 10 * i, rem))
    return ''.join(out).replace('9990 CLOSE\n', '') + TAIL.replace('9990 CLOSE\n', '')


VNAMES = ['A', 'A%', 'A!', 'A#', 'A$', 'B(9)', 'B%(10)', 'B$(3)', 'C(12)', 'C#(0)', 'D(1,2)', 'D$(2,11)',
          'E(10,10)', 'LONG.NAME', 'F%(0,0,0)', 'G$', 'FN']


def vpu(r):
    """VARPTR and VARPTR$ of variables not made yet."""
    out = [HEAD.replace('6 ON ERROR GOTO 10000', '30 ON ERROR GOTO 10000')]
    if r.random() < .4:
        out.append('20 OPTION BASE %d\n' % r.randint(0, 1))
    if r.random() < .4:
        out.append('25 DIM %s\n' % r.choice(['B(20)', 'Z(3)', 'C$(1)', 'D(1,1)']))
    ln = 100
    for nm in r.sample(VNAMES, r.randint(5, 10)):
        f = r.choice(['VARPTR(%s)', 'VARPTR$(%s)', 'LEN(VARPTR$(%s))', 'ASC(VARPTR$(%s))'])
        out.append('%d PRINT#1, %s\n' % (ln, f % nm))
        ln += 10
    out.append('%d PRINT#1, FRE(0), PEEK(&H358)+256*PEEK(&H359), PEEK(&H35A)+256*PEEK(&H35B), PEEK(&H35C)+256*PEEK(&H35D)\n' % ln)
    return ''.join(out) + '9990 CLOSE\n9999 END\n10000 PRINT#1, "error:" ERR " in " ERL\n10010 RESUME NEXT\n'


def peekfn(r):
    """The bytes of variables and DEF FN entries (PEEKFN)."""
    defs = ['DEF FNA (X)=1', 'DEF FNB$(X$)=X$', 'DEF FNAB%(X,Y)=X+Y', 'DEF FNZ=2', 'DEF FNL.ONG#(Q#)=Q#',
            'DEF FNC!(A%,B$,C#)=A%', 'DEF FNS$=""']
    out = [HEAD.replace('6 ON ERROR GOTO 10000\n', '')]
    ln = 10
    first = r.choice(['B', 'B%', 'B$', 'B#', 'BB'])
    out.append('%d %s=%s: PRINT#1, VARPTR(%s)\n' % (ln, first, '"S"' if '$' in first else '1', first))
    for d in r.sample(defs, r.randint(1, 3)):
        ln += 10
        out.append('%d %s\n' % (ln, d))
        if r.random() < .5:
            ln += 10
            v = r.choice(['X', 'Y%', 'X$', 'Q#', 'A%'])
            out.append('%d %s=%s: PRINT#1, VARPTR(%s)\n' % (ln, v, '"T"' if '$' in v else '1', v))
    out.append('100 FOR I=0 TO %d :A=(PEEK(VARPTR(%s)-%d+I)): PRINT#1, HEX$(A);CHR$(A),: NEXT\n'
               % (r.choice([63, 79, 95]), first, r.choice([3, 4, 5])))
    return ''.join(out)


def peekprog(r):
    """PEEK into the program text through a literal's descriptor (PEEK_in_program)."""
    lit = r.choice(['"1"', '"HELLO"', '""', '"A B"', '"12345678901234567890"'])
    how = r.choice(['100 A$=%s:RETURN', '100 READ A$:RETURN\n110 DATA %s', '100 A$=%s+"":RETURN',
                    '100 B$=%s:A$=B$:RETURN', '100 A$=MID$(%s,1):RETURN', '100 LET A$ = %s : RETURN',
                    '100 IF 1 THEN A$=%s:RETURN', '100 DIM Q(2):A$=%s:RETURN'])
    v = r.choice(['A$', 'A$'])
    n = r.choice([20, 30, 10])
    return ('1 \' PEEK into the program\n5 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1\n10 GOSUB 100\n'
            '20 A=VARPTR(%s)\n30 PRINT#1, A, PEEK(A), PEEK(A+1), PEEK(A+2),\n40 S=256*PEEK(A+2)+PEEK(A+1)\n'
            '45 PRINT#1, S, PEEK(&H30)+256*PEEK(&H31)\n50 FOR I = S TO S+%d:PRINT#1, PEEK(I);:NEXT\n60 CLOSE\n70 END\n'
            % (v, n)) + (how % lit) + '\n'


def peekjump(r):
    """PEEK_in_program's shape over the whole text after jumps of every kind ran: the line
    constants GOTO2 made pointers (GWMAIN.ASM `CONCH2`), the others kept."""
    lit = r.choice(['"1"', '"HELLO"', '""'])
    body = [r.choice(['GOSUB 100', 'GOTO 15\n15 GOSUB 100', 'IF 1 THEN GOSUB 100',
                      'ON 1 GOSUB 100,110', 'ON 2 GOSUB 110,100,100', 'IF 0 THEN 70 ELSE GOSUB 100',
                      'RESTORE 110:GOSUB 100', 'ON ERROR GOTO 0:GOSUB 100'])]
    if r.random() < 0.3:
        body.append('SAVE "NUL"')
    if r.random() < 0.3:
        body.append(r.choice(['GOSUB 120', 'ON 1 GOSUB 120']))
    how = r.choice(['100 A$=%s:RETURN', '100 READ A$:RETURN', '100 GOSUB 110:A$=%s:RETURN'])
    n = r.choice([20, 40, 60, 90])
    return ('1 \' PEEK into the program\n5 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1\n10 ' + ':'.join(body) +
            '\n20 A=VARPTR(A$)\n30 PRINT#1, A, PEEK(A), PEEK(A+1), PEEK(A+2),\n'
            '40 S=PEEK(&H30)+256*PEEK(&H31)\n45 PRINT#1, S, 256*PEEK(A+2)+PEEK(A+1)\n'
            '50 FOR I = S TO S+%d:PRINT#1, PEEK(I);:NEXT\n60 CLOSE\n70 END\n' % n
            + (how % lit if '%s' in how else how) + '\n110 DATA %s:RETURN\n120 RETURN 20\n' % lit)


def field(r):
    """FIELD buffers through PEEK and POKE (PEEK_into_field_memory)."""
    rl = r.choice(['', ' LEN=64', ' LEN=32', ' LEN=200'])
    size = {'': 128, ' LEN=64': 64, ' LEN=32': 32, ' LEN=200': 200}[rl]
    a = r.randint(1, size)
    out = ['10 OPEN "TEST.DAT" FOR RANDOM AS 1%s\n' % rl, '15 OPEN "OUTPUT.TXT" FOR OUTPUT AS 2\n',
           '17 ON ERROR GOTO 10000\n',
           '20 FIELD#1, %d AS A$\n' % a, '22 P=PEEK(VARPTR(A$)+1)+256*PEEK(VARPTR(A$)+2)\n',
           '24 PRINT#2, LEN(A$), P-VARPTR(#1)\n']
    b = r.randint(1, max(1, size // 2))
    out.append('25 FIELD#1, %d AS B$, %d AS C$\n' % (b, size - b))
    ops = ['LSET A$="1234567890"', 'RSET C$="1234567890"', 'LSET B$="XY"', 'RSET B$=STRING$(300,"Q")',
           'MID$(A$,3)="mm"', 'POKE P+2,65', 'POKE P,0', 'A$="free"', 'PUT#1,1', 'GET#1,1', 'LSET C$=""',
           'GET#1,7', 'PUT#1,3', 'GET#1,3', 'CLOSE 1', 'OPEN "TEST.DAT" FOR RANDOM AS 1%s' % rl,
           'FIELD#1, 10 AS A$', 'LSET A$=MKI$(258)+MKS$(1)', 'PRINT#1, "ABC";', 'WRITE#1, 1,"X"',
           'POKE P+%d,66' % r.randint(0, size - 1), 'B$=C$', 'SWAP A$,C$', 'RSET A$=B$', 'GET#1',
           'PUT#1', 'LSET B$=A$+B$', 'OPEN "T2.DAT" FOR RANDOM AS 3 LEN=20:FIELD#3,20 AS D$:LSET D$="D"']
    for i, s in enumerate(r.sample(ops, r.randint(3, 8))):
        out.append('%d %s\n' % (30 + i, s))
    out.append('40 FOR I = 0 TO %d\n50 PRINT#2, PEEK(P+I); " ";\n60 NEXT\n' % (min(size, 128) - 1))
    out.append('65 PRINT#2,:PRINT#2, A$;"|";B$;"|";LEN(C$);LOC(1);FRE(0)\n70 CLOSE\n80 END\n')
    out.append('10000 PRINT#2, "error", ERR, ERL\n10010 RESUME NEXT\n')
    return ''.join(out)


def unalloc(r):
    """Statements on strings and arrays not made yet (MID$_statement_on_unallocated_...)."""
    stm = ['MID$(A$, 1, 1) = "a"', 'MID$(B$(1), 1, 1) = "a"', 'LSET C$="x"', 'RSET D$(2)="y"',
           'SWAP E$,F$', 'SWAP G(1),H(1)', 'MID$(I$(1,2),2)="zz"', 'MID$(J$,0)="q"', 'LSET K%="1"',
           'X=LEN(L$)', 'X=LEN(M$(3))', 'ERASE N', 'MID$(O$, 1, 1) = P$', 'Q$=Q$', 'R$(1)=R$(2)',
           'MID$(S$(12), 1) = "a"', 'X=VARPTR(T$(1))', 'READ U$(1)', 'INPUT#1, V$']
    out = ['1 \' test statements on unallocated variables\n', '10 DEF SEG: ON ERROR GOTO 200\n',
           '20 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1\n', '25 PRINT#1, "start": GOSUB 100\n']
    ln = 30
    for s in r.sample(stm, r.randint(3, 6)):
        out.append('%d %s\n' % (ln, s))
        out.append('%d PRINT#1, "after %s": GOSUB 100\n' % (ln + 5, s.replace('"', "'")))
        ln += 10
    out.append('99 CLOSE: END\n100 \' write memory table\n110 PROG=0: SCAL=0: ARRY=0: ENDA=0\n'
               '120 PRINT#1,  "program: ";: PROG = PEEK(&H30) + PEEK(&H31)*256: PRINT#1, PROG\n'
               '130 PRINT#1,  "scalars: ";: SCAL = PEEK(&H358) + PEEK(&H359)*256: PRINT#1, SCAL\n'
               '140 PRINT#1,  "arrays : ";: ARRY = PEEK(&H35A) + PEEK(&H35B)*256: PRINT#1, ARRY\n'
               '150 PRINT#1,  "end arr: ";: ENDA = PEEK(&H35C) + PEEK(&H35D)*256: PRINT#1, ENDA\n'
               '155 PRINT#1, FRE(0)\n160 RETURN\n200 \' error trap\n205 PRINT#1, "err"; ERR; ERL\n210 RESUME NEXT\n')
    return ''.join(out)


def assign(r):
    """String assignment: shared or copied (ScalarStringAssign, ArrayStringAssign)."""
    g = r.choice(['G$', 'G$(3)', 'G$(1,1)'])
    c = r.choice(['C$', 'C$(2)'])
    src = r.choice(['"abc"+""', '"abc"', 'LEFT$("abcd",3)', 'MID$("xabc",2)', 'STRING$(3,"a")', 'CHR$(97)+"bc"'])
    mid = r.choice(['MID$(%s,2,1)="1"', 'LSET %s="1"', 'RSET %s="1"', 'MID$(%s,1)="12345"', 'POKE VARPTR(%s)+0,1'])
    tgt = r.choice([c, g])
    return ('10 %s=%s\n20 d$=""+""\n30 %s=%s\n32 %s\n40 OPEN "OUTPUT.TXT" for output as 1\n'
            '50 ?#1, %s, %s, FRE(0)\n' % (g, src, c, g, mid % tgt, g, c))


def erase(r):
    """DIM and ERASE: memory given back (ERASE, ERASE3)."""
    k = r.random()
    if k < .5:
        a = r.choice(['BALLS[69]', 'B$(20)', 'C%(10,10)', 'D#(5)', 'E(0)', 'F$(3,3)'])
        nm = a.split('[')[0].split('(')[0]
        extra = r.choice(['', 'X=X+1:', '%s=1:' % (nm + ('[1]' if '[' in a else '(1)') if '$' not in a else ''),
                          'Z$=STR$(J):'])
        if '$' in a:
            extra = r.choice(['', '%s(1)="A"+STR$(J):' % nm])
        return (HEAD + '10 FOR J=1 TO %d\n20 DIM %s\n25 %s\n30 ERASE %s\n40 PRINT#1, FRE(0)\n50 NEXT J\n'
                % (r.choice([20, 60]), a, extra or 'REM', nm)) + TAIL
    arrs = ['B[70]', 'A[10]', 'C$(5)', 'D%(3,3)', 'E#(2)']
    r.shuffle(arrs)
    arrs = arrs[:r.randint(2, 4)]
    names = [a.split('[')[0].split('(')[0] for a in arrs]
    v = ', '.join('VARPTR(%s(0%s))' % (n, ',0' if n == 'D%' else '') for n in names)
    out = [HEAD]
    ln = 10
    for a in arrs:
        out.append('%d DIM %s\n' % (ln, a))
        ln += 1
    out.append('22 C=5:C$(1)="X"+"Y"\n' if 'C$' in names else '22 C=5\n')
    out.append('25 PRINT#1, FRE(0), %s, VARPTR(C)\n' % v)
    e = r.choice(names)
    d = arrs[names.index(e)]
    out.append('30 ERASE %s\n35 PRINT#1, FRE(0), VARPTR(C)\n40 DIM %s\n' % (e, d.replace('70', str(r.choice([70, 10, 100])))))
    out.append('50 PRINT#1, FRE(0), %s, VARPTR(C)\n' % v)
    out.append('55 ERASE %s\n60 PRINT#1, FRE(0)\n' % ','.join(r.sample(names, r.randint(1, len(names)))))
    return ''.join(out) + TAIL


def fn(r):
    """DEF FN: types, names, recursion (FNFN, FNTYPE*, RECURSFN, FNRECURS)."""
    out = [HEAD]
    if r.random() < .5:
        out.append('8 %s\n' % r.choice(['DEFSTR D,C', 'DEFINT A-C', 'DEFDBL F', 'DEFSTR S,T', 'DEFSNG A-Z']))
    defs = ['DEF FNA=1', 'DEF FND="a"', 'DEF FNB$="b"', 'DEF FNC=2', 'DEF FNS(T)=STRING$(T+1,"x")',
            'DEF FNE%(X)=X*2.6', 'DEF FNF#(X#)=X#/3', 'DEF FNG(X%)=X%', 'DEF FNH$(A$,N)=LEFT$(A$,N)',
            'DEF FNR(X)=X+FNR(X)', 'DEF FNQ(I%)=FNQ(I%-1)', 'DEF FNK(X)=FNA*X', 'DEF FNA(X)=X*X',
            'DEF FNM(X,X)=X', 'DEF FNN(A)=A+B', 'DEF FNT$(T)=STR$(T)']
    calls = ['FNA', 'FND', 'FNB', 'FNB$', 'FNC', 'FNS(1)', 'FNS("1")', 'FNS$(1)', 'FNE%(2)', 'FNE(2)',
             'FNF#(1)', 'FNF(1)', 'FNG(32768)', 'FNG(1.5)', 'FNG("1")', 'FNH$("ABC",2)', 'FNH$("ABC")',
             'FNR(2)', 'FNQ(3)', 'FNK(3)', 'FNA(5)', 'FNA(', 'FNM(1,2)', 'FNN(1)', 'FNT$(5)', 'FNZ',
             'FNA+FNA', 'FNA 1']
    ln = 10
    for d in r.sample(defs, r.randint(3, 7)):
        out.append('%d %s\n' % (ln, d))
        ln += 1
    ln = 50
    out.append('40 B=10\n')
    for c in r.sample(calls, r.randint(6, 12)):
        out.append('%d PRINT#1, %s\n' % (ln, c))
        ln += 10
        if r.random() < .15:
            out.append('%d %s\n' % (ln, r.choice(['DEFINT T', 'DEFSTR A', 'DEF FNA=3', 'CLEAR', 'DEFDBL A-Z'])))
            ln += 10
    out.append('%d PRINT#1, FRE(0)\n' % ln)
    return ''.join(out) + TAIL


FRESTMT = ['DEF FNA(X)=X', 'DEF FNB$(Y$)=Y$+"1"', 'DEF FNC=1', 'CLEAR ,%d' % 40000, 'CLEAR ,30000',
           'CLEAR ,,512', 'CLEAR ,,1024', 'CLEAR ,,256', 'CLEAR', 'CLEAR 1000', 'CLEAR ,40000,600',
           'DIM Z(10)', 'DIM Y$(5)', 'ERASE Z', 'COMMON A,B$', 'A$=STRING$(100,65)', 'A$=""', 'B$=A$',
           'B$=A$+"1"', 'X=FNA(1)', 'Q$=FNB$("Z")', 'OPEN "F.DAT" FOR RANDOM AS 2', 'FIELD#2, 20 AS F$',
           'LSET F$="A"', 'CLOSE 2', 'OPEN "G.DAT" FOR OUTPUT AS 3', 'CLOSE 3', 'X=0', 'X%=0', 'X#=0',
           'DEFINT X', 'RESTORE', 'W$=SPACE$(30)', 'MID$(W$,2)="ab"', 'ERASE Y$', 'X=VARPTR(NEW.VAR)',
           'A$=A$+A$', 'SWAP A$,B$', 'DEF SEG', 'POKE 1200,PEEK(1200)', 'X=FRE("")', 'RANDOMIZE 1',
           'DEF USR0=0', 'OPTION BASE 1', 'READ R$', 'KEY 1,"HELLO"', 'ON ERROR GOTO 10000']


def fre(r):
    """FRE(0) and FRE("") after each kind of statement."""
    out = [HEAD]
    ln = 10
    for s in r.sample(FRESTMT, r.randint(6, 14)):
        out.append('%d %s\n' % (ln, s))
        out.append('%d PRINT#1, "%s";FRE(0);FRE(2);PEEK(&H358)+256*PEEK(&H359);PEEK(&H35C)+256*PEEK(&H35D)\n'
                   % (ln + 5, s.replace('"', "'")))
        ln += 10
    out.append('%d PRINT#1, FRE(""), FRE(0)\n' % ln)
    out.append('9000 DATA "data string"\n')
    return ''.join(out) + TAIL


def fnfre(r):
    """FRE(0) and the variable area around DEF FN definitions and calls with strings."""
    defs = ['DEF FNA(X)=X*2', 'DEF FNB$(X$)=X$+"1"', 'DEF FNC$(X$,N)=LEFT$(X$,N)', 'DEF FND=1',
            'DEF FNE$=A$+A$', 'DEF FNF%(I%)=I%+1', 'DEF FNG#(X#,Y#)=X#*Y#', 'DEF FNH$(X)=STR$(X)',
            'DEF FNLONG.NAME(X)=X', 'DEF FNI$(A$)=A$']
    calls = ['X=FNA(2)', 'Q$=FNB$("Z")', 'Q$=FNB$(A$+"2")', 'Q$=FNC$("ABCDE",2)', 'X=FND',
             'Q$=FNE$', 'X%=FNF%(3)', 'X#=FNG#(1,2)', 'Q$=FNH$(12)', 'X=FNLONG.NAME(1)', 'Q$=FNI$("P")',
             'PRINT#1, FNB$("Y")', 'PRINT#1, LEN(FNE$)', 'PRINT#1, FNC$(A$,1)+FNB$(A$)', 'X=FNZ(1)',
             'Q$=FNB$(1)', 'X=FNA("A")', 'PRINT#1, FNH$(FNA(3))', 'IF FNB$("A")="A1" THEN X=2']
    out = [HEAD, '8 A$="AA"\n', '9 PRINT#1, FRE(0), PEEK(&H358)+256*PEEK(&H359), PEEK(&H35A)+256*PEEK(&H35B)\n']
    ln = 10
    ds = r.sample(defs, r.randint(2, 6))
    cs = [c for c in calls]
    for _ in range(r.randint(6, 14)):
        if ds and r.random() < .4:
            s = ds.pop()
        else:
            s = r.choice(cs)
        out.append('%d %s\n' % (ln, s))
        out.append('%d PRINT#1, FRE(0), PEEK(&H358)+256*PEEK(&H359), PEEK(&H35A)+256*PEEK(&H35B)\n' % (ln + 5))
        ln += 10
    out.append('%d PRINT#1, FRE(""), FRE(0), Q$\n' % ln)
    return ''.join(out) + TAIL


def sexpr(r, d):
    """A random string expression of depth up to d, made of temporaries and variables."""
    if d <= 0 or r.random() < .25:
        return r.choice(['A$', 'B$', '"XY"', 'STR$(7)', 'C$(1)', 'CHR$(66)', 'A$+"1"', '""'])
    k = r.randint(0, 11)
    a = sexpr(r, d - 1)
    if k == 0:
        return '%s+%s' % (a, sexpr(r, d - 1))
    if k == 1:
        return 'LEFT$(%s,%d)' % (a, r.randint(0, 4))
    if k == 2:
        return 'RIGHT$(%s,%d)' % (a, r.randint(0, 4))
    if k == 3:
        return 'MID$(%s,%d,%d)' % (a, r.randint(1, 3), r.randint(0, 3))
    if k == 4:
        return 'MID$(%s,%d)' % (a, r.randint(1, 5))
    if k == 5:
        return 'STRING$(%d,%s)' % (r.randint(0, 3), a)
    if k == 6:
        return 'STR$(LEN(%s))' % a
    if k == 7:
        return 'FNS$(%s)' % a
    if k == 8:
        return 'FNT$(%s,%s)' % (a, sexpr(r, d - 1))
    if k == 9:
        return 'HEX$(ASC(%s+"Z"))' % a
    if k == 10:
        return 'CHR$(INSTR(%s,%s)+65)' % (a, sexpr(r, d - 1))
    return '(%s)' % a


def nexpr(r, d):
    """A number made of string expressions (their temporaries freed or left as garbage)."""
    a, b = sexpr(r, d), sexpr(r, d)
    return r.choice(['LEN(%s)' % a, '(%s=%s)' % (a, b), '(%s<%s)' % (a, b), 'INSTR(%s,%s)' % (a, b),
                     'INSTR(2,%s,%s)' % (a, b), 'ASC(%s+"Z")' % a, 'VAL(%s)' % a,
                     'LEN(%s)+LEN(%s)' % (a, b), '(%s>%s)+LEN(%s)' % (a, b, a), 'CVI(%s+"ZZ")' % a])


def tsmx(r):
    """FRE(0) lost by nested string expressions, one a line (FRETMP's bottom rule)."""
    out = [HEAD, '7 DEF FNS$(X$)=X$+"S"\n', '8 DEF FNT$(X$,Y$)=Y$+X$\n',
           '9 DIM C$(2):C$(1)="C1":A$="12345":B$="AB":X=0:F=0:Q$=""\n']
    ln = 10
    for _ in range(r.randint(15, 30)):
        k = r.random()
        if k < .6:
            s = 'F=FRE(0):X=%s:PRINT#1, F-FRE(0);' % nexpr(r, r.randint(1, 3))
        elif k < .8:
            s = 'F=FRE(0):Q$=%s:PRINT#1, F-FRE(0);LEN(Q$)' % sexpr(r, r.randint(1, 3))
        elif k < .9:
            s = 'F=FRE(0):PRINT#1, %s;:PRINT#1, F-FRE(0)' % sexpr(r, r.randint(1, 3))
        else:
            st = r.choice(['C$(2)=%s', 'MID$(Q$,1)=%s', 'LSET Q$=%s', 'IF %s>"A" THEN X=1',
                           'PRINT#1, USING "!&";%s;"Q"', 'WRITE#1, %s', 'SWAP Q$,C$(2):Q$=%s',
                           'Q$=Q$+%s', 'X=LEN(%s):B$=B$', 'ON LEN(%s)+1 GOTO %d'])
            s = 'F=FRE(0):' + (st % sexpr(r, r.randint(1, 3)) if 'GOTO' not in st
                               else st % (sexpr(r, 2), ln + 5)) + ':PRINT#1, F-FRE(0);LEN(Q$)'
        out.append('%d %s\n' % (ln, s))
        if 'GOTO' in s:
            out.append('%d PRINT#1, "g";\n' % (ln + 5))
        ln += 10
    out.append('%d PRINT#1, FRE(""), FRE(0)\n' % ln)
    return ''.join(out) + TAIL


SWAPARGS = ['', 'A', 'A,', 'A, B', 'A, B,', 'A, B, C', 'A, "1"', 'A, 1', 'A, B$', 'A$, B$', 'A$, B',
            'A%, B%', 'A%, B', 'A#, B#', 'A!, A', 'A(1), B', 'A(1), A(2)', 'A$(1), B$', 'B$, A$(2)',
            'Q(1), R(2)', 'A, A', 'A$, A$', 'A, B)', '(A), B', 'A; B', 'A B', 'FNA, B', 'A, B:C=1',
            'A(11), B', 'A(-1), B', 'A$(1,1), B$', 'Z$, Y$', 'A%, 2', 'A, B+1', 'A$, "X"+B$']


def swap(r):
    """SWAP with every form of argument list (SWAP2 and its siblings): errors and values."""
    out = [HEAD]
    if r.random() < .4:
        out.append('8 DIM A(5), A$(3)\n')
    ln = 10
    pre = r.choice(['', 'A=1: B=2: C=3: A$="x": B$="yy": A%=4: B%=5: A#=6: B#=7\n'])
    if pre:
        out.append('%d %s' % (ln, pre))
        ln += 10
    for a in r.sample(SWAPARGS, r.randint(8, 16)):
        out.append('%d SWAP %s\n' % (ln, a))
        out.append('%d PRINT#1, A; B; C; A$; B$; A%%; B%%; FRE(0)\n' % (ln + 5))
        ln += 10
        if r.random() < .2:
            out.append('%d %s\n' % (ln, r.choice(['A=1: B=2: C=3', 'A$="p": B$="q"', 'CLEAR', 'A(1)=9: A(2)=8',
                                                  'A$(1)="e": A$(2)="f"'])))
            ln += 10
    return ''.join(out) + TAIL


ERASEARGS = ['', 'A', 'A,', 'A, B', 'A,,B', 'A B', 'A(1)', 'A()', 'A$', 'A, A', 'B%', 'Z', 'X', 'A, Z',
             'A: ERASE A', '1', '"A"', 'A$, B', 'FNA', 'A;B', 'B%, A$']


def erasesyn(r):
    """ERASE of every kind of list (ERASE, ERASE3 and siblings): errors, FRE and VARPTR."""
    out = [HEAD]
    dims = ['DIM A(10)', 'DIM B%(5,5)', 'DIM A$(3)', 'DIM A(10), B%(2)', 'X=1: DIM A(2)', 'DIM A(1): A(1)=5']
    ln = 10
    for _ in range(r.randint(6, 12)):
        if r.random() < .5:
            d = r.choice(dims)
            out.append('%d %s\n' % (ln, d))
            ln += 10
        out.append('%d ERASE %s\n' % (ln, r.choice(ERASEARGS)))
        out.append('%d PRINT#1, FRE(0); PEEK(&H35A)+256*PEEK(&H35B); PEEK(&H35C)+256*PEEK(&H35D)\n' % (ln + 5))
        ln += 10
    return ''.join(out) + TAIL


FNDEFS = ['DEF FNA=1', 'DEF FNA(X)=X*2', 'DEF FNA(X,Y)=X+Y', 'DEF FNA$(X$)=X$+X$', 'DEF FNA', 'DEF FNA=',
          'DEF FNA(X', 'DEF FNA(X)', 'DEF FNA()=1', 'DEF FNA(1)=1', 'DEF FNA(X$)=X$', 'DEF FN A=5',
          'DEF FNA%(X)=X/3', 'DEF FNA#=1/3', 'DEF FNA!(X!)=X!', 'DEF FNB(X)=FNA(X)+1', 'DEF FNB=FNB',
          'DEF FNA(X)=X:Y=1', 'DEF FNA(A(1))=1', 'DEF FNA(X,X)=X', 'DEF FNLONG(X)=X', 'DEF FNA(X)=Y',
          'DEF FNA$="s"', 'DEF FNA$=1', 'DEF FNA=""']
FNCALLS = ['FNA', 'FNA(1)', 'FNA(1,2)', 'FNA("1")', 'FNA$', 'FNA$("q")', 'FNA%(7)', 'FNA#', 'FNA!(2)',
           'FNB(1)', 'FNB', 'FN A', 'FNA (2)', 'FNLONG(3)', 'FNLO(3)', 'FNA()', 'FNA(1', '-FNA(2)',
           'FNA(FNA(2))', 'LEN(FNA$("ab"))', 'FNA+FNA', 'FNA(2)*FNA(3)']


def fnsyn(r):
    """DEF FN forms and calls (FNFN, FNTYPE*, RECURSFN siblings): errors, values and FRE."""
    out = [HEAD]
    if r.random() < .3:
        out.append('8 %s\n' % r.choice(['DEFSTR A', 'DEFINT A-Z', 'DEFDBL A', 'DEFSTR F']))
    ln = 10
    out.append('9 Y=7\n')
    for _ in range(r.randint(8, 14)):
        if r.random() < .4:
            out.append('%d %s\n' % (ln, r.choice(FNDEFS)))
        else:
            c = r.choice(FNCALLS)
            out.append('%d %s\n' % (ln, r.choice(['PRINT#1, ' + c, 'Z=' + c, 'Z$=' + c, 'IF %s THEN PRINT#1, "t"' % c])))
        out.append('%d PRINT#1, FRE(0); Z; Z$\n' % (ln + 5))
        ln += 10
    return ''.join(out) + TAIL


FAMILIES = {
    'tsm': lambda r: tsm(r, r.randint(6, 16)), 'tsmx': tsmx, 'tsmfill': tsm_fill, 'garb': garb, 'strg': strg,
    'space': space, 'long': long_, 'chain': chain, 'vpu': vpu, 'peekfn': peekfn, 'peekprog': peekprog,
    'peekjump': peekjump,
    'field': field, 'unalloc': unalloc, 'fnfre': fnfre, 'assign': assign, 'erase': erase, 'fn': fn, 'fre': fre,
    'swap': swap, 'erasesyn': erasesyn, 'fnsyn': fnsyn,
}
COUNT = {'tsm': 12, 'tsmx': 20, 'tsmfill': 4, 'garb': 3, 'strg': 6, 'space': 3, 'long': 4, 'chain': 6, 'vpu': 5,
         'peekfn': 5, 'peekprog': 6, 'peekjump': 10, 'field': 6, 'unalloc': 5, 'fnfre': 8, 'assign': 8, 'erase': 6, 'fn': 8, 'fre': 10,
         'swap': 10, 'erasesyn': 10, 'fnsyn': 14}


def main():
    d = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    fams = sys.argv[3:] or list(FAMILIES)
    os.makedirs(d, exist_ok=True)
    for fam in fams:
        r = random.Random('%d-%s' % (seed, fam))
        for i in range(COUNT[fam]):
            with open(os.path.join(d, '%s%d_%d.bas' % (fam, seed, i)), 'w', newline='\r\n') as f:
                f.write(FAMILIES[fam](r))


if __name__ == '__main__':
    main()
