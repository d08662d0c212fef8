#!/usr/bin/env python3
"""Makes the timing programs from shapes.txt: each shape's loop between two reads of TI,
printing NAME and the jiffies it took, 12 shapes a program (no scrolling).

    gen.py OUTDIR [SHAPES]   writes OUTDIR/tNN.bas (SHAPES: shapes.txt, or holdout.txt)
"""
import os, sys

def shapes(name):
    here = os.path.dirname(os.path.realpath(__file__))
    for line in open(os.path.join(here, name), encoding='utf-8'):
        if line.startswith('#') or not line.strip():
            continue
        name, count, body = (line.rstrip('\n').split('\t') + [''])[:3]
        yield name, int(count), body

def program(group):
    lines = ['1 DIM B(20),C(1000):PRINT"{clr}";']
    n = 10
    for name, count, body in group:
        nxt = 'NEXT'
        if body.startswith('!'):
            nxt, body = body[1:], ''
        stmts = 'FORI=1TO%d:%s%s%s' % (count, body, ':' if body else '', nxt)
        if 'IF' in body:
            # the IF's THEN part would swallow the NEXT: the NEXT gets a line of its own
            lines.append('%d T=TI:FORI=1TO%d:%s' % (n, count, body))
            lines.append('%d NEXT:PRINT"%s";TI-T' % (n + 1, name))
        else:
            lines.append('%d T=TI:%s:PRINT"%s";TI-T' % (n, stmts, name))
        n += 10
    lines.append('890 END')
    lines.append('900 RETURN')
    return '\n'.join(lines) + '\n'

def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    all_ = list(shapes(sys.argv[2] if len(sys.argv) > 2 else 'shapes.txt'))
    for k in range(0, len(all_), 12):
        with open(os.path.join(out, 't%02d.bas' % (k // 12)), 'w', encoding='utf-8') as f:
            f.write(program(all_[k:k + 12]))

if __name__ == '__main__':
    main()
