#!/usr/bin/env python3
"""wrapgen.py DIR SEED N [CASES]: INPUT and LINE INPUT over a line the program PRINTed past
column 80 (issue 24), for wrapdiff.py.

Each case clears the screen, prints one logical line of 81..250 characters (row 1 cycles
`ABCDEFGHIJ`, row 2 `KLMNOPQRST`, row 3 `UVWXYZabcd`, so an answer shows which cells it read),
LOCATEs onto row 1, 2 or 3 of it at a column from 1 to 80, and asks INPUT / LINE INPUT with or
without `;`; the typed answer (`z`s) stops before, at or past the row's end, or is only cursor
keys and Enter (cursor up, right, End). After all cases the answers' LEN and text and the
CSRLIN/POS after each are printed below a `RESULTS` line.
Writes DIR/pNNN.bas and DIR/pNNN.keys (typed lines, one per Enter).
"""
import os
import random
import sys

STMTS = ['LINE INPUT A$', 'LINE INPUT;A$', 'INPUT A$', 'INPUT;A$', 'INPUT "",A$',
         'LINE INPUT "";A$']
ROWSET = ['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXYZabcd']


def case(r):
    n = r.choice([81, 85, 100, 120, 159, 160, 161, 170, 200, 239, 240, 241, 250])
    rows = (n + 79) // 80
    row = r.randrange(1, min(rows, 3) + 1)
    last = min(80, n - (row - 1) * 80) if row < rows else n - (row - 1) * 80
    col = r.choice([1, 2, r.randrange(1, 81), max(1, last - r.randrange(0, 12)), 70, 75, 80])
    stmt = r.choice(STMTS)
    room = 81 - col
    k = r.randrange(6)
    if k == 0:
        typed = ''
    elif k == 1:
        typed = 'z' * r.randrange(1, max(2, room))
    elif k == 2:
        typed = 'z' * room
    elif k == 3:
        typed = 'z' * (room + r.randrange(1, 20))
    elif k == 4:
        typed = 'z' * r.randrange(0, 5) + r.choice(['\x1e', '\x1e\x1e', '\x1c\x1c', '\x1f', '\x0e'])
    else:
        typed = r.choice(['\x1e', '\x1f']) + 'z' * r.randrange(0, 4)
    return n, row, col, stmt, typed


def program(r, count):
    lines, keys = [], []
    ln = 100
    lines.append('10 DIM R$(%d),C(%d),P(%d):KEY OFF' % (count, count, count))
    for i in range(count):
        n, row, col, stmt, typed = case(r)
        end = r.choice([';', ''])
        lines.append('%d CLS:S$="":FOR I=0 TO %d:S$=S$+MID$(R0$,(I\\80)*10+I MOD 10+1,1)'
                     ':NEXT:PRINT S$%s' % (ln, n - 1, end))
        lines.append('%d LOCATE %d,%d:%s:C(%d)=CSRLIN:P(%d)=POS(0):R$(%d)=A$'
                     % (ln + 1, row, col, stmt, i, i, i))
        keys.append(typed)
        lines.append("%d ' n=%d row=%d col=%d typed=%r" % (ln + 2, n, row, col, typed))
        ln += 10
    lines[0] += ':R0$="%s"' % ''.join(ROWSET + ROWSET[:1])
    lines.append('%d LOCATE 24,1:PRINT:PRINT "RESULTS"' % ln)
    lines.append('%d FOR I=0 TO %d:PRINT I;LEN(R$(I));C(I);P(I);"[";LEFT$(R$(I),12);"|";RIGHT$(R$(I),12);"]":NEXT' % (ln + 1, count - 1))
    return lines, keys


def main():
    d, seed, num = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 12
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for p in range(num):
        lines, keys = program(r, count)
        with open(os.path.join(d, 'p%03d.bas' % p), 'w', newline='\r\n') as f:
            f.write('\n'.join(lines) + '\n')
        with open(os.path.join(d, 'p%03d.keys' % p), 'wb') as f:
            f.write(b''.join(k.encode('latin-1') + b'\n' for k in keys))


if __name__ == '__main__':
    main()
