#!/usr/bin/env python3
"""What each statement asks of GW-BASIC's stack, at every stack size (issue 24).

GETSTK (BIMISC.ASM) refuses a request of C words when SP, after its own call and push,
would come within 2*C + 2*NUMLEV bytes of STKLOW; `CLEAR ,,n` puts STKLOW n bytes below
TOPMEM, where the statement loop's stopper and NEWSTT's return address sit. So a statement
that pushes p bytes before it asks for C words fails once F + p + 2C > n - 228, F being the
bytes of the FOR, GOSUB and WHILE entries under it.

Each program sets one stack size n (`CLEAR ,,n`) and runs one block per statement S: the
block clears again (a fresh stack), then runs S, opens one frame (GOSUB, FOR, integer FOR
or WHILE: the program's frame kind), runs S again, opens another, and so on, one statement
a line, so ERL tells which statement at which depth ran out of memory (the handler prints
ERL and ERR and goes on with the next block). A block that reaches its end prints `-`.

    python3 difftest/gw/machine/stkgen.py /tmp/sk [KIND ...] [--sizes=241-330]
    difftest/gw/machine/compare.sh /tmp/sk
"""
import os
import sys

# The statements measured. `@d` is the depth, `@n` the next line (for names that must differ per level).
STMTS = [
    "X=1", "X=Y", "X=Y+1", "X%=1", "X#=1", "X$=\"A\"", "A(1)=1", "X=A(1)", "X=A(A(1))",
    "X=(1)", "X=((1))", "X=-1", "X=NOT 1", "X=SIN(1)", "X=ABS(-1)", "X=1+2*3", "X=2^2",
    "X=FNA(1)", "X=FNA(FNA(1))", "X$=FNB$(\"A\")", "X$=LEFT$(\"A\",1)", "X$=MID$(\"AB\",1,1)",
    "X$=CHR$(65)", "X$=\"A\"+\"B\"", "X=LEN(\"A\")", "X=ASC(\"A\")", "X$=STR$(1)",
    "X=VAL(\"1\")", "X=INSTR(\"AB\",\"B\")", "X$=STRING$(2,65)", "X=PEEK(0)", "X=VARPTR(X)",
    "X=1<2", "X=1 AND 2", "X$=A$(1)", "A$(1)=\"A\"",
    "IF 1 THEN X=1", "IF X<1 THEN X=1", "IF X THEN X=1 ELSE X=2", "IF \"A\"=\"A\" THEN X=1",
    "PRINT \"\";", "PRINT X;", "PRINT USING \"#\";1;",
    "GOSUB 59500", "ON 1 GOSUB 59500", "ON 1 GOTO @n", "GOTO @n",
    "FOR K=1 TO 1:NEXT", "FOR K%=1 TO 1:NEXT", "FOR K=1 TO 2 STEP 1:NEXT",
    "WHILE 0:WEND", "W=0:WHILE W<1:W=W+1:WEND",
    "DIM Z@d(1)", "DIM Z@d(1,1)", "SWAP X,Y", "POKE 0,PEEK(0)", "DEF SEG", "RESTORE:READ R",
    "MID$(M$,1)=\"A\"", "LSET M$=\"A\"", "X=FRE(0)", "RANDOMIZE 1", "ERASE E:DIM E(1)",
    "DEF FNZ@d(X)=X", "X=FNC(1,2)", "REM", "X=CINT(1.5)", "X=RND(1)", "X=TIMER>0",
]

FRAMES = {
    "gosub": ("GOSUB @n", None),
    "for": ("FOR I@d=1 TO 1", "NEXT"),
    "fori": ("FOR I@d%=1 TO 1", "NEXT"),
    "while": ("WHILE 1", "WEND"),
}


# What a statement needs made before it runs (on a line of its own after the block's
# CLEAR, so that a stack too small for it shows there).
SETUP = [
    ("FNA(", "DEF FNA(X)=X"), ("FNB$(", "DEF FNB$(X$)=X$"), ("FNC(", "DEF FNC(X,Y)=Y"),
    ("A(", "DIM A(2)"), ("A$(", "DIM A$(2)"), ("M$", "M$=\"AB\""), ("READ", "DATA 1"),
]


def block(j, n, s, kind, levels):
    """The lines of block j (statement s), starting at line 1000 * j."""
    base = 1000 * j
    opener, closer = FRAMES[kind]
    g, k = divmod(j - 1, 15)
    out = ["%d CLEAR ,,%d:G=%d:J=%d:ON ERROR GOTO 60000" % (base, n, g + 1, k + 1)]
    setup = [t for key, t in SETUP if key in s]
    if setup:
        out.append("%d %s" % (base + 1, ":".join(setup)))
    line = base + 2
    for d in range(levels):
        after = line + 1
        out.append("%d %s" % (line, s.replace("@n", str(after)).replace("@d", str(d))))
        op = opener.replace("@n", str(line + 2)).replace("@d", str(d))
        out.append("%d %s" % (after, op))
        line += 2
    out.append("%d PRINT \"-\";" % line)
    if closer:
        for d in range(levels):
            out.append("%d %s" % (line + 1 + d, closer))
    out.append("%d GOTO 59000" % (line + levels + 1))
    return out


def program(n, kind, stmts):
    levels = min(40, (n - 228) // 8 + 3)
    lines = ["10 PRINT \"N\";%d;" % n, "20 GOTO 1000"]
    for j, s in enumerate(stmts, 1):
        lines += block(j, n, s, kind, levels)
    count = len(stmts)
    groups = (count + 14) // 15
    lines.append("59000 ON G GOTO %s" % ",".join(str(59001 + g) for g in range(groups)))
    for g in range(groups):
        targets = ",".join(str(1000 * (j + 1)) if j < count else "59400"
                           for j in range(g * 15 + 1, min(count, g * 15 + 15) + 1))
        lines.append("%d ON J GOTO %s" % (59001 + g, targets))
    lines.append("59400 PRINT:END")
    lines.append("59500 RETURN")
    lines.append("60000 PRINT ERL;ERR;:RESUME 59000")
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    sizes = range(241, 331)
    kinds = []
    for a in sys.argv[2:]:
        if a.startswith("--sizes="):
            lo, hi = a[8:].split("-")
            sizes = range(int(lo), int(hi) + 1)
        else:
            kinds.append(a)
    os.makedirs(out, exist_ok=True)
    for kind in kinds or ["gosub"]:
        for n in sizes:
            # Program text must fit under the stack: halves of the list per program.
            for h, part in enumerate((STMTS[:len(STMTS) // 2], STMTS[len(STMTS) // 2:])):
                with open(os.path.join(out, "%s_%d_%d.bas" % (kind, n, h)), "w") as f:
                    f.write(program(n, kind, part))


if __name__ == "__main__":
    main()
