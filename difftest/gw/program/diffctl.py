#!/usr/bin/env python3
"""diffctl.py [SEED] [N] [PROGRAMS]: control bytes in an ASCII program's lines, differential.

Each of PROGRAMS programs has N generated lines (PRINT of numbers of every form, assignments,
IF/ELSE, FOR, READ/DATA, REM, `'`, strings) with one random control byte (1-8, 11, 12,
14-31, 127) put at a random place: after a number, a name, an operator, inside a string,
REM or DATA. The program runs as PROG.BAS on the real GW-BASIC 3.23 (gw-real, `--files`)
and on ferrite; each line prints its number first, errors are trapped (ERR and ERL
printed), and the last line saves the program tokenised and as a listing (`SAVE "TB"`,
`SAVE "TA",A`). The output and the two files are compared byte for byte.

Left out, as the driver or stale state decides them: 10, 13 and 26 (line ends); 9 (TAB
inside a number, `7<TAB>%`, `&O1<TAB>7`: ferrite's text parser does not skip it as FIN does); a prefix
byte (11-29, 31) right after a line's number (LINGET reads on into the fake text: the
load stops with `Undefined line number`, and `GWBASIC PROG.BAS` then runs nothing, where
ferrite runs the lines before); screen-control bytes inside strings that are printed (11,
12, 14, 16, 28-31 move or clear the screen: the stream is the driver's); 30 inside a
string or REM (the lister re-shows the stale CONSAV constant); 16 (CONCN2) anywhere after a
number: CHRGET goes on at the stale CONTXT, which an earlier line's prefix byte left pointing
into the input buffer (after no such line it holds a 0 and the line ends there); prefix
bytes in FOR lines (an error there, then RESUME NEXT, hung the machine) and in DATA (READ
takes them for constants with stale values): those lines get bytes 1-9 and 127 only.
"""
import os, random, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
GWREAL = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))

ANY = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25,
       27, 28, 29, 30, 31, 127]
# Bytes that may sit in a printed string: no cursor or screen control.
QUIET = [1, 2, 3, 4, 5, 6, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 127]
NUMS = ['1', '7', '12', '300', '1.5', '.5', '1E3', '2.5D2', '&H1F', '&O17', '70000', '12345678#',
        '7%', '3!', '0', '65535', '1 2', '4E-2']
NAMES = ['A', 'B%', 'C#', 'D!', 'AB']
OPS = ['+', '-', '*', '/', '\\', '^', ' AND ', ' OR ', ' MOD ', '=', '<', '>']


def expr(r):
    parts = [r.choice(NUMS + NAMES)]
    for _ in range(r.randrange(3)):
        parts.append(r.choice(OPS))
        parts.append(r.choice(NUMS + NAMES))
    return ''.join(parts)


def statement(r, n):
    k = r.randrange(9)
    if k == 0:
        return 'PRINT ' + expr(r) + r.choice([';', ' ', ',']) + expr(r)
    if k == 1:
        return r.choice(NAMES) + '=' + expr(r) + ':PRINT ' + r.choice(NAMES)
    if k == 2:
        return 'IF %s THEN PRINT "T" ELSE PRINT "F"' % expr(r)
    if k == 3:
        return 'FOR I=1 TO %s:PRINT I;:NEXT:PRINT' % r.choice(['2', '3', '1.5'])
    if k == 4:
        return 'PRINT "%s";%s' % (r.choice(['AB', 'X Y', '12', 'Q']), expr(r))
    if k == 5:
        return 'REM %s' % r.choice(['HI', '12 34', 'X=1'])
    if k == 6:
        return "PRINT %s 'C %s" % (expr(r), r.choice(['1', 'Z']))
    if k == 7:
        return 'READ R$:PRINT R$:DATA %s,%s' % (r.choice(['ab', '12', '"Q"', ' 7 ']), r.choice(['1', 'X']))
    return 'X$=STR$(%s)+"%s":PRINT X$' % (expr(r), r.choice(['A', '']))


def quoted(text, at):
    """Whether position `at` of `text` is inside quotes, REM, DATA or after `'`."""
    q = False
    i = 0
    while i < at:
        c = text[i]
        if c == '"':
            q = not q
        elif not q and (text.startswith('REM', i) or c == "'" or text.startswith('DATA', i)):
            return True
        i += 1
    return q


def line(r, n):
    s = statement(r, n)
    at = r.randrange(1, len(s) + 1)
    inside = quoted(s, at)
    if s.startswith('FOR') or s.startswith('READ'):
        # RESUME NEXT in a FOR line whose statement holds a prefix byte hangs the machine;
        # READ of DATA with one reads stale constants: the bytes that are spaces only.
        b = r.choice([1, 2, 3, 4, 5, 6, 7, 8, 127])
    elif inside:
        # A string the line prints: quiet bytes only; REM, DATA and `'` take any but 30.
        b = r.choice(QUIET if '"' in s[:at] and 'REM' not in s[:at] else [c for c in ANY if c != 30])
    else:
        b = r.choice(ANY)
    body = s[:at] + chr(b) + s[at:]
    return '%d PRINT "[%d]";:%s' % (n, n, body)


def program(r, n):
    lines = ['1 ON ERROR GOTO 65000']
    num = 10
    for _ in range(n):
        lines.append(line(r, num))
        num += 10
    lines.append('64000 PRINT:SAVE "TB":SAVE "TA",A')
    lines.append('65000 PRINT "<E";ERR;ERL;">";:RESUME NEXT')
    return ('\r\n'.join(lines) + '\r\n').encode('latin-1')


def run(cmd, d, prog):
    open(os.path.join(d, 'PROG.BAS'), 'wb').write(prog)
    return subprocess.run(cmd, cwd=d, input=b'', capture_output=True, timeout=120).stdout


def read(d, name):
    for f in os.listdir(d):
        if f.upper() == name:
            return open(os.path.join(d, f), 'rb').read()
    return None


def norm(out):
    lines = [l.rstrip() for l in out.replace(b'\r', b'').split(b'\n')]
    lines = [l for l in lines if l and not l.startswith(b'gwreal-run')]
    return lines


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    programs = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    r = random.Random(seed)
    differ = 0
    compared = 0
    for p in range(programs):
        prog = program(r, n)
        gw = tempfile.mkdtemp()
        fe = tempfile.mkdtemp()
        a = run([GWREAL, 'PROG.BAS', '--files=' + gw, '--timeout=60'], gw, prog)
        b = run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'], fe, prog)
        bad = []
        la, lb = norm(a), norm(b)
        # ferrite's `--run` ends at the prompt with `Ok`: the machine's stream drops it.
        while lb and lb[-1] == b'Ok':
            lb.pop()
        compared += max(len(la), len(lb))
        if la != lb:
            bad.append('output')
            for i, (x, y) in enumerate(zip(la + [b''] * len(lb), lb + [b''] * len(la))):
                if x != y:
                    print('  program %d output line %d\n    gw: %r\n    fe: %r' % (p, i, x, y))
                    break
        for f in ('TB.BAS', 'TA.BAS'):
            x, y = read(gw, f), read(fe, f)
            compared += len(x or b'')
            if x != y:
                bad.append(f)
        if bad:
            differ += 1
            print('program %d differs: %s (gw=%s fe=%s)' % (p, ' '.join(bad), gw, fe))
    print('seed %d: %d programs of %d lines, %d values and bytes compared, %d differ'
          % (seed, programs, n, compared, differ))


if __name__ == '__main__':
    main()
