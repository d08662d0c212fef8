"""Random POKEs into variables: a number's value bytes and a string's descriptor.

Each program makes simple variables and arrays of every type (strings from literals, in the
program text, and from expressions, in the string space), then runs POKEs through VARPTR:
a random byte into a random value byte of a number or an array element (the number is
printed back, with PRINT and as its bytes through MKI$/MKS$/MKD$), a string's length made
shorter, or its pointer moved into a literal of the program text (printed back with its
length and FRE(0)); every few POKEs FRE("") collects and the strings are printed again.
Descriptors are never made to point past MEMSIZ or at another string's bytes in the string
space (the collection of those is not modelled, see docs/gw-memory.md).

A fifth kind renames a simple variable: its entry's first name byte (VARPTR-3) poked to a
letter no variable has, sometimes its second (VARPTR-2) to a digit or to 0 after it; the old
and the new name are printed, and the entry's header bytes through PEEK (a new name never
meets an entry of its own, which is not modelled).
"""
import random

NUM = ["A%", "B!", "C#", "D", "LONGER%"]
ARR = ["E%", "F!", "G#"]
STR = ["S$", "T$", "U$"]


def program(r):
    lines = ["10 ON ERROR GOTO 59000",
             '20 L$="THE QUICK BROWN FOX JUMPS OVER":V=0:W=0:I=0:J=0']
    for v in NUM:
        lines.append("%d %s=%s" % (30 + NUM.index(v), v, r.choice(["1", "-2.5", "1E10", "3", "0", "-7"])))
    dims = {a: r.randrange(1, 5) for a in ARR}
    lines.append("40 DIM " + ",".join("%s(%d)" % (a, d) for a, d in dims.items()) + ",H$(3)")
    lines.append("41 FOR I=0 TO %d:E%%(I)=I*3-1:NEXT:FOR I=0 TO %d:F!(I)=I/3:NEXT:FOR I=0 TO %d:G#(I)=I/7:NEXT"
                 % (dims["E%"], dims["F!"], dims["G#"]))
    lines.append('42 S$="LITERAL":T$=STRING$(12,"x")+"y":U$="ab"+"cdef":FOR I=0 TO 3:H$(I)=STRING$(I+2,65+I):NEXT')
    lines.append('43 PRINT FRE(0)')
    n = 100
    fresh = list("KMNOPRXYZ")
    r.shuffle(fresh)
    cur = {v: v for v in NUM if v != "LONGER%"}
    for _ in range(r.randrange(10, 30)):
        k = r.randrange(6)
        if k == 5 and fresh:
            base = r.choice(sorted(cur))
            old = cur[base]
            suffix = "" if old[-1].isalpha() else old[-1]
            stem = old[:-1] if suffix else old
            new = fresh.pop() + stem[1:]
            s = "POKE VARPTR(%s)-3,%d" % (old, ord(new[0]))
            if r.random() < 0.5:
                second = r.choice("0123456789") if len(new) == 1 else r.choice(["", "7"])
                s += ":POKE VARPTR(%s)-2,%d" % (new + suffix, ord(second) if second else 0)
                new = new[0] + second
            new += suffix
            cur[base] = new
            s += ":PRINT %s;%s:FOR J=-4 TO 0:PRINT PEEK(VARPTR(%s)+J);:NEXT:PRINT" % (old, new, new)
        elif k == 5 or k < 2:
            v = r.choice(NUM)
            size = {"%": 2, "!": 4, "#": 8}.get(v[-1], 4)
            s = "POKE VARPTR(%s)+%d,%d:PRINT %s" % (v, r.randrange(size), r.randrange(256), v)
        elif k == 2:
            a = r.choice(ARR)
            size = {"%": 2, "!": 4, "#": 8}[a[-1]]
            i = r.randrange(dims[a] + 1)
            s = "POKE VARPTR(%s(%d))+%d,%d:PRINT %s(%d)" % (a, i, r.randrange(size), r.randrange(256), a, i)
        else:
            v = r.choice(STR + ["H$(%d)" % r.randrange(4)])
            if k == 3:
                s = "V=VARPTR(%s):POKE V,INT(PEEK(V)*%.2f)" % (v, r.random())
            else:
                off = r.randrange(0, 20)
                s = ("V=VARPTR(%s):W=VARPTR(L$):J=PEEK(W+1)+256*PEEK(W+2)+%d:POKE V,%d:POKE V+1,J AND 255:POKE V+2,J\\256"
                     % (v, off, r.randrange(0, 10)))
            s += ':PRINT "[";%s;"]";LEN(%s);FRE(0)' % (v, v)
        lines.append("%d %s" % (n, s))
        if r.random() < 0.25:
            lines.append('%d PRINT FRE("");S$;T$;U$;H$(0);H$(1);H$(2);H$(3)' % (n + 1))
        n += 10
    lines.append('%d PRINT FRE("");FRE(0);S$;T$;U$;H$(0);H$(1);H$(2);H$(3)' % n)
    lines.append("%d PRINT %s" % (n + 1, ";".join(NUM + sorted(set(cur.values())))))
    lines.append("%d END" % (n + 2))
    lines.append('59000 PRINT "E";ERR;ERL:RESUME NEXT')
    return "\n".join(lines) + "\n"


def programs(seed, n):
    """`n` programs of seed `seed`, named."""
    return [("poke%d_%d" % (seed, k), program(random.Random(seed * 7907 + k))) for k in range(n)]


if __name__ == "__main__":
    import sys
    print(program(random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)))
