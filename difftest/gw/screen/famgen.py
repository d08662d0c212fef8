#!/usr/bin/env python3
"""famgen.py SEED N FAMILY: siblings of PC-BASIC's real-GW-BASIC screen tests, differential.

Each FAMILY writes N programs in the style of the visible tests of one family of
`../../../../shared/conformance/gw/pcbasic-suite` (other arguments, other statements of the
same kind, other orders), runs them on the real GW-BASIC 3.23 (`gw-real`) and on ferrite
(`../editor/gwrun.py`), and prints the programs whose output stream or written files differ.

Families: bottom (PRINT_bottom_*: a character or control code printed at the bottom rows and
right edge, then a screen dump), overflow (PRINT_overflow_scroll: runs of text through the
last row with COLOR changes, read back by SCREEN(r,c,1)), println (PRINTLN: lines of every
length with and without `;`, at both widths), scrnwid (SCRNWID2: `SCRN:` files at many
widths), prcomma (PRCOMMA, WIDTH255, RandomWidth: PRINT # and WRITE # with commas, TAB and SPC
into sequential and random files at many widths), args (SCREENFN, LOCATE, COLOR: argument
lists of every shape with ON ERROR reporting ERR and ERL into a file), spcinput
(PRINT_SPC_INPUT$: functions that read keys inside a PRINT list), lfwrap (PRINT_line_feed_wrap:
text with line feeds and run-on rows, then keys typed at `Ok` onto it and `RUN 1000` dumping
the rows; its stream is not compared, the typed echo being the driver's).
"""
import os, random, sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'editor'))
from gwrun import run_fe, run_gw  # noqa: E402

DUMP = [
    '1000 \' dump screen',
    '1010 DEF SEG=&HB800',
    '1020 OPEN N$ FOR OUTPUT AS 1',
    '1030 FOR Y = 0 TO 24',
    '1040 FOR X = 0 TO W-1',
    '1050 PRINT #1, CHR$(PEEK(2*(Y*W+X)));CHR$(PEEK(2*(Y*W+X)+1));',
    '1060 NEXT',
    '1065 PRINT #1, ""',
    '1070 NEXT',
    '1075 PRINT #1, CSRLIN;POS(0)',
    '1080 CLOSE 1',
    '1090 RETURN',
]
CTRL = [7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31]


def f_bottom(r):
    w = r.choice([40, 80])
    lines = ['10 WIDTH %d: CLS%s' % (w, r.choice(['', ': KEY OFF', ': KEY ON'])), '20 PRINT "top"']
    n = 30
    for _ in range(r.randrange(1, 4)):
        row = r.choice([22, 23, 24, 24, 24, 25])
        col = r.choice([1, 2, w - 1, w, w, r.randrange(1, w + 1)])
        what = r.choice(['chr$(%d)' % r.choice(CTRL), 'chr$(%d)' % r.choice(CTRL), '"x"', '"xy"',
                         'STRING$(%d,"s")' % r.randrange(1, w + 3), 'chr$(%d);chr$(%d)' % (r.choice(CTRL), r.choice(CTRL)),
                         '"a";chr$(%d);"b"' % r.choice(CTRL), '1', 'TAB(%d)' % r.randrange(1, w + 2),
                         'SPC(%d)' % r.randrange(0, w + 2), '"e",'])
        end = r.choice([';', ';', ''])
        pre = r.choice(['', '', 'KEY OFF: ', 'VIEW PRINT %d TO %d: ' % (r.randrange(1, 12), r.randrange(12, 25))])
        lines.append('%d %sLOCATE %d,%d' % (n, pre, row, col))
        lines.append('%d PRINT %s%s' % (n + 10, what, end))
        lines.append('%d P$=P$+STR$(CSRLIN)+STR$(POS(0))' % (n + 20))
        n += 30
    lines.append('%d locate 1,10' % n)
    lines.append('%d print "middle";P$' % (n + 10))
    lines.append('900 W=%d: N$="output.txt": GOSUB 1000' % w)
    lines.append('999 END')
    return lines + DUMP, b''


