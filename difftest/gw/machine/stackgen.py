#!/usr/bin/env python3
"""Probes of GW-BASIC's stack (GETSTK in BIMISC.ASM, 512 bytes less NUMLEV's reserve).

Each program fills the stack with D frames of one kind (GOSUB, FOR in a GOSUB, WHILE in a
GOSUB) for D = 0, 1, ... and then evaluates expressions of growing depth of one shape until
`Out of memory`; the handler prints D, the depth reached and ERR, then goes on with D+1
(OMERR has emptied the stack).

    python3 difftest/gw/machine/stackgen.py /tmp/gs/s [SHAPE ...]  # then compare.sh /tmp/gs/s
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
    # a single and a double variable on the left (NUMREL pushes 4 and 8 bytes)
    "sng": lambda p: "A=" + "B+(" * p + "1" + ")" * p,
    "dblv": lambda p: "A#=" + "D#+(" * p + "1" + ")" * p,
    # relations inside sums: `B+(A=B+(...))`
    "sngrel": lambda p: "A=B+(" * p + "1" + ")" * p,
    "dblrel": lambda p: "A#=D#+(" * p + "1" + ")" * p,
    # operators that force integers (ANDORD), NOT (NOTER)
    "and": lambda p: "A%=" + "1 AND (" * p + "1" + ")" * p,
    "idiv": lambda p: "A%=" + "7\\(" * p + "1" + ")" * p,
    "not": lambda p: "A%=" + "NOT (" * p + "1" + ")" * p,
    # IF's condition (IFS calls FRMEVL with nothing pushed, LET pushes 4 bytes)
    "ifcmp": lambda p: "IF " + "1<(" * p + "1" + ")" * p + " THEN A=1",
    # MID$ with two arguments, and a mix of function, sign and operator
    "mid": lambda p: "A$=" + "MID$(" * p + "\"B\"" + ",1)" * p,
    "mix": lambda p: "A=" + "ABS(-(1+" * p + "1" + "))" * p,
    # FN: a body that calls FN (FNDOER saves the parameter block), a second argument
    "fnbody": lambda p: "A=" + "FNB(" * p + "1" + ")" * p,
    "fn2": lambda p: "A=" + "FNC(1," * p + "1" + ")" * p,
    "cat": lambda p: "A$=" + "B$+(" * p + "\"B\"" + ")" * p,
}

# Levels past which the crunched line passes 255 bytes (`Line buffer overflow`): a double
# constant is 9 bytes crunched.
CAP = {"dbl": 20}

FRAMES = {
    "gosub": "100 IF K<D THEN K=K+1:GOSUB 100",
    "for": "100 IF K<D THEN K=K+1:FOR I=1 TO 1:GOSUB 100:NEXT I",
    "while": "100 IF K<D THEN K=K+1:WHILE 1:GOSUB 100:WEND",
}


def program(frame, shape, top=60, maxd=40):
    lines = ["10 ON ERROR GOTO 9000", "15 DEF FNA(X)=X:DEF FNB(X)=1+(FNA(X)):DEF FNC(X,Y)=Y:B=1:D#=1:B$=\"B\"", "20 D=0",
             "30 K=0:P=0:GOSUB 100", "40 PRINT D;\"NOFAIL\":GOTO 9010", FRAMES[frame]]
    for p in range(1, min(top, CAP.get(shape, top)) + 1):
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
    only = sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    for frame in FRAMES:
        for shape in SHAPES:
            if only and shape not in only:
                continue
            with open(os.path.join(out, "%s_%s.bas" % (frame, shape)), "w") as f:
                f.write(program(frame, shape))


if __name__ == "__main__":
    main()
