#!/usr/bin/env python3
"""erredit.py: where GW-BASIC's cursor waits when EDIT shows a line a run-time error stopped in.

A run-time error (not a syntax error) does not offer its line; `EDIT n` right after it lists
line n with the cursor where the machine's text pointer stood when the error struck. Each case
is a line `n STATEMENTS:END`; the session types `RUN n`, `EDIT n`, `X` and Enter (the `X`
overwrites the character under the cursor), and at the end `LIST`: the stored lines show
where the cursor waited. Runs the real machine with diffmix's session runner and ferrite,
and prints the cases whose listed line differs.

    python3 erredit.py              # the fixed cases
    python3 erredit.py SEED N       # N generated lines: a failing call or element (SQR(-1),
                                    # MID$("AB",0), A(11), ...) nested in calls, parentheses
                                    # and operators, with blanks, after other statements
"""
import random
import sys

import diffmix

CASES = [
    'B=SQR(-1)+2', 'B=2+SQR(-1)*3', 'A$=MID$("ABC",0,1)+"Q"', 'PRINT 1:B=LOG(0)+1:PRINT 2',
    'DIM A(3):B=A(7)+1', 'B=CHR$(1)+2', 'A$=STRING$(300,65)+"Z"', 'B=ASC("")+1',
    'B=SQR(-1):C=2', 'X=5:Y=SQR(-1 ) + 2', 'B = 1 + SQR ( -1 ) + 2', 'DIM Z(3):Z(9)=1',
    'GOTO 999', 'B=SQR(-1) +2', 'B=SQR(-1)+ 2', 'B=SQR( -1)+2', 'B=A(7)+1+SQR(-1)+1',
    'DIM A(3):B=A(7) +1', 'B=ABS(SQR(-1))+1', 'B=SQR(-1)', 'V=-1:B=SQR(V)+2',
    'B=LOG(-1)+2', 'B=2*SQR(-1)+2', 'B=LEFT$("A",-1)+"B"', 'B=ABS(-1)+SQR(-1)+2',
    'DIM A(3):B=A(1,2)+1', 'DIM A(3):A(7)=1', 'B=SQR(-1)  +2', 'B$="A"+1+"C"',
    'B=LEN(3)+1', 'B=(2+SQR(-1))*3', 'B=SQR((-1))+2', 'IF SQR(-1)=1 THEN 90',
    'PRINT SQR(-1);2', 'B=INT(SQR(-1))', 'A$=CHR$(300)+"A"', 'B=2^SQR(-1)+1',
    'B=SQR(-1)AND 3', 'B=FIX(1E+38)+CINT(40000)+1',
]


BAD = ['SQR(-1)', 'LOG(0)', 'ASC("")', 'LEN(CHR$(300))', 'A(11)', 'LEN(MID$("AB",0))',
       'ASC(LEFT$("A",-1))', 'LEN(STRING$(300,65))', 'LEN(STRING$(2,300))',
       'LEN(MID$("AB",1,-1))', 'CINT(40000)', 'LEN(3)', 'INSTR(0,"A","B")', 'B(1,2)',
       'LEN(RIGHT$("AB",256))', 'LEN(SPACE$(-1))', 'ASC(MID$("",1))']
GOOD = ['ABS(-1)', 'INT(2.5)', 'LEN("AB")', 'A(1)', '1', 'X', 'ASC(MID$("AB",2,1))']


def spaced(r, text):
    """Blanks here and there around the parentheses and commas of `text`."""
    out = ''
    for c in text:
        if c in '(),' and r.random() < 0.25:
            out += ' ' * r.randint(1, 2) if c != '(' else ''
            out += c
            if r.random() < 0.4:
                out += ' '
        else:
            out += c
    return out


def expr(r, depth=0):
    """An expression with one failing call or element somewhere in it."""
    e = r.choice(BAD)
    for _ in range(r.randint(0, 2)):
        k = r.randrange(6)
        if k == 0:
            e = 'ABS(%s)' % e
        elif k == 1:
            e = '(%s)' % e
        elif k == 2:
            e = '%s+%s' % (r.choice(GOOD), e)
        elif k == 3:
            e = '%s*%s' % (e, r.choice(GOOD))
        elif k == 4:
            e = 'INT(%s)+%s' % (e, r.choice(GOOD))
        else:
            e = '%s-%s' % (r.choice(GOOD), e)
    if r.random() < 0.5:
        e = e + r.choice(['+1', ' +1', '+ 1', 'AND 3', ' AND 3', '*2', '=1', ''])
    return spaced(r, e)


def case(r):
    """One line: a statement or two before the failing one, and what follows it."""
    e = expr(r)
    st = r.choice(['B=%s', 'PRINT %s;', 'IF %s THEN 5', 'A(2)=%s', 'B = %s', 'PRINT 1;%s',
                   'C=LEN("X")+%s', 'B=%s:C=2'])
    head = r.choice(['', 'X=1:', 'DIM B(2,2):', 'B=ABS(1):'])
    return head + st % e


def main():
    gw = diffmix.direct_oracle()
    prog, keys = [], []
    cases = CASES
    if len(sys.argv) > 2:
        r = random.Random(int(sys.argv[1]))
        cases = [case(r) for _ in range(int(sys.argv[2]))]
    for i, case_text in enumerate(cases):
        n = str(10 * (i + 1))
        prog.append(n + ' ' + case_text + ':END')
        keys += ['RUN ' + n, 'EDIT ' + n, 'X']
    keys.append('LIST')
    d, g, f = diffmix.run_session(gw, prog, keys, timeout=120)
    listed = [[l for l in s if l[:1].isdigit()][-len(cases):] for s in (g, f)]
    bad = 0
    for a, b in zip(*listed):
        if a != b:
            bad += 1
            print(' gw: %s\n fe: %s' % (a, b))
    print('%d cases, %d differ (%s)' % (len(cases), bad, d))


if __name__ == '__main__':
    main()
