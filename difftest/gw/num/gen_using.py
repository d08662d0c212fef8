#!/usr/bin/env python3
"""PRINT USING cases for `gwdiff.py --mode print`: number formats (`#`, `.`, `,`, `+`,
`-` after, `**`, `$$`, `**$`, `^^^^`, `^^^^^`, literal text, `_`) and string formats
(`!`, `\\  \\`, `&`) over integer, single and double values, small, large, negative,
rounding edges and fields too small (the `%` prefix). Usage: gen_using.py SEED N"""
import random
import sys

rng = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])

NUMFMT = ["#", "##", "###", "#####", "#.#", "##.##", "###.###", ".##", "#.", "+###.##",
          "-###.##", "###.##-", "###.##+", "**###.##", "$$###.##", "**$##.##", "#,###.##",
          "##,###,###", "##.##^^^^", "##.##^^^^^", "+.###^^^^", "#^^^^", ".#^^^^", "###,.##",
          "$$#", "**#", "**$#", "##.##  ##", "X##.#Y", "_###.#", "##_#", "+#", "#####.#####",
          "##########.##", "#.##############", "$$,###.##", "**,####", "-#.#"]
STRFMT = ["!", "\\ \\", "\\  \\", "&", "X!Y", "\\    \\"]
VALUES = ["0", "1", "-1", "5", "-5", ".5", "-.5", "1.005", "2.5", "0.05", "0.005", "123.456",
          "-123.456", "9.995", "99.995", "999.995", "1234567", "-1234567", "12345678#",
          "1E10", "-1E10", "1E-10", "1.7E38", "-1.7E38", "1E38*10", "32767", "-32768",
          "1/3", "2/3", "1#/3", "2#/3", "123456789012345#", ".000123", "-.000987", "65535",
          "1.5E-5", "99999", "100000", "3.14159265358979#", "A%", "A!", "A#"]
STRS = ['"A"', '"HELLO"', '""', '"AB"', '"LONGER STRING"']

for _ in range(n):
    if rng.random() < 0.85:
        f = rng.choice(NUMFMT)
        vals = [rng.choice(VALUES) for _ in range(rng.randrange(1, 4))]
        print(f'USING "{f}";' + ";".join(vals))
    else:
        f = rng.choice(STRFMT)
        vals = [rng.choice(STRS) for _ in range(rng.randrange(1, 3))]
        print(f'USING "{f}";' + ";".join(vals))
