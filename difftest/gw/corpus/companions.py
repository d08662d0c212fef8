"""The files a program of the corpus finds beside it, given to both machines.

A program that LOADs, CHAINs, RUNs, MERGEs or OPENs files of its own folder (a data file, the
next part of a game) ran with them there. gwreal-run writes only the program into the
machine's folder, so the program is run through a loader: `LOADER.BAS`, an ASCII program
followed by a CTRL-Z (where LOAD stops reading) and, from the next 128-byte record on, the
files' bytes. The loader reads its own file as a random file, writes each file with
128-byte records and its last bytes one at a time (a sequential file would get a CTRL-Z at
CLOSE), then `RUN "TEST.BAS"`. Both machines run the same loader, so both start the program
from RUN with the same files. In the payload CR, LF, CTRL-Z and `~` are `~` and the byte
plus 64 (gwreal-run turns LF into CR LF in the file it is given).

A file of the folder is a companion when its name without the extension appears in the
program as a word (`OPEN "SCORES.DAT"`, `CHAIN "PART2"`), its name is a DOS 8.3 name, and
the files together stay small (the loader takes a moment per kilobyte in DOSBox).
"""
import os
import re

RECORD = 128
MAX_FILE = 24 * 1024
MAX_ALL = 40 * 1024
NAME = re.compile(rb'^[A-Z0-9_$&#!%@^-]{1,8}(\.[A-Z0-9_$&#!%@^-]{0,3})?$')


def find(folder, text, self_path):
    """[(DOS name, bytes)] of the companions of the program `text` in `folder`."""
    upper = text.upper()
    found, total = [], 0
    for f in sorted(os.listdir(folder)):
        p = os.path.join(folder, f)
        if not os.path.isfile(p) or os.path.samefile(p, self_path):
            continue
        dos = f.upper().encode('latin-1', 'replace')
        if not NAME.match(dos) or dos in (b'TEST.BAS', b'LOADER.BAS', b'SCREEN.TXT'):
            continue
        stem = dos.split(b'.')[0]
        if not re.search(rb'(?<![A-Z0-9])' + re.escape(stem) + rb'(?![A-Z0-9])', upper):
            continue
        size = os.path.getsize(p)
        if size > MAX_FILE or total + size > MAX_ALL:
            continue
        total += size
        found.append((dos.decode('latin-1'), open(p, 'rb').read()))
    return found


def encode(data):
    """The payload form of `data`: CR, LF, CTRL-Z and `~` escaped."""
    out = bytearray()
    for b in data:
        if b in (10, 13, 26, 126):
            out += bytes([126, (b + 64) & 255])
        else:
            out.append(b)
    return bytes(out)


LOADER = [
    '1 DEFINT A-Z:OPEN "R",#1,"LOADER.BAS",128:FIELD #1,128 AS R$:G={first}:B$="":RESTORE 100',
    '2 READ F$,L!:IF F$="" THEN CLOSE:RUN "TEST.BAS"',
    '3 OPEN "R",#2,F$,128:FIELD #2,128 AS W$:D$="":K!=0',
    '4 IF L!<=0 THEN 20',
    '5 IF LEN(B$)<2 THEN G=G+1:GET #1,G:B$=B$+R$',
    '6 T=LEN(B$):IF T>L! THEN T=L!',
    '7 IF T>127 THEN T=127',
    '8 IF MID$(B$,T,1)="~" THEN T=T-1',
    '10 C$=LEFT$(B$,T):B$=MID$(B$,T+1):L!=L!-T',
    '11 J=INSTR(C$,"~"):IF J=0 THEN P$=C$:C$="" ELSE P$=LEFT$(C$,J-1)+CHR$((ASC(MID$(C$,J+1,1))+192) AND 255):C$=MID$(C$,J+2)',
    '12 D$=D$+P$:IF LEN(D$)>=128 THEN LSET W$=D$:PUT #2:K!=K!+1:D$=MID$(D$,129)',
    '13 IF C$<>"" THEN 11',
    '14 GOTO 4',
    '20 CLOSE #2:IF D$="" THEN 2',
    '21 OPEN "R",#2,F$,1:FIELD #2,1 AS V$:FOR I=1 TO LEN(D$):LSET V$=MID$(D$,I,1):PUT #2,K!*128+I:NEXT:CLOSE #2:GOTO 2',
]


def loader(files):
    """LOADER.BAS (CR LF lines) writing `files` [(DOS name, bytes)], then running TEST.BAS."""
    lines = [l for l in LOADER]
    data = []
    payload = b''
    for n, (name, b) in enumerate(files):
        e = encode(b)
        data.append('%d DATA "%s",%d' % (100 + n, name, len(e)))
        payload += e
    data.append('%d DATA "",0' % (100 + len(files)))

    def text(first):
        ls = [lines[0].format(first=first)] + lines[1:] + data
        ls = sorted(ls, key=lambda l: int(l.split(' ', 1)[0]))
        return ('\r\n'.join(ls) + '\r\n').encode('latin-1') + b'\x1a'
    first = 0
    while True:
        t = text(first)
        records = (len(t) + RECORD - 1) // RECORD
        if records == first:
            break
        first = records
    t += b'.' * (first * RECORD - len(t))
    return t + payload


def write(out, name, folder, text, self_path):
    """Writes OUT/<name>.ldr, the loader of the program's companions (and the program), when
    it has any; removes an old one otherwise."""
    path = os.path.join(out, name + '.ldr')
    files = find(folder, text, self_path)
    if not files:
        if os.path.exists(path):
            os.remove(path)
        return
    program = text.replace(b'\r\n', b'\n').replace(b'\n', b'\r\n')
    open(path, 'wb').write(loader([('TEST.BAS', program)] + files))
