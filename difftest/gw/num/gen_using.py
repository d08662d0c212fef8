#!/usr/bin/env python3
"""PRINT USING cases for `gwdiff.py --mode print`: number formats (`#`, `.`, `,`, `+`,
`-` after, `**`, `$$`, `**$`, `^^^^`, `^^^^^`, literal text, `_`) and string formats
(`!`, `\\  \\`, `&`) over integer, single and double values, small, large, negative,
rounding edges and fields too small (the `%` prefix). Usage: gen_using.py SEED N [wide]

`wide` builds every format at random (a leading `+`, `**`, `$$` or `**$`, 0 to 12 `#` with
commas among them, a point and 0 to 10 places, `^^^^`, a trailing sign) and random values
(integers, singles and doubles of random digits and exponents, halves and nines that round
up, values near the field's limit)."""
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


def wide_format():
    f = ""
    lead = rng.choice(["", "", "", "+", "**", "$$", "**$", "+$$", "+**"])
    f += lead
    k = rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12])
    if lead == "" and k == 0 and rng.random() < 0.5:
        k = 1
    digits = ""
    for i in range(k):
        digits += "#"
        if i < k - 1 and rng.random() < 0.15:
            digits += ","
    f += digits
    if rng.random() < 0.6:
        f += "." + "#" * rng.choice([0, 1, 1, 2, 2, 3, 4, 6, 8, 10])
    if rng.random() < 0.2:
        f += "^^^^"
    if "+" not in lead and rng.random() < 0.2:
        f += rng.choice("+-")
    if f.strip("+*$") == "" or f in (".", "+."):
        f += "#"
    return f


def wide_value():
    r = rng.random()
    if r < 0.15:
        return str(rng.randint(-32768, 32767)) + "%" if rng.random() < 0.5 else str(rng.randint(-32768, 32767))
    digs = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 17)))
    if rng.random() < 0.2:
        digs = rng.choice(["9", "99", "999", "9999", "99999", "5", "95", "995", "45", "49"]) + rng.choice(["", "5", "9", "95", "4"])
    exp = rng.randint(-20, 20) if rng.random() < 0.7 else rng.randint(-38, 37)
    sign = "-" if rng.random() < 0.4 else ""
    kind = rng.choice(["E", "E", "D", "D", "!", "#"])
    if kind in "ED":
        return f"{sign}.{digs}{kind}{exp:+d}"
    pos = rng.randint(0, len(digs))
    return f"{sign}{digs[:pos]}.{digs[pos:]}{kind}"


wide = len(sys.argv) > 3 and sys.argv[3] == "wide"
for _ in range(n):
    if wide:
        vals = [wide_value() for _ in range(rng.randrange(1, 4))]
        print(f'USING "{wide_format()}";' + ";".join(vals))
    elif rng.random() < 0.85:
        f = rng.choice(NUMFMT)
        vals = [rng.choice(VALUES) for _ in range(rng.randrange(1, 4))]
        print(f'USING "{f}";' + ";".join(vals))
    else:
        f = rng.choice(STRFMT)
        vals = [rng.choice(STRS) for _ in range(rng.randrange(1, 3))]
        print(f'USING "{f}";' + ";".join(vals))