def f_overflow(r):
    w = r.choice([40, 80])
    lines = ['1 WIDTH %d:COLOR 7,0:CLS%s' % (w, r.choice(['', ':KEY OFF'])),
             '2 LOCATE %d,1:PRINT"----";:LOCATE %d,%d' % (r.randrange(2, 25), r.randrange(1, 25), r.randrange(1, w + 1))]
    n = 5
    for _ in range(r.randrange(1, 5)):
        lines.append('%d COLOR %d,%d' % (n, r.randrange(0, 16), r.randrange(0, 8)))
        lines.append('%d PRINT %s%s' % (n + 1, r.choice(['STRING$(%d, %d)' % (r.choice([w, 2 * w, w - 1, w + 1, r.randrange(1, 200)]), r.choice([1, 65, 32, 219])),
                                                       '"X"', 'CHR$(%d)' % r.choice(CTRL), '"AB";CHR$(%d)' % r.choice(CTRL)]),
                                        r.choice([';', ';', ''])))
        n += 5
    reads = ', '.join('SCREEN(%d,%d%s)' % (r.randrange(1, 25), r.randrange(1, w + 1), r.choice(['', ',1', ',0']))
                      for _ in range(r.randrange(2, 7)))
    lines += ['%d OPEN "output.txt" FOR OUTPUT AS 1' % (n + 5), '%d PRINT#1, %s' % (n + 10, reads),
              '%d PRINT#1, CSRLIN;POS(0)' % (n + 15), '%d CLOSE' % (n + 20)]
    return lines, b''


def f_println(r):
    w = r.choice([40, 80])
    lines = ['4 WIDTH %d:CLS:KEY OFF' % w]
    n = 5
    for _ in range(r.randrange(2, 6)):
        k = r.choice([w - 1, w, w + 1, 2 * w, 2 * w - 1, 2 * w + 1, r.randrange(1, 260)])
        s = ''.join(r.choice('0123456789,') for _ in range(min(k, 250)))
        lines.append('%d PRINT"%s"%s' % (n, s, r.choice([';', '', ',', ';'])))
        if r.random() < 0.3:
            lines.append('%d PRINT %s' % (n + 1, r.choice(['', '""', '"A";', ',', 'TAB(%d);' % r.randrange(1, 90)])))
        n += 5
    lines += ['%d PRINT "DONE"' % n, '%d W=%d:N$="PRINTLN.DAT": GOSUB 1000' % (n + 5, w), '999 END']
    return lines + DUMP, b''


def f_scrnwid(r):
    lines = ['10 CLS: KEY OFF%s' % r.choice(['', ': WIDTH 40']), '20 A$=STRING$(%d,"0")' % r.choice([1, 20, 39, 40, 80, 128, 200])]
    n = 30
    for _ in range(r.randrange(1, 5)):
        a, b = r.randrange(0, 256), r.randrange(0, 256)
        lines.append('%d FOR I = %d TO %d STEP %d: GOSUB 110: NEXT' % (n, min(a, b), max(a, b), r.randrange(10, 80)))
        n += 5
    for _ in range(r.randrange(0, 3)):
        lines.append('%d I=%d:GOSUB 110' % (n, r.choice([0, 1, 14, 15, 28, 39, 40, 41, 79, 80, 81, 254, 255])))
        n += 5
    lines += ['%d W=80:N$="dump.dat":GOSUB 1000' % n, '100 END',
              '110 OPEN "O",#1,"scrn:":WIDTH#1,I',
              '120 PRINT #1,%s:CLOSE #1' % r.choice(['I;A$;A$', 'I,A$,A$', 'I;A$', 'A$;I', 'I,I,I,I,I,I;A$',
                                                     'I;TAB(30);A$', 'I;SPC(50);A$', 'A$,"x"']),
              '130 RETURN']
    return lines + DUMP, b''


