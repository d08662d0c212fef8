#!/usr/bin/env python3
"""Random C64 screen programs, run on the real-ROM C64 (VICE) and on ferrite; the dumps
are compared byte for byte.

    difftest/c64/screen/gen.py [COUNT] [SEED]

Each program prints strings of random PETSCII codes (cursor moves, colours, reverse,
insert and delete, quotes, shifted letters, long runs that wrap at 40 and 80 columns),
numbers, TAB/SPC/commas, POKEs of the cursor, screen and colour RAM, scrolling loops, and
PEEKs of the editor's variables; some answer an INPUT or a GET. Programs whose dumps
differ are kept in $TMPDIR/c64scr-diff/ with both dumps.
"""
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "../../.."))
ORACLE = os.path.normpath(os.path.join(ROOT, "../shared/oracles/c64-vice/c64screen-run"))
FERRITE = os.path.join(ROOT, "target/release/ferrite")
OUT = os.path.join(os.environ.get("TMPDIR", "/tmp"), "c64scr-diff")

CODES = ["{home}", "{down}", "{up}", "{left}", "{rght}", "{rvon}", "{rvof}", "{del}",
         "{inst}", "{red}", "{wht}", "{grn}", "{yel}", "{blu}", "{lblu}", "{pur}", "{orng}",
         "{gry1}", "{f1}", "{sret}"]


def text(rng, n):
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.45:
            out.append(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:-+*/"))
        elif r < 0.55:
            out.append(rng.choice("abcdefxyz"))
        elif r < 0.9:
            out.append(rng.choice(CODES))
        elif r < 0.95:
            out.append("{%d %s}" % (rng.randint(2, 6), rng.choice(["down", "rght", "left", "up", "del", "inst"])))
        else:
            out.append('"+CHR$(34)+"')
    return "".join(out)


def statement(rng):
    r = rng.random()
    if r < 0.30:
        end = rng.choice(["", ";", ";", ","])
        return 'PRINT "%s"%s' % (text(rng, rng.randint(1, 14)), end)
    if r < 0.40:
        n = rng.choice([38, 39, 40, 41, 60, 78, 79, 80, 81])
        return 'PRINT LEFT$(B$,%d)%s' % (n, rng.choice(["", ";"]))
    if r < 0.48:
        return 'POKE 214,%d:POKE 211,%d:PRINT "%s";' % (rng.randint(0, 24), rng.randint(0, 79), text(rng, 4))
    if r < 0.53:
        return 'POKE 781,%d:POKE 782,%d:POKE 783,0:SYS 65520:PRINT "%s";' % (rng.randint(0, 24), rng.randint(0, 39), text(rng, 4))
    if r < 0.60:
        a = rng.randint(0, 999)
        return 'POKE %d,%d:POKE %d,%d' % (1024 + a, rng.randint(0, 255), 55296 + a, rng.randint(0, 15))
    if r < 0.67:
        return 'PRINT %s' % rng.choice([
            '"A";TAB(%d);"B";SPC(%d);"C"' % (rng.randint(0, 60), rng.randint(0, 50)),
            '%d;%d,%d,"X",' % (rng.randint(-999, 999), rng.randint(0, 99999), rng.randint(-9, 9)),
            'PEEK(211);PEEK(214);PEEK(212);PEEK(216);PEEK(213)',
            'PEEK(217+%d);PEEK(218+%d);POS(0)' % (rng.randint(0, 20), rng.randint(0, 20)),
        ])
    if r < 0.72:
        return 'FOR I=1 TO %d:PRINT "%s";I:NEXT' % (rng.randint(1, 8), text(rng, 3))
    if r < 0.76:
        return 'PRINT CHR$(%d);' % rng.choice([14, 142, 8, 9, 147, 19, 13, 141, 148, 20, 18, 146, 34])
    if r < 0.80:
        return 'POKE 646,%d:PRINT "%s"' % (rng.randint(0, 15), text(rng, 5))
    if r < 0.84:
        return 'POKE 53280,%d:POKE 53281,%d' % (rng.randint(0, 255), rng.randint(0, 255))
    return 'PRINT "%s"' % text(rng, rng.randint(20, 50))


def program(rng):
    lines = ['10 A$="1234567890":B$=A$+A$+A$+A$+A$+A$+A$+A$:PRINT "{clr}";']
    n = 20
    for _ in range(rng.randint(4, 12)):
        lines.append("%d %s" % (n, statement(rng)))
        n += 10
    typed = []
    if rng.random() < 0.3:
        lines.append('%d INPUT "%s";X$:PRINT "[";X$;"]"' % (n, text(rng, rng.randint(0, 8)).replace('"+CHR$(34)+"', "")))
        typed.append(rng.choice(["HELLO", "1,2", "{left}{left}AB", "A{inst}B", '"Q,R"', "LONG" * 12]))
        n += 10
    if rng.random() < 0.2:
        lines.append('%d GET K$:PRINT ASC(K$+CHR$(0));:IF K$<>CHR$(13) THEN %d' % (n, n))
        typed.append(rng.choice(["AB", "{down}{up}", "x"]))
        n += 10
    return "\n".join(lines) + "\n", "".join(t + "\n" for t in typed)


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, timeout=120)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    os.makedirs(OUT, exist_ok=True)
    same = differ = 0
    for k in range(count):
        prog, typed = program(rng)
        name = os.path.join(OUT, "g%d_%03d" % (seed, k))
        with open(name + ".bas", "w") as f:
            f.write(prog)
        args = [name + ".bas"]
        if typed:
            with open(name + ".in", "w") as f:
                f.write(typed)
            args.append(name + ".in")
        run([ORACLE] + args + ["--timeout=20", "-o", name + ".vice.scr"])
        run([FERRITE, "run", "--dialect", "c64", "--timeout", "20", "--screen-dump",
             name + ".ferrite.scr", name + ".bas"], typed.encode())
        try:
            a = open(name + ".vice.scr", "rb").read()
            b = open(name + ".ferrite.scr", "rb").read()
        except OSError as e:
            print("MISSING", name, e)
            differ += 1
            continue
        if a == b:
            same += 1
            for ext in (".bas", ".in", ".vice.scr", ".ferrite.scr"):
                if os.path.exists(name + ext):
                    os.remove(name + ext)
        else:
            differ += 1
            print("DIFF", name)
    print("compared %d programs: %d identical, %d differ" % (count, same, differ))


if __name__ == "__main__":
    main()
