#!/usr/bin/env python3
"""diffdirect.py [SEED] [N] [KIND]: GW-BASIC direct mode, differential.

Each of N sessions loads a small program (`GWBASIC PROG.BAS`, which runs it) and then types
commands at `Ok`: RENUM of every kind then LIST (the renumbered listing, which a program
cannot show since RENUM returns to direct mode), DELETE ranges and their errors, lines typed
with and without spaces then LIST, CONT after STOP / END / an edit, TRON, AUTO then LIST,
NEW / CLEAR. KIND limits the sessions to one of: renum delete typed cont tron auto.

The stock gw-real driver ends a run at the first `Ok` (its FEEDK.COM watches for `Ok`,
FFh, CR, LF). This script copies the driver, GWBASIC.EXE and FEEDK.COM into a temporary
folder and changes the two bytes `Ok` of that watched text in the copy, so the run goes on
at the prompt until the typed lines are used up (nothing is kept; nothing in ../shared is
changed). The echo of typed lines is not removed cleanly then, so both streams are
compared without their empty lines and without the lines that are echoes of typed text.
"""
import os, random, re, shutil, subprocess, sys, tempfile

from sessions import MORE

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'editor'))
from pagedump import dump_lines, page_difference  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.environ.get('GWREAL', os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real'))
if not os.path.isdir(ORACLE):  # a worktree under /work/wt: the oracle lies beside /work/main
    ORACLE = '/work/shared/oracles/gw-real'
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))


def direct_oracle():
    """A copy of gw-real whose key feeder does not stop at the Ok prompt."""
    d = tempfile.mkdtemp(prefix='gwdirect.')
    for f in ('gwreal-run', 'GWBASIC.EXE', 'FEEDK.COM'):
        shutil.copy(os.path.join(ORACLE, f), d)
    # A typed LF (Ctrl-J) is written `\x00J` in the keys (the driver turns every LF into
    # Enter; FEEDK types any byte, and a NUL is never typed otherwise).
    p = os.path.join(d, 'gwreal-run')
    t = open(p).read()
    t = t.replace("keys = data.replace(b'\\n', b'\\r')", "keys = data.replace(b'\\n', b'\\r').replace(b'\\x00J', b'\\n')")
    open(p, 'w').write(t)
    p = os.path.join(d, 'FEEDK.COM')
    b = bytearray(open(p, 'rb').read())
    i = b.find(b'Ok\xff\r\n')
    b[i:i + 2] = b'Q\x01'
    open(p, 'wb').write(b)
    return os.path.join(d, 'gwreal-run')


WIDER = int(os.environ.get('WIDER', '1'))


