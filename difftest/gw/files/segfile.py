#!/usr/bin/env python3
"""Random GW-BASIC 3.23 programs mixing files with the data segment (issue 24).

    python3 segfile.py OUTDIR [N] [SEED]     # N programs (default 40)
    python3 filediff.py OUTDIR               # real machine against ferrite, files too

Programs do what the era's file programs did and look at memory while they do it: random
files with FIELD, LSET/RSET, MKI$/MKS$/MKD$, PUT and GET, with VARPTR and PEEK of the FIELD
strings' descriptors and buffer bytes and POKE into the buffer; sequential files of odd
bytes (LF, CR, CR LF, CTRL-Z, NUL, lines past 255, quotes, commas) written by PRINT # and
WRITE # and read back by INPUT #, LINE INPUT # and INPUT$ into plain and FIELD variables;
two files at once, OPEN in both syntaxes and every mode with its errors, CLOSE/RESET in
every form, LOCK/UNLOCK, SHARED, NAME/KILL, WIDTH #, DEF FN and CLEAR between them. After
every step a probe prints EOF/LOC/LOF of the files that may be open and FRE(0) with the
pointer words (VARTAB, ARYTAB, STREND, FRETOP); now and then FRE("") collects the garbage
first and a string's descriptor and bytes are read back with PEEK. Errors are trapped
(`E ERR ERL`, RESUME NEXT), one statement a line so ERL names it.
"""
import os
import random
import sys

NAMES = ['A.DAT', 'B.DAT', 'C.TXT']
SHOW = ['50000 FOR Z=1 TO LEN(S$):C=ASC(MID$(S$,Z,1))',
        '50010 IF C<32 OR C>126 THEN PRINT "<";MID$(STR$(C),2);">"; ELSE PRINT CHR$(C);',
        '50020 NEXT:PRINT "|":RETURN',
        # the memory probe: FRE(0), VARTAB, ARYTAB, STREND, FRETOP
        '51000 PRINT "@";FRE(0);PEEK(&H358)+256*PEEK(&H359);PEEK(&H35A)+256*PEEK(&H35B);'
        'PEEK(&H35C)+256*PEEK(&H35D);PEEK(&H474)+256*PEEK(&H475):RETURN',
        # a string's descriptor (at V) and its first bytes
        '52000 L=PEEK(V):P=PEEK(V+1)+256*PEEK(V+2):PRINT "D";L;P;":";',
        '52010 FOR J=P TO P+L-1+(L>12)*(L-12):PRINT PEEK(J);:NEXT:PRINT:RETURN']
HANDLER = ['60000 PRINT "E";ERR;ERL:RESUME NEXT']

PIECES = ['"AB"', '"A,B"', 'CHR$(34)+"Q,R"+CHR$(34)', '" 12 "', '"-3.5E2"', '"1D3"', '"&H1F"', 'CHR$(10)',
          'CHR$(13)', 'CHR$(13)+CHR$(10)', 'CHR$(10)+CHR$(13)', 'CHR$(26)', 'CHR$(0)', 'CHR$(9)', 'STRING$(260,"L")',
          'STRING$(254,"K")', '","', '"  "', '"X"+CHR$(26)+"Y"', 'CHR$(255)']
STRS = ['"HELLO"', '"A,B"', '"  SP  "', '""', 'CHR$(34)+"Q"+CHR$(34)', '"X"+CHR$(10)+"Y"', 'STRING$(40,"W")',
        '"1,2"', 'MKI$(-2)', 'MKS$(1.5)', 'MKD$(1/3)', 'S$', 'T$+"."', 'STRING$(255,"Z")']
NUMS = ['1', '-1', '0', '3.5', '-12345', '1E20', '1.5D-5', '32767', '-.25', '123456789#', '7%']
OPENS = ['O', 'I', 'A', 'R']


