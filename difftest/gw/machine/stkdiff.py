#!/usr/bin/env python3
"""Reads stkgen.py's outputs (.real beside .fer) and lists, per statement, where each side
ran out: `S@d` the statement at depth d, `F@d` the frame opened at depth d, `-` no error.

    python3 difftest/gw/machine/stkdiff.py /tmp/sk [--all]
"""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from stkgen import STMTS  # noqa: E402


def parse(text):
    """Block number -> outcome, from `N n` then `ERL ERR` pairs or `-`."""
    toks = re.findall(r"-|\d+", text.replace("\n", " "))
    out, j = {}, 1
    i = 1  # skip N's value
    while i < len(toks):
        t = toks[i]
        if t == "-":
            out[j] = "-"
            j += 1
            i += 1
            continue
        if i + 1 >= len(toks):
            break
        erl, err = int(t), toks[i + 1]
        j = erl // 1000 if erl < 59000 else j
        off = erl % 1000
        if off == 1:
            what = "setup"
        elif off % 2 == 0:
            what = "S@%d" % ((off - 2) // 2)
        else:
            what = "F@%d" % ((off - 3) // 2)
        out[j] = "%s/%s" % (what, err) if erl < 59000 else "dispatch/%s" % err
        j += 1
        i += 2
    return out


def main():
    d = sys.argv[1]
    show_all = "--all" in sys.argv
    rows = 0
    bad = 0
    for real in sorted(glob.glob(os.path.join(d, "*.real"))):
        fer = real[:-5] + ".fer"
        if not os.path.exists(fer):
            continue
        name = os.path.basename(real)[:-5]
        kind, n, h = name.split("_")
        half = STMTS[:len(STMTS) // 2] if h == "0" else STMTS[len(STMTS) // 2:]
        a, b = parse(open(real).read()), parse(open(fer).read())
        for j, s in enumerate(half, 1):
            rows += 1
            x, y = a.get(j, "?"), b.get(j, "?")
            if x != y:
                bad += 1
            if x != y or show_all:
                print("%-6s %s %-28s real %-12s fer %s" % (kind, n, s, x, y))
    print("%d statement-sizes, %d differ" % (rows, bad))


if __name__ == "__main__":
    main()
