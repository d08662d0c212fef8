#!/usr/bin/env python3
"""Expressions for gwdiff.py: + - * / and the functions on random singles given exactly
as CVS of their four bytes (so literal conversion plays no part). Usage: gen_ops.py SEED N"""
import random
import sys

rng = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])
what = sys.argv[3] if len(sys.argv) > 3 else "ops"


def single(lo=0x70, hi=0x90, neg=True):
    b = [rng.randrange(256), rng.randrange(256), rng.randrange(128), rng.randrange(lo, hi)]
    if neg and rng.random() < 0.5:
        b[2] |= 0x80
    return "CVS(" + "+".join(f"CHR$({x})" for x in b) + ")"


for _ in range(n):
    if what == "ops":
        op = rng.choice("+-*/")
        print(f"{single()}{op}{single()}")
    elif what == "fn":
        f = rng.choice(["SIN", "COS", "TAN", "ATN", "EXP", "LOG", "SQR"])
        if f in ("LOG", "SQR"):
            print(f"{f}({single(neg=False, lo=0x60, hi=0xb0)})")
        elif f == "EXP":
            print(f"{f}({single(lo=0x70, hi=0x87)})")
        else:
            print(f"{f}({single(lo=0x68, hi=0x98)})")
    elif what == "pow":
        print(f"{single(neg=False, lo=0x78, hi=0x88)}^{single(lo=0x78, hi=0x84)}")
