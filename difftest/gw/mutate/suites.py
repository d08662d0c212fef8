#!/usr/bin/env python3
"""suites.py OUT SEED [K] [SUITE...]: mutate.py's variants of the other gw suites' programs.

Takes the programs of ../shared/conformance/gw/<suite> (generated, nbs, games; default all three)
that read no typed input (no .in beside them), writes K variants of each into OUT with mutate.py's
`mutate_line` (numeric literals changed, line numbers and line references kept), and runs and
compares them as mutate.py does (screen streams and files). The suites' programs are read where
they are; nothing of them is kept in the repository.
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402

BASE = os.path.join(mutate.ROOT, '..', 'shared', 'conformance', 'gw')


def main():
    out_dir, seed = sys.argv[1], int(sys.argv[2])
    k = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    suites = sys.argv[4:] or ['generated', 'nbs', 'games']
    rnd = random.Random(seed)
    os.makedirs(out_dir, exist_ok=True)
    made = []
    for suite in suites:
        d = os.path.join(BASE, suite)
        for f in sorted(os.listdir(d)):
            if not f.endswith('.bas') or os.path.exists(os.path.join(d, f[:-4] + '.in')):
                continue
            src = open(os.path.join(d, f), 'rb').read()
            if src[:1] == b'\xff':
                continue
            lines = src.replace(b'\r\n', b'\n').split(b'\n')
            for j in range(k):
                rate = rnd.choice([0.1, 0.2, 0.4])
                text = b'\r\n'.join(mutate.mutate_line(l, rnd, rate) for l in lines)
                v = '%s_%s.%d' % (suite, f[:-4], j)
                open(os.path.join(out_dir, v + '.bas'), 'wb').write(text)
                made.append(v)
    mutate.run_and_compare(out_dir, made)


if __name__ == '__main__':
    main()
