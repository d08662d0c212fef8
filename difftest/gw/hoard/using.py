#!/usr/bin/env python3
"""using.py OUT [SEED] [N]: PRINT USING of numbers as period programs printed them.

Writes OUT/PU.BAS: N lines each printing one value through one of the era's usual fields
(`##.##`, `$$###.##`, `**$#,###.##`, `+#.###^^^^`, `###.#-`, `#,###,###.##`, `##.##+`, ...)
as a single literal and as the double literal of the same digits (`#` or a `D` exponent),
values of 7 and 16 digits from 1E-9 to 1E17 of either sign, and halves at a field's
rounding place (`99.995`, `-0.0005`). Runs it on ../shared/oracles/gw-real
and on target/release/ferrite and prints the lines that differ.
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
FIELDS = ['##.##', '$$###.##', '**$#,###.##', '+#.###^^^^', '###.#-', '#####', '.###',
          '##.##^^^^^', '+$$#,###.#', '**##.#', '#,###,###.##', '-##.##', '##.##+', '$$,###',
          '#.#^^^^', '###%.#', '#.##^^^^-', '##.##,']


def program(seed, n):
    r = random.Random(seed)
    lines = []
    for i in range(n):
        e = r.choice([-9, -6, -3, -2, -1, 0, 0, 1, 2, 3, 4, 5, 7, 9, 12, 17])
        v = r.uniform(-1, 1) * 10 ** e
        s = '%.7g' % v if i % 2 == 0 else '%.16g' % v
        if r.random() < 0.3:
            s = str(round(v, r.randint(0, 3)))
        elif r.random() < 0.3:
            # A half at the rounding place of a 2- or 3-place field: 2.345, -0.0005, 99.995.
            s = '%s%d.%s5' % (r.choice(['', '-']), r.choice([0, 1, 9, 99, 999, 99999]),
                              r.choice(['', '9', '99', '00', '34', '999']))
        d = s.replace('e', 'D') if 'e' in s else s + '#'
        s = s.replace('e', 'E')
        f = r.choice(FIELDS)
        lines.append('%d PRINT USING "%s";%s;:PRINT " ";:PRINT USING "%s";%s'
                     % (10 * (i + 1), f, s, f, d))
    return '\n'.join(lines) + '\n'


def main():
    out = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 400
    os.makedirs(out, exist_ok=True)
    prog = os.path.join(out, 'PU.BAS')
    open(prog, 'w').write(program(seed, n))
    real = subprocess.run([ORACLE, prog, '--timeout=30'], capture_output=True).stdout
    fer = subprocess.run([FERRITE, 'run', '--dialect', 'gw', prog], stdin=subprocess.DEVNULL,
                         capture_output=True).stdout
    a = real.decode('latin-1').rstrip('\n').split('\n')
    b = fer.decode('latin-1').rstrip('\n').split('\n')
    bad = [l for l in difflib.unified_diff(a, b, 'real', 'ferrite', lineterm='', n=0)]
    for line in bad[:40]:
        print(line)
    print('%d values, %d lines differ' % (2 * n, sum(1 for l in bad if l.startswith('-') and not l.startswith('---'))))


if __name__ == '__main__':
    main()
