#!/usr/bin/env python3
"""Random string-function cases for gwdiff.py.

Usage: gen_str.py SEED N [fn|stmt]
`fn` (for `--mode print`): LEFT$ RIGHT$ MID$ INSTR STRING$ SPACE$ HEX$ OCT$ STR$ VAL ASC
CHR$ LEN CVI/CVS/CVD MKI$/MKS$/MKD$, comparisons and concatenation, over arguments at the
edges (0, 255, 256, -1, 32767, 32768, 65535, halves that round, empty and long strings,
numbers for strings and strings for numbers), each shown between brackets.
`stmt` (for `--mode stmt`): the MID$ statement, LSET/RSET on plain variables, SWAP of
strings and string assignment past 255 characters, each followed by PRINTs of the results.
"""
import random
import sys

NUMS = ["0", "1", "2", "3", "5", "-1", "255", "256", "254", "32767", "32768", "-32768",
        "65535", "65536", "1.5", "2.5", "-.5", ".4", "1E10", "7.9", "A%", "B%", "C%", "A!",
        "A#", "LEN(S$)", "-0", "&HFF", "&O17", "3.5#", "4.49999", "-32768.6", "40000!"]
STRS = ['""', '"A"', '"AB"', '"ABC"', '"HELLO WORLD"', '"  X  "', 'S$', 'T$', 'U$',
        'STRING$(200,"X")', 'STRING$(255,66)', 'SPACE$(3)', 'CHR$(0)', 'CHR$(255)+"Z"',
        '"abc"', '"1E3"', '" -12.5E-3"', '"&H1F"', '"&O77"', '"1D2"', '"1.2.3"', '"--5"',
        '"+ 3"', '"12 34"', '"&HFFFF"', '"&H10000"', '"1.2D+23"', '"9E99"', '"."']


def num(r):
    v = r.choice(NUMS)
    if r.random() < 0.3:
        v = str(r.randint(-3, 300))
    return v


def strg(r):
    s = r.choice(STRS)
    if r.random() < 0.15:
        s = num(r)  # a number where a string belongs
    return s


def fn_case(r):
    k = r.randrange(22)
    n, m, s, t = num(r), num(r), strg(r), strg(r)
    if r.random() < 0.1:
        n, s = s, n  # a string where a number belongs
    e = [
        f"LEFT$({s},{n})", f"RIGHT$({s},{n})", f"MID$({s},{n})", f"MID$({s},{n},{m})",
        f"INSTR({s},{t})", f"INSTR({n},{s},{t})", f"STRING$({n},{m})", f"STRING$({n},{s})",
        f"SPACE$({n})", f"HEX$({n})", f"OCT$({n})", f"STR$({n})", f"VAL({s})", f"ASC({s})",
        f"CHR$({n})", f"LEN({s}+{t})", f"{s}<{t}", f"{s}={t}", f"{s}+{t}+{s}",
        f"CVI(LEFT$({s},{n}))", f"CVS(MKS$({n}))+CVD(MKD$({n}))", f"MKI$({n})+MKS$({m})",
    ][k]
    return f'"[";{e};"]"'


def stmt_case(r):
    s, t = strg(r), strg(r)
    n, m = num(r), num(r)
    k = r.randrange(5)
    head = f"S$={s}:T$={t}:"
    if k == 0:
        body = f"MID$(S$,{n})=T$"
    elif k == 1:
        body = f"MID$(S$,{n},{m})=T$"
    elif k == 2:
        body = f"LSET S$=T$" if r.random() < 0.5 else f"RSET S$=T$"
    elif k == 3:
        body = "SWAP S$,T$"
    else:
        body = f"S$=S$+T$+{strg(r)}"
    return head + body + ':PRINT "[";S$;"]";LEN(S$);"[";T$;"]"'


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    kind = sys.argv[3] if len(sys.argv) > 3 else "fn"
    r = random.Random(seed)
    for _ in range(count):
        print(fn_case(r) if kind == "fn" else stmt_case(r))


if __name__ == "__main__":
    main()
