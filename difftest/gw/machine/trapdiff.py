#!/usr/bin/env python3
"""trapdiff.py DIR [NAME ...]: run DIR/*.bas on the real GW-BASIC 3.23 and on ferrite; compare
the screen streams and the OUTPUT.TXT each wrote. Prints the differing programs and a count.

The real outputs are kept as DIR/X.real and DIR/X.real.d/OUTPUT.TXT (REUSE=1 reruns only
ferrite); ferrite's as DIR/X.fer and DIR/X.fer.d/."""
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')


def read(p):
    try:
        with open(p, 'rb') as f:
            return f.read()
    except OSError:
        return b''


def main():
    d = sys.argv[1]
    only = set(sys.argv[2:])
    names = sorted(f[:-4] for f in os.listdir(d) if f.endswith('.bas') and (not only or f[:-4] in only))
    bad = 0
    for n in names:
        bas = os.path.join(d, n + '.bas')
        real, rdir = os.path.join(d, n + '.real'), os.path.join(d, n + '.real.d')
        if not (os.environ.get('REUSE') and os.path.exists(real)):
            os.makedirs(rdir, exist_ok=True)
            with open(real, 'wb') as out:
                subprocess.run([ORACLE, os.path.abspath(bas), '--timeout=20', '--files=' + os.path.abspath(rdir)],
                               stdout=out, stderr=subprocess.DEVNULL, cwd=rdir)
        fdir = os.path.join(d, n + '.fer.d')
        os.makedirs(fdir, exist_ok=True)
        data = read(bas)
        with open(os.path.join(fdir, 'PROG.BAS'), 'wb') as f:
            f.write(data)
        try:
            p = subprocess.run([FERRITE, 'run', '--dialect', 'gw', '--no-share', 'PROG.BAS'], cwd=fdir, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=20)
            fer = p.stdout
        except subprocess.TimeoutExpired as e:
            fer = (e.stdout or b'') + b'\n<timeout>'
        # A run that loops prints without end: keep its start (linediff splits it whole).
        fer = fer[:1 << 20]
        with open(os.path.join(d, n + '.fer'), 'wb') as f:
            f.write(fer)
        r = read(real).replace(b'gwreal-run: end', b'').rstrip(b'\n')
        fer = fer.rstrip(b'\n')
        rf, ff = read(os.path.join(rdir, 'OUTPUT.TXT')), read(os.path.join(fdir, 'OUTPUT.TXT'))
        if r != fer or rf != ff:
            bad += 1
            print('===', n)
            for a, b, what in ((r, fer, 'screen'), (rf, ff, 'OUTPUT.TXT')):
                if a != b:
                    al = a.decode('latin-1').split('\n')
                    bl = b.decode('latin-1').split('\n')
                    for line in list(difflib.unified_diff(al, bl, 'real ' + what, 'ferrite', lineterm='', n=1))[:30]:
                        print(line)
    print('%d of %d programs differ' % (bad, len(names)))


if __name__ == '__main__':
    main()
