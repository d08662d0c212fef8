#!/usr/bin/env python3
"""How deep FOR, GOSUB and WHILE nest before `Out of memory`, with limit and STEP expressions
(issue 24).

Each program sets a stack size (`CLEAR ,,n`, or the default), may fill memory with arrays and
strings first, then opens frames one a line until the stack runs out: FORs on distinct
variables of every type (integer, single, double), their limit and STEP random expressions
(nested parentheses, signs, functions, FN calls, string relations, array elements), GOSUBs
and WHILEs between, their NEXTs and WENDs after the end (FOR and WHILE look ahead for
them). The handler prints ERL, ERR, the depth reached and FRE(0); a program whose
nest fits prints `-` at the end. One program a nest.

    python3 difftest/gw/machine/stkfor.py /tmp/sf SEED N
    difftest/gw/machine/compare.sh /tmp/sf
"""
import os
import random
import sys


def expr(rng, depth=0):
    """A random numeric expression near 1..3 (small values: a FOR always runs its pass)."""
    r = rng.random()
    if depth > 3 or r < 0.25:
        return rng.choice(["1", "2", "1!", "1#", "2%", "D-D+1", "A(1)", "V", "&H1", "1E0"])
    if r < 0.45:
        return "(" + expr(rng, depth + 1) + ")"
    if r < 0.55:
        return "-(-" + expr(rng, depth + 1) + ")"
    if r < 0.7:
        return rng.choice(["ABS", "INT", "CINT", "SGN", "FNA", "FIX"]) + "(" + expr(rng, depth + 1) + ")"
    if r < 0.8:
        return "(" + expr(rng, depth + 1) + ")*(" + rng.choice(["1", "(1)", "V"]) + ")"
    if r < 0.9:
        return "-(\"A\"<\"B\")*" + expr(rng, depth + 1)
    return "LEN(\"" + "X" * rng.randrange(1, 3) + "\")"


def program(rng):
    lines = ["10 ON ERROR GOTO 60000"]
    size = rng.choice([None, None, 257, 300, 400, 600, 1000, 2000, rng.randrange(241, 3000)])
    setup = "CLEAR ,," + str(size) if size else "CLEAR"
    lines.append(f"20 {setup}:ON ERROR GOTO 60000:DIM A(2):A(1)=1:V=1:D=0")
    mem = rng.random()
    if mem < 0.3:
        k = rng.randrange(1, 4)
        for i in range(k):
            lines.append(f"{30 + i} DIM M{i}({rng.randrange(100, 3000)}):M{i}$=STRING$({rng.randrange(1, 255)},65)")
    lines.append("40 DEF FNA(X)=X")
    n = 100
    closers = []
    kinds = rng.choice([["for"], ["for", "gosub"], ["for", "while"], ["for", "gosub", "while"], ["fori"], ["fori", "for", "gosub"]])
    for d in range(1, 241):
        k = rng.choice(kinds)
        if k == "gosub":
            stmt = f"GOSUB {n + 1}"
        elif k == "while":
            stmt = f"WHILE {rng.choice(['1', 'V', '(1)', 'D>0', 'A(1)'])}"
            closers.append("WEND")
        else:
            suffix = {"for": "", "fori": "%", "ford": "#"}[k]
            if k == "for" and rng.random() < 0.3:
                # a double is GW's `Type mismatch` at FOR: rarely, to see it at depth
                suffix = rng.choice(["%", "!", "!", "%", "#"] if rng.random() < 0.05 else ["%", "!"])
            lim = expr(rng)
            step = "" if rng.random() < 0.3 else " STEP " + expr(rng)
            stmt = f"FOR I{d}{suffix}={rng.choice(['1', '0', '(1)'])} TO {lim}{step}"
            closers.append(f"NEXT I{d}{suffix}")
        lines.append(f"{n} D={d}:{stmt}")
        n += 1
    lines.append(f"{n} PRINT \"-\";D;FRE(0):END")
    # the NEXTs and WENDs FOR and WHILE look for ahead (never reached)
    for c in reversed(closers):
        n += 1
        lines.append(f"{n} {c}")
    lines.append("60000 PRINT ERL;ERR;D;FRE(0):END")
    return "\n".join(lines) + "\n"


def main():
    out, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        rng = random.Random(seed * 100003 + i)
        with open(os.path.join(out, f"sf{seed}_{i:03d}.bas"), "w") as f:
            f.write(program(rng))


if __name__ == "__main__":
    main()
