#!/usr/bin/env python3
"""How many of one wrap (a parenthesis, a unary minus, an FN call...) an expression can
nest before ?OUT OF MEMORY, after G GOSUBs (each 7 bytes of the 6502 stack, so the
steps of G show the wrap's cost to a byte or so); on cbmbasic and on ferrite.

    python3 difftest/c64/stack/probe.py ["WRAP-PREFIX|WRAP-SUFFIX" ...]
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
ORACLE = os.path.join(ROOT, "..", "shared", "oracles", "c64-cbmbasic", "cbm-run")
FERRITE = os.path.join(ROOT, "target", "release", "ferrite")


def fits(command, tmp, pre, post, n, gosubs, stmt):
    lines = ["10 DEF FN A(X)=X"]
    for i in range(gosubs):
        lines.append(f"{20 + i} GOSUB {21 + i}")
    expr = pre * n + "1" + post * n
    lines.append(f"{20 + gosubs} {stmt.format(expr)}:PRINT \"OK\"")
    path = os.path.join(tmp, "P.BAS")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    out = subprocess.run(command + [path], capture_output=True, timeout=60).stdout.decode("latin-1")
    if "OK" in out:
        return True
    if "OUT OF MEMORY" in out:
        return False
    raise RuntimeError(f"{expr}: {out}")


def most(command, tmp, pre, post, gosubs, stmt):
    lo, hi = 0, 1
    while fits(command, tmp, pre, post, hi, gosubs, stmt):
        lo, hi = hi, hi * 2
        if hi > 16:
            return 99
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(command, tmp, pre, post, mid, gosubs, stmt):
            lo = mid
        else:
            hi = mid
    return lo


def main():
    wraps = sys.argv[1:] or ["(|)", "-|", "NOT |", "-(|)", "1+(|)", "FN A(|)", "-FN A(|)", "ABS(|)"]
    stmt = os.environ.get("STMT", "Z={}")
    with tempfile.TemporaryDirectory() as tmp:
        for w in wraps:
            pre, post = w.split("|")
            row = []
            for g in range(int(os.environ.get("FROM", "14")), int(os.environ.get("TO", "24"))):
                a = most([ORACLE], tmp, pre, post, g, stmt)
                b = most([FERRITE, "run", "--dialect", "c64"], tmp, pre, post, g, stmt)
                row.append(f"{a}" if a == b else f"{a}/{b}")
            print(f"{w:12} " + " ".join(f"{c:>6}" for c in row), flush=True)


if __name__ == "__main__":
    main()