def refs(r, nums):
    pick = lambda: r.choice(nums + [r.randrange(1, 300)])
    return r.choice([
        lambda: 'GOTO %d' % pick(), lambda: 'GOSUB %d' % pick(),
        lambda: 'IF A THEN %d ELSE %d' % (pick(), pick()),
        lambda: 'IF A THEN PRINT 1:GOTO %d' % pick(),
        lambda: 'ON A GOTO %d,%d,%d' % (pick(), pick(), pick()),
        lambda: 'ON A GOSUB %d, %d' % (pick(), pick()), lambda: 'RESTORE %d' % pick(),
        lambda: 'RESUME %d' % pick(), lambda: 'RUN %d' % pick(), lambda: 'RESUME NEXT',
        lambda: 'IF ERL=%d THEN %d' % (pick(), pick()), lambda: 'IF %d=ERL THEN 1' % pick(),
        lambda: 'IF ERL<>%d THEN PRINT' % pick(), lambda: 'A=ERL+%d' % pick(),
        lambda: 'LIST %d-%d' % (pick(), pick()), lambda: 'DELETE %d-' % pick(),
        lambda: 'LLIST -%d' % pick(), lambda: 'EDIT %d' % pick(),
        lambda: 'ON ERROR GOTO 0', lambda: 'ON ERROR GOTO %d' % pick(),
        lambda: 'PRINT %d' % pick(), lambda: 'REM GOTO %d' % pick(),
        lambda: "PRINT 1 ' GOTO %d" % pick(), lambda: 'DATA %d' % pick(),
        lambda: 'IF A THEN PRINT ELSE %d' % pick(), lambda: 'RETURN %d' % pick(),
        lambda: 'GOTO%d' % pick(), lambda: 'GO TO %d' % pick(), lambda: 'A$="GOTO %d"' % pick(),
        lambda: 'IF %d%sERL THEN %d' % (pick(), r.choice(['=', '<>', '<', '>=', ' = ']), pick()),
        lambda: 'IF ERL%s%d GOTO %d' % (r.choice(['>', '<=', '=<', '><', ' > ']), pick(), pick()),
        lambda: 'IF ERL=%d AND ERL<>%d THEN ELSE %d' % (pick(), pick(), pick()),
        lambda: 'X=ERR+%d:Y=(ERL)=%d' % (pick(), pick()), lambda: 'RESUME 0',
        lambda: 'AUTO %d,%d' % (pick(), r.randrange(1, 20)), lambda: 'LLIST %d-%d' % (pick(), pick()),
        lambda: 'DELETE -%d' % pick(), lambda: 'LIST %d' % pick(), lambda: 'RUN%d' % pick(),
        lambda: 'ON A GOSUB %d,,%d' % (pick(), pick()), lambda: 'ON ERROR GOTO%d' % pick(),
        lambda: 'IF A THEN GOSUB %d ELSE GOTO %d' % (pick(), pick()),
        lambda: 'IF A THEN %d:ELSE %d' % (pick(), pick()), lambda: 'GOTO %d ELSE %d' % (pick(), pick()),
        lambda: 'DATA %d:GOTO %d' % (pick(), pick()), lambda: 'RESTORE%d' % pick(),
    ] + WIDER * [
        # session 28: the event traps' GOSUB, IF ... GOTO, nested IF/ELSE, numbers with
        # leading zeros or blanks, and the references at and past 65529.
        lambda: 'ON %s GOSUB %d' % (r.choice(['KEY(1)', 'KEY(11)', 'TIMER(1)', 'PLAY(2)',
                                              'STRIG(0)', 'COM(1)', 'PEN']), pick()),
        lambda: 'ON %s GOSUB 0' % r.choice(['KEY(2)', 'TIMER(5)', 'STRIG(2)']),
        lambda: 'IF A GOTO %d ELSE %d' % (pick(), pick()),
        lambda: 'IF A THEN IF B THEN %d ELSE %d ELSE %d' % (pick(), pick(), pick()),
        lambda: 'IF A THEN %d ELSE IF B THEN %d' % (pick(), pick()),
        lambda: 'GOTO 0%d' % pick(), lambda: 'GOSUB 00%d' % pick(),
        lambda: 'GOTO %s' % ' '.join(str(pick())), lambda: 'ON A GOTO %d,' % pick(),
        lambda: 'GOTO %d' % r.choice([65529, 65530, 65535, 65536, 99999]),
        lambda: 'RESTORE %d:READ X' % pick(), lambda: 'RESUME%d' % pick(),
        lambda: 'ON ERROR GOTO %d:ERROR %d' % (pick(), r.randrange(1, 80)),
        lambda: 'A=ERL:IF ERL THEN %d' % pick(), lambda: 'LIST %d,' % pick(),
        lambda: 'IF A THEN ELSE %d:GOTO %d' % (pick(), pick()),
        lambda: 'ON A+1 GOSUB %d,%d:ON B GOTO %d' % (pick(), pick(), pick()),
        lambda: 'GOSUB %d%s' % (pick(), r.choice(['.5', '!', '#', '%', 'E1', 'D2', '&'])),
    ])()


