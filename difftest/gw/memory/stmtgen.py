"""Random statement runs, each statement followed by a probe of the data segment.

Every program is a list of statements of the kinds that move memory (DEF FN, DIM of every
type and rank, ERASE, CLEAR in each argument form, COMMON, OPEN/CLOSE, FIELD, LSET/RSET,
string assignments, SWAP, the MID$ statement, string functions making temporaries, strings
filling the space to its edge, VARPTR and VARPTR$, POKE into a FIELD buffer), each on its
own line and followed by a probe line printing the line's number, FRE(0) and the pointer
words programs of the era PEEK: VARTAB, ARYTAB, STREND (&H358-&H35D), FRETOP (&H474) and
MEMSIZ (&H44F), and CURLIN (&H2E). Every few statements the probe also collects the garbage
(FRE("")) and reads a variable's VARPTR, descriptor and string bytes back with PEEK. An
error handler prints ERR and ERL and goes on.
"""
import random

NUM = ["A", "B", "C", "AB", "LONGNAME"]
SUF = ["%", "!", "#", ""]
STR = ["S$", "T$", "U$", "LONGS$"]
ARR = ["X", "Y", "Z"]

PROBE = ('PRINT "@";{n};FRE(0);PEEK(&H358)+256*PEEK(&H359);PEEK(&H35A)+256*PEEK(&H35B);'
         'PEEK(&H35C)+256*PEEK(&H35D)')
PROBE2 = 'PRINT PEEK(&H474)+256*PEEK(&H475);PEEK(&H44F)+256*PEEK(&H450);PEEK(&H2E)+256*PEEK(&H2F)'


def strexpr(r, depth=0):
    """A string expression: literals, variables and the functions that make temporaries."""
    k = r.randrange(12 if depth < 2 else 4)
    if k == 0:
        return '"' + "".join(r.choice("abcxyz") for _ in range(r.randrange(0, 7))) + '"'
    if k == 1:
        return r.choice(STR)
    if k == 2:
        return "STRING$(%d,%d)" % (r.choice([0, 1, 5, 40, 255]), r.randrange(65, 91))
    if k == 3:
        return "STR$(%s)" % r.choice(["1", "-2.5", "A", "1E20", "B%"])
    if k == 4:
        return strexpr(r, depth + 1) + "+" + strexpr(r, depth + 1)
    if k == 5:
        return "LEFT$(%s,%d)" % (strexpr(r, depth + 1), r.randrange(0, 6))
    if k == 6:
        return "MID$(%s,%d)" % (strexpr(r, depth + 1), r.randrange(1, 5))
    if k == 7:
        return "RIGHT$(%s,%d)" % (strexpr(r, depth + 1), r.randrange(0, 6))
    if k == 8:
        return "CHR$(%d)" % r.randrange(32, 127)
    if k == 9:
        return "SPACE$(%d)" % r.randrange(0, 9)
    if k == 10:
        return r.choice(["HEX$(255)", "OCT$(8)", "MKI$(258)", "MKS$(1.5)", "MKD$(2)"])
    return "%s(%d)" % (r.choice(["X$", "Y$"]), r.randrange(0, 3))


def numvar(r):
    return r.choice(NUM) + r.choice(SUF)


def array(r, dims):
    """An array name of a random type (each name keeps one rank through the program)."""
    name = r.choice(ARR)
    return name + r.choice(SUF + ["$"]), dims[name]


