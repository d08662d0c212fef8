#!/usr/bin/env python3
"""difftok.py SEED [N] [PROGRAMS]: every GW-BASIC token in odd places, crunched and listed.

Each program has N lines (default 220), each one keyword of the token table
(crates/basic/src/token/gwwords.rs, read from there so no token is left out) in one of the
contexts below, chosen at random: as a statement, after `X=`, touching names before and
after, with a type mark, after FN, lower case, in REM, `'`, DATA and quotes, followed by
numbers of every form (`&H`, `&O`, `&`, a point, exponents, type marks, line numbers 0,
10, 65529, 65530, 65535, 70000, ranges, `.`), around ELSE, `:` and `'`, after THEN/ELSE/GOTO,
with tabs and runs of blanks. A share of the lines (DIFFTOK_NUMBERS, default 0.3) are numbers
as someone might type them (any length, points, exponents of either case, type marks, blanks
inside, `&H`/`&O` of either case) in every place a number goes: expressions, DATA, line
references after GOTO, ON, THEN, ELSE, RESTORE, RUN, LIST, RESUME, DELETE, RENUM and ERL. Line 1 saves the program tokenised (`SAVE "TB"`) and as text
(`SAVE "TA",A`); both files of the real GW-BASIC 3.23 and ferrite are compared byte for
byte (difflist.py's runner). Oracle outputs are not kept.
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import difflist  # noqa: E402

ROOT = difflist.ROOT
NUMBERS = float(os.environ.get('DIFFTOK_NUMBERS', '0.3'))
WORDS = sorted(set(re.findall(r'"((?:[^"\\]|\\\\)+)"\)',
                              open(os.path.join(ROOT, 'crates/basic/src/token/gwwords.rs')).read())))
WORDS = [w.replace('\\\\', '\\') for w in WORDS]

NUMS = ['1', '10', '0', '65529', '65530', '65535', '70000', '&H1F', '&HFFFF', '&O17', '&17',
        '&O', '&H', '&', '.5', '1.', '1E3', '1D-3', '1#', '1!', '1%', '32768', '-1', '10-20',
        '10,20', '.', '-', '1E', '&H10%', '&O777!', '12345678', '1.23456789', '007', '0.0']
NAMES = ['A', 'X', 'A1', 'Z9', 'ZZ', 'AB.C', 'Q', 'E', 'D']


def ctx(r, w):
    n, a, b = r.choice(NUMS), r.choice(NAMES), r.choice(NAMES)
    s = r.choice(['', ' ', '  ', '\t', ' \t '])
    forms = [
        w, f'{w}{s}{n}', f'{w} {n}', f'X={w}', f'X={w}{s}{n}', f'{a}{w}{b}', f'{a}{w}',
        f'{w}{b}', f'{w}{r.choice("$%!#")}', f'FN{w}', f'FN {w}(1)', w.lower(),
        f'{w.lower()}{s}{n}', f'REM {w}', f"'{w}", f"X=1'{w}", f'DATA {w},{w.lower()},{n}',
        f'PRINT "{w}";{w}', f'{w}:{w}', f'{w}{s}ELSE{s}{w}', f'IF X THEN {w} ELSE {w}',
        f'IF X THEN{s}{n}{s}ELSE{s}{w}', f"{w}'X", f'{w}:ELSE', f'X=1:{w}{s}:{s}', f'GOTO {w}',
        f'{w}({n})', f'{w} {w}', f'{a}.{w}', f'{w}.{b}', f'{w}{n}{w}', f'ON X {w} {n},{n}',
        f'{w}{s}"Q"{s}{n}', f'PRINT {w}{s}{n}{s};{w}', f'{w}=={w}', f'X={n}{w}{n}',
        f'X={w}{n}:REM{w}', f'{w}{s}#1,{n}', f'DEF FN{a}={w}', f'{w}   {s}',
    ]
    return r.choice(forms)


def digits(r, k):
    return ''.join(r.choice('0123456789') for _ in range(k))


def number(r):
    """A number as someone might type it: any length, points, exponents of either case and
    sign, type marks, spaces inside, based forms of either case."""
    k = r.randrange(12)
    if k == 0:
        return r.choice(['&H', '&h', '&O', '&o', '&']) + ''.join(r.choice('0123456789ABCDEFabcdefG ') for _ in range(r.randrange(0, 8)))
    m = digits(r, r.randrange(0, 20))
    if r.random() < .6:
        p = r.randrange(len(m) + 1)
        m = m[:p] + '.' + m[p:]
    if r.random() < .5:
        m += r.choice('EeDd') + r.choice(['', '+', '-', ' ', ' +']) + digits(r, r.randrange(0, 4))
    if r.random() < .3:
        m += r.choice('%!#')
    if r.random() < .15:
        i = r.randrange(len(m) + 1)
        m = m[:i] + r.choice([' ', '  ', '\t']) + m[i:]
    return m or '0'


def nctx(r):
    a, b = number(r), number(r)
    return r.choice([f'X={a}', f'PRINT {a};{b}', f'X={a}+{b}', f'DATA {a},{b}', f'X={a}{r.choice(WORDS)}',
                     f'GOTO {a}', f'ON X GOSUB {a},{b}', f'IF X={a} THEN {b} ELSE {a}', f'X(1{a})={b}',
                     f'X={a}:Y={b}', f'PRINT -{a}', f'PRINT {a}E{b}', f"X={a}'{b}", f'X={a}REM{b}',
                     f'RESTORE {a}', f'RUN {a}', f'LIST {a}-{b}', f'RESUME {a}', f'ERL={a}',
                     f'IF ERL={a} THEN {b}', f'X=ERL-{a}', f'DELETE {a}', f'RENUM {a},{b}'])


def program(seed, n):
    r = random.Random(seed)
    lines = ['1 SAVE "TB":SAVE "TA",A:END']
    num = 2
    for _ in range(n):
        num += r.randrange(1, 250)
        if num > 65529:
            break
        text = nctx(r) if r.random() < NUMBERS else ctx(r, r.choice(WORDS))
        lines.append('%d%s%s' % (num, r.choice([' ', ' ', '', '  ']), text))
    return ('\r\n'.join(lines) + '\r\n').encode('latin-1')


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 220
    k = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    bad = 0
    for j in range(k):
        prog = program(seed * 1000 + j, n)
        import tempfile
        g, f = tempfile.mkdtemp(), tempfile.mkdtemp()
        difflist.run_gw(prog, g)
        difflist.run_fe(prog, f)
        for name in ('TA.BAS', 'TB.BAS'):
            x, y = difflist.read(g, name), difflist.read(f, name)
            if x == y:
                continue
            bad += 1
            if x is None or y is None:
                print(j, name, 'missing on', 'gw' if x is None else 'ferrite')
                continue
            if name == 'TA.BAS':
                for p, q in zip(x.split(b'\r\n'), y.split(b'\r\n')):
                    if p != q:
                        print('%d TA gw: %r\n     fe: %r' % (j, p, q))
            else:
                i = next((i for i in range(min(len(x), len(y))) if x[i] != y[i]), min(len(x), len(y)))
                print('%d TB differs at %d (len %d/%d)\n gw: %s\n fe: %s' % (
                    j, i, len(x), len(y), x[max(0, i - 16):i + 24].hex(' '), y[max(0, i - 16):i + 24].hex(' ')))
        print('seed %d program %d: %d lines (dirs gw=%s fe=%s)' % (seed, j, n, g, f), file=sys.stderr)
    print('seed %d: %d programs, %d files differ' % (seed, k, bad))


if __name__ == '__main__':
    main()