class Prog:
    """The program being built: its lines, and which files may be open (for the probes)."""

    def __init__(self, r):
        self.r = r
        self.lines = []
        self.open = set()

    def add(self, s, probe=True):
        self.lines.append(s)
        if probe:
            self.probe()

    def probe(self):
        r = self.r
        parts = []
        for f in sorted(self.open):
            if r.random() < 0.6:
                parts.append('PRINT "S%d";EOF(%d);LOC(%d);LOF(%d)' % (f, f, f, f))
        if r.random() < 0.25:
            parts.append('X=FRE("")')
        parts.append('GOSUB 51000')
        if r.random() < 0.25:
            parts.append('V=VARPTR(%s):GOSUB 52000' % r.choice(['S$', 'T$', 'F$', 'G$', 'H$']))
        self.lines.append(':'.join(parts))


def opener(r, f, name, mode, reclen=None, extra=''):
    """An OPEN in one of its two syntaxes."""
    if r.random() < 0.5:
        long = {'O': 'OUTPUT', 'I': 'INPUT', 'A': 'APPEND', 'R': 'RANDOM'}[mode]
        s = 'OPEN %s FOR %s%s AS %s%d' % (name, long, extra, r.choice(['#', '']), f)
        if mode == 'R' and reclen:
            s += ' LEN=%d' % reclen
        return s
    s = 'OPEN "%s",%s%d,%s' % (r.choice([mode, mode.lower()]), r.choice(['#', '']), f, name)
    if mode == 'R' and reclen:
        s += ',%d' % reclen
    return s


