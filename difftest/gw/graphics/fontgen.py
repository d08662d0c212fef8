#!/usr/bin/env python3
"""fontgen.py DIR: reads the video BIOS's fonts off the real GW-BASIC 3.23 and checks them
against what printing draws (`crates/screen/src/pc/font.rs`).
fontgen.py --write FILE: writes the machine's two tables (256 glyphs of 8 bytes, then 256 of
14) to FILE, the dump `FERRITE_PC_FONT` names; it stays on the user's machine (ROM contents
never go into the repository). With it set, ferrite's G.TXT should be identical.

Writes DIR/fontpeek.bas (PEEKs every byte of the tables INT 43h and INT 1Fh name in SCREEN 2
and SCREEN 9 into F8.TXT and F14.TXT) and DIR/fontdraw.bas (prints every code but the
control codes at 1,1 in SCREEN 1, 7 and 9, reads the cell back with POINT as hex rows, and
SCREEN(1,1) and SCREEN(1,1,1), into G.TXT), runs both on the oracle (--files=DIR) and on
ferrite, and compares: the drawn glyphs against the PEEKed tables, and the two G.TXT."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
ORACLE = os.environ.get('GWREAL', os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run'))
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))

PEEK = r'''10 DEF SEG=0:SCREEN 2:GOSUB 100:SCREEN 9:GOSUB 100:SCREEN 0:END
100 O43=PEEK(&H10C)+256*PEEK(&H10D):S43=PEEK(&H10E)+256*PEEK(&H10F)
110 O1F=PEEK(&H7C)+256*PEEK(&H7D):S1F=PEEK(&H7E)+256*PEEK(&H7F):H=PEEK(&H485)
120 A$=HEX$(S43)+":"+HEX$(O43)+" "+HEX$(S1F)+":"+HEX$(O1F)+" H"+STR$(H):OPEN "O",1,"F"+MID$(STR$(H),2)+".TXT":PRINT #1,A$
130 DEF SEG=S43:FOR C=0 TO 255:S$="":FOR Y=0 TO H-1:S$=S$+RIGHT$("0"+HEX$(PEEK(O43+C*H+Y)),2):NEXT:PRINT #1,C;S$:NEXT
140 DEF SEG=S1F:FOR C=0 TO 127:S$="":FOR Y=0 TO 7:S$=S$+RIGHT$("0"+HEX$(PEEK(O1F+C*8+Y)),2):NEXT:PRINT #1,C+128;S$:NEXT
150 CLOSE:DEF SEG=0:RETURN
'''

DRAW = r'''5 OPEN "O",1,"G.TXT"
10 FOR M=1 TO 3:MD=VAL(MID$("179",M,1)):SCREEN MD:H=8:IF MD=9 THEN H=14
15 IF MD>1 THEN COLOR 5
20 FOR C=0 TO 254:LOCATE 1,1:IF C=7 OR C=9 OR C=10 OR C=11 OR C=12 OR C=13 OR (C>=28 AND C<=31) THEN 60
30 PRINT CHR$(C);:S$=STR$(MD)+STR$(C)+STR$(SCREEN(1,1))+STR$(SCREEN(1,1,1))+" "
40 FOR Y=0 TO H-1:V=0:FOR X=0 TO 7:P=POINT(X,Y):IF P<>0 THEN V=V+2^(7-X):IF P<>3 AND MD=1 OR P<>5 AND MD>1 THEN S$=S$+"!"+STR$(P)
50 NEXT:S$=S$+RIGHT$("0"+HEX$(V),2):NEXT:PRINT #1,S$
60 NEXT:NEXT:CLOSE
70 SCREEN 0:WIDTH 80
'''


def table(path):
    rows = [line.split() for line in open(path, errors='replace').read().split('\n')[1:]]
    rows = [r for r in rows if len(r) == 2]
    return {int(a): b for a, b in rows[:256]}


def write_font(path):
    import tempfile
    d = tempfile.mkdtemp()
    with open(os.path.join(d, 'fontpeek.bas'), 'w', newline='') as f:
        f.write(PEEK.replace('\n', '\r\n'))
    subprocess.run([ORACLE, os.path.join(d, 'fontpeek.bas'), '--files=' + d, '--timeout=300'],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = b''
    for name, rows in (('F8.TXT', 8), ('F14.TXT', 14)):
        t = table(os.path.join(d, name))
        for c in range(256):
            g = bytes.fromhex(t[c])
            assert len(g) == rows, (name, c)
            out += g
    tmp = path + '.tmp'
    with open(tmp, 'wb') as f:
        f.write(out)
    os.replace(tmp, path)
    print('wrote', path, len(out), 'bytes')


def main():
    if sys.argv[1] == '--write':
        write_font(sys.argv[2])
        return
    d = os.path.abspath(sys.argv[1])
    real, fer = os.path.join(d, 'real'), os.path.join(d, 'fer')
    for sub in (real, fer):
        os.makedirs(sub, exist_ok=True)
    for name, text in (('fontpeek.bas', PEEK), ('fontdraw.bas', DRAW)):
        with open(os.path.join(d, name), 'w', newline='') as f:
            f.write(text.replace('\n', '\r\n'))
        subprocess.run([ORACLE, os.path.join(d, name), '--files=' + real, '--timeout=300'],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run([FERRITE, 'run', '--dialect', 'gw', '--no-share', os.path.join(d, 'fontdraw.bas')],
                   cwd=fer, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    t8, t14 = table(os.path.join(real, 'F8.TXT')), table(os.path.join(real, 'F14.TXT'))
    bad = 0
    for line in open(os.path.join(real, 'G.TXT')).read().split('\n'):
        p = line.split()
        if len(p) < 5:
            continue
        md, c = int(p[0]), int(p[1])
        glyph = ''.join(p[4:])
        if glyph != (t14 if md == 9 else t8)[c]:
            bad += 1
            print('drawn differs from the table: mode', md, 'code', c, glyph)
    same = open(os.path.join(real, 'G.TXT'), 'rb').read() == open(os.path.join(fer, 'G.TXT'), 'rb').read()
    print('tables: %d codes drawn otherwise; ferrite G.TXT %s' % (bad, 'identical' if same else 'DIFFERS'))


main()
