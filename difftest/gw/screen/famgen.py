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
the rows; its stream is not compared, the typed echo being the driver's), and the later ones
named in README.md (keyw: key line and widths; scrnitem: items on `SCRN:` files).
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


VALS = ['0', '1', '2', '-1', '3', '7', '8', '15', '16', '31', '32', '24', '25', '26', '40', '41', '79', '80', '81',
        '255', '256', '32767', '32768', '65535', '65536', '-32768', '-32769', '1.5', '-1.5', '.5', '2.5', '-.5', '1.5D2',
        '"A"', '#1', '1.701412E+38', 'A%', 'X']


def arglist(r, most):
    """An argument list of every shape: empty places, a trailing comma, any value."""
    k = r.choice([0] + [1, 2, 3] * 3 + list(range(1, most + 1)))
    args = [r.choice(VALS + [''] * 4) for _ in range(k)]
    return ','.join(args) + r.choice(['', '', '', ','])


def f_color(r):
    """COLOR: argument lists in SCREEN 0, 1, 2, 7, 8, 9 (a GOSUB per mode), errors as S, ERR,
    ERL; in SCREEN 0 the attribute read back by SCREEN(r,c,1) after printing."""
    lines = ['10 REM COLOR sibling', '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '40 ON ERROR GOTO 1000']
    n = 50
    for _ in range(r.randrange(3, 10)):
        lines.append('%d COLOR %s' % (n, arglist(r, 5)))
        if r.random() < 0.4:
            lines.append('%d PRINT "x";:PRINT#1, "a";SCREEN(CSRLIN,POS(0)-1,1)' % (n + 5))
        n += 10
    lines.append('195 GOTO 400')
    lines.append('200 SCREEN S')
    n = 210
    for _ in range(r.randrange(5, 16)):
        lines.append('%d COLOR %s' % (n, arglist(r, 4)))
        n += 10
    lines.append('%d RETURN' % n)
    modes = ['0'] + r.sample(['1', '2', '7', '8', '9', '0', '3', '10'], r.randrange(1, 6))
    n = 400
    for m in modes:
        lines.append('%d S=%s: GOSUB 200' % (n, m))
        n += 10
    lines += ['%d SCREEN 0: WIDTH 80' % n, '999 CLOSE: END', '1000 PRINT#1, S, ERR, ERL', '1010 RESUME NEXT']
    return lines, b''


def f_screenfn(r):
    """SCREENFN: SCREEN( with every argument shape, at both widths, under VIEW PRINT and the
    key line, errors as ERR, ERL."""
    w = r.choice([40, 80])
    pre = r.choice(['', 'KEY OFF', 'KEY ON', 'VIEW PRINT %d TO %d' % (r.randrange(1, 10), r.randrange(10, 25))])
    lines = ['10 REM SCREEN function', '20 WIDTH %d: CLS%s' % (w, (':' + pre) if pre else ''),
             '25 LOCATE 3,2: PRINT "AbC";: COLOR %d,%d: PRINT "dE": COLOR 7,0' % (r.randrange(0, 32), r.randrange(0, 8)),
             '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '40 ON ERROR GOTO 10000']
    n = 50
    for _ in range(r.randrange(15, 40)):
        k = r.randrange(0, 5)
        args = ','.join(r.choice(VALS + ['3', '4', '5', '6', '2', '1', '1', '0'] + [''] * 2) for _ in range(k))
        lines.append('%d PRINT#1, SCREEN%s' % (n, r.choice(['(%s)' % args, '(%s)' % args, '(%s' % args, '(%s,)' % args, ' (%s)' % args])))
        n += 10
    lines += ['9999 CLOSE: END', '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']
    return lines, b''


def f_locate(r):
    """LOCATE: argument lists of every shape (cursor, start and stop lines too) with the key
    line on and off, VIEW PRINT and WIDTH 40; errors as ERR, ERL, the cursor after each."""
    w = r.choice([40, 80, 80])
    lines = ['10 REM LOCATE sibling', '20 WIDTH %d: CLS' % w, '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '40 ON ERROR GOTO 10000']
    n = 50
    for _ in range(r.randrange(15, 40)):
        pre = r.choice(['', '', '', 'KEY OFF: ', 'KEY ON: ', 'VIEW PRINT %d TO %d: ' % (r.randrange(1, 12), r.randrange(12, 26)), 'VIEW PRINT: '])
        lines.append('%d %sLOCATE %s: PRINT#1, CSRLIN;POS(0)' % (n, pre, arglist(r, 6)))
        n += 10
    lines += ['9999 CLOSE: END', '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']
    return lines, b''


def f_write(r):
    """WRITE2: WRITE and WRITE # with every separator shape and stray text, to the screen and
    a file, errors as ERR, ERL; the screen dumped after."""
    item = lambda: r.choice(['1', 'A%', '1#', '"One"', '-1.5', 'A$', '""', 'PRINT', '1E20', '"a,b"', 'CHR$(34)', '-0', 'X'])
    lines = ['10 REM WRITE', '20 CLS: KEY OFF: A$="s"', '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '40 ON ERROR GOTO 10000']
    n = 50
    for _ in range(r.randrange(10, 25)):
        target = r.choice(['', '', '#1', '#1,', '#1 ', '#2,', '#1  1', '#1;'])
        seps = ''.join(item() + r.choice([',', ', ', ';', ' ', '']) for _ in range(r.randrange(0, 4)))
        lines.append('%d WRITE%s%s%s' % (n, target, r.choice([' ', ', ', ',', '']), seps + r.choice(['', item()])))
        n += 10
    lines += ['900 CLOSE 1: W=80: N$="DUMP.DAT": GOSUB 1000', '999 END', '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']
    return lines + DUMP, b''


def f_events(r):
    """ONKEY, TIMER: the event statements' syntax (ON KEY(n), KEY(n) ON/OFF/STOP, ON TIMER,
    TIMER ON/OFF/STOP, KEY n text) with the key line shown, errors as ERR, ERL."""
    v = lambda: r.choice(VALS + ['10', '11', '14', '15', '20', '21', '86400', '86401', '""'])
    lines = ['10 REM events', '20 CLS: KEY %s' % r.choice(['ON', 'OFF']), '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1',
             '40 ON ERROR GOTO 1000']
    n = 42
    for _ in range(r.randrange(8, 25)):
        s = r.choice(['ON KEY(%s) GOSUB %s' % (v(), r.choice(['500', '0', '600', '500,'])),
                      'ON KEY GOSUB 500', 'ON KEY(%s) GOSUB' % v(), 'KEY(%s) %s' % (v(), r.choice(['ON', 'OFF', 'STOP', 'X', ''])),
                      'KEY %s' % r.choice(['ON', 'OFF', 'LIST', 'X', '']), 'KEY %s,%s' % (v(), r.choice(['"T"', '"ab"', '""', '1', 'CHR$(0)+CHR$(59)'])),
                      'ON TIMER(%s) GOSUB %s' % (v(), r.choice(['500', '0', '600'])), 'ON TIMER GOSUB 500',
                      'TIMER %s' % r.choice(['ON', 'OFF', 'STOP', 'PRINT', 'YADA', '']), 'TIMER(%s) ON' % v(),
                      'PRINT#1, TIMER>0'])
        lines.append('%d %s' % (n, s))
        n += 1 if n < 99 else 10
    lines += ['400 W=80: N$="DUMP.DAT": GOSUB 1100: END', '500 RETURN', '1000 PRINT#1, ERR, ERL', '1010 RESUME NEXT']
    dump = ['%d%s' % (int(x.split(' ', 1)[0]) + 100, ' ' + x.split(' ', 1)[1]) for x in DUMP]
    dump = [x.replace('OPEN N$ FOR OUTPUT AS 1', 'CLOSE: OPEN N$ FOR OUTPUT AS 1') for x in dump]
    return lines + dump, b''


def f_keypoke(r):
    """KEYPOKE: keys poked into the BIOS keyboard buffer (head, tail and codes at 0:041A),
    typed at `Ok` after the program stops; the line they run dumps the page. Files only are
    compared: gw-real takes the poked line's echo for the program's output."""
    cmd = r.choice(['goto 910', 'GOTO 910', 'run 910', 'cont', 'print 7:goto 910', 'goto910', 'goto 9', 'list 900',
                    '?1:goto 910', 'gosub 910', 'locate 5,5:goto 910', 'cls:goto 910', 'key on:goto 910'])
    head = r.choice([30, 30, 30, 40, 50])
    codes = [ord(c) for c in cmd] + [13]
    codes = codes[:15]
    tail = head + 2 * len(codes)
    if tail > 60:
        tail -= 32
    lines = ['810 CLS: PRINT "before"', '820 OPEN "keypoke.dat" FOR OUTPUT AS 1', '830 DEF SEG=0',
             '840 POKE 1050, %d' % head, '850 POKE 1052, %d' % tail]
    n, a = 860, 1024 + head
    for c in codes:
        lines.append('%d POKE %d, %d' % (n, a, c))
        a += 2
        if a >= 1024 + 62:
            a = 1024 + 30
        n += 1
    lines.append('900 %s' % r.choice(['LIST', 'END', 'STOP', 'PRINT "x"', 'LIST 900-']))
    lines += ['910 PRINT#1, "welcome back!"', '920 CLOSE: W=80: N$="DUMP.DAT": GOSUB 1000', '930 SYSTEM']
    return lines + DUMP, b'', False, True


def f_tabs(r):
    """TABS: program lines holding tabs, line feeds (LF CR, as LIST writes them) and blanks
    where BASIC allows them, written to a file by a first program that then RUNs it (gw-real
    turns every LF of PROG.BAS into CR LF); the program lists itself to a file and to the
    screen (the page dumped) and runs."""
    ws = lambda: r.choice(['\t', '\t\t', ' ', '', '\t ', ' \t', '\n\r\t', '\n\r', '\n\r\t\t'])
    body = []
    for _ in range(r.randrange(1, 5)):
        body.append(r.choice(['FOR I = 1 TO 3:', 'PRINT I:', 'NEXT', 'PRINT "a\tb":', 'X=1' + ws() + '+2:', 'REM\tx',
                              "'\tc", 'PRINT X;:', 'PRINT' + ws() + '"q":', 'IF X THEN' + ws() + 'PRINT 5:']))
    text = '10' + ws() + ws().join(body)
    import re
    enc = '+'.join('CHR$(%d)' % ord(p) if p in '\t\n\r"' else '"%s"' % p for p in re.findall(r'[\t\n\r"]|[^\t\n\r"]+', text))
    # LIST ends the run: the keys of `RUN 30` and `RUN 40` poked into the BIOS buffer go on.
    prog = [text, '14 K$="RUN 30"+CHR$(13)+"RUN 40"+CHR$(13)',
            '15 DEF SEG=0: POKE 1050,30: POKE 1052,58: FOR I=1 TO 14: POKE 1052+2*I,ASC(MID$(K$,I,1)): NEXT: DEF SEG', '20 LIST,"TABS.ASC"',
            '30 CLS: LIST', '40 W=80: N$="DUMP.DAT": GOSUB 1000', '50 END'] + DUMP
    lines = ['1 OPEN "T.BAS" FOR OUTPUT AS 1', '2 PRINT#1, %s' % enc]
    n = 3
    for l in prog[1:]:
        lines.append('%d PRINT#1, "%s"' % (n, l.replace('"', '"+CHR$(34)+"')))
        n += 1
    lines += ['%d CLOSE: RUN "T.BAS"' % n]
    return lines, b'', False, True


def f_aspc(r):
    """ASPC: names that begin as a keyword ends or a keyword that follows a name with no blank
    (A SPC(0), ASPC(0), AFN, ATAB(...)), tokenised, run and saved as text."""
    kw = r.choice(['SPC', 'TAB', 'FN', 'USR', 'STR$', 'CHR$', 'SIN', 'LEN', 'NOT', 'TO', 'STEP', 'THEN', 'AND', 'OR', 'MOD', 'ERR', 'ERL'])
    nm = r.choice(['A', 'AB', 'X1', 'Q'])
    lines = ['5 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '6 ON ERROR GOTO 100']
    n = 10
    for form in r.sample(['%s%s(0) = 9' % (nm, kw), 'PRINT#1, %s%s(0)' % (nm, kw), 'PRINT#1, %s %s(0)' % (nm, kw),
                          'PRINT#1, %s%s(1)' % (nm, kw), 'PRINT#1, %s%s 1' % (nm, kw), '%s%s=3:PRINT#1,%s%s' % (nm, kw, nm, kw),
                          'PRINT#1, %s%s' % (nm, kw)], r.randrange(2, 6)):
        lines.append('%d %s' % (n, form))
        n += 10
    lines += ['90 SAVE "ASPC.ASC",A: CLOSE: END', '100 PRINT#1, ERR, ERL: RESUME NEXT']
    return lines, b''


def f_prscreen(r):
    """PRCOMMA and WIDTH255 on the screen: PRINT lists with commas, TAB, SPC and semicolons
    at 40 and 80 columns (and WIDTH "SCRN:" widths), in loops that scroll; the page dumped."""
    w = r.choice([40, 40, 80])
    item = lambda: r.choice(['I', '-I', 'I*1000', '"ab"', 'STRING$(%d,"c")' % r.randrange(0, 45), 'TAB(%d)' % r.randrange(0, 90),
                             'SPC(%d)' % r.randrange(0, 90), '1.5#', 'STR$(I)', '""', 'RND>2', '12345678'])
    seps = lambda k: ''.join(item() + r.choice([',', ',', ';', ' ', ', ']) for _ in range(k))
    lines = ['5 WIDTH %d: CLS: KEY %s' % (w, r.choice(['OFF', 'OFF', 'ON']))]
    if r.random() < 0.3:
        lines.append('7 VIEW PRINT %d TO %d' % (r.randrange(1, 10), r.randrange(10, 25)))
    lines.append('10 FOR I= 1 TO %d' % r.randrange(1, 40))
    lines.append('40 PRINT %s%s' % (seps(r.randrange(0, 6)), r.choice([item(), '', ','])))
    if r.random() < 0.4:
        lines.append('50 PRINT %s' % seps(r.randrange(1, 4)))
    lines += ['80 NEXT', '85 P$=STR$(CSRLIN)+STR$(POS(0)):VIEW PRINT', '90 W=%d: N$="DUMP.DAT": GOSUB 1000' % w,
              '95 OPEN "P.TXT" FOR OUTPUT AS 1: PRINT#1, P$: CLOSE', '99 END']
    return lines + DUMP, b''


def f_scrntabs(r):
    """SCRNWID2 with tabs and commas: `SCRN:` files at odd widths (narrower than the screen,
    equal, wider, 255) given tabs (CHR$(9), STRING$(n,9), in strings), commas, TAB and SPC
    from any column; the page dumped, the cursor after each PRINT # kept."""
    w = r.choice([40, 80, 80])
    lines = ['10 CLS: KEY OFF: WIDTH %d' % w, '20 OPEN "SCRN:" FOR OUTPUT AS 2']
    n = 30
    for _ in range(r.randrange(3, 9)):
        fw = r.choice([0, 1, 5, 7, 9, 13, 14, 15, 17, 23, 27, 28, 29, 31, 39, 40, 41, 55, 57, 79, 80, 81, 100, 255,
                       r.randrange(1, 256)])
        items = []
        for _ in range(r.randrange(1, 5)):
            items.append(r.choice(['CHR$(9)', 'CHR$(9)+CHR$(9)', 'STRING$(%d,9)' % r.randrange(1, 5), '"ab"+CHR$(9)+"c"',
                                   'STRING$(%d,"x")' % r.choice([fw, fw - 1, fw + 1, r.randrange(1, 40)]) if 0 < fw < 200 else '"q"',
                                   'TAB(%d)' % r.randrange(1, 90), 'SPC(%d)' % r.randrange(1, 40), '1', '""']))
        seps = ''.join(i + r.choice([';', ',', ';', ' ']) for i in items)
        pre = r.choice(['', '', 'LOCATE %d,%d: ' % (r.randrange(1, 25), r.randrange(1, w + 1))])
        lines.append('%d WIDTH #2,%d: %sPRINT #2,%s%s: P$=P$+STR$(CSRLIN)+STR$(POS(0))' % (n, fw, pre, seps, r.choice(['', '""', ','])))
        n += 10
    lines += ['900 CLOSE 2: W=%d: N$="DUMP.DAT": GOSUB 1000' % w, '910 OPEN "P.TXT" FOR OUTPUT AS 1: PRINT#1, P$: CLOSE', '999 END']
    return lines + DUMP, b''


def f_keyw(r):
    """KEY n (1-10 and past), KEY ON/OFF/LIST, WIDTH 40/80 and `WIDTH "SCRN:"`, LOCATE 25,
    VIEW PRINT, CLS, COLOR and SCREEN 0 in random orders, errors trapped; the cursor after
    each statement, then all of the video memory the 80-column page covers dumped (row 25
    and the rows a mode set lays out at the other width)."""
    def text():
        return r.choice(['"xy"', '"LIST"+CHR$(13)', 'STRING$(%d,"k")' % r.randrange(0, 20), '"A"+CHR$(%d)+"B"' % r.randrange(1, 32),
                         '""', 'CHR$(0)+"Z"', '"RUN"+CHR$(13)', 'CHR$(4)+CHR$(72)'])
    lines = ['10 ON ERROR GOTO 800: CLS']
    n = 20
    for _ in range(r.randrange(10, 25)):
        st = r.choice(['KEY %d,%s' % (r.choice([1, 2, 5, 9, 10, 10, 11, 12, 14, 15, 20, 25, 26, 30, 31]), text()), 'KEY ON', 'KEY OFF',
                       'KEY LIST', 'WIDTH %d' % r.choice([40, 80]), 'LOCATE 25,%d: PRINT "r25";' % r.randrange(1, 30),
                       'VIEW PRINT %d TO %d' % (r.randrange(1, 10), r.randrange(10, 25)), 'VIEW PRINT', 'CLS',
                       'COLOR %d,%d' % (r.randrange(16), r.randrange(8)), 'PRINT "t";', 'WIDTH "SCRN:",%d' % r.choice([40, 80]),
                       'SCREEN 0,%d' % r.randrange(2), 'SCREEN ,%d' % r.randrange(2), 'SCREEN ,,0', 'CLS 2',
                       'LOCATE 24,1: PRINT STRING$(%d,"e")' % r.randrange(30, 90)])
        lines.append('%d %s: P$=P$+STR$(CSRLIN)+STR$(POS(0))' % (n, st))
        n += 10
    lines += ['700 W=80: N$="DUMP.DAT": GOSUB 1000: OPEN "P.TXT" FOR OUTPUT AS 1: PRINT #1,P$: CLOSE: END',
              '800 P$=P$+" E"+STR$(ERR)+STR$(ERL): RESUME NEXT']
    return lines + DUMP, b''


def f_scrnitem(r):
    """One item or two on a `SCRN:` file after a LOCATE (and maybe a run of text) at one
    of many widths: strings of the width's lengths, numbers, TAB, SPC, commas, tabs and
    empty strings; 40 cases a program, the cursor after each."""
    w = r.choice([40, 80])
    lines = ['10 CLS: KEY OFF: WIDTH %d: OPEN "SCRN:" FOR OUTPUT AS 2' % w]
    for i in range(40):
        fw = r.choice([0, 1, 5, 7, 13, 14, 15, 17, 23, 28, 39, 40, 41, 79, 80, 81, 100, 255, r.randrange(1, 256)])
        def item():
            k = r.choice(['str', 'num', 'tab', 'spc', 'comma', 'ht', 'empty'])
            if k == 'str':
                return 'STRING$(%d,"x")' % r.choice([1, 2, fw, fw - 1, fw + 1, r.randrange(1, 90)]) if 0 < fw < 200 else '"ab"'
            return {'num': r.choice(['1', '-12', '123456']), 'tab': 'TAB(%d)' % r.choice([1, 2, fw, fw + 1, r.randrange(1, 100)]),
                    'spc': 'SPC(%d)' % r.randrange(0, 90), 'comma': '', 'ht': 'CHR$(9)', 'empty': '""'}[k]
        pre = r.choice(['', 'PRINT #2,STRING$(%d,"p");: ' % r.randrange(1, 2 * w)])
        body = ''.join(item() + r.choice([';', ',']) for _ in range(r.randrange(1, 3)))
        lines.append('%d LOCATE %d,%d: WIDTH #2,%d: %sPRINT #2,%s: P$=P$+STR$(CSRLIN)+STR$(POS(0))' % (
            100 + 10 * i, r.randrange(1, 25), r.choice([1, w, w - 1, r.randrange(1, w + 1)]), fw, pre, body))
    lines += ['900 CLOSE 2: W=%d: N$="DUMP.DAT": GOSUB 1000' % w, '910 OPEN "P.TXT" FOR OUTPUT AS 1: PRINT#1, P$: CLOSE', '999 END']
    return lines + DUMP, b''


def f_ctrl(r):
    """CHR$(7) to CHR$(31) printed at many rows and columns (the edges, row 24 and 25, a VIEW
    PRINT window's last row, after text that fills a row), at 40 and 80 columns, with text
    after; the cursor after each, then the page dumped."""
    w = r.choice([40, 80])
    lines = ['10 ON ERROR GOTO 800: KEY OFF: WIDTH %d: CLS' % w]
    n = 20
    for _ in range(r.randrange(10, 30)):
        pre = r.choice(['', '', 'VIEW PRINT %d TO %d: ' % (r.randrange(1, 12), r.randrange(12, 25)), 'VIEW PRINT: ', 'KEY ON: ', 'KEY OFF: '])
        row = r.choice([1, 2, 12, 23, 24, 25, r.randrange(1, 26)])
        col = r.choice([1, 2, w - 1, w, r.randrange(1, w + 1)])
        codes = ';'.join('CHR$(%d)' % r.randrange(7, 32) for _ in range(r.randrange(1, 4)))
        text = r.choice(['', '"a"', 'STRING$(%d,"f")' % r.randrange(1, 2 * w), '"bc";'])
        lead = r.choice(['', 'STRING$(%d,"q");' % r.randrange(1, w + 2)])
        lines.append('%d %sLOCATE %d,%d: PRINT %s%s;%s: P$=P$+STR$(CSRLIN)+STR$(POS(0))' % (n, pre, row, col, lead, codes, text))
        n += 10
    lines += ['700 VIEW PRINT: W=%d: N$="DUMP.DAT": GOSUB 1000: OPEN "P.TXT" FOR OUTPUT AS 1: PRINT #1,P$: CLOSE: END' % w,
              '800 P$=P$+" E"+STR$(ERR)+STR$(ERL): RESUME NEXT']
    return lines + DUMP, b''


def f_vpscroll(r):
    """VIEW PRINT windows with text that scrolls them (line ends, run-on rows, LOCATE to the
    last row), CLS, CLS 2, LOCATE outside the window (errors), WIDTH and KEY in between,
    SCREEN(r,c,1) of attributes after COLOR changes; the cursor after each, the page dumped."""
    w = r.choice([40, 80])
    lines = ['10 ON ERROR GOTO 800: KEY OFF: WIDTH %d: CLS' % w]
    n = 20
    for _ in range(r.randrange(10, 25)):
        t = r.randrange(1, 24)
        st = r.choice(['VIEW PRINT %d TO %d' % (t, r.randrange(t, 26)), 'VIEW PRINT', 'CLS', 'CLS 2', 'CLS 0',
                       'PRINT STRING$(%d,"s")' % r.randrange(1, 3 * w), 'PRINT "x";', 'PRINT',
                       'FOR I=1 TO %d: PRINT "r";I: NEXT' % r.randrange(1, 30), 'LOCATE %d,%d' % (r.randrange(1, 26), r.randrange(1, w + 1)),
                       'COLOR %d,%d' % (r.randrange(32), r.randrange(8)), 'KEY ON', 'KEY OFF', 'WIDTH %d' % r.choice([40, 80]),
                       'P$=P$+STR$(SCREEN(CSRLIN,1,1))', 'PRINT CHR$(11);', 'PRINT CHR$(12);'])
        lines.append('%d %s: P$=P$+STR$(CSRLIN)+STR$(POS(0))' % (n, st))
        n += 10
    lines += ['700 VIEW PRINT: COLOR 7,0: W=PEEK(&H4A): N$="DUMP.DAT": GOSUB 1000: OPEN "P.TXT" FOR OUTPUT AS 1: PRINT #1,P$: CLOSE: END',
              '800 P$=P$+" E"+STR$(ERR)+STR$(ERL): RESUME NEXT']
    return lines + DUMP, b''


FAMILIES = {'bottom': f_bottom, 'overflow': f_overflow, 'println': f_println, 'scrnwid': f_scrnwid,
            'prcomma': f_prcomma, 'args': f_args, 'spcinput': f_spcinput, 'lfwrap': f_lfwrap,
            'color': f_color, 'screenfn': f_screenfn, 'locate': f_locate, 'write': f_write, 'events': f_events,
            'keypoke': f_keypoke, 'tabs': f_tabs, 'aspc': f_aspc, 'prscreen': f_prscreen,
            'scrntabs': f_scrntabs, 'keyw': f_keyw, 'scrnitem': f_scrnitem,
            'ctrl': f_ctrl, 'vpscroll': f_vpscroll}


def compare(job):
    prog, keys, direct, files_only = job
    g, f = run_gw(prog, keys, direct=direct), run_fe(prog, keys)
    norm = lambda b: b.replace(b'\r', b'').replace(b'\xff', b'').replace(b'\x00', b'').rstrip(b'\n')
    gst, fst = norm(g[0]), norm(f[0])
    if fst.endswith(b'Ok'):
        fst = fst[:-2].rstrip(b'\n')
    out = []
    if keys or files_only:  # gw-real's --echo keeps the typed keys in its stream: compare the files only
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
        lines, keys, *more = FAMILIES[fam](r) + (False, False)
        jobs.append((('\r\n'.join(lines) + '\r\n').encode(), keys, more[0], more[1]))
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