def f_prcomma(r):
    mode = r.choice(['OUTPUT', 'OUTPUT', 'RANDOM'])
    lines = ['5 OPEN "output" FOR %s AS 1%s' % (mode, ' LEN=%d' % r.choice([32, 64, 128, 256]) if mode == 'RANDOM' else '')]
    if r.random() < 0.6:
        lines.append('7 WIDTH #1, %d' % r.choice([0, 1, 8, 13, 14, 15, 27, 28, 40, 56, 70, 80, 200, 254, 255]))
    item = lambda: r.choice(['MKS$(RND)', 'I', '-I', 'I*1000', '"ab"', 'STRING$(%d,"c")' % r.randrange(0, 40),
                             'TAB(%d)' % r.randrange(0, 100), 'SPC(%d)' % r.randrange(0, 100), '1.5#', 'STR$(I)'])
    seps = lambda k: ''.join(item() + r.choice([', ', '; ', ', ']) for _ in range(k))
    lines.append('10 FOR I= 1 TO %d' % r.randrange(1, 30))
    lines.append('40 %s#1, %s%s' % (r.choice(['PRINT', 'PRINT', 'WRITE']), seps(r.randrange(1, 6)), item()))
    if r.random() < 0.4:
        lines.append('50 PRINT#1, %s' % seps(r.randrange(1, 4)))
    if mode == 'RANDOM':
        lines.append('60 PUT#1, I')
    lines += ['80 NEXT', '90 P=LOC(1):CLOSE:OPEN "loc" FOR OUTPUT AS 1:PRINT#1,P:CLOSE']
    return lines, b''


