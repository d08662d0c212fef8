#!/usr/bin/env python3
"""arcgen.py DIR COUNT SEED [MODE]: write COUNT programs of 40 CIRCLE arcs each to DIR, in
SCREEN MODE (1 by default): radii 0-9, start and end angles of either sign (-0, .01, a
full turn, the octant boundaries, random ones), aspects below and above 1, negative and
0, each arc in its own 20x20 cell. The cells are read back with POINT and printed as
`arc row: columns` (the pixels set); errors as `ERR code arc`. Compare with gfxdiff.py."""
import os
import random
import sys


def angle(r):
    return r.choice(['0', '-0', '6.283', '-6.283', '3.14159', '-3.14159', '1.5708', '-1.5708',
                     '.785', '-.785', str(round(r.uniform(-6.28, 6.28), r.choice([1, 2, 3]))),
                     str(round(r.uniform(-6.28, 6.28), 3)), '-.01', '.01'])


def program(r, mode):
    wide = mode in (2, 8, 9)
    lines = ['10 DIM D$(1200): N=0: ON ERROR GOTO 900', '20 SCREEN %d' % mode]
    for i in range(40):
        cx, cy = (i % 10) * 20 + 10 + (100 if wide else 0), (i // 10) * 20 + 10
        rad = r.choice([1, 2, 3, r.randint(4, 9), 9, r.randint(0, 9)])
        asp = r.choice(['', '', '1', '.5', '2', '.1', '10', '.833', '1.2', '-.5', '-2', '0', '3',
                        '.3', '.7', '1.5', str(round(r.uniform(.05, 4), 3)),
                        str(round(r.uniform(.05, 1), 3))])
        k = r.random()
        if k < 0.8:
            tail = ',%s,%s' % (angle(r), angle(r)) + (',' + asp if asp else '')
        elif k < 0.9:
            tail = ',,' + asp if asp else ''
        else:
            tail = ',%s' % angle(r)
        lines.append('%d I=%d: CIRCLE (%d,%d),%d,1%s' % (100 + i, i, cx, cy, rad, tail))
    lines += [
        '200 FOR I=0 TO 39: X0=(I MOD 10)*20%s: Y0=(I\\10)*20: FOR Y=Y0 TO Y0+19: C$=""'
        % ('+100' if wide else ''),
        '210 FOR X=X0 TO X0+19: IF POINT(X,Y) THEN C$=C$+" "+MID$(STR$(X-X0),2)',
        '220 NEXT: IF C$<>"" THEN N=N+1: D$(N)=STR$(I)+STR$(Y-Y0)+":"+C$',
        '230 NEXT: NEXT',
        '240 SCREEN 0: WIDTH 80: FOR I=1 TO N: PRINT D$(I): NEXT: END',
        '900 N=N+1: D$(N)="ERR"+STR$(ERR)+STR$(I): RESUME NEXT',
    ]
    return '\n'.join(lines) + '\n'


def main():
    d, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    mode = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for p in range(count):
        with open(os.path.join(d, 'ar%03d.bas' % p), 'w', newline='\r\n') as f:
            f.write(program(r, mode))


main()
