#!/usr/bin/env python3
"""gtextgen.py DIR COUNT SEED: programs that print visible text in a graphics mode (SCREEN 1,
2, 7, 8, 9) among drawings, LOCATE, VIEW PRINT windows that scroll, CLS 0-2, COLOR, WIDTH,
KEY ON/OFF, SCREEN with pages and PCOPY (SCREEN 7-9), loops of line ends that scroll,
row 25, recording CSRLIN, POS, errors and SCREEN(r,c)
(the machine reads a cell back from its pixels against the font), then reading the text
cells of the first rows with SCREEN(r,c) and a region's pixels as hex rows, all printed at
the end in SCREEN 0. Compare with gfxdiff.py."""
import os
import random
import sys

WORDS = ['HELLO', 'ABC', 'x=1', '12345', 'Ok', 'WORLD', '#$%', 'qz', '*', 'LONGER TEXT HERE']


def text(r):
    k = r.random()
    if k < 0.5:
        return '"%s"' % r.choice(WORDS)
    if k < 0.7:
        return 'CHR$(%d)' % r.choice([1, 2, 3, 65, 127, 128, 176, 177, 178, 219, 220, 254, 255, 7, 8, 9, 11, 28, 29, 30, 31])
    if k < 0.85:
        return 'STRING$(%d,%d)' % (r.randint(1, 90), r.randint(33, 126))
    return '%d' % r.randint(-999, 99999)


def program(r):
    mode = r.choice([1, 2, 7, 8, 9, 1, 2])
    rows = 14 if mode == 9 else 8
    top = {1: 3, 2: 1}.get(mode, 15)
    L = ['10 DIM D$(300):N=0:ON ERROR GOTO 900', '20 SCREEN %d' % mode]
    ln = 30
    for _ in range(r.randint(6, 16)):
        k = r.random()
        if k < 0.3:
            end = r.choice([';', '', ',', ';'])
            s = 'PRINT %s%s' % (text(r), end)
        elif k < 0.42:
            s = 'LOCATE %s' % ','.join(x for x in [str(r.randint(1, 26)) if r.random() < 0.9 else '',
                                               str(r.randint(1, 81)) if r.random() < 0.8 else ''])
            s = s.rstrip(',') if s != 'LOCATE ,' else 'LOCATE 1,1'
        elif k < 0.5:
            t = r.randint(1, 24)
            s = 'VIEW PRINT %d TO %d' % (t, r.randint(t, 25)) if r.random() < 0.85 else 'VIEW PRINT'
        elif k < 0.56:
            s = 'CLS %s' % r.choice(['', '0', '1', '2'])
        elif k < 0.64:
            s = 'LINE (%d,%d)-(%d,%d),%d%s' % (r.randint(0, 80), r.randint(0, 40), r.randint(0, 80),
                                               r.randint(0, 40), r.randint(0, top), r.choice(['', ',B', ',BF']))
        elif k < 0.68:
            s = 'PSET (%d,%d),%d' % (r.randint(0, 80), r.randint(0, 40), r.randint(0, top))
        elif k < 0.73:
            s = 'COLOR %s' % r.choice(['%d' % r.randint(0, 16), '%d,%d' % (r.randint(1, 15), r.randint(0, 3)),
                                       ',%d' % r.randint(0, 2), '%d' % r.randint(1, 15)])
        elif k < 0.77:
            s = 'KEY %s' % r.choice(['ON', 'OFF'])
        elif k < 0.8:
            s = 'WIDTH %d' % r.choice([40, 80])
        elif k < 0.84:
            s = 'VIEW (%d,%d)-(%d,%d)' % (r.randint(0, 30), r.randint(0, 20), r.randint(35, 90), r.randint(25, 60))
        elif k < 0.88:
            s = 'PRINT CHR$(%d);' % r.choice([10, 13, 12, 11, 29, 28, 30, 31, 9])
        elif k < 0.92:
            s = 'N=N+1:D$(N)=STR$(CSRLIN)+STR$(POS(0))+STR$(SCREEN(CSRLIN,POS(0)))'
        elif k < 0.95:
            s = 'PRINT SPC(%d);TAB(%d);"T"' % (r.randint(0, 50), r.randint(1, 90))
        elif k < 0.965:
            s = 'FOR I=1 TO %d:PRINT "L";I;:PRINT CHR$(%d);:NEXT' % (r.randint(1, 30), r.choice([13, 10, 31, 28]))
        elif k < 0.98 and mode >= 7:
            s = r.choice(['SCREEN ,,%d,%d' % (r.randint(0, 1), r.randint(0, 1)), 'PCOPY %d,%d' % (r.randint(0, 1), r.randint(0, 1)),
                          'SCREEN ,,%d' % r.randint(0, 1)])
        elif k < 0.99:
            s = 'LOCATE 25,%d:PRINT "%s";' % (r.randint(1, 30), r.choice(WORDS))
        else:
            s = 'N=N+1:D$(N)=STR$(POINT(%d,%d))' % (r.randint(0, 100), r.randint(0, 60))
        L.append('%d %s' % (ln, s))
        ln += 1
    L.append('%d N=N+1:D$(N)="AT"+STR$(CSRLIN)+STR$(POS(0)):VIEW:VIEW PRINT%s' % (ln, ':SCREEN ,,0,0' if mode >= 7 else ''))
    ln += 1
    L.append('%d W=40:IF POINT(639,0)>=0 THEN W=80' % ln)
    ln += 1
    L.append('%d FOR R=1 TO 6:C$="":FOR C=1 TO W:C$=C$+CHR$(48+(SCREEN(R,C) MOD 64)):NEXT:N=N+1:D$(N)=C$:NEXT' % ln)
    ln += 1
    L.append('%d FOR Y=0 TO %d STEP 3:C$="":FOR X=0 TO 95:C$=C$+HEX$(POINT(X,Y)):NEXT:N=N+1:D$(N)=C$:NEXT' % (ln, 6 * rows - 1))
    L.append('800 SCREEN 0:WIDTH 80:KEY OFF:CLS:FOR I=1 TO N:PRINT D$(I):NEXT:END')
    L.append('900 N=N+1:D$(N)="ERR"+STR$(ERR)+STR$(ERL):RESUME NEXT')
    return '\r\n'.join(L) + '\r\n'


def main():
    d, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for i in range(count):
        with open(os.path.join(d, 'gx%03d.bas' % i), 'w', newline='') as f:
            f.write(program(r))


main()
