#!/usr/bin/env python3
"""diffmix.py [SEED] [N]: GW-BASIC direct mode, mixed sessions, differential.

Each of N sessions starts from a small program (`GWBASIC PROG.BAS`, which runs it) and types
a random mix of commands at `Ok`, ending with LIST:

- program lines typed out of order, replacing lines, bare numbers deleting lines (and
  missing ones), numbers past 65529, lines whose references are followed by a constant
  (`GOTO 30&H10`, `ERL=20 &O7`), typed lines with errors;
- AUTO with every argument form, lines and commands typed in it, an existing line's `*`,
  Ctrl-C;
- RENUM with every argument form, good and bad (`RENUM 10,,0`, overlapping, past 65529);
- LIST and DELETE ranges, lines missing or present, bad forms;
- RUN, CONT after END, STOP, an error, an edit, CLEAR, RENUM, DELETE; EDIT n; TRON/TROFF;
  NEW; CLEAR at the prompt.

The program's jumps only go forward (the first run and every RUN end), and `A` is never
set, so `IF A THEN` and `ON A GOTO` refer without jumping; a reference followed by a
constant is only behind `IF A THEN` (run, it is a syntax error whose edit this is not about). The real machine is driven as
diffdirect.py drives it (`direct_oracle`, `uncopy`); the streams are compared without
empty lines.
"""
import os, random, subprocess, sys, tempfile

from diffdirect import FERRITE, clean, direct_oracle

FERRITE = os.environ.get('FERRITE', FERRITE)
# EDITS=1: keys go on straight after a run, into the line a syntax error offers.
EDITS = os.environ.get('EDITS') == '1'


def stmt(r, me, nums):
    """One statement of line `me`, with references to `nums` and missing lines."""
    def pick():
        return r.choice(nums + [r.randrange(1, 400), 0, 65529])

    def fwd():
        later = [n for n in nums if n > me]
        return r.choice(later) if later else None

    def konst():
        return r.choice(['&H10', '&O7', ' &H1F', '&HFFFF', ' &O0'])
    f = fwd()
    choices = [
        lambda: 'PRINT %d' % me, lambda: 'X=X+1', lambda: 'STOP', lambda: 'END',
        lambda: 'IF A THEN %d ELSE %d' % (pick(), f) if f else 'REM',
        lambda: 'IF A THEN %d' % pick(), lambda: 'ON A GOTO %d,%d' % (pick(), pick()),
        lambda: 'ON A GOSUB %d,%d,%d' % (pick(), pick(), pick()),
        lambda: 'IF A THEN GOSUB %d ELSE PRINT' % pick(), lambda: 'RESTORE %d' % pick(),
        lambda: 'IF A THEN RESUME %d' % pick(), lambda: 'IF A THEN RUN %d' % pick(),
        lambda: 'IF A THEN IF ERL=%d THEN %d' % (pick(), pick()),
        lambda: 'IF %d=ERL THEN PRINT' % pick(),
        lambda: 'IF A THEN IF ERL<>%d GOTO %d' % (pick(), pick()), lambda: 'IF A THEN LIST %d-%d' % (pick(), pick()),
        lambda: 'IF A THEN DELETE %d' % pick(), lambda: 'ON ERROR GOTO 0',
        lambda: 'PRINT %d %d' % (pick(), pick()), lambda: 'DATA %d' % pick(),
        lambda: 'IF A THEN GOTO %d%s' % (pick(), konst()),
        lambda: 'IF A THEN ON A GOTO %d,%d%s' % (pick(), pick(), konst()),
        lambda: 'IF A THEN IF ERL=%d%s THEN 5' % (pick(), konst()),
        lambda: 'IF A THEN RESTORE %d%s' % (pick(), konst()),
        lambda: 'GOTO %d' % f if f else 'PRINT "E"', lambda: 'GOSUB %d' % f if f else 'REM',
        lambda: 'X=1/0', lambda: 'PRINT Q(20)', lambda: 'REM GOTO %d' % pick(),
        lambda: 'A$="GOTO %d"' % pick(), lambda: 'RETURN',
    ]
    return r.choice(choices)()


