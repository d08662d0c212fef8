#!/usr/bin/env python3
"""numcongen.py DIR [N] [SEED]: GOSUBs whose line number a second constant follows.

`GOSUB 600005` is crunched as line constant 60000 and a second constant 5 (LINGET takes no
digit once past 6552, GWMAIN.ASM `MORLIN`); GOSUB pushes NUMCON and RETURN goes on after the
last constant any CHRGTR scanned (CONTXT): see README.md, "A line number past 65529 after
GOSUB", and crates/basic/src/exec/contxt.rs. Each program runs one such GOSUB (guarded so
that it runs once: a second run jumps to a text address on the machine) into a subroutine of
random lines whose statements scan constants in every way the model follows (numbers in
expressions, IF's false branch and ELSE, FOR's NEXT scan, WHILE's WEND scan, GOTO's and
GOSUB's rest-of-line skip, an FN body in its DEF line) or scan none, then RETURN. Every
statement prints a mark, errors are trapped and printed with ERR and ERL (at most 12).

    python3 difftest/gw/machine/numcongen.py /tmp/nc 60 3001
    difftest/gw/machine/compare.sh /tmp/nc
"""
import os
import random
import sys


def write_programs(prefix, program):
    """Writes N programs of `program(r)` into OUT as PREFIX+seed_k.bas (argv: OUT N SEED)."""
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    r = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for k in range(n):
        open(os.path.join(out, '%s%d_%03d.bas' % (prefix, seed, k)), 'w').write(program(r))


def marker(r):
    """A function making `PRINT "Pn";` statements, numbered in order, printing a constant
    (40 %, or as `const` says) or Z: the marks show how far a line ran."""
    mark = iter(range(1, 1000))

    def p(const=None):
        m = next(mark)
        if const is None:
            const = r.random() < 0.4
        return 'PRINT "P%d";%s' % (m, str(r.randint(0, 99)) if const else 'Z')
    return p


def if_stmt(r, kind, simple):
    """An IF (`kind` 'if') or IF..ELSE ('ife') on a constant or Z, around `simple()` statements."""
    cond = r.choice(['0', '1', 'Z', 'Z=0'])
    if kind == 'if':
        return 'IF %s THEN %s' % (cond, simple())
    return 'IF %s THEN %s ELSE %s' % (cond, simple(), simple())


def main():
    write_programs('nc', program)


def program(r):
    p = marker(r)

    def simple():
        return r.choice([
            lambda: p(),
            lambda: p(False),
            lambda: 'X=%d' % r.randint(0, 99),
            lambda: 'Y=Z',
            lambda: 'X=FNA(%d)' % r.randint(0, 9),
            lambda: 'X=FNB(Z)',
        ])()

    def stmt(sub_lines, here):
        kind = r.choice(['s', 's', 's', 'if', 'ife', 'for', 'while', 'gosub', 'goto', 'on'])
        if kind == 's':
            return simple()
        if kind in ('if', 'ife'):
            return if_stmt(r, kind, simple)
        if kind == 'for':
            a, b = r.choice([(1, 2), (1, 0), (1, 1), (2, 1)])
            body = ':'.join(simple() for _ in range(r.randint(0, 2)))
            return 'FOR I%%=%d TO %d%s:NEXT' % (a, b, ':' + body if body else '')
        if kind == 'while':
            return 'W=%s:WHILE W%s:W=W-1:WEND' % (r.choice(['0', '1', 'Z']),
                                                  r.choice(['', '>0']))
        if kind == 'gosub':
            return 'GOSUB 61000'
        if kind == 'on':
            return 'ON %s GOSUB 61000,61010' % r.choice(['1', '2', 'Z+1'])
        later = [l for l in sub_lines if l > here]
        if later:
            return 'GOTO %d' % r.choice(later)
        return simple()

    lines = []
    lines.append('5 DEF FNA(A)=A+%d:%s' % (r.randint(0, 9), p()))
    lines.append('6 DEF FNB(A)=A*Z:%s' % p())
    lines.append('7 ON ERROR GOTO 900')
    split = r.choice(['600005', '60000 5', '6000012', '65530', '600005', '60000 7'])
    target = 6553 if split == '65530' else 60000
    call = r.choice(['GOSUB %s' % split, 'GOSUB %s' % split, 'ON 1 GOSUB %s' % split,
                     'ON 2 GOSUB 61000,%s' % split])
    before = ':'.join(simple() for _ in range(r.randint(0, 2)))
    after = ':'.join(simple() for _ in range(r.randint(1, 3)))
    lines.append('10 IF Q THEN END ELSE Q=1:%s%s:%s' % (before + ':' if before else '', call,
                                                      after))
    lines.append('20 %s:%s' % (p(), 'PRINT "END":END'))
    sub = [target + 10 * i for i in range(r.randint(1, 4))]
    for i, ln in enumerate(sub):
        parts = [stmt(sub, ln) for _ in range(r.randint(1, 3))]
        if i == len(sub) - 1 or r.random() < 0.2:
            parts.append('RETURN')
            if r.random() < 0.5:
                parts.append(simple())
        lines.append('%d %s' % (ln, ':'.join(parts)))
    lines.append('900 E=E+1:PRINT "T";ERR;ERL:IF E>12 THEN END')
    lines.append('910 RESUME NEXT')
    lines.append('61000 %s:RETURN' % simple())
    lines.append('61010 %s:RETURN:%s' % (simple(), simple()))
    lines.sort(key=lambda l: int(l.split()[0]))
    return '\r\n'.join(lines) + '\r\n'


if __name__ == '__main__':
    main()
