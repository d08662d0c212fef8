#!/usr/bin/env python3
"""scrgen.py SEED N [KIND]: GW-BASIC's text screen, differential.

N programs of random text-screen statements (PRINT of every length and ending, control
characters, LOCATE in all its forms and with bad arguments, CLS, COLOR, VIEW PRINT, WIDTH,
KEY, SCRN: with WIDTH #, CSRLIN, POS, SCREEN()), each ending in a dump of the whole page
(characters, attributes, the cursor and the errors trapped) written to a file by PEEKs at
&HB800, run on the real GW-BASIC 3.23 and on ferrite. Prints each program whose page or
output stream differs, with the first differing rows.
KIND: mixed (default: the first six), all, print, locate, view, width, scrn, keys, tabs,
ctrl, color, misc, keyline (KEY's texts and the key line), lost (the cursor a form feed
loses under a graphics viewport; not in `all`), pages (SCREEN 0's pages, which also dumps the video
memory past page 0; not in `all`).
"""
import os, random, sys
from concurrent.futures import ThreadPoolExecutor
from gwrun import DUMP, run_fe, run_gw
from pagedump import page_difference

BAD = [0, -1, 26, 81, 255, 256, 32767, 32768, 70000]


def s_print(r):
    n = r.choice([0, 1, 5, 39, 40, 41, 79, 80, 81, 100, 159, 160, 161, 200, 255, r.randrange(1, 256)])
    end = r.choice(['', ';', ',', ';', ''])
    c = chr(r.randrange(65, 91))
    return r.choice([
        'PRINT STRING$(%d,"%s")%s' % (n, c, end),
        'PRINT "%s"%s' % ('ABCDEFGHIJ'[:r.randrange(1, 11)], end),
        'PRINT %d;%d,%d%s' % (r.randrange(-999, 999), r.randrange(99999), r.randrange(9), end),
        'PRINT TAB(%d);"T"%s' % (r.choice([1, 10, 40, 79, 80, 81, 100, 200]), end),
        'PRINT SPC(%d);"S"%s' % (r.choice([0, 1, 10, 79, 80, 81, 100, 200]), end),
        'PRINT "A";CHR$(%d);"B"%s' % (r.choice([7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 0, 255, 27]), end),
        'PRINT STRING$(%d,"%s");CHR$(%d);"Z"%s' % (n % 120, c, r.choice([8, 9, 10, 13, 28, 29, 30, 31]), end),
        'PRINT', 'PRINT ,', 'PRINT ;', 'WRITE %d,"%s"' % (r.randrange(99), c),
        'PRINT USING "###.#";%d.25%s' % (r.randrange(-99, 99), end),
        'FOR I=1 TO %d:PRINT I;:NEXT' % r.randrange(1, 40),
        'FOR I=1 TO %d:PRINT "L";I:NEXT' % r.randrange(1, 30),
        'P$=P$+STR$(CSRLIN)+STR$(POS(0))', 'PRINT CSRLIN;POS(0)%s' % end,
        'P$=P$+STR$(SCREEN(%d,%d))' % (r.randrange(1, 26), r.randrange(1, 81)),
        'P$=P$+STR$(SCREEN(%d,%d,1))' % (r.randrange(1, 26), r.randrange(1, 81)),
    ])


def s_locate(r):
    v = lambda lo, hi: r.choice([r.randrange(lo, hi + 1)] * 4 + [r.choice(BAD)])
    return r.choice([
        'LOCATE %d,%d' % (v(1, 25), v(1, 80)), 'LOCATE %d' % v(1, 25), 'LOCATE ,%d' % v(1, 80),
        'LOCATE %d,%d,%d' % (v(1, 24), v(1, 80), r.choice([0, 1, 2])),
        'LOCATE ,,%d' % r.choice([0, 1, 2, -1]), 'LOCATE %d,%d,1,%d,%d' % (v(1, 24), v(1, 80), v(0, 31), v(0, 31)),
        'LOCATE ,,,%d' % v(0, 31), 'LOCATE ,,,%d,%d' % (v(0, 31), v(0, 31)), 'LOCATE ,,,,%d' % v(0, 31),
        'LOCATE', 'LOCATE ,', 'LOCATE 1,1,1,1,1,1', 'LOCATE %d,' % v(1, 25), 'LOCATE ,,',
        'LOCATE 25,%d:PRINT "K";' % v(1, 80), 'LOCATE 24,%d:PRINT "%s";' % (v(1, 80), 'W' * r.randrange(1, 90)),
        'LOCATE 24,%d:PRINT "%s"' % (v(1, 80), 'V' * r.randrange(1, 90)),
        'LOCATE 25,80:PRINT "Q";', 'LOCATE 24,80:PRINT "R";', 'LOCATE 24,80:PRINT "R"',
        'LOCATE %d,%d:PRINT "%s";' % (v(1, 24), v(1, 80), 'X' * r.randrange(1, 100)),
        'LOCATE "A"', 'LOCATE 1+',
    ])


