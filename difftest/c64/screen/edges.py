#!/usr/bin/env python3
"""The screen editor at its edges, against the real-ROM C64 (VICE); dumps compared byte for
byte as in gen.py.

    difftest/c64/screen/edges.py [COUNT] [SEED]

Each program puts the cursor at the screen's edges (PLOT, POKE 214/211, HOME) and prints
what is hard there: cursor moves past row 0, row 24, column 0, 39 and 79; INST and DEL at a
line's end and on full 40- and 80-column lines; strings that link rows 23-24 and scroll the
screen; quote mode with pending inserts; RVS across a wrap; colours; CHR$(14), CHR$(142),
CHR$(8)/CHR$(9) and POKE 53272. Programs whose dumps differ are kept in
$TMPDIR/c64scr-diff/.
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

MOVES = ["{up}", "{down}", "{left}", "{rght}", "{home}", "{del}", "{inst}", "{rvon}", "{rvof}",
         "{red}", "{cyn}", "{wht}", "{sret}"]


def codes(rng, n):
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.4:
            out.append(rng.choice(MOVES))
        elif r < 0.5:
            out.append("{%d %s}" % (rng.randint(2, 45), rng.choice(["rght", "left", "down", "up", "del", "inst"])))
        elif r < 0.6:
            out.append('"+CHR$(34)+"')
        elif r < 0.65:
            out.append(rng.choice(["abc", "xyz"]))
        else:
            out.append(rng.choice("ABCDEFGHIJ0123456789 "))
    return "".join(out)


def place(rng):
    """A statement that puts the cursor at an edge."""
    row = rng.choice([0, 0, 1, 12, 22, 23, 24, 24])
    col = rng.choice([0, 0, 1, 38, 39, 39, 20])
    if rng.random() < 0.5:
        return "POKE 781,%d:POKE 782,%d:POKE 783,0:SYS 65520" % (row, col)
    return 'PRINT "{home}";:POKE 214,%d:PRINT:POKE 211,%d' % (max(row - 1, 0), col)


def statement(rng):
    r = rng.random()
    if r < 0.45:
        end = rng.choice(["", ";", ";"])
        return '%s:PRINT "%s"%s' % (place(rng), codes(rng, rng.randint(1, 10)), end)
    if r < 0.60:
        n = rng.choice([39, 40, 41, 79, 80, 81])
        return '%s:PRINT LEFT$(B$,%d)%s' % (place(rng), n, rng.choice(["", ";", ';"%s";' % codes(rng, 3)]))
    if r < 0.68:
        return 'PRINT CHR$(%d);"%s";' % (rng.choice([14, 142, 8, 9, 14, 142]), codes(rng, 3))
    if r < 0.74:
        return 'POKE 53272,%d:PRINT "%s";' % (rng.choice([21, 23, 20, 22, 31]), codes(rng, 3))
    if r < 0.80:
        return 'PRINT CHR$(34);"%s";CHR$(34);"%s";' % (codes(rng, 4), codes(rng, 3))
    if r < 0.86:
        return '%s:PRINT "{rvon}%s";' % (place(rng), "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:rng.randint(1, 26)] * 2)
    if r < 0.92:
        return 'FOR I=1 TO %d:PRINT "%s":NEXT' % (rng.randint(1, 30), codes(rng, 2))
    return 'POKE 646,%d:%s:PRINT "%s";' % (rng.randint(0, 15), place(rng), codes(rng, 6))


def program(rng):
    lines = ['10 A$="ABCDEFGHIJ":B$=A$+A$+A$+A$+A$+A$+A$+A$+A$:PRINT "{clr}";']
    n = 20
    for _ in range(rng.randint(4, 10)):
        lines.append("%d %s" % (n, statement(rng)))
        n += 10
    typed = []
    if rng.random() < 0.25:
        lines.append('%d %s:INPUT X$:PRINT "[";X$;"]"' % (n, place(rng)))
        typed.append(rng.choice(["HELLO", "{left}{left}AB", "A{inst}B", "LONG" * 12, "X{del}Y"]))
        n += 10
    return "\n".join(lines) + "\n", "".join(t + "\n" for t in typed)


if __name__ == "__main__":
    gen.program = program
    gen.main()
