#!/usr/bin/env python3
"""erredit.py: where GW-BASIC's cursor waits when EDIT shows a line a run-time error stopped in.

A run-time error (not a syntax error) does not offer its line; `EDIT n` right after it lists
line n with the cursor where the machine's text pointer stood when the error struck. Each case
is a line `n STATEMENTS:END`; the session types `RUN n`, `EDIT n`, `X` and Enter (the `X`
overwrites the character under the cursor), and at the end `LIST`: the stored lines show
where the cursor waited. Runs the real machine with diffmix's session runner and ferrite,
and prints the cases whose listed line differs.
"""
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


def main():
    gw = diffmix.direct_oracle()
    prog, keys = [], []
    for i, case in enumerate(CASES):
        n = str(10 * (i + 1))
        prog.append(n + ' ' + case + ':END')
        keys += ['RUN ' + n, 'EDIT ' + n, 'X']
    keys.append('LIST')
    d, g, f = diffmix.run_session(gw, prog, keys, timeout=120)
    listed = [[l for l in s if l[:1].isdigit()][-len(CASES):] for s in (g, f)]
    bad = 0
    for a, b in zip(*listed):
        if a != b:
            bad += 1
            print(' gw: %s\n fe: %s' % (a, b))
    print('%d cases, %d differ (%s)' % (len(CASES), bad, d))


if __name__ == '__main__':
    main()
