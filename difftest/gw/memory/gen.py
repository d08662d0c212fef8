"""Random variable mixes: scalars, arrays and strings of every type made in a random order,
then VARPTR of each, the pointer words, the descriptors and FRE."""
import random

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SUFFIX = ["%", "!", "#", "$", ""]


def name(r):
    n = r.choice(LETTERS) + "".join(r.choice(LETTERS + "0123456789") for _ in range(r.choice([0, 0, 1, 1, 2, 5])))
    if n[:2] in ("FN", "IF", "TO", "OR", "ON", "AS", "AT", "GO") or len(n) > 1 and n[:2].isalpha() and n[:2] in (
            "FNX",):
        n = "Q" + n
    return n + r.choice(SUFFIX)


RESERVED = {"ON", "OR", "IF", "TO", "FN", "AS", "GO", "AT", "AND", "EOF", "ERL", "ERR", "FOR", "INT",
            "LEN", "LET", "LOG", "MID", "NOT", "POS", "RUN", "SGN", "SIN", "SQR", "STR", "TAN", "VAL",
            "XOR", "ABS", "ASC", "ATN", "CHR", "COS", "CSNG", "END", "EXP", "FIX", "FRE", "KEY", "LOC",
            "LOF", "NEW", "OCT", "PEEK", "POKE", "RND", "SPC", "TAB", "USR", "CDBL", "CINT", "CVD", "CVI",
            "CVS", "DEF", "DIM", "EQV", "IMP", "MOD", "NAME", "NEXT", "OUT", "PUT", "GET", "REM", "SAVE",
            "STOP", "WAIT", "WEND", "LINE", "LIST", "LOAD", "OPEN", "CALL", "CLS", "DATA", "ELSE", "THEN",
            "STEP", "USING", "READ", "GOTO", "GOSUB", "KILL", "LSET", "RSET", "SWAP", "CHAIN", "CLEAR",
            "CLOSE", "COLOR", "ERASE", "ERROR", "FIELD", "FILES", "INPUT", "PLAY", "PRINT", "WIDTH",
            "WHILE", "WRITE", "BEEP", "EDIT", "AUTO", "SHELL", "TRON", "TROFF", "LPOS", "TIME", "DATE"}


def value(r, suffix):
    if suffix == "$":
        k = r.randrange(4)
        if k == 0:
            return '"' + "".join(r.choice("abcxyz") for _ in range(r.randrange(0, 6))) + '"'
        if k == 1:
            return 'STRING$(%d,%d)' % (r.randrange(0, 9), r.randrange(65, 90))
        if k == 2:
            return '"ab"+"%s"' % r.choice(["c", "cd", ""])
        return 'STR$(%d)' % r.randrange(-99, 999)
    return str(r.choice([0, 1, -1, 2.5, 1e10, 12345, -32768, 0.1]))


def programs(seed, n):
    out = []
    for k in range(n):
        r = random.Random(seed * 1000 + k)
        names = []
        while len(names) < r.randrange(3, 12):
            v = name(r)
            base = v.rstrip("%!#$")
            if any(base.startswith(w) for w in RESERVED) or v in names:
                continue
            names.append(v)
        lines = []
        ln = 10
        made = []
        for v in names:
            suf = v[-1] if v[-1] in "%!#$" else ""
            if r.random() < 0.35:
                dims = ",".join(str(r.randrange(0, 5)) for _ in range(r.choice([1, 1, 2, 3])))
                lines.append(f"{ln} DIM {v}({dims})")
                made.append((v, dims))
                ln += 10
                if suf == "$":
                    lines.append(f"{ln} {v}({','.join('0' for _ in dims.split(','))})={value(r, suf)}")
                    ln += 10
            else:
                lines.append(f"{ln} {v}={value(r, suf)}")
                made.append((v, None))
                ln += 10
            if r.random() < 0.2:
                lines.append(f"{ln} DEF FN{r.choice(LETTERS)}{r.choice(['', '%', '$'])}(X)=X")
                ln += 10
        lines.append(f"{ln} PRINT FRE(0);FRE(\"\");FRE(0)")
        ln += 10
        for v, dims in made:
            ref = v if dims is None else f"{v}({','.join('0' for _ in dims.split(','))})"
            lines.append(f"{ln} V=VARPTR({ref}):PRINT V;PEEK(V);PEEK(V+1);PEEK(V+2);PEEK(V-1);PEEK(V-2)")
            ln += 10
        lines.append(f"{ln} FOR I=&H358 TO &H35D:PRINT PEEK(I);:NEXT:PRINT")
        ln += 10
        lines.append(f"{ln} P=PEEK(&H358)+256*PEEK(&H359):Q=PEEK(&H35C)+256*PEEK(&H35D)")
        ln += 10
        lines.append(f"{ln} FOR I=P TO Q-1:PRINT PEEK(I);:NEXT:PRINT")
        out.append((f"gen{seed}_{k}", "\n".join(lines) + "\n"))
    return out
