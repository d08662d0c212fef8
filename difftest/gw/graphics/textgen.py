#!/usr/bin/env python3
"""textgen.py DIR COUNT SEED: programs that draw boxes in a graphics mode (1, 2, 7, 8, 9),
then print blanks (spaces, no glyph with dots: the font is the video BIOS's) with LOCATE,
VIEW PRINT windows, line ends that scroll, CLS 0-2 under viewports, and read a 64x48
region back with POINT as hex digits a row. Compare with gfxdiff.py."""
import os
import random
import sys


def program(r):
    mode = r.choice([1, 2, 7, 8, 9])
    rows = 48 if mode != 9 else 56
    L = ["10 DIM D$(100):N=0:ON ERROR GOTO 900", "20 SCREEN %d" % mode]
    top = 3 if mode in (1, 2) else 15
    for i in range(3):
        L.append("%d LINE (%d,%d)-(%d,%d),%d,BF" % (30 + i, r.randint(0, 40), r.randint(0, 40),
                                                   r.randint(20, 63), r.randint(20, rows - 1),
                                                   r.randint(1, top)))
    ln = 40
    for _ in range(r.randint(3, 8)):
        k = r.random()
        if k < 0.3:
            s = "LOCATE %d,%d:PRINT SPACE$(%d);" % (r.randint(1, 7), r.randint(1, 9), r.randint(1, 5))
        elif k < 0.45:
            t = r.randint(1, 6)
            s = "VIEW PRINT %d TO %d" % (t, r.randint(t, 8))
        elif k < 0.65:
            s = "LOCATE %d,1:PRINT SPACE$(%d):PRINT" % (r.randint(1, 8), r.randint(0, 3))
        elif k < 0.75:
            s = "CLS %d" % r.choice([0, 1, 2])
        elif k < 0.85:
            s = "VIEW (%d,%d)-(%d,%d)" % (r.randint(0, 20), r.randint(0, 20), r.randint(25, 60), r.randint(25, 45))
        else:
            s = "LINE (%d,%d)-(%d,%d),%d,BF" % (r.randint(0, 40), r.randint(0, 40), r.randint(20, 63),
                                                r.randint(20, rows - 1), r.randint(1, top))
        L.append("%d %s" % (ln, s))
        ln += 1
    L.append("%d VIEW:VIEW PRINT:FOR Y=0 TO %d:C$=\"\":FOR X=0 TO 63:C$=C$+HEX$(POINT(X,Y)):NEXT:"
             "N=N+1:D$(N)=C$:NEXT" % (ln, rows - 1))
    L.append("800 SCREEN 0:WIDTH 80:FOR I=1 TO N:PRINT D$(I):NEXT:END")
    L.append("900 N=N+1:D$(N)=\"ERR\"+STR$(ERR)+STR$(ERL):RESUME NEXT")
    return "\r\n".join(L) + "\r\n"


def main():
    d, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for i in range(count):
        with open(os.path.join(d, "tx%03d.bas" % i), "w", newline="") as f:
            f.write(program(r))


main()
