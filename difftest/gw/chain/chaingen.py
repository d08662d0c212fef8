#!/usr/bin/env python3
"""chaingen.py SEED N DIR: N programs that CHAIN to a program they write themselves, for
`../files/filediff.py DIR` (the real GW-BASIC 3.23 against ferrite, screens and files).

Each program writes STEP2.BAS (ASCII, or asked for with `.BAS` or without), sets variables
of every type and arrays, maybe DEFINT/DEFSTR, OPTION BASE, DEF FN, an open file, an ON ERROR
trap and a few COMMON statements (some never run, some naming arrays as `A()` or `A(1)`,
names not set, repeated), then CHAINs with a random form: MERGE, a start line, ALL, DELETE.
STEP2 prints every variable it may have been handed, the types the names now have, FN,
FRE(0), ERR/ERL, and writes to the file the first program left open."""
import os
import random
import sys

SCALARS = ['A', 'B%', 'C!', 'D#', 'E$', 'X', 'Y$', 'N%']
ARRAYS = ['F', 'G$', 'H%', 'K#']


def value(r, name):
    if name.endswith('$'):
        return '"%s"' % ''.join(r.choice('ABCXYZ ') for _ in range(r.randrange(0, 6)))
    if name.endswith('%'):
        return str(r.randrange(-32768, 32768))
    if name.endswith('#'):
        return r.choice(['1.234567890123#', '-7#/3', '1D+20', '0'])
    return r.choice(['1.5', '-3', '1E+10', '.1', '0', '32768'])


def step2(r, merge, fields):
    """STEP2.BAS's lines (numbers 100 up; with MERGE some replace the first program's)."""
    lines = ['100 ON ERROR GOTO 190']
    lines.append('110 PRINT "S2";A;B%;C!;D#;"[";E$;"]";X;"[";Y$;"]";N%')
    lines.append('120 PRINT F(1);"[";G$(1);"]";H%(2);K#(0);FRE(0)')
    lines.append('130 PRINT FNA(2)')
    lines.append('140 PRINT #2,"FROM S2":CLOSE 2')
    if fields:
        lines.append('150 OPEN "I",3,"OUT.TXT":WHILE NOT EOF(3):LINE INPUT #3,L$:PRINT L$:WEND:CLOSE 3')
    if r.random() < .3:
        lines.append('155 ' + r.choice(['RETURN', 'NEXT', 'WEND', 'RESUME NEXT', 'PRINT FRE("")',
                                       'PRINT VARPTR(A);VARPTR(E$)', 'PRINT F$;LEN(F$)']))
    lines.append('160 PRINT ERR;ERL;"END":END')
    lines.append('190 PRINT "ERR";ERR;ERL:RESUME NEXT')
    if merge and r.random() < .3:
        lines.append('%d PRINT "REPLACED"' % r.choice([3, 5, 7]))
    return lines


def program(r):
    merge = r.random() < .35
    out = []
    n = 1
    s2 = step2(r, merge, r.random() < .7)
    name = r.choice(['STEP2', 'STEP2.BAS', 'step2'])
    out.append('%d OPEN "O",1,"STEP2.BAS"' % n)
    n += 1
    for ln in s2:
        out.append('%d PRINT #1,"%s"' % (n, ln.replace('"', '"+CHR$(34)+"')))
        n += 1
    out.append('%d CLOSE 1' % n)
    n += 1
    body = []
    if r.random() < .3:
        body.append(r.choice(['DEFINT A-N', 'DEFSTR Y', 'DEFDBL C-D', 'DEFINT X']))
    if r.random() < .3:
        body.append('OPTION BASE 1')
    if r.random() < .4:
        body.append('DEF FNA(Q)=Q*3')
    body.append('OPEN "O",2,"OUT.TXT":PRINT #2,"FROM P"')
    if r.random() < .5:
        body.append('ON ERROR GOTO 900')
    for v in r.sample(SCALARS, r.randrange(2, len(SCALARS))):
        body.append('%s=%s' % (v, value(r, v)))
    for a in r.sample(ARRAYS, r.randrange(0, len(ARRAYS))):
        if r.random() < .5:
            body.append('DIM %s(%d)' % (a, r.randrange(1, 12)))
        body.append('%s(1)=%s' % (a, value(r, a)))
    if r.random() < .3:
        body.append(r.choice(['E$=E$+"Q"', 'Y$=STRING$(5,65)', 'E$=MID$("ABCDEF",2,3)',
                              'ERASE F', 'OPEN "R",4,"R.DAT",8:FIELD 4,8 AS F$:LSET F$="FLD"',
                              'SWAP A,X', 'Y$=""']))
    commons = []
    for _ in range(r.randrange(0, 4)):
        names = []
        for _ in range(r.randrange(1, 4)):
            if r.random() < .35:
                a = r.choice(ARRAYS)
                names.append(a + r.choice(['()', '(1)', '()']))
            else:
                names.append(r.choice(SCALARS + ['Z', 'A', 'A']))
        commons.append('COMMON ' + ','.join(names))
    where_common = [r.random() for _ in commons]
    for c, w in zip(commons, where_common):
        if w < .7:
            body.insert(r.randrange(len(body) + 1), c)
    opts = ''
    line = r.choice(['', '', '100', '110', '0', '130', '50'])
    if merge:
        line = r.choice(['100', '110', '100', '130'])
    all_ = r.random() < .3
    delete = None
    if merge and r.random() < .4:
        delete = r.choice(['%d-%d' % (n, n + 3), '%d-%d' % (n + 1, n + 1), '%d' % n, '1-9999'])
    if all_ or delete:
        opts = ',' + line + ',' + ('ALL' if all_ else '')
        if delete:
            opts += ',DELETE ' + delete
    elif line:
        opts = ',' + line
    chain = 'CHAIN %s"%s"%s' % ('MERGE ' if merge else '', name, opts)
    for stmt in body:
        out.append('%d %s' % (n, stmt))
        n += 1
    # Where the CHAIN runs from: plain, in a GOSUB, a FOR, a WHILE or an error handler.
    frame = r.choice(['', '', '', 'gosub', 'for', 'while', 'handler'])
    if frame == 'gosub':
        out.append('%d GOSUB %d' % (n, n + 2))
        chain_at = n + 2
    elif frame == 'for':
        out.append('%d FOR I=1 TO 3' % n)
        chain_at = n + 1
    elif frame == 'while':
        out.append('%d WHILE 1' % n)
        chain_at = n + 1
    elif frame == 'handler':
        out.append('%d ON ERROR GOTO %d:ERROR 250' % (n, n + 2))
        chain_at = n + 2
    else:
        chain_at = n
    if chain_at == n + 2:
        out.append('%d END' % (n + 1))
    n = chain_at
    out.append('%d %s' % (n, chain))
    n += 1
    out.append('%d PRINT "BACK";ERR;ERL:END' % n)
    for c, w in zip(commons, where_common):
        if w >= .7:
            n += 1
            out.append('%d %s' % (n, c))
    out.append('900 PRINT "ERR";ERR;ERL:RESUME NEXT')
    return ('\r\n'.join(out) + '\r\n').encode()


def write_programs(prefix, program):
    """Writes COUNT programs of `program(r)` into FOLDER as PREFIX+k.bas (argv: SEED COUNT
    FOLDER)."""
    seed, count, folder = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    os.makedirs(folder, exist_ok=True)
    r = random.Random(seed)
    for i in range(count):
        with open(os.path.join(folder, '%s%03d.bas' % (prefix, i)), 'wb') as f:
            f.write(program(r))


def main():
    write_programs('c', program)


if __name__ == '__main__':
    main()
