#!/usr/bin/env python3
"""Expressions for `gwdiff.py --mode dbytes` (or `type`): the corners the other generators
reach seldom. `dfn`: SIN COS TAN ATN EXP LOG SQR, ABS SGN INT FIX CINT of random doubles
(CVD bytes) and double literals; `powt`: `^` of every type pair (integer, single, double
bases and exponents, negative bases with integral exponents, zero and one, large and tiny
results); `idiv`: `\\` and MOD of every type pair with the operands near the ends of the
integer range, halves that round either way and doubles past 32767; `round`: CINT CSNG CDBL
FIX INT and `%`/`!`/`#` assignments of values next to the rounding and range edges (x.5,
2^23, 2^24, 2^55, 32767.5, -32768.5, the largest single); `trig`: SIN COS TAN of singles and doubles of every exponent (the range reduction of
large arguments); `mk`: CVS/CVD/CVI of MKS$/MKD$/MKI$
of mixed-type values and of byte strings of another length. Usage: gen_edge.py SEED N KIND"""
import random
import sys

rng = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])
what = sys.argv[3]


def cvd(lo=0x70, hi=0x90, neg=True):
    b = [rng.randrange(256) for _ in range(6)] + [rng.randrange(128), rng.randrange(lo, hi)]
    if neg and rng.random() < 0.5:
        b[6] |= 0x80
    if rng.random() < 0.3:
        for k in range(rng.randrange(1, 7)):
            b[k] = rng.choice([0, 0x80, 0xFF, 0x7F])
    return "CVD(" + "+".join(f"CHR$({x})" for x in b) + ")"


def cvs(lo=0x70, hi=0x90, neg=True):
    b = [rng.randrange(256), rng.randrange(256), rng.randrange(128), rng.randrange(lo, hi)]
    if neg and rng.random() < 0.5:
        b[2] |= 0x80
    return "CVS(" + "+".join(f"CHR$({x})" for x in b) + ")"


def dlit():
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randrange(1, 17)))
    p = rng.randrange(len(digits) + 1)
    txt = digits[:p] + "." + digits[p:]
    r = rng.random()
    if r < 0.4:
        txt += "D" + str(rng.randrange(-20, 20))
    elif r < 0.7:
        txt += "#"
    else:
        txt += "D0"
    return ("-" if rng.random() < 0.3 else "") + txt


INTS = ["0", "1", "-1", "2", "-2", "3", "5", "7", "-7", "10", "16", "31", "127", "128", "181",
        "255", "256", "1000", "16383", "16384", "-16384", "32766", "32767", "-32767", "-32768",
        "&H8000", "&HFFFF", "A%", "B%", "C%"]
SNGS = ["0!", "1!", "-1!", ".5", "-.5", "1.5", "-1.5", "2.5", "-2.5", "2!", "-2!", "3!", ".1",
        "32767.5", "-32768.5", "32767.49", "-32768.49", "32768!", "-32769!", "65536!", "8388608!",
        "16777215!", "16777216!", "1E10", "-1E10", "1E-10", "1.7E38", "-1.7E38", "1E-38", "A!",
        "10!", "1/3", "2.9E-39", "1.701411E+38"]
DBLS = ["0#", "1#", "-1#", ".5#", "-.5#", "1.5#", "-2.5#", "2#", "-2#", "10#", ".1#",
        "32767.5#", "-32768.5#", "32767.4999999#", "32768#", "-32769#", "65536#",
        "36028797018963968#", "72057594037927935#", "1D16", "1D17", "-1D16", "1D38",
        "1.7D38", "-1.7D38", "1D-38", "1.701411834604692D38", "A#", "1#/3", "2.9D-39",
        "4503599627370495.5#", "9007199254740993#"]


def operand(w=(0.4, 0.3, 0.3)):
    r = rng.random()
    if r < w[0]:
        return rng.choice(INTS)
    if r < w[0] + w[1]:
        return rng.choice(SNGS) if rng.random() < 0.7 else cvs()
    return rng.choice(DBLS) if rng.random() < 0.5 else (cvd() if rng.random() < 0.6 else dlit())


