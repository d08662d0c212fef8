#!/usr/bin/env python3
"""Statement-level stack limits at many `CLEAR ,,n` sizes (issue 24; GETSTK, BIMISC.ASM).

Each program runs one chain at a list of stack sizes n: a block `CLEAR ,,n:ON ERROR GOTO h`
then `GOTO` the chain, whose lines each open one frame (GOSUB, FOR, WHILE) or run one
statement before the frame (`X=1`, `IF`, `ON`, `PRINT`, ...) on a line of its own, so ERL
says both how deep the stack was and which statement found it full. The handler prints n,
ERR, ERL and FRE(0) and goes on with the next n (OMERR has emptied the stack). `CLEAR ,,n`
itself is `Out of memory` for n <= 240 (2*NUMLEV+20).

    python3 difftest/gw/machine/stkclear.py /tmp/sc [CHAIN ...]
    python3 difftest/gw/machine/trapdiff.py /tmp/sc && python3 difftest/gw/machine/linediff.py /tmp/sc
"""
import os
import sys

# A chain: the statement before each frame (None: frames only) and the frame's statement.
# `%N` is the next line; `%K` a number unique to the level (FOR's variable).
FRAME = {
    "gosub": "GOSUB %N",
    "for": "FOR I%K=1 TO 1",
    "while": "WHILE 1",
}
PRE = {
    "none": None,
    "let": "X=1",
    "letsin": "X=SIN(1)",
    "letstr": "X$=\"A\"",
    "letadd": "X=X+1",
    "letpar": "X=(1)",
    "elem": "A(1)=1",
    "if": "IF 1 THEN X=1",
    "ifcmp": "IF X<1 THEN X=1",
    "print": "PRINT ;",
    "printx": "PRINT X;",
    "dim": "DIM Z%K(1)",
    "fn": "X=FNA(1)",
    "poke": "POKE 0,PEEK(0)",
    "swap": "SWAP X,Y",
    "mid": "MID$(M$,1)=\"A\"",
    "onx": "ON 1 GOTO %N",
}
NS = list(range(int(os.environ.get("NLO", "241")), 300)) + list(range(300, 620, 7))


def chain(pre, frame, base=5000, levels=160):
    lines = []
    for k in range(levels):
        ln = base + 2 * k
        p = PRE[pre]
        if p is not None:
            text = p.replace("%N", str(ln + 1)).replace("%K", str(k))
            lines.append("%d %s" % (ln, text))
        nxt = ln + 2 if p is not None else ln + 3
        f = FRAME[frame].replace("%N", str(nxt)).replace("%K", str(k))
        lines.append("%d %s" % (ln + 1, f))
    lines.append("%d PRINT \"END\":END" % (base + 2 * levels))
    # FOR and WHILE look ahead for their NEXT and WEND (FNDNXT, WNDSCN): one each
    close = {"for": "NEXT", "while": "WEND"}.get(frame)
    if close:
        for c in range(0, levels, 40):
            lines.append("%d %s" % (base + 2 * levels + 1 + c // 40, ":".join([close] * 40)))
    return lines


def program(pre, frame, ns=NS):
    lines = []
    ln = 100
    for i, n in enumerate(ns):
        nxt = ln + 3
        # nothing here evaluates an operator or FRE: at n near 241 they need more stack
        # than the statement level has
        lines.append("%d CLEAR ,,%d:ON ERROR GOTO %d:GOTO 4998" % (ln, n, ln + 1))
        lines.append("%d PRINT %d;ERR;ERL:RESUME %d" % (ln + 1, n, nxt))
        ln = nxt
    lines.append("%d END" % ln)
    setup = {"fn": "DEF FNA(X)=X:", "elem": "DIM A(2):", "mid": "M$=\"ABC\":"}.get(pre, "")
    lines.append("4998 %sGOTO %d" % (setup, 5000 if PRE[pre] is not None else 5001))
    lines += chain(pre, frame)
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    only = sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    count = 0
    for frame in FRAME:
        for pre in PRE:
            name = "%s_%s" % (frame, pre)
            if only and name not in only and pre not in only and frame not in only:
                continue
            with open(os.path.join(out, name + ".bas"), "w") as f:
                f.write(program(pre, frame))
            count += 1
    print(count, "programs")


if __name__ == "__main__":
    main()
