#!/usr/bin/env python3
"""The low data segment (DS:0..&H0FFF) byte by byte on the real GW-BASIC 3.23 and on ferrite.

One program reads every byte into an integer array first (so the reading makes no strings
that move the pointers) and then prints them in hex; this script runs it on both and lists
the runs of bytes that differ, with the words at even offsets.

    python3 difftest/gw/memory/dsdump.py [OUTDIR]
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))

PROGRAM = """10 DEFINT A-Z:DIM P(4095):FOR I=0 TO 4095:P(I)=PEEK(I):NEXT
20 FOR I=0 TO 4095:PRINT RIGHT$("0"+HEX$(P(I)),2);:IF (I AND 31)=31 THEN PRINT
30 NEXT
"""


def dump(text):
    hexes = ''.join(line.strip() for line in text.splitlines() if len(line.strip()) == 64)
    return bytes.fromhex(hexes)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else '/tmp/dsdump'
    os.makedirs(out, exist_ok=True)
    bas = os.path.join(out, 'DS.BAS')
    with open(bas, 'w') as f:
        f.write(PROGRAM)
    real = subprocess.run([ORACLE, bas], capture_output=True, text=True, cwd=out).stdout
    fer = subprocess.run([FERRITE, 'run', '--dialect', 'gw', bas], capture_output=True, text=True,
                         cwd=out).stdout
    r, f = dump(real), dump(fer)
    n = min(len(r), len(f))
    runs, start = [], None
    for i in range(n + 1):
        d = i < n and r[i] != f[i]
        if d and start is None:
            start = i
        if not d and start is not None:
            runs.append((start, i))
            start = None
    for a, b in runs:
        print('%04X-%04X real %s  ferrite %s' % (a, b - 1, r[a:b].hex(), f[a:b].hex()))
    print('%d bytes compared, %d differ in %d runs' % (n, sum(b - a for a, b in runs), len(runs)))


if __name__ == '__main__':
    main()
