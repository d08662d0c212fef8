#!/usr/bin/env python3
"""lptgen.py DIR SEED [N]: the printer as GW-BASIC 3.23 keeps it, in the style of the real
GW test programs PrinterBackspace1, PrinterCharsWIDTH and LPOS (OUTPUT.TXT gets LPOS of
every printer after each step; errors are trapped and written there as `ERR, ERL`).

Two kinds of program:
- `c*`: PrinterCharsWIDTH's siblings: the printer opened (OUTPUT, APPEND, RANDOM, `LPT1:BIN`)
  or not (LPRINT), a width set one of three ways (WIDTH #n, WIDTH "LPT1:", WIDTH LPRINT) or
  none, then every byte 0-255 (or a range of them, in steps) printed alone, after a prefix,
  or with `,`, with LPOS(0) and LPOS(1) after each;
- `s*`: random steps: PRINT #/LPRINT of strings, control bytes (BS, CR, LF, TAB, BEL, FF,
  ESC, NUL), long strings, TAB/SPC past the width, commas, numbers, LPRINT USING, WRITE #,
  WIDTH of each kind (0, 1, 255, 256 and between), CLOSE and OPEN again in each mode,
  LLIST, and the statements a printer refuses (OPEN FOR INPUT, GET, PUT, INPUT #, LINE
  INPUT #, INPUT$, FIELD, EOF, LOC, LOF), LPOS(0..3) after each.

The printer's own bytes are not captured by the oracle's DOSBox (no printer emulation): what
the machine says about it is LPOS and the errors.
"""
import os
import random
import sys

