#!/usr/bin/env python3
"""clipgen.py DIR COUNT SEED [MODE]: programs that cut lines at a viewport's edges.

Each program enters SCREEN MODE (1, 2 or 9; default cycles), tiles the screen with 16x16
viewports (VIEW, or VIEW SCREEN every other program), draws in each one LINE (or, in the
third and fourth of every four, DRAW "BM=A%;,=B%;M=C%;,=D%;") whose ends lie
outside it (one or both; past every edge; steep, shallow and diagonal), then reads every
cell back with POINT, one row of hex digits per cell row. A last part draws lines off the
whole screen (no viewport) and reads the screen's edge rows and columns back."""
import os
import random
import sys

CELL = 16


def beyond(r, lim, reach):
    # A coordinate of 0..lim-1, or past either end by up to `reach` pixels.
    k = r.random()
    if k < 0.3:
        return r.randint(0, lim - 1)
    if k < 0.65:
        return r.randint(-reach, -1)
    return r.randint(lim, lim + reach)


def outside(r):
    # A coordinate near a cell: inside, or past an edge by up to 40 pixels.
    return beyond(r, CELL, 40)


def hits(x1, y1, x2, y2, w, h):
    # Whether the segment meets the rectangle [0, w-1] x [0, h-1] (Liang-Barsky), so
    # every line drawn shows something.
    t0, t1 = 0.0, 1.0
    dx, dy = x2 - x1, y2 - y1
    for p, q in ((-dx, x1), (dx, w - 1 - x1), (-dy, y1), (dy, h - 1 - y1)):
        if p == 0:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    return t0 <= t1


def program(r, mode, screen_view, draw):
    w, h = {1: (320, 200), 2: (640, 200), 9: (640, 350)}[mode]
    cols, rows = w // (CELL + 4), min(h // (CELL + 4), 8)
    out = ['10 SCREEN %d' % mode, '20 DIM R$(%d)' % (cols * rows + 40)]
    n = 30
    cells = []
    for cy in range(rows):
        for cx in range(cols):
            x0, y0 = cx * (CELL + 4) + 2, cy * (CELL + 4) + 2
            while True:
                x1, y1, x2, y2 = outside(r), outside(r), outside(r), outside(r)
                inside = all(0 <= v < CELL for v in (x1, y1)) and all(0 <= v < CELL for v in (x2, y2))
                if not inside and hits(x1, y1, x2, y2, CELL, CELL):
                    break
            if screen_view or draw:
                # DRAW's M x,y is the screen's pixel under VIEW too (DMOVE).
                x1, y1, x2, y2 = x1 + x0, y1 + y0, x2 + x0, y2 + y0
            kw = 'VIEW SCREEN' if screen_view else 'VIEW'
            if draw:
                # DRAW's line runs from the new point to the last one (CLINE2).
                shape = 'A%%=%d:B%%=%d:C%%=%d:D%%=%d:DRAW "C1BM=A%%;,=B%%;M=C%%;,=D%%;"' % (
                    x1, y1, x2, y2)
            else:
                shape = 'LINE (%d,%d)-(%d,%d),1' % (x1, y1, x2, y2)
            out.append('%d %s (%d,%d)-(%d,%d):%s' % (
                n, kw, x0, y0, x0 + CELL - 1, y0 + CELL - 1, shape))
            n += 1
            cells.append((x0, y0))
    out.append('%d VIEW' % n)
    n += 1
    out.append('%d FOR C=0 TO %d:READ X0,Y0:FOR Y=Y0 TO Y0+%d:S$=""' % (n, len(cells) - 1, CELL - 1))
    out.append('%d FOR X=X0 TO X0+%d STEP 4:V=0:FOR B=0 TO 3:IF POINT(X+B,Y)<>0 THEN V=V+2^(3-B)' % (
        n + 1, CELL - 1))
    out.append('%d NEXT B:S$=S$+HEX$(V):NEXT X:R$(C)=R$(C)+S$:NEXT Y:NEXT C' % (n + 2))
    n += 3
    # Lines off the whole screen: the points on the screen's edges.
    k = 0
    for i in range(8):
        def far(lim):
            return beyond(r, lim, 150)
        while True:
            x1, y1, x2, y2 = far(w), far(h), far(w), far(h)
            inside = 0 <= x1 < w and 0 <= y1 < h and 0 <= x2 < w and 0 <= y2 < h
            if not inside and hits(x1, y1, x2, y2, w, h):
                break
        if draw:
            shape = 'A%%=%d:B%%=%d:C%%=%d:D%%=%d:DRAW "C1BM=A%%;,=B%%;M=C%%;,=D%%;"' % (x1, y1, x2, y2)
        else:
            shape = 'LINE (%d,%d)-(%d,%d),1' % (x1, y1, x2, y2)
        out.append('%d CLS:%s:S$="L%d:"' % (n, shape, i))
        out.append('%d FOR X=0 TO %d:IF POINT(X,0)<>0 THEN S$=S$+" T"+STR$(X)' % (n + 1, w - 1))
        out.append('%d IF POINT(X,%d)<>0 THEN S$=S$+" B"+STR$(X)' % (n + 2, h - 1))
        out.append('%d NEXT X:FOR Y=0 TO %d:IF POINT(0,Y)<>0 THEN S$=S$+" L"+STR$(Y)' % (n + 3, h - 1))
        out.append('%d IF POINT(%d,Y)<>0 THEN S$=S$+" R"+STR$(Y)' % (n + 4, w - 1))
        out.append('%d NEXT Y:R$(%d)=S$' % (n + 5, len(cells) + k))
        n += 6
        k += 1
    out.append('%d SCREEN 0:WIDTH 80:FOR C=0 TO %d:PRINT C;R$(C):NEXT C:END' % (n, len(cells) + k - 1))
    n += 1
    data = []
    for x0, y0 in cells:
        data += [str(x0), str(y0)]
    for i in range(0, len(data), 20):
        out.append('%d DATA %s' % (n, ','.join(data[i:i + 20])))
        n += 1
    return out


def main():
    d, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    modes = [int(sys.argv[4])] if len(sys.argv) > 4 else [1, 2, 9]
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for i in range(count):
        mode = modes[i % len(modes)]
        lines = program(r, mode, i % 2 == 1, i % 4 >= 2)
        with open(os.path.join(d, 'cl%03d.bas' % i), 'w', newline='\r\n') as f:
            f.write('\n'.join(lines) + '\n')


main()
