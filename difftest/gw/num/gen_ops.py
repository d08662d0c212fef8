#!/usr/bin/env python3
"""Expressions for gwdiff.py: + - * / and the functions on random singles given exactly
as CVS of their four bytes (so literal conversion plays no part). Usage: gen_ops.py SEED N
[ops|fn|pow|dops|conv|zexp|dzexp]"""
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


def double(lo=0x70, hi=0x90, neg=True):
    b = [rng.randrange(256) for _ in range(6)] + [rng.randrange(128), rng.randrange(lo, hi)]
    if neg and rng.random() < 0.5:
        b[6] |= 0x80
    if rng.random() < 0.2:
        # short mantissas: exact sums and products, ties in rounding
        for k in range(rng.randrange(1, 6)):
            b[k] = rng.choice([0, 0x80, 0xFF])
    return "CVD(" + "+".join(f"CHR$({x})" for x in b) + ")"


def edge_exp():
    """An exponent byte near the ends of the range."""
    return rng.choice([rng.randrange(1, 8), rng.randrange(0xF8, 0x100), rng.randrange(0x70, 0x90)])


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
    elif what == "dops":
        op = rng.choice("+-*/")
        r = rng.random()
        if r < 0.6:
            print(f"{double()}{op}{double()}")
        elif r < 0.8:
            print(f"{double()}{op}{single()}")
        else:
            e1, e2 = edge_exp(), edge_exp()
            print(f"{double(e1, e1 + 1)}{op}{double(e2, e2 + 1)}")
    elif what == "conv":
        r = rng.random()
        if r < 0.5:
            print(f"CSNG({double(0x60, 0xA0)})")
        elif r < 0.7:
            e = edge_exp()
            print(f"CSNG({double(e, e + 1)})")
        else:
            print(f"CDBL({single()})")
    elif what in ("zexp", "dzexp"):
        # operands of exponent byte 0 with mantissa bytes left in them (as CVS/CVD or POKE
        # make them), against each other, ordinary values and true zeros; zexp prints the
        # result as a single, dzexp as a double (--mode bytes / dbytes)
        def zero_exp():
            d = rng.random() < 0.5
            e = 0 if rng.random() < 0.8 else rng.choice([1, 0x81, 0xFF])
            x = double(e, e + 1) if d else single(e, e + 1)
            return x

        def other():
            return rng.choice([zero_exp(), single(), double(), "0", "0#", "2", "-1", "-0#"])

        r = rng.random()
        if r < 0.45:
            op = rng.choice(["+", "-", "*", "/", "\\", " MOD ", "^", "=", "<", ">", " AND ", " OR "])
            a, b = (zero_exp(), other()) if rng.random() < 0.5 else (other(), zero_exp())
            print(f"{a}{op}{b}")
        else:
            f = rng.choice(["SIN", "COS", "TAN", "ATN", "EXP", "LOG", "SQR", "ABS", "SGN", "INT",
                            "FIX", "CINT", "CSNG", "CDBL", "-", "VAL(STR$", "RND"])
            x = zero_exp()
            if f == "VAL(STR$":
                print(f"VAL(STR$({x}))")
            else:
                print(f"{f}({x})")
    elif what == "pow":
        print(f"{single(neg=False, lo=0x78, hi=0x88)}^{single(lo=0x78, hi=0x84)}")
