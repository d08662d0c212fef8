#!/usr/bin/env python3
"""Expressions for `gwdiff.py --mode type`: every operator and numeric function over
integer, single and double operands, edge values near 32767/-32768 included. The type
of a result shows in the RND that follows RANDOMIZE of it (RANDOMIZE reads the value's
stored bytes: two for an integer, four for a single, eight for a double).
Usage: gen_types.py SEED N"""
import random
import sys

rng = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])

INTS = ["0", "1", "-1", "2", "3", "7", "-7", "181", "182", "-182", "255", "256", "300",
        "-300", "1000", "16384", "-16384", "32767", "-32767", "&H8000", "&HFFFF", "&H7FFF",
        "A%", "B%", "C%"]
SINGLES = ["1.5", "2!", "-2.5", "32767!", "32768", "-32768", "32767.5", "1E10", "1.7E38",
           "-1.7E38", "1E-38", ".1", "65535", "A!", "1/3"]
DOUBLES = ["2#", "1.5#", "-1.5#", "32767#", "32768#", "1D10", "1.7D38", ".1#", "1D-38",
           "A#", "1#/3"]
BIN = ["+", "-", "*", "/", "\\", " MOD ", "^", " AND ", " OR ", " XOR ", " EQV ", " IMP ",
       "=", "<", ">", "<>", "<=", ">="]
FN1 = ["ABS", "SGN", "INT", "FIX", "CINT", "CSNG", "CDBL", "SQR", "EXP", "LOG", "SIN", "COS",
       "TAN", "ATN", "-", "NOT ", "+"]


def operand():
    r = rng.random()
    pool = INTS if r < 0.55 else SINGLES if r < 0.85 else DOUBLES
    return rng.choice(pool)


for _ in range(n):
    k = rng.random()
    if k < 0.6:
        print(f"({operand()}){rng.choice(BIN)}({operand()})")
    elif k < 0.85:
        f = rng.choice(FN1)
        print(f"{f}({operand()})")
    else:
        a, b, c = operand(), operand(), operand()
        print(f"({a}){rng.choice(BIN)}({b}){rng.choice(BIN)}({c})")