def line_text(r, me, nums):
    return ':'.join(stmt(r, me, nums) for _ in range(r.randrange(1, 3)))


RENUMS = ['', ' 100', ' 100,,5', ' ,,5', ' 10,,0', ' 100,50', ' 65000,,100', ' 65529',
          ' 65530', ' 0', ' .', ' 50,.', ' 10,,65535', ' A', ' 10,', ' 10,20,30,40', ' ,',
          ' 1,1,1', ' 20,%(a)d', ' %(b)d,%(a)d,%(c)d', ' 1000,%(a)d', ' 5,%(z)d', ' ,%(a)d',
          ' %(a)d', ' 65000,%(a)d,500', ' 10,,%(c)d', ' 10,,', ' 10 20', ' 10,%(a)d,']
RANGES = ['', ' %(a)d', ' %(a)d-%(b)d', ' -%(b)d', ' %(a)d-', ' .', ' .-', ' -.', ' %(m)d',
          ' %(m)d-%(n)d', ' %(b)d-%(a)d', ' 65529', ' 65530', ' 0-', ' A', ' %(a)d,',
          ' %(a)d-%(m)d', ' %(m)d-', ' -%(m)d', ' %(a)d:PRINT 7']
AUTOS = ['', ' 100', ' 10', ' %(a)d', ' %(a)d,%(c)d', ' .', ' .,5', ' 100,', ' ,5', ' 5,5',
         ' 65529', ' 65520,5', ' 10,0', ' A', ' ,', ' %(m)d,', ' 65530']


def fill(r, form, nums):
    a, b = sorted(r.sample(nums, 2)) if len(nums) >= 2 else (10, 20)
    m = r.randrange(1, 400)
    return form % {'a': a, 'b': b, 'c': r.randrange(1, 30), 'm': m, 'n': m + r.randrange(1, 90),
                   'z': nums[-1] if nums else 10}


