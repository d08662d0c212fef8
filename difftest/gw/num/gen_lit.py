#!/usr/bin/env python3
"""Literals and VAL texts for gwdiff.py: random decimals of 1-20 digits, a point anywhere,
E/D exponents, type marks. Usage: gen_lit.py SEED N [lit|val]"""
import random
import sys

rng = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])
what = sys.argv[3] if len(sys.argv) > 3 else "lit"
for _ in range(n):
    nd = rng.choice([1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 10, 12, 16, 17, 20])
    digits = "".join(rng.choice("0123456789") for _ in range(nd)).lstrip("0") or "1"
    p = rng.randrange(len(digits) + 1)
    text = digits[:p] + "." + digits[p:] if rng.random() < 0.7 else digits
    r = rng.random()
    if r < 0.4:
        text += rng.choice("EeD") + rng.choice(["", "-", "+"]) + str(rng.randrange(0, 40))
    elif r < 0.5:
        text += rng.choice("!#")
    if what == "val":
        print(f'VAL("{text}")')
    else:
        print(text)
