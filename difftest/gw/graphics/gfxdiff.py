#!/usr/bin/env python3
"""gfxdiff.py DIR [NAME ...]: run DIR/*.bas on the real GW-BASIC 3.23 (DOSBox, VGA) and on
ferrite; compare the output streams line by line. Prints the differing programs and the
counts: programs, values (output lines) compared, differences.

The real outputs are kept as DIR/X.real (REUSE=1 reruns only ferrite); ferrite's as X.fer."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
ORACLE = os.environ.get('GWREAL', os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run'))
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))
sys.path.insert(0, os.path.dirname(HERE))
from compare_runs import compare  # noqa: E402


def run_real(d, n):
    real = os.path.join(d, n + '.real')
    if os.environ.get('REUSE') and os.path.exists(real):
        return
    with open(real, 'wb') as out:
        subprocess.run([ORACLE, os.path.abspath(os.path.join(d, n + '.bas')), '--timeout=60'],
                       stdout=out, stderr=subprocess.DEVNULL, cwd=d)


def run_fer(d, n):
    try:
        p = subprocess.run([FERRITE, 'run', '--dialect', 'gw', '--no-share', n + '.bas'], cwd=d,
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=60)
        out = p.stdout
    except subprocess.TimeoutExpired:
        out = b'<timeout>'
    # The oracle drops GW-BASIC's 0xFF bytes from its stream (its README): so does this.
    with open(os.path.join(d, n + '.fer'), 'wb') as f:
        f.write(out.replace(b'\xff', b''))


def outputs(d, n):
    real = open(os.path.join(d, n + '.real'), 'rb').read()
    return real, open(os.path.join(d, n + '.fer'), 'rb').read(), {}


compare(sys.argv[1], set(sys.argv[2:]), run_real, run_fer, outputs)
