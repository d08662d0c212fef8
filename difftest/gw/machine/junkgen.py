#!/usr/bin/env python3
"""Statements whose good or erring expression is followed by junk (issue 24, session 34).

    python3 junkgen.py OUTDIR [SEED] [PER_PROGRAM]
    python3 trapdiff.py OUTDIR && python3 linediff.py OUTDIR

GW-BASIC evaluates as it reads (GWEVAL.ASM FRMEVL, then each statement's SYNCHR/CHRGTR):
a statement whose expression is followed by text it does not take has done its work up to
there before it errs, and an expression that errs errs before the junk after it is looked
at. Each form below has an expression slot E (numeric or string) and a junk slot J right
after it; E is a good value or one that errs (11, 5, 13, 18, 9), J is junk of every kind
(a parenthesis, a name, a constant, a string, `)`, a keyword, an operator left without its
operand) or nothing. Then junk before an erring expression. Each case prints `@n` before
and `k` and FRE(0) after under `ON ERROR GOTO 1000` (RESUME NEXT), so the order of what
the statement did and which error came first show. SEED picks a random subset and order
(0: every case in order).
"""
import os
import random
import sys

# Forms: (text with {E} and {J}, kind of E: 'n' numeric, 's' string, 'c' condition).
FORMS = [
    ('X={E}{J}:PRINT X', 'n'),
    ('LET X%={E}{J}:PRINT X%', 'n'),
    ('Q(1)={E}{J}:PRINT Q(1)', 'n'),
    ('X$={E}{J}:PRINT X$', 's'),
    ('Q$(2)={E}{J}:PRINT Q$(2)', 's'),
    ('X=-{E}{J}:PRINT X', 'n'),
    ('X=NOT {E}{J}:PRINT X', 'n'),
    ('X=({E}{J}):PRINT X', 'n'),
    ('X=ABS({E}{J}):PRINT X', 'n'),
    ('X=1+{E}{J}:PRINT X', 'n'),
    ('X$=LEFT$("AB",{E}{J}):PRINT X$', 'n'),
    ('PRINT {E}{J}', 'n'),
    ('PRINT "P";{E}{J}', 's'),
    ('PRINT USING "##";{E}{J}', 'n'),
    ('WRITE {E}{J}', 'n'),
    ('IF {E}{J} THEN PRINT "T" ELSE PRINT "F"', 'c'),
    ('IF {E}{J} GOTO %N', 'c'),
    ('IF {E}{J} THEN %N', 'c'),
    ('ON {E}{J} GOTO %N', 'c'),
    ('ON {E}{J} GOSUB 2000', 'c'),
    ('FOR I={E}{J} TO 2:PRINT I;:NEXT', 'n'),
    ('FOR I=1 TO {E}{J}:PRINT I;:NEXT', 'n'),
    ('FOR I=1 TO 2 STEP {E}{J}:PRINT I;:NEXT', 'n'),
    ('WHILE {E}{J}:WEND', 'c0'),
    ('LOCATE {E}{J}', 'n'),
    ('COLOR {E}{J}', 'n7'),
    ('WIDTH {E}{J}', 'n80'),
    ('RANDOMIZE {E}{J}', 'n'),
    ('ERROR {E}{J}', 'n200'),
    ('DIM Z%N({E}{J})', 'n'),
    ('CLS {E}{J}', 'n0'),
    ('DEF SEG={E}{J}', 'n0'),
    ('B$="ABC":MID$(B$,{E}{J})="X":PRINT B$', 'n'),
    ('B$="ABC":LSET B$={E}{J}:PRINT B$', 's'),
    ('KEY {E}{J},"A"', 'n'),
    ('X=PEEK({E}{J}):PRINT "K"', 'n0'),
    ('SWAP X,Y{J}', 'x'),
    ('READ R{J}:PRINT R', 'x'),
    ('RESTORE 3000{J}', 'x'),
    ('GOSUB 2000{J}', 'x'),
    ('GOTO %N{J}', 'x'),
    ('RETURN{J}', 'x'),
    ('NEXT{J}', 'x'),
    ('WEND{J}', 'x'),
    ('END{J}', 'x0'),
    ('STOP{J}', 'x0'),
    ('ON ERROR GOTO 1000{J}', 'x'),
    ('TRON{J}:TROFF', 'x'),
    ('BEEP{J}', 'x'),
    ('DEF FN%N(X)=X{J}:PRINT FN%N(2)', 'x'),
    ('DEF FN%N$="Q"{J}:PRINT FN%N$', 'x'),
    ('OPTION BASE 0{J}', 'x'),
    ('ERASE Q{J}:DIM Q(10)', 'x'),
    ('WIDTH "SCRN:",80{J}', 'x'),
    ('VIEW PRINT 1 TO 24{J}', 'x'),
]

GOOD = {'n': '1', 's': '"S"', 'c': '1', 'c0': '0', 'n7': '7', 'n80': '80', 'n200': '200', 'n0': '0'}
ERRING_N = ['1/0', 'LOG(0)', '"A"*2', 'FNU(1)', 'Q(11)', 'A$', 'FNU$("1")']
ERRING_S = ['1', 'Q$(11)', 'FNU$(1)', '"A"+1', 'CHR$(-1)']
JUNK = ['', ' (2)', ' X', ' 5', ' "Q"', ')', ' THEN', ' TO', ' ELSE PRINT "L"', ',', ';', ' =1',
        '+', ' AND', '(', ' &H10', ' 1.5', ' Y(1)', ' :PRINT "M"']
BEFORE = [' X ', ' (', ' 5 ', ') ', ', ', '"Q"', ' THEN ']


def cases():
    out = []
    for form, kind in FORMS:
        if kind.startswith('x'):
            for j in JUNK:
                if j or kind != 'x0':
                    out.append(form.replace('{J}', j))
            continue
        goods = [GOOD[kind]]
        erring = ERRING_S if kind == 's' else ERRING_N
        for e in goods + erring:
            for j in JUNK:
                # `WHILE 0 5:WEND` loops for ever on both (RESUME NEXT from CONTXT).
                if form.startswith('WHILE') and e == GOOD[kind] and j in (' 5', ' &H10', ' 1.5'):
                    continue
                out.append(form.replace('{E}', e).replace('{J}', j))
        # junk before an erring expression
        for b in BEFORE:
            out.append(form.replace('{E}', GOOD[kind] + b + erring[0]).replace('{J}', ''))
    return list(dict.fromkeys(out))


def main():
    outdir = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    per = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    os.makedirs(outdir, exist_ok=True)
    all_cases = cases()
    if seed:
        rng = random.Random(seed)
        rng.shuffle(all_cases)
        all_cases = all_cases[:per * 20]
    for p in range(0, len(all_cases), per):
        lines = ['10 ON ERROR GOTO 1000', '20 DIM Q(10),Q$(10):DATA 7']
        n = 30
        for c in all_cases[p:p + per]:
            c = c.replace('%N', str(n + 1))
            lines.append('%d PRINT "@%d";:%s:PRINT "k";FRE(0)' % (n, n, c))
            n += 1
        lines += ['%d PRINT "DONE":END' % n, '1000 PRINT "E";ERR;ERL;:RESUME NEXT',
                  '2000 PRINT "G";:RETURN', '3000 DATA 3,4']
        with open(os.path.join(outdir, 'J%03d.bas' % (p // per)), 'w') as f:
            f.write('\r\n'.join(lines) + '\r\n')
    print(len(all_cases), 'cases in', (len(all_cases) + per - 1) // per, 'programs')


if __name__ == '__main__':
    main()