def session(r, kind):
    nums = sorted(r.sample(range(1, 300), r.randrange(3, 8)))
    prog = ['%d %s' % (n, ':'.join(refs(r, nums) for _ in range(r.randrange(1, 3)))) for n in nums]
    keys = []
    if kind == 'renum':
        prog = ['%d END' % nums[0]] + prog[1:]
        for _ in range(r.randrange(1, 3)):
            keys.append('RENUM' + r.choice([
                '', ' 100', ' 100,,5', ' ,,5', ' 1000,%d' % r.choice(nums),
                ' %d,%d,%d' % (r.randrange(1, 200), r.choice(nums), r.randrange(1, 50)),
                ' 65000,,100', ' 5,%d' % nums[-1], ' 10,,0', ' 100,50', ' ,%d' % nums[1],
                ' 65529', ' 65530', ' 0', ' 10,%d,%d' % (nums[-1], r.randrange(1, 9)),
                ' .', ' 50,.', ' 10,,65535', ' A', ' 10,', ' 10,20,30,40']))
            keys.append('LIST')
    elif kind == 'delete':
        prog = ['%d END' % nums[0]] + prog[1:]
        for _ in range(r.randrange(1, 4)):
            a, b = r.choice(nums + [0, 999]), r.choice(nums + [0, 999])
            keys.append('DELETE' + r.choice([' %d' % a, ' %d-%d' % (a, b), ' -%d' % b,
                                             ' %d-' % a, '', ' .', ' 65530', ' %d,' % a,
                                             ' %d' % r.randrange(1, 300)]))
            keys.append('LIST')
    elif kind == 'typed':
        prog = ['1 END']
        for n in r.sample(range(2, 200), r.randrange(3, 9)):
            keys.append('%d%s%s' % (n, r.choice(['', ' ', '  ']), r.choice([
                'PRINT"A"', 'PRINT 1:PRINT2', 'IFA=1THEN20ELSE30', 'IF A THEN 10:ELSE 20',
                'A=1:ELSE', 'FORI=1TO9STEP2:NEXTI', "A=1'B", 'A=1 REM B', '?A', '? A;B',
                'FORMAT=1', 'TOTAL=2', 'A=&HFFFF', 'A=&O17+&17', 'A=1!+1#+1D3+.5E-3',
                'A=1.0:B=100000:C=1E10', 'X=.:Y=0.', 'GOTO65529', 'PRINT FNA(1)',
                'DATA 1,2,ELSE', 'ONXGOTO10,20', 'A$=MID$(B$,1)', 'LPRINT USING"#";1',
                'PRINT TAB(5)SPC(2)', 'A=B+-C', 'WHILEA:WEND', 'DEFFNA(X)=X', 'A=1E39',
                'ELSE', 'REM', "'", 'KEY OFF', 'A=1:::B=2', 'GOSUB 10:RETURN',
                'A = 1 ', 'PRINT "unterminated', 'A=ATN(1)*4#', 'A%=-32768']),))
        r.shuffle(keys)
        keys.append('LIST')
        keys.append(r.choice(['LIST %d-' % r.randrange(1, 200), 'LIST -50', 'LIST .', 'LIST 2']))
    elif kind == 'cont':
        prog = ['10 PRINT "A"', '20 STOP', '30 PRINT "B"', '40 END', '50 PRINT "C"']
        keys = r.choice([['CONT', 'CONT'], ['PRINT 1', 'CONT'], ['35 PRINT "X"', 'CONT'],
                         ['A=5', 'CONT', 'PRINT A'], ['GOTO 50', 'CONT'], ['CLEAR', 'CONT'],
                         ['NEW', 'CONT'], ['RUN', 'CONT', 'CONT'], ['LIST', 'CONT'],
                         ['CONT', 'RUN 30', 'CONT'], ['DELETE 50', 'CONT'], ['STOP', 'CONT']])
    elif kind == 'tron':
        prog = ['10 A=1:B=2', '20 FOR I=1 TO 2:PRINT I;:NEXT', '30 GOSUB 50', '40 END',
                '50 PRINT "S":RETURN']
        keys = r.choice([['TRON', 'RUN'], ['TRON', 'RUN 30', 'TROFF', 'RUN'],
                         ['TRON', 'PRINT 1:PRINT 2', 'GOTO 50'], ['TRON', 'GOSUB 50']])
    elif kind == 'auto':
        prog = ['10 END', '30 PRINT']
        start = r.choice(['', ' 100', ' 10', ' 20,10', ' .', ' 100,', ' ,5', ' 5,5'])
        keys = ['AUTO' + start] + [r.choice(['PRINT 1', 'A=2', '', 'LIST']) for _ in
                                   range(r.randrange(1, 4))] + ['\x03', 'LIST']
    elif kind in MORE:
        prog, keys = MORE[kind](r)
        # The page at the end, dumped by PEEKs into SCR.TXT (../editor/pagedump.py).
        # CLS first: `GWBASIC PROG.BAS` leaves no `Ok` on row 1, ferrite's `--run` does (as
        # the pcbasic-suite's recordings have it).
        prog = ['0 CLS'] + prog + PAGE
        keys = keys + ['GOSUB 60000']
    return ('\r\n'.join(prog) + '\r\n').encode(), ('\n'.join(keys) + '\n').encode()


# The page dump (../editor/pagedump.py), run by a typed GOSUB 60000.
PAGE = dump_lines(errors=False)

