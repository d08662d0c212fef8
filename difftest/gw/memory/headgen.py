"""POKEs into an entry's header: a simple variable's type byte and an array's header.

`--type`: simple variables of every type made in a random order; one POKE of a random
entry's type byte (VARPTR-4: the entry is type, two name bytes, the count of extra name
bytes, then the value) with 2, 3, 4, 8 or a stray value; then every variable is read back
(the name under the new type first), each on its own line with VARPTR, then FRE(0).

`--array`: arrays of every type and rank 1-2; one POKE into a random array's header, counted
back from its first element V (rank k: the bounds words at V-2k..V-1, the number of
dimensions at V-2k-1, the size word at V-2k-3 and V-2k-2), then reads of elements, FRE(0),
DIM of the same array again, ERASE, FRE(0), DIM again.

Errors are trapped and printed. The machine can hang (PTRGET's walks in MATH1.ASM `LOPTOP` and
`LOPFD0` stop only on an entry ending exactly at ARYTA2 or STREND), so each program has one
POKE and prints after every statement; memdiff gives these programs a short timeout.
"""
import random

SIMPLE = ["A%", "B!", "C#", "D$", "E"]
VALUES = {"%": ["7", "-300", "0", "12345"], "!": ["1.5", "-2", "1E10", "0"],
          "#": ["3#", "1/3#", "-1D20"], "$": ['"HELLO"', 'STRING$(5,"z")', '""'],
          "": ["5", "0.25", "-7"]}
ARRAYS = ["X", "Y%", "Z#", "W$"]


def suffix(v):
    return v[-1] if v[-1] in "%!#$" else ""


def type_program(r):
    order = SIMPLE[:]
    r.shuffle(order)
    lines = ["10 ON ERROR GOTO 59000", "20 V=0:J=0"]
    n = 30
    for v in order:
        lines.append("%d %s=%s" % (n, v, r.choice(VALUES[suffix(v)])))
        n += 1
    target = r.choice(order)
    new = r.choice([2, 3, 4, 8, 2, 3, 4, 8, 0, 1, 5, 255])
    stem = target.rstrip("%!#$")
    lines.append("%d PRINT VARPTR(%s);FRE(0):POKE VARPTR(%s)-4,%d" % (n, target, target, new))
    n += 10
    named = {2: "%", 3: "$", 4: "!", 8: "#"}
    if new in named:
        lines.append("%d PRINT %s%s" % (n, stem, named[new]))
        n += 10
    for v in order:
        lines.append("%d PRINT \"%s\";VARPTR(%s);%s" % (n, v, v, v))
        n += 10
    lines.append("%d PRINT FRE(0)" % n)
    lines.append("%d END" % (n + 1))
    lines.append('59000 PRINT "E";ERR;ERL:RESUME NEXT')
    return "\n".join(lines) + "\n"


def array_program(r):
    order = ARRAYS[:]
    r.shuffle(order)
    dims = {a: [r.randrange(1, 5) for _ in range(r.choice([1, 1, 2]))] for a in order}
    lines = ["10 ON ERROR GOTO 59000", "20 V=0:I=0:J=0:K=0"]
    lines.append("30 DIM " + ",".join("%s(%s)" % (a, ",".join(map(str, d))) for a, d in dims.items()))
    n = 40
    for a in order:
        d = dims[a]
        s = a.endswith("$")
        if len(d) == 1:
            val = '"s"+STR$(I)' if s else "I*3+.5"
            lines.append("%d FOR I=0 TO %d:%s(I)=%s:NEXT" % (n, d[0], a, val))
        else:
            val = '"s"+STR$(I*10+J)' if s else "I*3+.5+J/8"
            lines.append("%d FOR I=0 TO %d:FOR J=0 TO %d:%s(I,J)=%s:NEXT:NEXT"
                         % (n, d[0], d[1], a, val))
        n += 1
    target = r.choice(order)
    k = len(dims[target])
    zero = "%s(%s)" % (target, ",".join("0" * k))
    off = r.choice([-(2 * k + 3), -(2 * k + 2), -(2 * k + 1)] + [-i for i in range(1, 2 * k + 1)])
    val = r.choice([0, 1, 2, 3, 5, 9, 40, 255])
    lines.append("%d V=VARPTR(%s):PRINT V;FRE(0):FOR I=-%d TO -1:PRINT PEEK(V+I);:NEXT:PRINT"
                 % (n, zero, 2 * k + 7))
    lines.append("%d POKE V%d,%d" % (n + 1, off, val))
    n += 10
    for a in [target] + [x for x in order if x != target]:
        for _ in range(3):
            subs = ",".join(str(r.randrange(0, x + 3)) for x in dims[a])
            lines.append("%d PRINT \"%s(%s)\";%s(%s)" % (n, a, subs, a, subs))
            n += 1
    lines.append("%d PRINT FRE(0)" % n)
    lines.append("%d DIM %s(2)" % (n + 1, target))
    lines.append("%d ERASE %s:PRINT FRE(0)" % (n + 2, target))
    lines.append("%d DIM %s(2):PRINT %s(1);FRE(0)" % (n + 3, target, target))
    other = r.choice([x for x in order if x != target])
    lines.append("%d PRINT VARPTR(%s(%s));FRE(0)" % (n + 4, other, ",".join("0" * len(dims[other]))))
    lines.append("%d END" % (n + 5))
    lines.append('59000 PRINT "E";ERR;ERL:RESUME NEXT')
    return "\n".join(lines) + "\n"