def s_view(r):
    a, b = r.randrange(1, 26), r.randrange(1, 26)
    return r.choice([
        'VIEW PRINT %d TO %d' % (min(a, b), max(a, b)), 'VIEW PRINT %d TO %d' % (a, b), 'VIEW PRINT',
        'VIEW PRINT %d' % a, 'VIEW PRINT TO %d' % b, 'CLS', 'CLS %d' % r.choice([0, 1, 2, 3, -1]),
        'COLOR %d,%d' % (r.choice([0, 1, 7, 15, 16, 23, 31, 32, -1]), r.choice([0, 1, 7, 8, 15, 16])),
        'COLOR %d' % r.randrange(0, 33), 'COLOR ,%d' % r.randrange(0, 17),
        'COLOR %d,%d,%d' % (r.randrange(0, 16), r.randrange(0, 8), r.choice([0, 15, 16, 255])),
        'COLOR ,,%d' % r.randrange(0, 17), 'COLOR', 'COLOR 1,2,3,4',
        'PRINT CHR$(12);', 'PRINT CHR$(11);"H";',
    ])


def s_width(r):
    return r.choice([
        'WIDTH 40', 'WIDTH 80', 'WIDTH %d' % r.choice([0, 1, 20, 39, 41, 79, 81, 255, 256]),
        'WIDTH 80,25', 'WIDTH 40,25', 'WIDTH ,25', 'WIDTH 80,24', 'WIDTH "SCRN:",40',
        'WIDTH "SCRN:",80', 'WIDTH "SCRN:",%d' % r.choice([1, 20, 79, 255]),
        'WIDTH %d:PRINT STRING$(%d,"w")' % (r.choice([40, 80]), r.randrange(1, 120)),
    ])


def s_scrn(r):
    w = r.choice([1, 2, 10, 20, 39, 40, 41, 60, 79, 80, 81, 100, 200, 254, 255, 0, 256])
    n = r.randrange(0, 200)
    return r.choice([
        'OPEN "SCRN:" FOR OUTPUT AS 2:WIDTH #2,%d:PRINT #2,STRING$(%d,"s");"e":CLOSE 2' % (w, n),
        'OPEN "SCRN:" FOR OUTPUT AS 2:WIDTH #2,%d:PRINT #2,"a","b","c","d","e","f":CLOSE 2' % w,
        'OPEN "SCRN:" FOR OUTPUT AS 2:PRINT #2,STRING$(%d,"t");:CLOSE 2' % n,
        'OPEN "SCRN:" FOR OUTPUT AS 2:WIDTH #2,%d:PRINT #2,%d;STRING$(%d,"u"):PRINT #2,"v";:CLOSE 2' % (w, n, n),
    ])


def s_keys(r):
    return r.choice([
        'KEY ON', 'KEY OFF', 'KEY LIST', 'KEY %d,"%s"' % (r.randrange(0, 12), 'LONGKEYTEXT12345678'[:r.randrange(0, 19)]),
        'KEY %d,"A"+CHR$(13)' % r.randrange(1, 11), 'KEY 1,""', 'KEY ON:WIDTH 40', 'KEY ON:LOCATE 25,1',
    ])


def pos_note(r):
    """CSRLIN and POS as the statement before left them, into P$."""
    return r.choice(['', '', ':P$=P$+STR$(CSRLIN)+STR$(POS(0))'])


