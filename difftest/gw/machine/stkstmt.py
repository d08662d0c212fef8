#!/usr/bin/env python3
"""Which single statement finds GW-BASIC's stack full, at many `CLEAR ,,n` sizes (issue 24).

GETSTK (BIMISC.ASM) refuses a request of C words when SP, less what the caller pushed,
would come within 2*NUMLEV+2C bytes of STKLOW; `CLEAR ,,n` puts STKLOW n bytes below
TOPMEM. So near n = 241 (the smallest stack CLEAR allows) each statement's own pushes
decide whether it runs. Each program holds blocks, one per n: `CLEAR ,,n`, then for every
statement of the table a chain of K GOSUB lines (K = 0..KMAX) ending in a line that runs
the statement and RETURNs. The handler prints ERR and ERL (the chain's line says the
statement and K) and goes on with the next chain; a statement that passes prints nothing.

    python3 difftest/gw/machine/stkstmt.py /tmp/st [KMAX] [N,N,...]
    python3 difftest/gw/machine/trapdiff.py /tmp/st && python3 difftest/gw/machine/linediff.py /tmp/st
"""
import os
import sys

STMTS = [
    "X=1", "X=X+1", "X=(1)", "X$=\"A\"", "A(1)=1", "IF 1 THEN X=1", "IF X<1 THEN X=1",
    "PRINT 1;", "PRINT X;", "DIM Z%K(1)", "GOSUB 9990", "FOR I=1 TO 1:NEXT", "WHILE 0:WEND",
    "X=SIN(1)", "X=FNA(1)", "POKE 0,PEEK(0)", "ON 1 GOTO 9980", "SWAP X,Y",
    "MID$(M$,1)=\"A\"", "X=FRE(0)", "X$=STR$(1)", "X$=LEFT$(M$,1)", "X=LEN(M$)",
    "RESTORE 9970:READ X", "X=VAL(\"1\")", "X=ABS(-1)", "X=1+2*3", "X=NOT 1",
    "X%=1", "X#=1", "X=X#+1", "ERASE A:DIM A(2)", "DEF FNB(Y)=Y", "X=-X", "X=1 AND 2",
    "RANDOMIZE 1", "X=RND(1)", "X$=M$+M$", "IF M$=\"A\" THEN X=1", "X=INSTR(M$,\"B\")",
    "WHILE 1:X=1:WEND",
]


def block(b, n, kmax, base):
    """Lines of the block for stack size n; chains start at `base`."""
    s0 = 1000 + 100 * b
    h, d = s0 + 1, s0 + 2
    entries = []
    chains = []
    ln = base
    for k in range(kmax + 1):
        for i, s in enumerate(STMTS):
            start = ln
            for _ in range(k):
                chains.append("%d GOSUB %d" % (ln, ln + 1))
                ln += 1
            if s.startswith("WHILE 1:"):
                s = "WHILE Q<1:Q=1:X=1:WEND:Q=0"
            chains.append("%d %s:RETURN" % (ln, s.replace("%K", str(k))))
            ln += 1
            entries.append(start)
    main = []
    e0 = 20000 + 1000 * b
    for j, start in enumerate(entries):
        main.append("%d GOSUB %d:GOTO %d" % (e0 + j, start, d))
    setup = s0 + 50
    targets = [str(setup)] + [str(e0 + j) for j in range(len(entries))] + [str(s0 + 100)]
    # Nothing in the block's own lines evaluates an operator: `R=R+1` needs 28 bytes at
    # the statement level, more than n = 241 leaves (the dispatcher READs its count).
    lines = ["%d PRINT \"N\";%d:CLEAR ,,%d:ON ERROR GOTO %d:RESTORE %d:GOTO %d" % (s0, n, n, h, s0 + 60, d),
             "%d PRINT ERR;ERL:RESUME %d" % (h, d),
             "%d DEF FNA(X)=X:DIM A(2):M$=\"ABC\":GOTO %d" % (setup, d)]
    groups = [targets[c:c + 30] for c in range(0, len(targets), 30)]
    names = ["R%d" % g for g in range(len(groups))]
    for g, t in enumerate(groups):
        pre = "READ %s:" % ",".join(names) if g == 0 else ""
        lines.append("%d %sON %s GOTO %s" % (d + g, pre, names[g], ",".join(t)))
    # entry j: its place in its group of 30, 0 in the others (ON 0 GOTO falls through)
    nums = []
    for j in range(len(targets)):
        nums += [str(j % 30 + 1) if g == j // 30 else "0" for g in range(len(groups))]
    for c in range(0, len(nums), 60):
        lines.append("%d DATA %s" % (s0 + 60 + c // 60, ",".join(nums[c:c + 60])))
    return lines, main, chains, ln


def program(ns, kmax):
    lines, mains, chains = [], [], []
    base = 40000
    for b, n in enumerate(ns):
        l, m, c, base = block(b, n, kmax, base)
        lines += l
        mains += m
        chains += c
    nb = len(ns)
    lines.append("%d END" % (1000 + 100 * nb))
    lines.append("9970 DATA 5")
    lines.append("9980 RETURN")
    lines.append("9990 RETURN")
    allp = ["10 GOTO 1000"] + lines + mains + chains

    def num(s):
        return int(s.split(" ", 1)[0])
    allp.sort(key=num)
    return "\n".join(allp) + "\n"


def main():
    out = sys.argv[1]
    kmax = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    if len(sys.argv) > 3:
        ns = [int(x) for x in sys.argv[3].split(",")]
    else:
        ns = list(range(241, 300, 1)) + list(range(300, 560, 13))
    os.makedirs(out, exist_ok=True)
    per = 6
    for p in range(0, len(ns), per):
        with open(os.path.join(out, "n%03d.bas" % ns[p]), "w") as f:
            f.write(program(ns[p:p + per], kmax))
    print((len(ns) + per - 1) // per, "programs")


if __name__ == "__main__":
    main()