# The real machine copies each line read at Enter to the stream; the raw stream (`--raw`)
# has the driver's marks around each typed line (M1 before its first key, M2 before its Enter),
# so the copy is cut exactly: what follows M2 up to the line end. Ferrite's stream has no copy,
# nor the text EDIT, AUTO or the edit after a syntax error offer on the line (`30*`, `20 X=)`).
M1, M2, MN = b'\x1b\x1b<K', b'\x1b\x1b>K', b'\x1b\x1b!N'


def uncopy(raw, typed=None):
    """The raw stream of the direct driver without the copies of typed lines. `typed`: the
    typed lines in order (one per M1/M2 pair). A copy runs to the row's end (a line typed
    over older text on the page reads that text too), but an answer to `INPUT;` has no line
    end after it: when the typed line is followed by `?Redo from start` or `?Extra ignored`,
    only the typed text is cut and the message stays."""
    i = raw.rfind(b'\x1b\x1b$')
    body = (raw[:i] if i >= 0 else raw).replace(MN, b'').replace(b'\xff', b'')
    out = b''
    k = 0
    while True:
        a = body.find(M1)
        if a < 0:
            return out + body
        line_start = body.rfind(b'\n', 0, a) + 1
        before = body[line_start:a]
        if before[:1].isdigit():
            before = b''
        out += body[:line_start] + before
        b = body.find(M2, a + 4)
        if b < 0:
            body = body[a + 4:]
            continue
        out += body[a + 4:b]
        line = typed[k] if typed is not None and k < len(typed) else None
        k += 1
        rest = b + 4 + len(line or b'')
        if line is not None and body.startswith(line, b + 4) and \
                (body.startswith(b'?Redo from start', rest) or body.startswith(b'?Extra ignored', rest)):
            body = body[rest:]
            continue
        e = body.find(b'\r\n', b + 4)
        body = body[e if e >= 0 else len(body):]


def clean(out, keys, gw=False):
    """The lines of a stream without empty lines; `gw`: a raw stream of the real machine,
    whose copies of typed lines are cut (`uncopy`, told the typed `keys` when given);
    otherwise lines equal to a typed line (`keys`, None for none) are dropped as echoes."""
    if gw:
        out = uncopy(out, None if keys is None else keys.split(b'\n'))
    keys = b'' if gw or keys is None else keys
    typed = {k.strip() for k in keys.decode('latin-1').split('\n') if k.strip()}
    lines = []
    # The machine's driver drops every 0xFF byte of the stream (the prompt's mark and a
    # printed CHR$(255) alike); ferrite's stream keeps them, so they go here too.
    for l in out.decode('latin-1').replace('\r', '').replace('\xff', '').split('\n'):
        l = l.rstrip('\x0e ')
        if not l.strip() or l.strip() in typed:
            continue
        lines.append(l)
    return lines


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    only = sys.argv[3] if len(sys.argv) > 3 else None
    gw = direct_oracle()
    r = random.Random(seed)
    bad = 0
    for k in range(n):
        kind = only or r.choice(['renum', 'delete', 'typed', 'cont', 'tron', 'auto'] + list(MORE))
        prog, keys = session(r, kind)
        d = tempfile.mkdtemp()
        p = os.path.join(d, 'PROG.BAS')
        open(p, 'wb').write(prog)
        open(os.path.join(d, 'KEYS.TXT'), 'wb').write(keys)
        g = subprocess.run([gw, p, os.path.join(d, 'KEYS.TXT'), '--files=' + d + '/gw', '--raw',
                            '--timeout=20'], capture_output=True, timeout=120).stdout
        try:
            f = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'],
                               cwd=d, input=keys.replace(b'\n', b'\r').replace(b'\x00J', b'\n'),
                               capture_output=True,
                               timeout=60).stdout
        except subprocess.TimeoutExpired:
            f = b'<timeout>'
        gl, fl = clean(g, keys, True), clean(f, None)
        page = page_difference(*[open(p, 'rb').read() if os.path.exists(p) else None
                                 for p in (os.path.join(d, 'gw', 'SCR.TXT'), os.path.join(d, 'SCR.TXT'))])
        if gl != fl or page:
            bad += 1
            print('--- session %d (%s) differs (%s)\n%s%r' % (
                k, kind, d, prog.decode().split('60000 ')[0], keys.decode().split('\n')))
            print(' gw: %r\n fe: %r' % (gl, fl))
            print('\n'.join(page[:6]))
    print('seed %d: %d sessions, %d differ' % (seed, n, bad))


if __name__ == '__main__':
    main()