def session(r):
    nums = sorted(r.sample(range(1, 300), r.randrange(3, 8)))
    prog = ['%d %s' % (n, line_text(r, n, nums)) for n in nums]
    cur = list(nums)  # roughly the lines there (the generator's guess, only for picks)
    keys = []
    for _ in range(r.randrange(3, 9)):
        op = r.choice(['type', 'type', 'renum', 'renum', 'list', 'delete', 'auto', 'cont',
                       'edit', 'run', 'misc'])
        pool = cur or [10]
        if op == 'type':
            for _ in range(r.randrange(1, 4)):
                n = r.choice(pool + [r.randrange(1, 400)] * 2 + [65529, 65530, 70000, 0])
                t = r.random()
                if t < 0.2:
                    keys.append('%d' % n)
                    if n in cur:
                        cur.remove(n)
                elif t < 0.3:
                    keys.append('%d %s' % (n, r.choice(['X=)', 'PRINT "A" ELSE', 'FOR',
                                                       'GOTO', 'ON X GOTO ,', 'PRINT 1,,('])))
                else:
                    keys.append('%d%s%s' % (n, r.choice([' ', '', '  ']), line_text(r, n, pool)))
                    if n <= 65529 and n not in cur:
                        cur.append(n)
                        cur.sort()
        elif op == 'renum':
            keys.append('RENUM' + fill(r, r.choice(RENUMS), pool))
            keys.append(r.choice(['LIST', 'LIST', 'CONT', 'PRINT 1']))
        elif op == 'list':
            keys.append('LIST' + fill(r, r.choice(RANGES), pool))
        elif op == 'delete':
            keys.append('DELETE' + fill(r, r.choice(RANGES), pool))
            keys.append(r.choice(['LIST', 'CONT']))
        elif op == 'auto':
            keys.append('AUTO' + fill(r, r.choice(AUTOS), pool))
            for _ in range(r.randrange(0, 4)):
                keys.append(r.choice(['PRINT 1', 'A=2', '', 'LIST', 'X=)', 'CONT',
                                      'GOTO %d' % r.randrange(1, 400), '\x1bPRINT 7',
                                      'RENUM', 'AUTO', 'DELETE 10']))
            keys.append('\x03')
        elif op == 'cont':
            keys.append(r.choice(['CONT', 'RUN', 'RUN %d' % r.choice(pool), 'GOTO %d' % r.choice(pool)]))
            for _ in range(r.randrange(1, 3)):
                keys.append(r.choice(['CONT', 'CONT', 'PRINT X', 'X=5', 'CLEAR', '%d PRINT 9' % r.randrange(1, 400),
                                      'RENUM', 'DELETE %d' % r.choice(pool), 'LIST', 'STOP',
                                      'END', 'X=)', 'CONT:PRINT 2', 'PRINT 3:CONT', 'TRON']))
        elif op == 'edit':
            keys.append('EDIT' + r.choice([' %d' % r.choice(pool), ' .', ' %d' % r.randrange(1, 400),
                                           '', ' 65530', ' A']))
            if keys[-1] in ('EDIT .',) or keys[-1].split(' ')[-1].isdigit():
                keys.append(r.choice(['\x03', '']))
        elif op == 'run':
            keys += r.choice([['TRON', 'RUN', 'TROFF'], ['RUN'], ['TRON', 'CONT', 'TROFF'],
                              ['RUN %d' % r.choice(pool)], ['TRON', 'GOTO %d' % r.choice(pool), 'TROFF']])
        else:
            keys.append(r.choice(['CLEAR', 'NEW', 'CLEAR 1000', 'CLEAR ,,', 'TROFF', 'PRINT FRE(0)',
                                  'CLEAR:CONT', 'X=)', '?ERL', 'LIST .', 'RESUME', 'RETURN']))
            if keys[-1] == 'NEW':
                cur = []
    keys.append('LIST')
    if not EDITS:
        # The line a syntax error offers for editing takes the next keys typed; an Enter
        # after each key that may run the program hands it back unchanged.
        runs = ('RUN', 'GOTO', 'CONT', 'GOSUB')
        keys = [''] + [x for k in keys for x in ([k, ''] if k.startswith(runs) else [k])]
    return prog, keys


def run_session(gw, prog, keys, timeout=20):
    """Runs one session on the machine and on ferrite in a new folder: (folder, the
    machine's stream, ferrite's)."""
    d = tempfile.mkdtemp()
    p = os.path.join(d, 'PROG.BAS')
    open(p, 'wb').write(('\r\n'.join(prog) + '\r\n').encode())
    kb = ('\n'.join(keys) + '\n').encode()
    open(os.path.join(d, 'KEYS.TXT'), 'wb').write(kb)
    g = subprocess.run([gw, p, os.path.join(d, 'KEYS.TXT'), '--files=' + d + '/gw', '--raw',
                        '--timeout=%d' % timeout], capture_output=True, timeout=120).stdout
    try:
        f = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'], cwd=d,
                           input=kb.replace(b'\n', b'\r').replace(b'\x00J', b'\n'), capture_output=True, timeout=60).stdout
    except subprocess.TimeoutExpired:
        f = b'<timeout>'
    return d, clean(g, kb, True), clean(f, None)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    gw = direct_oracle()
    r = random.Random(seed)
    bad = 0
    for k in range(n):
        prog, keys = session(r)
        d, gl, fl = run_session(gw, prog, keys)
        if gl != fl:
            bad += 1
            print('--- session %d differs (%s)\n%s\n%r' % (k, d, '\n'.join(prog), keys))
            for i in range(max(len(gl), len(fl))):
                a = gl[i] if i < len(gl) else '<none>'
                b = fl[i] if i < len(fl) else '<none>'
                if a != b:
                    print(' line %d\n  gw: %r\n  fe: %r' % (i, a, b))
                    break
            print(' gw: %r\n fe: %r' % (gl, fl))
        sys.stdout.flush()
    print('seed %d: %d sessions, %d differ' % (seed, n, bad))


if __name__ == '__main__':
    main()