def s_tabs(r):
    """TAB and SPC at and past the edges, negative and huge; comma zones near the right edge."""
    big = [-32768, -1, 0, 1, 13, 14, 15, 26, 27, 28, 39, 40, 41, 66, 67, 68, 70, 78, 79, 80,
           81, 82, 120, 159, 160, 161, 255, 256, 32767, 32768]
    c = r.randrange(0, 82)
    end = r.choice(['', ';', ','])
    return r.choice([
        'PRINT TAB(%d);"T"%s' % (r.choice(big), end),
        'PRINT SPC(%d);"S"%s' % (r.choice(big), end),
        'PRINT "%s";TAB(%d);"T"%s' % ('a' * r.randrange(0, 90), r.choice(big), end),
        'PRINT "%s";SPC(%d);"S"%s' % ('b' * r.randrange(0, 90), r.choice(big), end),
        'LOCATE ,%d:PRINT ,"C"%s' % (max(1, min(80, c)), end),
        'PRINT "%s","Z","Y"%s' % ('c' * r.randrange(0, 82), end),
        'PRINT "%s",%d,"Y"%s' % ('d' * r.randrange(50, 80), r.randrange(-99, 99999), end),
        'PRINT STRING$(%d,"e"),' % r.randrange(0, 160), 'PRINT ,,,,,"F"%s' % end,
        'PRINT "%s";TAB(%d);SPC(%d);"G"%s' % ('g' * r.randrange(0, 81), r.choice(big), r.choice(big), end),
        'PRINT TAB(%d)%s' % (r.choice(big), end), 'PRINT SPC(%d)%s' % (r.choice(big), end),
        'PRINT TAB(1.5);"H"', 'PRINT TAB("A")', 'PRINT SPC(-5);"J";SPC(300);"K"',
        'LOCATE ,80:PRINT TAB(%d);"L"%s' % (r.choice(big), end),
        'LOCATE 24,%d:PRINT SPC(%d);"M"%s' % (r.randrange(1, 81), r.choice(big), end),
        'LOCATE 24,%d:PRINT "N","O","P"%s' % (r.randrange(1, 81), end),
        'WIDTH 40:PRINT "%s";TAB(%d);"Q",%s' % ('q' * r.randrange(0, 45), r.choice(big), end),
    ]) + pos_note(r)


def s_ctrl(r):
    """PRINT of the control characters 7-13 and 28-31 in every place."""
    codes = [7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31]
    k = r.choice(codes)
    at = r.choice(['', 'LOCATE 1,1:', 'LOCATE 24,80:', 'LOCATE 25,80:', 'LOCATE 24,1:',
                   'LOCATE 1,80:', 'LOCATE %d,%d:' % (r.randrange(1, 25), r.randrange(1, 81))])
    pre = r.choice(['', 'STRING$(%d,"x");' % r.randrange(1, 82), '"ab";'])
    return at + r.choice([
        'PRINT %sCHR$(%d);"Y"%s' % (pre, k, r.choice(['', ';'])),
        'PRINT %sCHR$(%d);CHR$(%d);"Y";' % (pre, k, r.choice(codes)),
        'PRINT %sSTRING$(%d,%d);"Y";' % (pre, r.randrange(1, 30), k),
        'PRINT "%s";CHR$(%d)' % ('z' * r.randrange(75, 82), k),
    ]) + pos_note(r)


def s_color(r):
    """COLOR with every argument, valid and not, and what it writes."""
    v = lambda: r.choice([0, 1, 7, 8, 15, 16, 17, 23, 31, 32, 255, 256, -1])
    return r.choice([
        'COLOR %d' % v(), 'COLOR %d,%d' % (v(), v()), 'COLOR ,%d' % v(), 'COLOR ,,%d' % v(),
        'COLOR %d,%d,%d' % (v(), v(), v()), 'COLOR', 'COLOR ,', 'COLOR 1,', 'COLOR 1,2,',
        'COLOR 1,2,3,4', 'COLOR ,,,1', 'COLOR "A"', 'COLOR 1 X', 'COLOR %d,%d:PRINT "col";' % (v(), v()),
        'COLOR %d,%d:CLS' % (r.randrange(0, 32), r.randrange(0, 16)),
        'COLOR %d,%d:PRINT STRING$(%d,"k")' % (r.randrange(0, 32), r.randrange(0, 8), r.randrange(1, 100)),
        'P$=P$+STR$(SCREEN(%d,%d,%d))' % (r.randrange(0, 27), r.randrange(0, 82), r.choice([0, 1, 2, 255, 256, -1])),
    ])