def erase_program(r):
    """ERASE after a POKE into an array's size word (BIMISC.ASM `ERASE` moves down by the
    word, not by the array): FRE, the array area's bytes, reads of the other arrays, a new
    DIM and another ERASE, each printed on its own line (the machine can hang at any)."""
    order = ARRAYS[:]
    r.shuffle(order)
    order = order[: r.randint(2, 4)]
    dims = {a: [r.randrange(1, 5) for _ in range(r.choice([1, 1, 2]))] for a in order}
    lines = ["10 ON ERROR GOTO 59000", "20 V=0:I=0:J=0:K=0:P=0:Q=0"]
    lines.append("30 DIM " + ",".join("%s(%s)" % (a, ",".join(map(str, d))) for a, d in dims.items()))
    n = 40
    for a in order:
        d = dims[a]
        s = a.endswith("$")
        val = '"s"+STR$(I)' if s else "I*3+.5"
        lines.append("%d FOR I=0 TO %d:%s(I%s)=%s:NEXT" % (n, d[0], a, ",0" * (len(d) - 1), val))
        n += 1
    target = r.choice(order)
    k = len(dims[target])
    zero = "%s(%s)" % (target, ",".join("0" * k))
    byte = r.choice([0, 0, 0, 1])
    val = r.choice([0, 1, 2, 3, 5, 9, 13, 20, 40, 255]) if byte == 0 else r.choice([0, 1, 40, 200, 255])
    lines.append("%d V=VARPTR(%s):PRINT V;FRE(0)" % (n, zero))
    lines.append("%d POKE V-%d,%d" % (n + 1, 2 * k + 3 - byte, val))
    lines.append("%d ERASE %s:PRINT FRE(0)" % (n + 2, target))
    lines.append("%d P=PEEK(&H35A)+256*PEEK(&H35B):Q=PEEK(&H35C)+256*PEEK(&H35D):PRINT P;Q" % (n + 3))
    lines.append("%d FOR I=P TO Q:PRINT PEEK(I);:I=I-(I>P+150)*(Q-I):NEXT:PRINT" % (n + 4))
    n += 10
    rest = [a for a in order if a != target]
    r.shuffle(rest)
    for a in rest:
        subs = ",".join("0" for _ in dims[a])
        lines.append("%d PRINT \"%s\";%s(%s)" % (n, a, a, subs))
        n += 1
    new = r.choice(["N", "N%", "N$", target])
    lines.append("%d DIM %s(3):PRINT FRE(0)" % (n, new))
    if rest:
        lines.append("%d ERASE %s:PRINT FRE(0)" % (n + 1, r.choice(rest)))
    lines.append("%d FOR I=P TO Q:PRINT PEEK(I);:I=I-(I>P+150)*(Q-I):NEXT:PRINT" % (n + 2))
    lines.append("%d END" % (n + 3))
    lines.append('59000 PRINT "E";ERR;ERL:RESUME NEXT')
    return "\n".join(lines) + "\n"


def programs(seed, n, kind):
    """`n` programs of seed `seed` of `kind` ("type" or "array"), named."""
    make = {"type": type_program, "array": array_program, "erase": erase_program}[kind]
    return [("%s%d_%d" % (kind, seed, k), make(random.Random(seed * 7919 + k))) for k in range(n)]


if __name__ == "__main__":
    import sys
    kind = sys.argv[1] if len(sys.argv) > 1 else "type"
    print(programs(int(sys.argv[2]) if len(sys.argv) > 2 else 1, 1, kind)[0][1])
