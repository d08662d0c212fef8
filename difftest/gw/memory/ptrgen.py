"""Random programs of jumps, then the program text as PEEK reads it (`--ptr`).

GW-BASIC turns the line number constant a jump found its line by into a pointer (GWMAIN.ASM
`GOTO2`, `CONCH2`: 0x0D and the address of the 0 before the line), and a tokenised SAVE
turns them back (`SCCPTR`). Each program is a chain of lines, each going on to the next by
a random kind of jump: GOTO, GOSUB and RETURN, `IF c THEN n ELSE m` (either branch, as a
number or a GOTO), ON GOTO / ON GOSUB with repeated numbers, `RETURN n`, `RESUME n` after
a trapped error, with RESTORE, ON ERROR GOTO and ON KEY GOSUB among them, numbers that are
no jump's (PRINT 20, DATA 30, `ERL=40`), a dead GOTO after the one taken. The chain runs
once or twice (a FOR around it), with `SAVE "NUL"` now and then; the text's bytes from
TXTTAB to VARTAB are printed as hex in the middle and at the end.
"""
import random


def program(r):
    n = r.randrange(5, 14)
    nums = [100 + 10 * i for i in range(n + 1)]  # nums[n]: the chain's end
    subs = []  # (number, text)
    lines = []
    sub_no = [5000]

    def sub(body):
        sub_no[0] += 10
        subs.append((sub_no[0], body))
        return sub_no[0]

    def other():
        return r.choice(nums[:-1] + [9000, 5000])

    for i in range(n):
        nxt = nums[i + 1]
        k = r.randrange(12)
        pre = r.choice(["", "", "PRINT %d;:" % nxt, "X=%d:" % other(), "RESTORE %d:" % other()])
        if k == 0:
            t = "GOTO %d" % nxt
        elif k == 1:
            t = "GOSUB %d:GOTO %d" % (sub("RETURN"), nxt)
        elif k == 2:
            c = r.choice(["1", "0"])
            a, b = (nxt, other()) if c == "1" else (other(), nxt)
            fa = r.choice(["%d", "GOTO %d"]) % a
            fb = r.choice(["%d", "GOTO %d"]) % b
            t = "IF %s THEN %s ELSE %s" % (c, fa, fb)
        elif k == 3:
            m = r.randrange(1, 5)
            ts = [str(r.choice([nxt, other(), nxt])) for _ in range(r.randrange(m, m + 3))]
            ts[m - 1] = str(nxt)
            t = "ON %d GOTO %s" % (m, ",".join(ts))
        elif k == 4:
            s = sub("RETURN")
            m = r.randrange(1, 4)
            ts = [str(r.choice([s, nxt])) for _ in range(r.randrange(m, m + 3))]
            ts[m - 1] = str(s)
            t = "ON %d GOSUB %s:GOTO %d" % (m, ",".join(ts), nxt)
        elif k == 5:
            t = "GOSUB %d" % sub("RETURN %d" % nxt)
        elif k == 6:
            h = sub("RESUME %d" % nxt)
            t = "ON ERROR GOTO %d:ERROR %d" % (h, r.choice([5, 11, 200]))
        elif k == 7:
            t = "ON KEY(%d) GOSUB %d:GOTO %d" % (r.randrange(1, 11), other(), nxt)
        elif k == 8:
            t = "IF 1 THEN GOTO %d:GOTO %d" % (nxt, nxt)
        elif k == 9:
            t = "IF ERL=%d THEN %d ELSE %d" % (other(), other(), nxt)
        elif k == 10:
            t = "GOTO %d:GOTO %d:PRINT %d" % (nxt, nxt, nxt)
        else:
            t = "IF 0 THEN %d ELSE IF 1 THEN %d ELSE %d" % (other(), nxt, other())
        if r.random() < 0.15:
            t = "SAVE \"NUL\":" + t
        if i == n // 2:
            t = "GOSUB 9000:" + t
        lines.append((nums[i], pre + t))
    passes = r.choice([1, 1, 2])
    out = ["10 ON ERROR GOTO 9900:FOR P=1 TO %d" % passes, "20 GOTO %d" % nums[0]]
    out += ["%d %s" % (a, b) for a, b in lines]
    out.append("%d NEXT:GOSUB 9000:END" % nums[n])
    out += ["%d %s" % (a, b) for a, b in subs]
    out.append("5000 DATA %d" % other())
    out += [
        "9000 S=PEEK(&H30)+256*PEEK(&H31):E=PEEK(&H358)+256*PEEK(&H359):L$=\"\"",
        "9010 FOR I=S TO E-1:L$=L$+RIGHT$(\"0\"+HEX$(PEEK(I)),2)",
        "9020 IF LEN(L$)>=64 THEN PRINT L$:L$=\"\"",
        "9030 NEXT:PRINT L$:RETURN",
        "9900 PRINT \"E\";ERR;ERL:RESUME NEXT",
    ]
    return "\n".join(out) + "\n"


def programs(seed, n):
    r = random.Random(seed)
    return [("ptr%d_%d" % (seed, i), program(r)) for i in range(n)]


if __name__ == "__main__":
    import sys

    for name, text in programs(int(sys.argv[1]), int(sys.argv[2])):
        print("'", name)
        print(text)