def s_misc(r):
    """CLS arguments, VIEW PRINT ranges, WIDTH, KEY with WIDTH 40, SCREEN()."""
    a, b = r.choice([-1, 0, 1, 2, 12, 24, 25, 26, 255]), r.choice([-1, 0, 1, 5, 24, 25, 26, 256])
    return r.choice([
        'CLS %d' % r.choice([0, 1, 2, 3, -1, 255, 256]), 'CLS 1,2', 'CLS ,', 'CLS "A"',
        'VIEW PRINT %d TO %d' % (a, b), 'VIEW PRINT %d TO' % a, 'VIEW PRINT TO %d' % b,
        'VIEW PRINT %d' % a, 'VIEW PRINT %d TO %d:CLS' % (r.randrange(1, 25), r.randrange(1, 25)),
        'WIDTH %d' % r.choice([0, 20, 39, 40, 41, 80, 81, 255, 256, -1]), 'WIDTH 40,%d' % r.choice([24, 25, 26, 43, 50]),
        'WIDTH 80,', 'WIDTH ,', 'WIDTH', 'WIDTH "SCRN:",%d' % r.choice([40, 80, 0, 255]),
        'KEY ON:WIDTH %d' % r.choice([40, 80]), 'WIDTH 40:KEY ON', 'KEY OFF:WIDTH 40:KEY ON:KEY OFF',
        'KEY ON:PRINT CSRLIN', 'KEY ON:LOCATE 24,1:PRINT STRING$(%d,"r")' % r.randrange(1, 90),
        'KEY %d,"%s":KEY ON' % (r.randrange(1, 11), 'KEYTEXT'[:r.randrange(0, 8)]),
        'P$=P$+STR$(SCREEN(%d,%d,1))' % (r.randrange(1, 26), r.randrange(1, 81)),
        'LOCATE %d,%d,1,%d,%d' % (r.randrange(1, 26), r.randrange(1, 81), r.randrange(0, 40), r.randrange(0, 40)),
        'LOCATE %d,%d %s' % (r.randrange(1, 25), r.randrange(1, 81), r.choice(['X', '1', '+', ''])),
        'LOCATE ,,,,,%d' % r.randrange(0, 2),
    ]) + pos_note(r)


def s_pages(r):
    """SCREEN 0's text pages: SCREEN ,,apage,vpage (good and bad), PCOPY, and the
    statements that write, scroll and clear on the active or the visible page."""
    pg = lambda: r.choice([0, 0, 1, 1, 2, 3, 3, 4, 7, 8, -1])
    return r.choice([
        'SCREEN ,,%d,%d' % (pg(), pg()), 'SCREEN ,,%d' % pg(), 'SCREEN ,,,%d' % pg(),
        'SCREEN 0,,%d,%d' % (pg(), pg()), 'SCREEN 0,%d' % r.choice([0, 1]), 'SCREEN ,,%d,%d' % (pg(), pg()),
        'PCOPY %d,%d' % (pg(), pg()), 'PCOPY %d,%d' % (r.randrange(0, 4), r.randrange(0, 4)),
        'WIDTH %d' % r.choice([40, 80]), 'CLS', 'PRINT CHR$(12);', 'KEY ON', 'KEY OFF',
        'LOCATE 24,1:PRINT "%s":PRINT' % ('p' * r.randrange(1, 90)),
        'LOCATE %d,%d:PRINT "%s";' % (r.randrange(1, 25), r.randrange(1, 41), 'PG' * r.randrange(1, 50)),
        'VIEW PRINT %d TO %d' % (r.randrange(1, 12), r.randrange(12, 25)), 'VIEW PRINT',
        'FOR I=1 TO %d:PRINT "L";I:NEXT' % r.randrange(1, 30),
        'P$=P$+STR$(SCREEN(%d,%d))' % (r.randrange(1, 26), r.randrange(1, 41)),
        'DEF SEG=&HB800:POKE %d,%d:DEF SEG' % (r.randrange(0, 16384), r.randrange(33, 127)),
        'COLOR %d,%d' % (r.randrange(0, 16), r.randrange(0, 8)),
    ]) + pos_note(r)


