#!/usr/bin/env python3
"""RND sequences on the real GW-BASIC 3.23 and on ferrite, compared line by line.

    python3 difftest/gw/num/rnd_seq.py [SEED]

One program: the start-up sequence, then for each of several RANDOMIZE arguments
(integers, negative ones, fractions, large singles and doubles, an expression) 200 values
of RND(1), with RND(0) and RND(negative) mixed in. Prints every differing line and a count.
"""
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
ORACLE = os.path.join(ROOT, "..", "shared", "oracles", "gw-real", "gwreal-run")
FERRITE = os.environ.get("FERRITE", os.path.join(ROOT, "target", "release", "ferrite"))


def seeds(rng):
    fixed = ["0", "1", "-1", "-3075", "32767", "-32768!", "1.5", "-.5", "100000!",
             "1E+20", "1.23456789#", "-2.5E-10", "65535!", "-(12)", "3*7"]
    more = [str(rng.randint(-32768, 32767)) for _ in range(4)]
    more += ["%.4f" % rng.uniform(-1e4, 1e4) for _ in range(3)]
    return fixed + more


def program(rng):
    lines = ["10 FOR I=1 TO 200:PRINT RND;:NEXT I:PRINT"]
    n = 20
    for s in seeds(rng):
        neg = "-%g" % rng.uniform(0.001, 1e6)
        lines.append("%d RANDOMIZE %s:FOR I=1 TO 200:PRINT RND(1);:NEXT I:PRINT" % (n, s))
        lines.append("%d PRINT RND(0);RND(%s);RND(0);RND(1);RND(-%d%%)" % (n + 1, neg, rng.randint(1, 32767)))
        n += 2
    return "\r\n".join(lines) + "\r\n"


def run(cmd):
    return subprocess.run(cmd, capture_output=True, stdin=subprocess.DEVNULL,
                          text=True, timeout=300).stdout


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "RNDSEQ.BAS")
        with open(path, "w") as f:
            f.write(program(rng))
        real = run([ORACLE, path]).split()
        ours = run([FERRITE, "basic", "--dialect", "gw", "--no-share", "--run", path]).split()
    ours = [w for w in ours if w != "Ok"]
    diff = sum(1 for a, b in zip(real, ours) if a != b) + abs(len(real) - len(ours))
    for i, (a, b) in enumerate(zip(real, ours)):
        if a != b:
            print("value %d: real %s ferrite %s" % (i, a, b))
    print("%d values compared, %d differ" % (len(real), diff))


if __name__ == "__main__":
    main()
