#!/usr/bin/env python3
"""mixed.py OUT [SEED] [N]: the arithmetic period calculators do, on both machines.

Writes two programs of N lines each and runs them on ../shared/oracles/gw-real and on
target/release/ferrite, printing the lines that differ:
- OUT/F.BAS: under `DEFDBL A-Z`, a function (SIN COS TAN ATN LOG EXP SQR INT FIX ABS SGN CINT
  CSNG) of a double, of the same value made single, and `X*f(X)/3`;
- OUT/A.BAS: `(a) op (b) op (c)` with `+ - * / ^ \\ MOD` over integer (`%`), single and
  double literals of mixed size and sign; an error prints `E` and its code (ON ERROR, RESUME
  NEXT).
"""
import difflib
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')
FUNCS = ['SIN', 'COS', 'TAN', 'ATN', 'LOG', 'EXP', 'SQR', 'INT', 'FIX', 'ABS', 'SGN', 'CINT',
         'CSNG']
OPS = ['+', '-', '*', '/', '^', '\\', 'MOD']


def dbl(v):
    s = '%.15g' % v
    return s.replace('e', 'D') if 'e' in s else s + '#'


def functions(r, n):
    lines = ['10 DEFDBL A-Z']
    for i in range(n):
        f = r.choice(FUNCS)
        v = r.uniform(0.01, 1) * 10 ** r.choice([-5, -2, -1, 0, 0, 1, 2, 3, 5])
        if f not in ('LOG', 'SQR'):
            v *= r.choice([1, -1])
        if f == 'EXP':
            v = r.uniform(-80, 80)
        if f == 'CINT':
            v = r.uniform(-32000, 32000)
        lines.append('%d X=%s: PRINT %s(X);%s(CSNG(X));X*%s(X)/3' % (20 + 10 * i, dbl(v), f, f, f))
    return lines


def literal(r):
    k = r.random()
    if k < 0.2:
        return '%d%%' % r.randint(-300, 300)
    v = r.uniform(-1, 1) * 10 ** r.choice([-3, -1, 0, 0, 1, 2, 4])
    return dbl(v) if k < 0.4 else ('%.7g' % v).replace('e', 'E')


def arithmetic(r, n):
    lines = ['5 ON ERROR GOTO 9000']
    for i in range(n):
        a, b, c = literal(r), literal(r), literal(r)
        o1, o2 = r.choice(OPS), r.choice(OPS[:5])
        if o1 == '^':
            a = 'ABS(%s)' % a
        lines.append('%d PRINT (%s)%s(%s)%s(%s)' % (10 + 10 * i, a, o1, b, o2, c))
    return lines + ['8999 END', '9000 PRINT "E";ERR: RESUME NEXT']


def compare(prog):
    real = subprocess.run([ORACLE, prog, '--timeout=30'], capture_output=True).stdout
    fer = subprocess.run([FERRITE, 'run', '--dialect', 'gw', prog], stdin=subprocess.DEVNULL,
                         capture_output=True).stdout
    a = real.decode('latin-1').rstrip('\n').split('\n')
    b = fer.decode('latin-1').rstrip('\n').split('\n')
    bad = list(difflib.unified_diff(a, b, 'real', 'ferrite', lineterm='', n=0))
    for line in bad[:30]:
        print(line)
    return len(a), sum(1 for x in bad if x.startswith('-') and not x.startswith('---'))


def main():
    out = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    os.makedirs(out, exist_ok=True)
    r = random.Random(seed)
    for name, make in (('F.BAS', functions), ('A.BAS', arithmetic)):
        prog = os.path.join(out, name)
        open(prog, 'w').write('\n'.join(make(r, n)) + '\n')
        lines, bad = compare(prog)
        print('%s: %d lines, %d differ' % (name, lines, bad))


if __name__ == '__main__':
    main()