for _ in range(n):
    if what == "dfn":
        f = rng.choice(["SIN", "COS", "TAN", "ATN", "EXP", "LOG", "SQR", "ABS", "SGN", "INT",
                        "FIX", "CINT", "-"])
        if f in ("LOG", "SQR"):
            x = cvd(0x60, 0xB0, False) if rng.random() < 0.6 else dlit().lstrip("-")
        elif f == "EXP":
            x = cvd(0x70, 0x87) if rng.random() < 0.6 else dlit()
        elif f == "CINT":
            x = cvd(0x70, 0x90) if rng.random() < 0.6 else rng.choice(DBLS)
        else:
            x = cvd(0x60, 0xA0) if rng.random() < 0.6 else dlit()
        print(f"{f}({x})")
    elif what == "trig":
        f = rng.choice(["SIN", "COS", "TAN"])
        e = rng.choice([rng.randrange(0x60, 0x100), rng.randrange(0x90, 0xB0)])
        x = cvs(e, e + 1) if rng.random() < 0.7 else cvd(e, e + 1)
        print(f"{f}({x})")
    elif what == "powt":
        r = rng.random()
        if r < 0.4:
            a, b = operand(), operand((0.6, 0.2, 0.2))
        elif r < 0.7:
            a = rng.choice(["-2", "-3", "-1.5", "-10", "-.5", "-2#", "-1.1#", "-7!", "-32768",
                            "0", "0#", "0!", "1", "1#", "10", "10#", "2", "2#", ".1", ".1#",
                            "-2.5#", "3!", "1.0001", "1.0000001#"])
            b = rng.choice(["0", "1", "2", "3", "-1", "-2", "-3", "7", "15", "16", "-16", "31",
                            "32", "127", "128", "-128", "129", "255", "-127", "2.0", "3#", "-2#",
                            ".5", "1/3", "-.5", "32767", "-32768", "1E10", "300", "-300", "40"])
        else:
            a, b = (cvs(0x78, 0x88, False) if rng.random() < 0.5 else cvd(0x78, 0x88, False),
                    rng.choice(["2", "3", "-1", "10", "0.5", "2.5", "-2.5", "7#", cvs(0x78, 0x84), cvd(0x78, 0x84)]))
        print(f"({a})^({b})")
    elif what == "idiv":
        op = rng.choice(["\\", " MOD "])
        a = operand((0.5, 0.3, 0.2))
        b = operand((0.6, 0.25, 0.15))
        print(f"({a}){op}({b})")
    elif what == "round":
        f = rng.choice(["CINT", "CSNG", "CDBL", "FIX", "INT", "%", "!", "#", "CINT(-", "INT(-",
                        "FIX(-", "CSNG(-"])
        x = operand((0.1, 0.45, 0.45))
        if rng.random() < 0.3:
            x = f"{x}{rng.choice(['+', '-', '*', '/'])}{operand((0.2, 0.4, 0.4))}"
        if f == "%":
            print(f"FNI%({x})")
        elif f == "!":
            print(f"FNS!({x})")
        elif f == "#":
            print(f"FND#({x})")
        elif f.endswith("(-"):
            print(f"{f}({x}))")
        else:
            print(f"{f}({x})")
    elif what == "mk":
        x = operand()
        k = rng.random()
        # (upper bound of k, round trip); the second operand is drawn only when chosen.
        trips = [(0.25, lambda: f"CVS(MKS$({x}))"), (0.5, lambda: f"CVD(MKD$({x}))"),
                 (0.6, lambda: f"CVI(MKI$({x}))"), (0.7, lambda: f"CVD(MKS$({x})+MKS$({operand()}))"),
                 (0.8, lambda: f"CVS(LEFT$(MKD$({x}),4))"), (0.9, lambda: f"CVS(RIGHT$(MKD$({x}),4))"),
                 (2.0, lambda: f"CVI(MKS$({x}))")]
        print(next(make for bound, make in trips if k < bound)())
