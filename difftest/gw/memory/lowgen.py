"""Random runs over the low segment's constants and the state kept there (`--low`).

Each program runs 10-20 random steps, each followed by a probe of the bytes from &HF0 to
&H132 (GWDATA.ASM's constants: RNDCOP, RNDX, STAINP, ENDPRG, USRTAB, NULCNT, DAYSPM,
NCMPOS; LSTCHR at &H11F is left out: the last character the screen showed) and &H4E (the
text attribute, in graphics modes the byte COLOR leaves there). The bytes are read into an
array before anything is printed, then printed as hex in lines of 32 characters. Steps: RND with a positive, zero or
negative argument, RANDOMIZE n, a POKE into RNDX or RNDCOP, CLEAR, DEF USRn, SCREEN of
modes 0, 1, 2, 7, 8, 9 (with a colour switch sometimes), COLOR with one to three values
(errors trapped and printed).
"""
import random

LOW, HIGH = 0xF0, 0x132


def step(r):
    k = r.randrange(9)
    if k == 0:
        return "X=RND(%s):PRINT X" % r.choice(["1", "", "0", "-1", "-%d" % r.randrange(1, 999), ".5"])
    if k == 1:
        return "RANDOMIZE %d" % r.randrange(-40000, 40000)
    if k == 2:
        a = r.choice([0xF8, 0xF9, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF])
        return "POKE %d,%d:PRINT RND(0)" % (a, r.randrange(256))
    if k == 3:
        return "CLEAR:DIM P%(80):ON ERROR GOTO 59000:PRINT RND(0)"
    if k == 4:
        n = r.choice(["", "0", "1", "5", "9"])
        return "DEF USR%s=%d" % (n, r.randrange(-32768, 65536))
    if k == 5:
        m = r.choice([0, 0, 1, 2, 7, 8, 9])
        tail = r.choice(["", "", ",0", ",1"])
        return "SCREEN %d%s" % (m, tail)
    if k == 6:
        vals = [str(r.randrange(16)) if r.random() < 0.8 else "" for _ in range(r.randrange(1, 4))]
        return "COLOR " + ",".join(vals)
    if k == 7:
        return "X=RND:X=RND:X=RND"
    return "PRINT RND(1)*0;"


def program(r):
    lines = ["10 DEFINT P:DIM P%(80):ON ERROR GOTO 59000"]
    n = 20
    for _ in range(r.randrange(10, 21)):
        lines.append("%d %s:GOSUB 60000" % (n, step(r)))
        n += 10
    lines.append("%d SCREEN 0:END" % n)
    lines.append("59000 PRINT \"E\";ERR;ERL:RESUME NEXT")
    # The bytes are read first, then printed as hex in lines of 32 characters (no line
    # wraps in the 40-column modes).
    lines.append("60000 P%%(0)=PEEK(&H4E):FOR P%%=%d TO %d:P%%(P%%-%d)=PEEK(P%%):NEXT"
                 % (LOW, HIGH, LOW - 1))
    lines.append("60010 PRINT P%%(0):H$=\"\":FOR P%%=1 TO %d:IF P%%<>%d THEN H$=H$+RIGHT$(\"0\"+HEX$(P%%(P%%)),2)"
                 % (HIGH - LOW + 1, 0x11F - LOW + 1))
    lines.append("60020 IF LEN(H$)>=32 THEN PRINT H$:H$=\"\"")
    lines.append("60030 NEXT:PRINT H$:RETURN")
    return "\n".join(lines) + "\n"


def programs(seed, n):
    r = random.Random(seed)
    return [("low%d_%d" % (seed, i), program(r)) for i in range(n)]


if __name__ == "__main__":
    import sys
    print(programs(int(sys.argv[1]) if len(sys.argv) > 1 else 1, 1)[0][1])