def statement(r, dims, files):
    """One statement that moves memory."""
    k = r.randrange(22)
    if k == 0:
        f = r.choice("ABCDEFGH")
        t = r.choice(["", "%", "#", "$"])
        params = r.sample(["P", "Q%", "R#", "W$", "A", "S$"], r.randrange(0, 3))
        body = '"x"+%s' % (params[-1] if params and params[-1].endswith("$") else '""') if t == "$" else \
            "+".join([p for p in params if not p.endswith("$")] or ["1"])
        return "DEF FN%s%s%s=%s" % (f, t, "(" + ",".join(params) + ")" if params else "", body)
    if k == 1:
        a, n = array(r, dims)
        return "DIM %s(%s)" % (a, ",".join(str(r.randrange(0, 12)) for _ in range(n)))
    if k == 2:
        return "ERASE " + ",".join(r.sample([a + s for a in ARR for s in SUF + ["$"]], r.randrange(1, 3)))
    if k == 3:
        return r.choice(["CLEAR", "CLEAR ,%d" % r.choice([60000, 50000, 65000, 40000]),
                         "CLEAR ,,%d" % r.choice([600, 1000, 512, 2000, 300]),
                         "CLEAR 100,%d,%d" % (r.choice([61000, 55000]), r.choice([512, 800])),
                         "CLEAR ,", "CLEAR ,,"])
    if k == 4:
        return "COMMON %s,%s()" % (numvar(r), r.choice(ARR))
    if k == 5:
        n = r.randrange(1, 4)
        files.add(n)
        return r.choice(['OPEN "O",%d,"F%d.TXT"' % (n, n), 'OPEN "R",%d,"R%d.DAT",%d' % (n, n, r.choice([16, 32, 128])),
                         'OPEN "F%d.TXT" FOR APPEND AS #%d' % (n, n)])
    if k == 6:
        return r.choice(["CLOSE", "CLOSE %d" % r.randrange(1, 4), "RESET"])
    if k == 7:
        n = r.randrange(1, 4)
        return "FIELD %d,%d AS F$,%d AS G$" % (n, r.randrange(1, 9), r.randrange(1, 9))
    if k == 8:
        return "%s %s=%s" % (r.choice(["LSET", "RSET"]), r.choice(["F$", "G$", "S$"]), strexpr(r))
    if k in (9, 10, 11):
        t = r.choice(STR + ["X$(%d)" % r.randrange(0, 3)])
        return "%s=%s" % (t, strexpr(r))
    if k == 12:
        return r.choice(["SWAP S$,T$", "SWAP U$,S$", "SWAP A,B", "SWAP A%,B%", "SWAP X$(1),S$",
                         "SWAP LONGS$,T$", "SWAP A#,C#"])
    if k == 13:
        return "MID$(%s,%d%s)=%s" % (r.choice(STR + ["X$(1)"]), r.randrange(1, 5),
                                     r.choice(["", ",%d" % r.randrange(0, 4)]), strexpr(r))
    if k == 14:
        return "PRINT LEN(%s);%s" % (strexpr(r), r.choice(['""', strexpr(r), "INSTR(%s,\"a\")" % strexpr(r)]))
    if k == 15:
        return "%s=%s" % (numvar(r), r.choice(["1", "LEN(%s)" % strexpr(r), "VAL(%s)" % strexpr(r), "FN%s(1)" % r.choice("AB"),
                                               "ASC(%s+\"a\")" % strexpr(r), "32767", "1E30", "B%+1"]))
    if k == 16:
        # strings up to the edge of memory: the garbage collector and Out of string space
        return "FOR I%%=1 TO %d:%s=STRING$(%d,65):NEXT" % (r.randrange(2, 40), r.choice(STR), r.choice([100, 255, 200]))
    if k == 17:
        return "IF %s THEN %s ELSE %s" % (r.choice(['S$<T$', 'S$+"a"=T$', 'LEN(S$+T$)>3']),
                                          "%s=%s" % (r.choice(STR), strexpr(r)), "PRINT %s" % strexpr(r))
    if k == 18:
        return "V=VARPTR(%s):PRINT V;PEEK(V);PEEK(V+1);PEEK(V+2);PEEK(V+3);PEEK(V-1);PEEK(V-2);PEEK(V-3)" % r.choice(
            [numvar(r), r.choice(STR), "X$(1)", "F$"])
    if k == 19:
        return 'W$=VARPTR$(%s):PRINT ASC(W$);CVI(MID$(W$,2))' % r.choice([numvar(r), r.choice(STR), "F$"])
    if k == 20:
        # (V=0 first: a VARPTR that fails leaves V, and no POKE follows)
        return "V=0:V=VARPTR(F$):IF V THEN P=PEEK(V+1)+256*PEEK(V+2):POKE P,%d:PRINT \"[\";F$;\"]\";PEEK(V);P" % r.randrange(65, 91)
    return "%s=%s:%s=%s" % (r.choice(STR), strexpr(r), r.choice(STR), strexpr(r))


def program(r):
    dims = {a: r.randrange(1, 4) for a in ARR}
    files = set()
    lines = ["10 ON ERROR GOTO 59000", "20 " + PROBE.format(n=20), "21 " + PROBE2]
    n = 100
    for _ in range(r.randrange(8, 22)):
        lines.append("%d %s" % (n, statement(r, dims, files)))
        lines.append("%d %s" % (n + 1, PROBE.format(n=n)))
        probe = PROBE2
        if r.random() < 0.3:
            probe += ';FRE("");FRE(0)'
        lines.append("%d %s" % (n + 2, probe))
        if r.random() < 0.3:
            v = r.choice(STR)
            probe = (':V=VARPTR(%s):L=PEEK(V):P=PEEK(V+1)+256*PEEK(V+2):PRINT L;P;'
                      ':FOR J=P TO P+L-1+(L>8)*(L-8):PRINT PEEK(J);:NEXT:PRINT' % v)
            lines.append("%d %s" % (n + 3, probe[1:]))
        n += 10
    lines.append("%d CLOSE:FOR I=1 TO 3:KILL \"F\"+CHR$(48+I)+\".TXT\":NEXT:FOR I=1 TO 3:KILL \"R\"+CHR$(48+I)+\".DAT\":NEXT" % n)
    lines.append("%d P=PEEK(&H358)+256*PEEK(&H359):Q=PEEK(&H35C)+256*PEEK(&H35D)" % (n + 10))
    lines.append("%d FOR I=P TO Q-1:PRINT PEEK(I);:NEXT:PRINT:END" % (n + 20))
    lines.append('59000 PRINT "E";ERR;ERL:RESUME NEXT')
    return "\n".join(lines) + "\n"


def programs(seed, n):
    """`n` programs of seed `seed`, named."""
    return [("stmt%d_%d" % (seed, k), program(random.Random(seed * 7919 + k))) for k in range(n)]


if __name__ == "__main__":
    import sys
    print(program(random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)))