def g_random(p, f):
    """A random file: FIELD, the FIELD strings' descriptors and buffer bytes, LSET/RSET,
    PUT/GET, POKE into the buffer, copies of FIELD strings, INPUT # into the buffer."""
    r = p.r
    name = '"%s"' % r.choice(NAMES)
    ln = r.choice([0, 4, 10, 16, 32, 128, 300])
    p.add(opener(r, f, name, 'R', ln))
    p.open.add(f)
    size = ln or 128
    w = [r.choice([1, 2, 4, 8, size // 3 or 1]) for _ in range(3)]
    p.add('FIELD #%d,%d AS F$,%d AS G$,%d AS H$' % (f, w[0], w[1], w[2]))
    for _ in range(r.randint(3, 9)):
        k = r.randrange(12)
        v = r.choice(['F$', 'G$', 'H$'])
        if k == 0:
            p.add('%s %s=%s' % (r.choice(['LSET', 'RSET']), v, r.choice(STRS)))
        elif k == 1:
            p.add('LSET %s=%s(%s)' % (v, r.choice(['MKI$', 'MKS$', 'MKD$']), r.choice(NUMS[:9])))
        elif k == 2:
            p.add('PUT #%d%s' % (f, r.choice(['', ',1', ',2', ',3', ',5'])))
        elif k == 3:
            p.add('GET #%d%s' % (f, r.choice(['', ',1', ',2', ',4', ',9'])))
            p.add('S$=%s:GOSUB 50000' % v, probe=False)
        elif k == 4:
            p.add('V=VARPTR(%s):GOSUB 52000' % v, probe=False)
        elif k == 5:
            p.add('V=VARPTR(%s):P=PEEK(V+1)+256*PEEK(V+2):POKE P+%d,%d:S$=%s:GOSUB 50000' % (
                v, r.choice([0, 1]), r.choice([65, 0, 13, 32]), v))
        elif k == 6:
            p.add('%s=%s' % (r.choice(['S$', 'T$']), r.choice([v, v + '+"!"', 'LEFT$(%s,2)' % v, 'MID$(%s,2)' % v])))
        elif k == 7:
            p.add('PRINT "C";CVI(%s+"  ");CVS(%s+"    ")' % (v, v), probe=False)
        elif k == 8:
            p.add('FIELD #%d,%d AS %s' % (f, r.choice([1, 2, size, size + 1]), v))
        elif k == 9:
            p.add(r.choice(['PRINT #%d,"PR";1;' % f, 'WRITE #%d,"W",2' % f, 'PRINT #%d,STRING$(200,"P");' % f]))
        elif k == 10:
            p.add('V=VARPTR(#%d):PRINT "B";PEEK(V);PEEK(V+1);PEEK(V+%d)' % (f, r.choice([2, 40, 188])), probe=False)
        else:
            p.add(r.choice(['LOCK #%d' % f, 'UNLOCK #%d' % f, 'LOCK #%d,1' % f, 'UNLOCK #%d,1 TO 3' % f]))
    p.add(r.choice(['CLOSE #%d' % f, 'CLOSE', 'RESET', '']))
    if p.lines[-2].startswith(('CLOSE', 'RESET')) or not p.lines[-2]:
        p.open.discard(f)
    if r.random() < 0.5:
        # the FIELD strings after CLOSE: their descriptors, a copy
        p.add('V=VARPTR(F$):GOSUB 52000:T$=F$+G$', probe=True)


def g_seqodd(p, f):
    """A sequential file of odd bytes written by PRINT # and WRITE #, read back."""
    r = p.r
    name = '"%s"' % r.choice(NAMES)
    p.add(opener(r, f, name, r.choice(['O', 'O', 'A'])))
    p.open.add(f)
    for _ in range(r.randint(1, 5)):
        if r.random() < 0.6:
            parts = [r.choice(PIECES) for _ in range(r.randint(1, 4))]
            p.add('PRINT #%d,%s%s' % (f, ';'.join(parts), r.choice([';', ''])))
        else:
            p.add('WRITE #%d,%s' % (f, ','.join(r.choice(STRS[:8] + NUMS) for _ in range(r.randint(1, 3)))))
    p.add('CLOSE #%d' % f)
    p.open.discard(f)
    p.add(opener(r, f, name, 'I'))
    p.open.add(f)
    for _ in range(r.randint(3, 9)):
        k = r.randrange(7)
        if k == 0:
            p.add('LINE INPUT #%d,S$:GOSUB 50000' % f)
        elif k == 1:
            p.add('INPUT #%d,S$,T$:GOSUB 50000:S$=T$:GOSUB 50000' % f)
        elif k == 2:
            v = r.choice(['N', 'N%', 'N#'])
            p.add('INPUT #%d,%s:PRINT "N";%s' % (f, v, v))
        elif k == 3:
            p.add('S$=INPUT$(%d,#%d):GOSUB 50000' % (r.choice([1, 3, 40, 255]), f))
        elif k == 4:
            p.add('IF NOT EOF(%d) THEN LINE INPUT #%d,T$:S$=T$:GOSUB 50000' % (f, f))
        elif k == 5:
            p.add('WHILE NOT EOF(%d):LINE INPUT #%d,S$:PRINT LEN(S$);:WEND:PRINT' % (f, f))
        else:
            p.add('INPUT #%d,S$:GOSUB 50000' % f)
    p.add(r.choice(['CLOSE #%d' % f, 'CLOSE', '']))
    if p.lines[-2] != '':
        p.open.discard(f)


def g_two(p, f):
    """Two files at once: one written while the other is read, a FIELD file beside a
    sequential one, the same name twice."""
    r = p.r
    g = f % 3 + 1
    a, b = r.sample(NAMES, 2)
    p.add('OPEN "O",#%d,"%s":PRINT #%d,"ONE":PRINT #%d,"TWO,2":CLOSE #%d' % (f, a, f, f, f))
    p.add(opener(r, f, '"%s"' % a, 'I'))
    p.open.add(f)
    p.add(opener(r, g, '"%s"' % r.choice([a, b]), r.choice(['O', 'A', 'R', 'I']), r.choice([0, 8])))
    p.open.add(g)
    for _ in range(r.randint(2, 6)):
        p.add(r.choice(['LINE INPUT #%d,S$:PRINT #%d,S$;"*"' % (f, g), 'INPUT #%d,S$:PRINT #%d,S$' % (f, g),
                        'FIELD #%d,3 AS H$:LSET H$=S$:PUT #%d' % (g, g), 'WRITE #%d,S$,LEN(S$)' % g,
                        'S$=INPUT$(2,%d):GOSUB 50000' % f, 'PRINT #%d,STRING$(130,"Q")' % g]))
    p.add(r.choice(['CLOSE #%d,#%d' % (f, g), 'CLOSE %d' % g, 'RESET', 'CLOSE']))
    if 'CLOSE %d' % g == p.lines[-2]:
        p.open.discard(g)
    else:
        p.open -= {f, g}


def g_opens(p, f):
    """OPEN in every mode and its errors, LOCK/UNLOCK, SHARED, NAME/KILL, WIDTH #."""
    r = p.r
    for _ in range(r.randint(2, 6)):
        name = r.choice(['"%s"' % r.choice(NAMES), '"NONE.DAT"', '""', '"A.DAT"'])
        k = r.randrange(10)
        if k == 0:
            p.add(opener(r, f, name, r.choice(OPENS), r.choice([0, 16]),
                         extra=r.choice(['', ' SHARED', ' LOCK READ', ' LOCK WRITE', ' ACCESS READ'])))
            p.open.add(f)
        elif k == 1:
            p.add('OPEN "%s",#%d,%s' % (r.choice(['X', 'B', 'OI', '']), f, name))
        elif k == 2:
            p.add('OPEN %s FOR %s SHARED AS #%d' % (name, r.choice(['INPUT', 'OUTPUT', 'APPEND', 'RANDOM']), f))
            p.open.add(f)
        elif k == 3:
            p.add(r.choice(['LOCK #%d' % f, 'UNLOCK #%d' % f, 'LOCK #%d,1 TO 2' % f, 'UNLOCK #%d,2' % f]))
        elif k == 4:
            p.add(r.choice(['CLOSE #%d' % f, 'CLOSE', 'RESET', 'CLOSE %d,%d' % (f, f % 3 + 1), 'CLOSE #%d,' % f]))
            p.open.discard(f)
        elif k == 5:
            p.add(r.choice(['NAME "%s" AS "%s"' % tuple(r.sample(NAMES, 2)), 'KILL "%s"' % r.choice(NAMES),
                            'NAME "NONE.DAT" AS "D.DAT"', 'KILL "NONE.DAT"']))
        elif k == 6:
            p.add(r.choice(['WIDTH #%d,%d' % (f, r.choice([0, 1, 10, 255, 256])), 'WIDTH "%s",20' % r.choice(NAMES)]))
            p.add('PRINT #%d,"ABCDEFGHIJKLMNOP";1,2,3' % f)
        elif k == 7:
            p.add('DEF FN%s(X)=X+%d' % (r.choice('ABC'), r.randrange(9)))
        elif k == 8:
            p.add(r.choice(['CLEAR ,%d' % r.choice([30000, 50000, 60000]), 'CLEAR ,,%d' % r.choice([512, 1000, 2000]),
                            'CLEAR', 'CLEAR 100']) + ':ON ERROR GOTO 60000')
            p.open.clear()
        else:
            p.add('PRINT "F";FNA(1);FNB(2)')


def g_strings(p, f):
    """Plain strings made and copied among the files' steps (garbage for FRE(""))."""
    r = p.r
    for _ in range(r.randint(1, 4)):
        p.add(r.choice(['S$=%s' % r.choice(STRS), 'T$=S$+%s' % r.choice(STRS), 'S$=""',
                        'FOR I=1 TO %d:T$=T$+"x":NEXT' % r.choice([3, 40, 200]),
                        'DIM Q$(%d):Q$(1)=S$' % r.randrange(1, 9), 'ERASE Q$', 'SWAP S$,T$',
                        'MID$(S$,2)="MM"']))


GROUPS = [g_random, g_random, g_seqodd, g_seqodd, g_two, g_opens, g_strings]


def program(r):
    p = Prog(r)
    p.add('ON ERROR GOTO 60000')
    for _ in range(r.randint(3, 6)):
        r.choice(GROUPS)(p, r.randint(1, 3))
    p.add('CLOSE')
    out, n = [], 10
    for s in p.lines:
        if s:
            out.append('%d %s' % (n, s))
            n += 10
    out.append('%d PRINT "DONE":END' % n)
    return out + SHOW + HANDLER


def main():
    d = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for i in range(n):
        with open(os.path.join(d, 'm%03d_%d.bas' % (i, seed)), 'w') as f:
            f.write('\n'.join(program(r)) + '\n')


main()