def f_args(r):
    stmt = r.choice(['LOCATE', 'COLOR', 'SCREEN(', 'SCREEN', 'WIDTH', 'CLS', 'VIEW PRINT', 'KEY'])
    vals = ['1', '2', '0', '-1', '24', '25', '26', '40', '80', '81', '255', '256', '32767', '32768',
            '65536', '1.5', '-1.5', '"A"', '#1', '1.701412E+38', '']
    lines = ['20 CLS', '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '40 ON ERROR GOTO 10000']
    n = 50
    for _ in range(r.randrange(15, 40)):
        k = r.randrange(0, 6)
        args = ','.join(r.choice(vals) for _ in range(k))
        tail = r.choice(['', '', '', ',', ' X', ')', '('])
        if stmt == 'SCREEN(':
            text = 'PRINT#1, SCREEN(%s%s' % (args, r.choice([')', ')', '', ',)']))
        elif stmt == 'VIEW PRINT':
            text = 'VIEW PRINT %s%s' % (r.choice(vals), r.choice([' TO %s' % r.choice(vals), '', ' TO']))
        elif stmt == 'KEY':
            text = 'KEY %s' % r.choice(['ON', 'OFF', 'LIST', '%s,"T"' % r.choice(vals), '(%s) ON' % r.choice(vals), args])
        elif stmt == 'SCREEN':
            text = 'SCREEN %s%s' % (args, tail) + ':SCREEN 0:WIDTH 80'
        else:
            text = '%s %s%s' % (stmt, args, tail)
        if stmt == 'WIDTH' and r.random() < 0.5:
            text = 'WIDTH %s' % r.choice(['"SCRN:",', '#1,', '"LPT1:",', 'LPRINT ']) + r.choice(vals)
        lines.append('%d %s:PRINT#1, "ok";CSRLIN;POS(0)' % (n, text))
        n += 10
    lines += ['9999 END', '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']
    return lines, b''


def f_spcinput(r):
    fn = lambda: r.choice(['SPC(VAL(INPUT$(1)))', 'TAB(VAL(INPUT$(1)))', 'INPUT$(1)', 'INPUT$(2)',
                           'INPUT$(%d)' % r.randrange(1, 4), 'ASC(INPUT$(1))', '1', '"s"', 'SPC(%d)' % r.randrange(0, 9)])
    lines = ['5 open "output.txt" for output as 1']
    target = r.choice(['#1, ', '#1, ', ''])
    lines.append('10 PRINT%s%s %s %s%s' % (target, r.choice(['1', '"a"', fn()]), fn(), fn(), r.choice(['', ';', ' 9'])))
    if r.random() < 0.5:
        lines.append('15 PRINT%s%s' % (target, fn()))
    lines += ['20 PRINT#1, CSRLIN;POS(0)', '30 close']
    keys = ''.join(r.choice('0123456789ab') for _ in range(12))
    return lines, keys.encode()


def f_lfwrap(r):
    """PRINT_line_feed_wrap: text with line feeds, carriage returns and run-on rows, then at
    `Ok` the cursor moved up onto it, the logical line there erased (ESC) or ended (Enter
    goes to the next line; typed over), and `RUN 1000` dumps the rows."""
    w = r.choice([40, 80])
    lines = ['10 WIDTH %d: CLS: KEY OFF' % w]
    n = 20
    for _ in range(r.randrange(1, 4)):
        parts = []
        for _ in range(r.randrange(1, 4)):
            parts.append(r.choice(['"%s"' % (r.choice('12345') * r.randrange(1, 12)),
                                   'STRING$(%d,"%s")' % (r.choice([w - 1, w, w + 1, w + 5, 2 * w - 3]), r.choice('abc')),
                                   'CHR$(10)', 'CHR$(10)', 'CHR$(13)', 'CHR$(10)+CHR$(13)', 'CHR$(13)+CHR$(10)',
                                   'CHR$(10)+CHR$(10)', 'CHR$(31)', 'CHR$(11)', 'CHR$(28)']))
        lines.append('%d PRINT %s%s' % (n, ' '.join(parts), r.choice(['', ';'])))
        n += 10
    lines.append('999 END')
    lines += ["1000 ' dump screen with RUN 1000", '1010 DEF SEG=&HB800', '1020 OPEN "output.txt" FOR OUTPUT AS 1',
              '1030 FOR Y = 0 TO 9', '1040 FOR X = 0 TO %d' % (w - 1), '1050 PRINT #1, CHR$(PEEK(2*(Y*%d+X)));' % w,
              '1060 NEXT', '1065 PRINT #1, ""', '1070 NEXT', '1080 CLOSE 1']
    ups = r.randrange(1, 6)
    edit = r.choice(['\x1b', '\x1b', 'X', '\x05', '', '\x1c\x1cY'])
    keys = '\x1e' * ups + edit + '\x1f' * r.randrange(0, 7) + 'run 1000\n'
    return lines, keys.encode(), True


FAMILIES = {'bottom': f_bottom, 'overflow': f_overflow, 'println': f_println, 'scrnwid': f_scrnwid,
            'prcomma': f_prcomma, 'args': f_args, 'spcinput': f_spcinput, 'lfwrap': f_lfwrap}


def compare(job):
    prog, keys, direct = job
    g, f = run_gw(prog, keys, direct=direct), run_fe(prog, keys)
    norm = lambda b: b.replace(b'\r', b'').replace(b'\xff', b'').replace(b'\x00', b'').rstrip(b'\n')
    gst, fst = norm(g[0]), norm(f[0])
    if fst.endswith(b'Ok'):
        fst = fst[:-2].rstrip(b'\n')
    out = []
    if keys:  # gw-real's --echo keeps the typed keys in its stream: compare the files only
        gst = fst
    if gst != fst:
        out.append('stream gw %r\n       fe %r' % (gst[-400:], fst[-400:]))
    for name in sorted(set(g[1]) | set(f[1])):
        a, b = g[1].get(name), f[1].get(name)
        if a != b:
            if a and b and name.endswith('.DAT') or name == 'OUTPUT.TXT' and a and b and len(a) > 2000:
                la, lb = a.split(b'\r\n'), b.split(b'\r\n')
                for i, (x, y) in enumerate(zip(la, lb)):
                    if x != y:
                        out.append('%s line %d gw %r\n       fe %r' % (name, i + 1, x[0::2] if x.count(b'\x07') > 20 or len(x) > 100 else x, y[0::2] if len(y) > 100 else y))
                        break
                else:
                    out.append('%s: gw %d lines fe %d' % (name, len(la), len(lb)))
            else:
                out.append('%s gw %r\n       fe %r' % (name, (a or b'')[:600], (b or b'')[:600]))
    return out


def main():
    seed, n, fam = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    r = random.Random(seed)
    jobs = []
    for _ in range(n):
        lines, keys, *direct = FAMILIES[fam](r)
        jobs.append((('\r\n'.join(lines) + '\r\n').encode(), keys, bool(direct)))
    bad = 0
    with ThreadPoolExecutor(int(os.environ.get('JOBS', '2'))) as ex:
        for k, diff in enumerate(ex.map(compare, jobs)):
            if diff:
                bad += 1
                print('=== program %d (seed %d %s)\n%s' % (k, seed, fam, jobs[k][0].decode('latin-1').split('1000 \'')[0]))
                print('\n'.join(diff[:6]))
    print('seed %d family %s: %d programs, %d differ' % (seed, fam, n, bad))


if __name__ == '__main__':
    main()
