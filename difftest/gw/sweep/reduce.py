#!/usr/bin/env python3
"""Shrink a program that prints differently on gw-real and ferrite to the few statements that
still make the same difference.

Usage: reduce.py PROG.BAS [OUT.BAS]
The difference kept is the first differing output line of the whole program: a smaller
program still counts when its first differing line shows the same real-machine text or the
same ferrite text. Lines are dropped one at a time (from the last), then the statements of
each line (split at `:` outside quotes, DATA, REM and `'`). Prints the reduced program and
both outputs; writes it to OUT.BAS (default PROG.BAS.min).
"""
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from run import real, fer, first_diff  # noqa: E402

CACHE = {}


def outputs(lines):
    text = "".join(f"{n} {t}\r\n" for n, t in lines)
    if text in CACHE:
        return CACHE[text]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "R.BAS")
        with open(path, "w", newline="") as f:
            f.write(text)
        a = real(path, timeout=15)
        b = fer(path, timeout=15) if a is not None else None
    CACHE[text] = (a, b)
    return a, b


def split_stmts(text):
    """The statements of one line: split at `:` outside quotes; stop at DATA/REM/'."""
    out, cur, q, i = [], "", False, 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            q = not q
        if not q:
            up = text[i:].upper()
            if cur.strip() == "" and (up.startswith("DATA") or up.startswith("REM")) or ch == "'":
                cur += text[i:]
                break
            if ch == ":":
                out.append(cur)
                cur = ""
                i += 1
                continue
        cur += ch
        i += 1
    out.append(cur)
    return out


def main():
    src = sys.argv[1]
    dst = sys.argv[2] if len(sys.argv) > 2 else src + ".min"
    lines = []
    for ln in open(src, newline="").read().replace("\r", "").split("\n"):
        if ln.strip():
            n, _, t = ln.partition(" ")
            lines.append((int(n), t))
    a, b = outputs(lines)
    d = first_diff(a, b or b"")
    if d is None:
        sys.exit("no difference")
    sig = (d[1], d[2])

    def same(cand):
        x, y = outputs(cand)
        if x is None or y is None:
            return False
        e = first_diff(x, y)
        return e is not None and (e[1] == sig[0] or e[2] == sig[1])

    i = len(lines) - 1
    while i >= 0:
        cand = lines[:i] + lines[i + 1:]
        if cand and same(cand):
            lines = cand
        i -= 1
    for li in range(len(lines)):
        stmts = split_stmts(lines[li][1])
        j = len(stmts) - 1
        while j >= 0 and len(stmts) > 1:
            cs = stmts[:j] + stmts[j + 1:]
            cand = lines[:li] + [(lines[li][0], ":".join(cs))] + lines[li + 1:]
            if same(cand):
                stmts = cs
                lines = cand
            j -= 1
    text = "".join(f"{n} {t}\r\n" for n, t in lines)
    open(dst, "w", newline="").write(text)
    x, y = outputs(lines)
    print(text.replace("\r", ""))
    print("--- real\n" + x.decode("latin-1") + "--- ferrite\n" + y.decode("latin-1"))


if __name__ == "__main__":
    main()
