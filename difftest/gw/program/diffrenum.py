#!/usr/bin/env python3
"""diffrenum.py [SEED] [N]: GW-BASIC RENUM, differential.

Each of N programs starts with `1 RENUM args` (random arguments, some out of range) and holds
lines that refer to lines of every kind (GOTO, GOSUB, THEN/ELSE, ON ... GOTO/GOSUB lists,
RESTORE, RESUME, RUN, ERL comparisons, LIST/DELETE ranges, ON ERROR GOTO 0), some to lines
that do not exist. RENUM run by a program prints its `Undefined line n in m` messages and
errors, then stops; the screen of the real GW-BASIC 3.23 (../shared/oracles/gw-real) and of
ferrite are compared. The renumbered listings are compared by difflist.py's SAVE path
(LIST cannot follow RENUM in one run: RENUM returns to direct mode).
"""
import os, random, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
GWREAL = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))


WIDER = int(os.environ.get('WIDER', '1'))


def program(r):
    nums = sorted(r.sample(range(2, 400), r.randrange(3, 9)))
    pick = lambda: r.choice(nums + [r.randrange(2, 500), 0])
    refs = [
        lambda: 'GOTO %d' % pick(), lambda: 'GOSUB %d' % pick(),
        lambda: 'IF A THEN %d ELSE %d' % (pick(), pick()),
        lambda: 'ON A GOTO %s' % ','.join(str(pick()) for _ in range(3)),
        lambda: 'ON A GOSUB %d, %d' % (pick(), pick()), lambda: 'RESTORE %d' % pick(),
        lambda: 'RESUME %d' % pick(), lambda: 'RUN %d' % pick(),
        lambda: 'IF ERL=%d THEN %d' % (pick(), pick()), lambda: 'IF ERL<>%d THEN 1' % pick(),
        lambda: 'LIST %d-%d' % (pick(), pick()), lambda: 'DELETE %d-' % pick(),
        lambda: 'ON ERROR GOTO 0', lambda: 'ON ERROR GOTO %d' % pick(),
        lambda: 'PRINT %d' % pick(), lambda: "REM GOTO %d" % pick(),
        lambda: 'IF A THEN PRINT ELSE %d' % pick(), lambda: 'RETURN %d' % pick(),
    ] + WIDER * [
        # session 28: the event traps' GOSUB, IF ... GOTO, nested IF/ELSE, ERL on the right,
        # numbers with leading zeros or blanks, references at and past 65529.
        lambda: 'ON %s GOSUB %d' % (r.choice(['KEY(1)', 'TIMER(1)', 'PLAY(2)', 'STRIG(0)',
                                              'COM(1)', 'PEN']), pick()),
        lambda: 'IF A GOTO %d ELSE %d' % (pick(), pick()),
        lambda: 'IF A THEN IF B THEN %d ELSE %d ELSE %d' % (pick(), pick(), pick()),
        lambda: 'IF %d%sERL THEN %d' % (pick(), r.choice(['=', '<>', '>=', ' = ']), pick()),
        lambda: 'GOTO 0%d' % pick(), lambda: 'GOTO %s' % ' '.join(str(pick())),
        lambda: 'GOSUB %d' % r.choice([65529, 65530, 65535]), lambda: 'ON A GOTO %d,' % pick(),
        lambda: 'LLIST -%d' % pick(), lambda: 'GOSUB %d%s' % (pick(), r.choice(['.5', '!', '#', 'E1'])),
    ]
    args = r.choice(['', '100', '100,,5', ',,5', '1000,%d' % r.choice(nums), '%d,%d,%d' % (
        r.randrange(1, 200), r.choice(nums), r.randrange(1, 50)), '65000,,100', '5,%d' % nums[-1],
        '10,,0', '100,50', ',%d' % nums[1]])
    lines = ['1 RENUM ' + args]
    for n in nums:
        lines.append('%d %s' % (n, ':'.join(r.choice(refs)() for _ in range(r.randrange(1, 3)))))
    return ('\r\n'.join(lines) + '\r\n').encode()


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    r = random.Random(seed)
    bad = 0
    for k in range(n):
        prog = program(r)
        d = tempfile.mkdtemp()
        p = os.path.join(d, 'PROG.BAS')
        open(p, 'wb').write(prog)
        g = subprocess.run([GWREAL, p], capture_output=True, timeout=120).stdout
        f = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'], cwd=d,
                           input=b'', capture_output=True, timeout=60).stdout
        f = f[:-3] if f.endswith(b'Ok\n') else f
        if g.strip() != f.strip():
            bad += 1
            print('--- program %d differs (%s)\n%s\n gw: %r\n fe: %r' % (k, d, prog.decode(), g, f))
    print('seed %d: %d programs, %d differ' % (seed, n, bad))


if __name__ == '__main__':
    main()
