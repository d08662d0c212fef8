#!/usr/bin/env python3
"""Differential test of GW-BASIC number results: real GW-BASIC 3.23 (gwreal-run) vs ferrite.

Usage: gwdiff.py [--mode bytes|print|dbytes] [--keep DIR] EXPRFILE
EXPRFILE holds one BASIC expression per line. Each becomes one program line that prints
the value's stored bytes (`bytes`: as a single, `dbytes`: as a double) and its PRINT form,
or only the PRINT form (`print`), or the line's own statements (`stmt`: they print), or the PRINT form and the RND after RANDOMIZE of the
value (`type`: RANDOMIZE reads the stored bytes, so the RND tells the type apart). Expressions go in batches of ~800 per program. Every
line of output that differs is reported as `expr | real | ferrite`.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
ORACLE = os.path.join(ROOT, "..", "shared", "oracles", "gw-real", "gwreal-run")
FERRITE = os.environ.get("FERRITE", os.path.join(ROOT, "target", "release", "ferrite"))
BATCH = 250


def program(exprs, mode):
    lines = ["1 ON ERROR GOTO 63000:A%=12345:B%=-3:C%=&H8000:A!=2.5:A#=1.25",
             "2 DEF FNI%(X#)=X#:DEF FNS!(X#)=X#:DEF FND#(X#)=X#"]
    for i, e in enumerate(exprs):
        n = 10 + i
        tag = f'PRINT "@{i}:";:'
        if mode == "bytes":
            lines.append(f"{n} {tag}X!={e}:PRINT X!;:GOSUB 62000")
        elif mode == "type":
            lines.append(f"{n} {tag}X=RND(-1):RANDOMIZE ({e}):PRINT {e};RND")
        elif mode == "dbytes":
            lines.append(f"{n} {tag}X#={e}:PRINT X#;:GOSUB 62100")
        elif mode == "stmt":
            lines.append(f"{n} {tag}{e}")
        else:
            lines.append(f"{n} {tag}PRINT {e}")
    lines.append("9999 END")
    lines.append('62000 A$=MKS$(X!):PRINT "[";:FOR J=4 TO 1 STEP -1:PRINT RIGHT$("0"+HEX$(ASC(MID$(A$,J,1))),2);:NEXT:PRINT "]":RETURN')
    lines.append('62100 A$=MKD$(X#):PRINT "[";:FOR J=8 TO 1 STEP -1:PRINT RIGHT$("0"+HEX$(ASC(MID$(A$,J,1))),2);:NEXT:PRINT "]":RETURN')
    lines.append('63000 PRINT "ERR";ERR:RESUME NEXT')
    return "\r\n".join(lines) + "\r\n"


def run(cmd, count):
    """The output of each expression's line, found by the `@i` it starts with."""
    r = subprocess.run(cmd, capture_output=True, timeout=600)
    text = r.stdout.decode("latin-1").replace("\r", "")
    out = ["<none>"] * count
    for part in re.split(r"@(?=\d)", text)[1:]:
        m = re.match(r"(\d+):(.*)", part, re.S)
        if not m:
            continue
        i = int(m.group(1))
        if i < count:
            out[i] = m.group(2).strip("\n").replace("\n", " / ")
    return out


def main():
    args = sys.argv[1:]
    mode = "bytes"
    keep = None
    while args and args[0].startswith("--"):
        if args[0] == "--mode":
            mode = args[1]
            args = args[2:]
        elif args[0] == "--keep":
            keep = args[1]
            args = args[2:]
        else:
            sys.exit(__doc__)
    exprs = [l.strip() for l in open(args[0]) if l.strip()]
    # A line past 255 characters is `Line buffer overflow` on the machine and stops the whole
    # load: such an expression (`type` writes it twice) is left out and counted.
    # (measured as line 10, item 0: a batch has up to three digits more, line 259 item 249)
    fits = [e for e in exprs if max(len(l) for l in program([e], mode).split("\n")) <= 252]
    if len(fits) < len(exprs):
        print(f"# {len(exprs) - len(fits)} left out (line past 255)", file=sys.stderr)
    exprs = fits
    diffs = 0
    for start in range(0, len(exprs), BATCH):
        chunk = exprs[start:start + BATCH]
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "T.BAS")
            with open(path, "w", newline="") as f:
                f.write(program(chunk, mode))
            real = run([ORACLE, path, "--timeout=300"], len(chunk))
            fer = run([FERRITE, "run", "--dialect", "gw", "--no-share", path], len(chunk))
            if keep:
                os.makedirs(keep, exist_ok=True)
                for name, out in (("real", real), ("ferrite", fer)):
                    with open(os.path.join(keep, f"{start}.{name}"), "w") as f:
                        f.write("\n".join(out))
        if all(x == "<none>" for x in real):
            # A program the machine refused (a line past 255 characters) compares nothing.
            print(f"# batch {start}: the machine printed no value", file=sys.stderr)
            diffs += len(chunk)
        for i, e in enumerate(chunk):
            a = real[i] if i < len(real) else "<none>"
            b = fer[i] if i < len(fer) else "<none>"
            # gwreal-run drops every 0xFF byte GW-BASIC writes; ferrite's CHR$(255) too.
            b = b.replace("\xff", "")
            if a != b:
                diffs += 1
                print(f"{e} | {a} | {b}")
    print(f"# {len(exprs)} values, {diffs} differ", file=sys.stderr)


if __name__ == "__main__":
    main()
