#!/usr/bin/env python3
"""Probes of GW-BASIC's stack (GETSTK in BIMISC.ASM, 512 bytes less NUMLEV's reserve).

Each program fills the stack with D frames of one kind (GOSUB, FOR in a GOSUB, WHILE in a
GOSUB) for D = 0, 1, ... and then evaluates expressions of growing depth of one shape until
`Out of memory`; the handler prints D, the depth reached and ERR, then goes on with D+1
(OMERR has emptied the stack).

    python3 difftest/gw/machine/stackgen.py /tmp/gs/s     # then compare.sh /tmp/gs/s
"""
import os
import sys

SHAPES = {
    "paren": lambda p: "A=" + "(" * p + "1" + ")" * p,
    "abs": lambda p: "A=" + "ABS(" * p + "1" + ")" * p,
    "plus": lambda p: "A=" + "1+(" * p + "1" + ")" * p,
    "neg": lambda p: "A=" + "-(" * p + "1" + ")" * p,
    "mul": lambda p: "A=" + "2*(" * p + "1" + ")" * p,
    "fn": lambda p: "A=" + "FNA(" * p + "1" + ")" * p,
    "str": lambda p: "A$=" + "\"A\"+(" * p + "\"B\"" + ")" * p,
    "left": lambda p: "A$=" + "LEFT$(" * p + "\"B\"" + ",1)" * p,
    "int": lambda p: "A%=" + "1%+(" * p + "1%" + ")" * p,
    "dbl": lambda p: "A#=" + "1#+(" * p + "1#" + ")" * p,
    "cmp": lambda p: "A=" + "1<(" * p + "1" + ")" * p,
    "pow": lambda p: "A=" + "1^(" * p + "1" + ")" * p,
}

FRAMES = {
    "gosub": "100 IF K<D THEN K=K+1:GOSUB 100",
    "for": "100 IF K<D THEN K=K+1:FOR I=1 TO 1:GOSUB 100:NEXT I",
    "while": "100 IF K<D THEN K=K+1:WHILE 1:GOSUB 100:WEND",
}


def program(frame, shape, top=60, maxd=40):
    lines = ["10 ON ERROR GOTO 9000", "15 DEF FNA(X)=X", "20 D=0",
             "30 K=0:P=0:GOSUB 100", "40 PRINT D;\"NOFAIL\":GOTO 9010", FRAMES[frame]]
    for p in range(1, top + 1):
        text = "%d P=%d:%s" % (200 + p, p, SHAPES[shape](p))
        if len(text) > 240:  # past 255 characters: Line buffer overflow
            break
        lines.append(text)
    lines.append("290 RETURN")
    lines.append("9000 PRINT D;P;ERR;ERL:RESUME 9010")
    lines.append("9010 D=D+1:IF D<%d THEN 30" % maxd)
    lines.append("9020 END")
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for frame in FRAMES:
        for shape in SHAPES:
            with open(os.path.join(out, "%s_%s.bas" % (frame, shape)), "w") as f:
                f.write(program(frame, shape))


if __name__ == "__main__":
    main()