def s_keyline(r):
    """KEY's texts (long, empty, control characters, past 15), KEY LIST, the key line on
    row 25 at both widths, with VIEW PRINT, LOCATE 25 and colours."""
    texts = ['', 'A', 'LIST', 'ABCDEF', 'LONGKEYTEXT', 'X' * 15, 'Y' * 16, 'Z' * 20,
             'RUN"+CHR$(13)+"', '"+CHR$(7)+"B', '"+CHR$(9)+"T', '"+CHR$(10)+"L', '"+CHR$(0)+"N',
             '"+CHR$(27)+"E', '"+CHR$(28)+CHR$(29)+"', '"+CHR$(255)+"', '"+CHR$(12)+"F']
    t = r.choice(texts)
    return r.choice([
        'KEY %d,"%s"' % (r.randrange(1, 11), t), 'KEY %d,"%s"' % (r.randrange(1, 11), t),
        'KEY %d,"%s"' % (r.choice([0, 11, 12, 14, 15, 20, 21, 255, 256, -1]), t),
        'KEY ON', 'KEY OFF', 'KEY LIST', 'KEY ON:KEY LIST', 'WIDTH 40', 'WIDTH 80',
        'VIEW PRINT %d TO %d' % (r.randrange(1, 12), r.randrange(12, 25)), 'VIEW PRINT',
        'LOCATE 25,%d:PRINT "k";' % r.randrange(1, 41), 'LOCATE 25,1', 'CLS', 'PRINT CHR$(12);',
        'COLOR %d,%d' % (r.randrange(0, 32), r.randrange(0, 8)),
        'LOCATE 24,1:PRINT STRING$(%d,"r")%s' % (r.randrange(1, 90), r.choice(['', ';'])),
        'KEY %d,%s' % (r.randrange(1, 11), r.choice(['A$', '1', 'STRING$(300,"s")', '"a","b"', ''])),
        'KEY(%d) ON' % r.randrange(1, 21), 'KEY', 'KEY 1', 'KEY LIST 1', 'KEY ON 1', 'KEY OFF,',
        'P$=P$+STR$(SCREEN(25,%d))' % r.randrange(1, 41), 'PRINT CSRLIN;POS(0)',
    ]) + pos_note(r)


def s_lost(r):
    """The cursor a form feed loses under a graphics viewport (SCREEN 1 or 2 with VIEW):
    PRINT items, commas, TAB, SPC, USING, WRITE, control codes, LOCATE, CLS, VIEW and
    SCREEN after it; CSRLIN, POS and SCREEN() into P$ (the dump is of SCREEN 0 after)."""
    ff = r.choice(['PRINT CHR$(12);:', 'PRINT "ab";CHR$(12);:', ''])
    item = r.choice(['"X"', '""', 'STRING$(%d,"s")' % r.randrange(1, 90), '%d' % r.randrange(-99, 999),
                     'CHR$(%d)' % r.choice([7, 9, 10, 11, 12, 13, 28, 29, 30, 31]),
                     'TAB(%d)' % r.choice([0, 1, 5, 39, 40, 41, 80, 81]), 'SPC(%d)' % r.randrange(0, 90)])
    end = r.choice(['', ';', ',', ';'])
    return ff + r.choice([
        'PRINT %s%s' % (item, end), 'PRINT %s;%s%s' % (item, item, end), 'PRINT ,%s%s' % (item, end),
        'PRINT USING "##.#";%d.25%s' % (r.randrange(-9, 99), end), 'WRITE %s%s' % (item, end),
        'PRINT', 'LOCATE %d,%d' % (r.randrange(1, 25), r.randrange(1, 41)), 'LOCATE ,%d' % r.randrange(1, 41),
        'LOCATE %d' % r.randrange(1, 25), 'CLS', 'CLS %d' % r.randrange(0, 3), 'VIEW',
        'VIEW (%d,%d)-(%d,%d)' % (r.randrange(0, 100), r.randrange(0, 90), r.randrange(101, 300), r.randrange(91, 190)),
        'VIEW PRINT %d TO %d' % (r.randrange(1, 12), r.randrange(12, 25)), 'VIEW PRINT',
        'SCREEN %d' % r.choice([1, 2]), 'WIDTH %d' % r.choice([40, 80]),
        'P$=P$+STR$(SCREEN(%d,%d))' % (r.randrange(1, 26), r.randrange(1, 41)),
        'FOR I=1 TO %d:PRINT I;:NEXT' % r.randrange(1, 30), 'ERROR %d' % r.choice([5, 200]),
    ]) + r.choice([':P$=P$+STR$(CSRLIN)+STR$(POS(0))'] * 3 + [''])


