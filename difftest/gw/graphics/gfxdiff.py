#!/usr/bin/env python3
"""gfxdiff.py DIR [NAME ...]: run DIR/*.bas on the real GW-BASIC 3.23 (DOSBox, VGA) and on
ferrite; compare the output streams line by line. Prints the differing programs and the
counts: programs, values (output lines) compared, differences.

The real outputs are kept as DIR/X.real (REUSE=1 reruns only ferrite); ferrite's as X.fer."""
import difflib
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))


def run_real(d, n):
    real = os.path.join(d, n + '.real')
    if os.environ.get('REUSE') and os.path.exists(real):
        return
    with open(real, 'wb') as out:
        subprocess.run([ORACLE, os.path.abspath(os.path.join(d, n + '.bas')), '--timeout=60'],
                       stdout=out, stderr=subprocess.DEVNULL, cwd=d)


def run_fer(d, n):
    try:
        p = subprocess.run([FERRITE, 'run', '--dialect', 'gw', n + '.bas'], cwd=d,
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=60)
        out = p.stdout
    except subprocess.TimeoutExpired:
        out = b'<timeout>'
    with open(os.path.join(d, n + '.fer'), 'wb') as f:
        f.write(out)


def main():
    d = sys.argv[1]
    only = set(sys.argv[2:])
    names = sorted(f[:-4] for f in os.listdir(d) if f.endswith('.bas') and (not only or f[:-4] in only))
    with ThreadPoolExecutor(2) as ex:
        list(ex.map(lambda n: run_real(d, n), names))
    bad = values = diffs = 0
    for n in names:
        run_fer(d, n)
        r = open(os.path.join(d, n + '.real'), 'rb').read().rstrip(b'\n')
        f = open(os.path.join(d, n + '.fer'), 'rb').read().rstrip(b'\n')
        rl, fl = r.split(b'\n'), f.split(b'\n')
        values += max(len(rl), len(fl))
        nd = sum(1 for a, b in zip(rl, fl) if a != b) + abs(len(rl) - len(fl))
        if nd:
            bad += 1
            diffs += nd
            print('===', n)
            al, bl = r.decode('latin-1').split('\n'), f.decode('latin-1').split('\n')
            for line in list(difflib.unified_diff(al, bl, 'real', 'ferrite', lineterm='', n=1))[:24]:
                print(line)
    print('%d of %d programs differ; %d values compared, %d differ' % (bad, len(names), values, diffs))


main()
