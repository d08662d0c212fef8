#!/usr/bin/env python3
"""wrapdiff.py DIR: runs wrapgen.py's programs on the real GW-BASIC 3.23 (gw-real, the keys fed
one at a time) and on ferrite (`ferrite basic --run`, the keys through the screen editor), and
prints the cases whose answer, CSRLIN or POS differ (the lines below `RESULTS`).
REUSE=1 keeps DIR/*.real from an earlier run."""
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
ORACLE = os.path.join(os.path.dirname(ROOT), 'shared', 'oracles', 'gw-real', 'gwreal-run')
if not os.path.exists(ORACLE):
    ORACLE = '/work/shared/oracles/gw-real/gwreal-run'
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')


def results(out):
    out = out.replace(b'\r\n', b'\n')
    k = out.find(b'RESULTS\n')
    if k < 0:
        return []
    return [ln for ln in out[k + 8:].split(b'\n') if ln.strip() and ln.strip() != b'Ok']


def main():
    d = sys.argv[1]
    cases = bad = 0
    for bas in sorted(glob.glob(os.path.join(d, 'p*.bas'))):
        keys = bas[:-4] + '.keys'
        cache = bas[:-4] + '.real'
        if os.environ.get('REUSE') and os.path.exists(cache):
            real = open(cache, 'rb').read()
        else:
            real = subprocess.run([ORACLE, bas, keys, '--timeout=60'], capture_output=True,
                                  timeout=300).stdout
            open(cache, 'wb').write(real)
        k = open(keys, 'rb').read().replace(b'\n', b'\r')
        fer = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run',
                              os.path.basename(bas)], cwd=d, input=k, capture_output=True,
                             timeout=60).stdout
        a, b = results(real), results(fer)
        src = open(bas, encoding='latin-1').read().splitlines()
        notes = [ln for ln in src if "' n=" in ln]
        cases += len(a)
        for i in range(max(len(a), len(b))):
            x = a[i] if i < len(a) else b'(none)'
            y = b[i] if i < len(b) else b'(none)'
            if x != y:
                bad += 1
                print('%s %s\n  real    %s\n  ferrite %s' % (
                    os.path.basename(bas), notes[i] if i < len(notes) else '',
                    x.decode('latin-1'), y.decode('latin-1')))
    print('%d cases, %d differ' % (cases, bad))


if __name__ == '__main__':
    main()