KINDS = {'print': s_print, 'locate': s_locate, 'view': s_view, 'width': s_width,
         'scrn': s_scrn, 'keys': s_keys, 'tabs': s_tabs, 'ctrl': s_ctrl, 'color': s_color,
         'misc': s_misc, 'pages': s_pages, 'keyline': s_keyline, 'lost': s_lost}
# `mixed` draws from the first six kinds (as before the last four came, so its seeds still
# give the same programs); `all` from every kind.
MIXES = {'mixed': list(KINDS)[:6], 'all': list(KINDS)[:10]}
# The pages past page 0 (`pages` programs): bytes 4000-16383 of the video memory into
# SCR2.TXT, 160 a record.
PAGES_DUMP = [
    '60200 DEF SEG=&HB800:OPEN "SCR2.TXT" FOR OUTPUT AS 3',
    '60210 FOR Y%=0 TO 77:L$="":FOR X%=4000+Y%*160 TO 4159+Y%*160:L$=L$+CHR$(PEEK(X%)):NEXT:PRINT #3,L$:NEXT',
    '60220 CLOSE 3:RETURN',
]


def program(r, kind):
    lines = ['1 CLS:ON ERROR GOTO 60100:E$="":P$=""']
    n = 2
    for _ in range(r.randrange(3, 16)):
        k = kind if kind not in MIXES else r.choice(MIXES[kind] + ['print', 'locate'])
        f = KINDS[k] if r.random() < 0.75 else s_print
        lines.append('%d %s' % (n, f(r)))
        n += 1
    more = kind == 'pages'
    if kind == 'lost':
        lines[1:1] = ['2 SCREEN %d:VIEW (%d,%d)-(%d,%d)' % (r.choice([1, 2]), r.randrange(0, 100),
                      r.randrange(0, 90), r.randrange(101, 300), r.randrange(91, 190))]
        lines = [l if i < 2 else '%d %s' % (i + 1, l.split(' ', 1)[1]) for i, l in enumerate(lines)]
        n += 1
        lines.append('%d SCREEN 0:WIDTH 80' % n)
        n += 1
    lines.append('%d E$=E$+"/"+P$:GOSUB 60000:%sEND' % (n, 'GOSUB 60200:' if more else ''))
    return ('\r\n'.join(lines + DUMP + (PAGES_DUMP if more else [])) + '\r\n').encode()


def compare(prog):
    g = run_gw(prog)
    f = run_fe(prog)
    out = []
    norm = lambda b: b.replace(b'\r', b'').replace(b'\xff', b'').replace(b'\x00', b'').rstrip(b'\n')
    gst, fst = norm(g[0]), norm(f[0])
    if fst.endswith(b'Ok'):
        fst = fst[:-2].rstrip(b'\n')
    if gst != fst:
        out.append('stream gw %r\n       fe %r' % (gst[-300:], fst[-300:]))
    out += page_difference(g[1].get('SCR.TXT'), f[1].get('SCR.TXT'))
    g2, f2 = g[1].get('SCR2.TXT'), f[1].get('SCR2.TXT')
    if g2 != f2:
        ga, fa = (g2 or b'').split(b'\r\n'), (f2 or b'').split(b'\r\n')
        for i, (x, y) in enumerate(zip(ga, fa)):
            if x != y:
                out.append('video byte %d on: gw %r\n fe %r' % (4000 + 160 * i, x[0::2], y[0::2]))
                break
        else:
            out.append('SCR2.TXT gw %d bytes fe %d' % (len(g2 or b''), len(f2 or b'')))
    return out


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    kind = sys.argv[3] if len(sys.argv) > 3 else 'mixed'
    r = random.Random(seed)
    progs = [program(r, kind) for _ in range(n)]
    bad = 0
    with ThreadPoolExecutor(int(os.environ.get('JOBS', '1'))) as ex:
        for k, diff in enumerate(ex.map(compare, progs)):
            if diff:
                bad += 1
                print('=== program %d (seed %d)\n%s' % (k, seed, progs[k].decode('latin-1').split('60000 ')[0]))
                print('\n'.join(diff[:8]))
    print('seed %d kind %s: %d programs, %d differ' % (seed, kind, n, bad))


if __name__ == '__main__':
    main()