HEAD = ['10 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '20 ON ERROR GOTO 60000']
TAIL = ['59000 CLOSE:END', '60000 PRINT #1,"E";ERR;ERL', '60010 RESUME NEXT']
WIDTHS = [0, 1, 2, 5, 10, 20, 40, 79, 80, 81, 132, 200, 254, 255, 256]


def opener(r, f):
    dev = r.choice(['"LPT1:"', '"LPT1:"', '"lpt1:"', '"LPT1:BIN"', '"LPT1:X.TXT"'])
    return r.choice(['OPEN %s FOR OUTPUT AS %d' % (dev, f), 'OPEN %s FOR OUTPUT AS #%d' % (dev, f),
                     'OPEN "O",%d,%s' % (f, dev), 'OPEN %s FOR APPEND AS %d' % (dev, f),
                     'OPEN %s AS %d' % (dev, f), 'OPEN %s AS %d LEN=%d' % (dev, f, r.choice([1, 10, 128])),
                     'OPEN "R",%d,%s,%d' % (f, dev, r.choice([5, 64]))])


def widther(r, f):
    w = r.choice(WIDTHS)
    return r.choice(['WIDTH #%d,%d' % (f, w), 'WIDTH "LPT1:",%d' % w, 'WIDTH LPRINT %d' % w,
                     'WIDTH "lpt1:",%d' % w])


def chars(r):
    f = 2
    out = list(HEAD)
    lp = r.random() < 0.3
    if not lp:
        out.append('30 ' + opener(r, f))
    if r.random() < 0.8:
        out.append('40 ' + widther(r, f))
    pre = r.choice(['', '', '"hi";', 'STRING$(%d,"x");' % r.choice([5, 38, 39, 40, 79, 80])])
    tail = r.choice([';', ';', ',', ';" ";'])
    lo, hi, step = r.choice([(0, 255, 1), (0, 40, 1), (7, 14, 1), (0, 255, 7), (26, 34, 1), (125, 135, 1)])
    who = 'LPRINT ' if lp else 'PRINT #%d,' % f
    out.append('50 FOR C=%d TO %d STEP %d' % (lo, hi, step))
    out.append('60 %s%sCHR$(C)%s:PRINT #1,C;LPOS(0);LPOS(1)' % (who, pre, tail))
    out.append('70 NEXT')
    if r.random() < 0.5:
        out.append('80 %s:PRINT #1,"N";LPOS(0);LPOS(1)' % who.rstrip(','))
    return out + TAIL


def item(r):
    return r.choice([
        '"hi"', 'CHR$(8)', '"hi";CHR$(8)', 'CHR$(8);CHR$(8);CHR$(8)', 'CHR$(13)', 'CHR$(10)', 'CHR$(9)',
        '"A";CHR$(9);"B"', 'CHR$(13);CHR$(10)', 'CHR$(10);CHR$(13)', 'CHR$(7)', 'CHR$(12)', 'CHR$(27)',
        'CHR$(0)', 'CHR$(255)', 'CHR$(127)', 'CHR$(11)', 'CHR$(28)', 'CHR$(29)', 'CHR$(30)', 'CHR$(31)',
        'STRING$(%d,"x")' % r.choice([1, 10, 39, 40, 41, 79, 80, 81, 132, 200, 254, 255]),
        'TAB(%d)' % r.choice([0, 1, 5, 30, 40, 79, 80, 81, 100, 200, 255, 256, -1]),
        'SPC(%d)' % r.choice([0, 1, 5, 30, 40, 79, 80, 81, 100, 200, 255, 256, -1]),
        '"A";TAB(%d);"B"' % r.choice([10, 50, 90]), '"A","B","C"', '1;-2.5;1E+20', '12345678,"X"',
        '"Z",', '"Q";', '', '1#/3', '"AB";CHR$(8);"C"'])


def steps(r):
    f = 2
    out = list(HEAD)
    n = 30
    lines = [opener(r, f)] if r.random() < 0.8 else []
    for _ in range(r.randint(4, 12)):
        k = r.random()
        if k < 0.3:
            it = item(r)
            lines.append('PRINT #%d,%s%s' % (f, it, r.choice(['', ';', ','])))
        elif k < 0.5:
            it = item(r)
            lines.append('LPRINT %s%s' % (it, r.choice(['', ';', ','])))
        elif k < 0.6:
            lines.append(widther(r, f))
        elif k < 0.68:
            fmt = r.choice(['"###.#"', '"&"', '"!"', '"\\  \\"', '"+#.##^^^^"', '"**$#,###.##"', '"_#X##"',
                            '"' + '#' * r.choice([30, 90]) + '"'])
            val = '"ABCD"' if fmt in ('"&"', '"!"', '"\\  \\"') else r.choice(['1.25', '-3', '123456.7', '1E+30'])
            who = r.choice(['LPRINT USING ', 'PRINT #%d,USING ' % f])
            lines.append('%s%s;%s%s' % (who, fmt, val, r.choice(['', ';', ',', ';' + val])))
        elif k < 0.72:
            lines.append('WRITE #%d,%s' % (f, r.choice(['"A",1', '1,2', '"' + 'W' * 90 + '"', ''])))
        elif k < 0.78:
            lines.append(r.choice(['CLOSE #%d' % f, 'CLOSE', 'RESET', opener(r, f), opener(r, f)]))
        elif k < 0.82:
            lines.append(r.choice(['LLIST', 'LLIST 10-20', 'LLIST 60000-']))
        elif k < 0.95:
            lines.append(r.choice([
                'OPEN "LPT1:" FOR INPUT AS 3', 'OPEN "I",3,"LPT1:"', 'GET #%d' % f, 'PUT #%d' % f, 'GET #%d,1' % f,
                'PUT #%d,2' % f, 'INPUT #%d,A$' % f, 'LINE INPUT #%d,A$' % f, 'A$=INPUT$(1,#%d)' % f,
                'FIELD #%d,5 AS F$' % f, 'PRINT #1,"F";EOF(%d)' % f, 'PRINT #1,"F";LOC(%d)' % f,
                'PRINT #1,"F";LOF(%d)' % f, 'LSET F$="AB"', 'OPEN "LPT1:" FOR OUTPUT AS 3',
                'PRINT #3,"T";', 'LOCK #%d' % f, 'PRINT #1,LPOS(4)',
                'WIDTH #%d,%d' % (f, r.choice([-1, 257, 65536])), 'PRINT #1,"P";POS(0)']))
        else:
            lines.append('PRINT #%d,' % f if r.random() < 0.5 else 'LPRINT')
    for s in lines:
        out.append('%d %s' % (n, s))
        out.append('%d PRINT #1,"L";LPOS(0);LPOS(1);LPOS(2);LPOS(3)' % (n + 1))
        n += 10
    return out + TAIL


def main():
    d, seed = sys.argv[1], int(sys.argv[2])
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for k in range(n):
        kind = 'c' if r.random() < 0.35 else 's'
        lines = chars(r) if kind == 'c' else steps(r)
        with open(os.path.join(d, '%s%03d.bas' % (kind, k)), 'wb') as f:
            f.write(('\r\n'.join(lines) + '\r\n').encode('latin-1'))


if __name__ == '__main__':
    main()
