#!/usr/bin/env python3
"""Random GW-BASIC 3.23 file programs (issue 24): files, devices, CHAIN/COMMON, FIELD.

    python3 filegen.py OUTDIR [N] [SEED] [GROUP ...]   # N programs (default 100)
    python3 filediff.py OUTDIR                         # real machine against ferrite

Groups `twice` and `eofz` (session 28): one file on two numbers with LOCK/UNLOCK, KILL, NAME,
RESET and WIDTH # between; CTRL-Z and LF inside files read to EOF in loops.

Each program sets `ON ERROR GOTO 60000` (the handler prints `E ERR ERL` and says RESUME
NEXT), then runs a random series of groups, one statement a line so ERL names it: files
written and read in every mode and both OPEN syntaxes, CLOSE/RESET of every form, EOF, LOC
and LOF between the steps, LINE INPUT#/INPUT#/INPUT$ on files holding CR, LF, CTRL-Z, NUL,
quotes and commas, NAME/KILL/FILES and their errors, WIDTH on files and devices, PRINT#
and WRITE# with zones, FIELD/LSET/RSET/GET/PUT (records past the end, partial records,
POKE into the buffer, the FIELD variables' pointers), LSET into a string not in a FIELD
(FRE), and as the last group CHAIN [MERGE] with a line, ALL, DELETE and COMMON. Strings
read back are shown by the subroutine at 50000 with every control byte as <n>. The files
left on disk are compared byte for byte by filediff.py.
"""
import os
import random
import sys

NAMES = ['A.DAT', 'B.DAT', 'C.TXT']
SHOW = ['50000 FOR Z=1 TO LEN(S$):C=ASC(MID$(S$,Z,1))',
        '50010 IF C<32 OR C>126 THEN PRINT "<";MID$(STR$(C),2);">"; ELSE PRINT CHR$(C);',
        '50020 NEXT:PRINT "|":RETURN']
HANDLER = ['60000 PRINT "E";ERR;ERL:RESUME NEXT', '61000 PRINT "H";ERR;ERL:CLOSE #2:RESUME NEXT']

STRS = ['"HELLO"', '"A,B"', '"  SP  "', '""', 'CHR$(34)+"Q"+CHR$(34)', '"X"+CHR$(13)+"Y"',
        '"X"+CHR$(10)+"Y"', '"X"+CHR$(13)+CHR$(10)+"Y"', '"Z"+CHR$(26)+"W"', '"N"+CHR$(0)+"M"',
        'STRING$(30,"L")', '"1,2,3"', '" 12 "', '"-3.5E2"', 'CHR$(10)+"LF"', '"Q"+CHR$(34)+",R"',
        'CHR$(9)+"TB"', 'STRING$(100,"W")', '"&H1F"', 'CHR$(255)+CHR$(128)']
NUMS = ['1', '-1', '0', '3.5', '-12345', '1E20', '1.5D-5', '32767', '-0.25', '123456789#', '7%', '2^31']


def opener(r, f, name, mode, reclen=None):
    """An OPEN in one of its two syntaxes."""
    if r.random() < 0.5:
        long = {'O': 'OUTPUT', 'I': 'INPUT', 'A': 'APPEND', 'R': 'RANDOM'}[mode]
        s = 'OPEN %s FOR %s AS %s%d' % (name, long, r.choice(['#', '']), f)
        if mode == 'R' and reclen:
            s += ' LEN=%d' % reclen
        return s
    s = 'OPEN "%s",%s%d,%s' % (r.choice([mode, mode.lower()]) if mode != 'A' else 'A', r.choice(['#', '']), f, name)
    if mode == 'R' and reclen:
        s += ',%d' % reclen
    return s


def closer(r, f):
    return r.choice(['CLOSE', 'CLOSE #%d' % f, 'CLOSE %d' % f, 'RESET', 'CLOSE #%d,#%d' % (f, f % 3 + 1),
                     'CLOSE %d,%d' % (f, f % 3 + 1), 'CLOSE #%d' % f])


def stat(r, f):
    return r.choice(['PRINT "S";EOF(%d);LOC(%d);LOF(%d)' % (f, f, f), 'PRINT "L";LOC(%d);LOF(%d)' % (f, f),
                     'PRINT "F";EOF(%d)' % f])


def items(r, n):
    out = []
    for _ in range(n):
        k = r.random()
        if k < 0.45:
            out.append(r.choice(STRS))
        elif k < 0.8:
            out.append(r.choice(NUMS))
        elif k < 0.9:
            out.append('TAB(%d)' % r.choice([1, 5, 14, 20, 40, 79, 90, 200]))
        else:
            out.append('SPC(%d)' % r.choice([0, 1, 5, 20, 90]))
    return out


def g_write(r, f):
    name = '"%s"' % r.choice(NAMES)
    lines = [opener(r, f, name, r.choice('OOA'))]
    if r.random() < 0.3:
        lines.append('WIDTH #%d,%d' % (f, r.choice([0, 1, 3, 10, 14, 15, 20, 28, 40, 255, 256])))
    for _ in range(r.randint(1, 6)):
        k = r.random()
        its = items(r, r.randint(0, 4))
        if k < 0.55:
            s = 'PRINT #%d,' % f
            for i, it in enumerate(its):
                if i < len(its) - 1:
                    # no bare juxtaposition before a number: `1.5D-5` `7%` would be one token
                    after = [';', ',', ';'] + ([''] if not its[i + 1][0].isdigit() and its[i + 1][0] != '-' else [])
                    s += it + r.choice(after)
                else:
                    s += it + r.choice(['', ';', ','])
            lines.append(s.rstrip(','))
        elif k < 0.8:
            its = [i for i in its if not i.startswith(('TAB', 'SPC'))] or ['1']
            lines.append('WRITE #%d,%s' % (f, ','.join(its)))
        elif k < 0.9:
            lines.append('PRINT #%d,USING "##.## \\ \\";%s;%s' % (f, r.choice(NUMS), r.choice(STRS)))
        else:
            lines.append(stat(r, f))
    if r.random() < 0.5:
        lines.append(stat(r, f))
    lines.append(closer(r, f))
    return lines


def g_raw(r, f):
    """A file of chosen bytes (control characters, quotes, commas), read back at random."""
    name = '"%s"' % r.choice(NAMES)
    parts = [r.choice(STRS + ['CHR$(13)', 'CHR$(10)', 'CHR$(26)', 'CHR$(0)', '","', 'CHR$(34)', '"12 34"'])
             for _ in range(r.randint(1, 8))]
    lines = [opener(r, f, name, 'O'), 'PRINT #%d,%s;' % (f, '+'.join(parts)), closer(r, f)]
    return lines + g_read(r, f, name)


def g_read(r, f, name=None):
    name = name or '"%s"' % r.choice(NAMES)
    lines = [opener(r, f, name, 'I')]
    for _ in range(r.randint(2, 9)):
        k = r.random()
        if k < 0.3:
            lines.append('LINE INPUT #%d,S$:GOSUB 50000' % f)
        elif k < 0.55:
            lines.append('INPUT #%d,S$:GOSUB 50000' % f)
        elif k < 0.65:
            lines.append('INPUT #%d,N:PRINT "N";N' % f)
        elif k < 0.72:
            lines.append('INPUT #%d,S$,T$:GOSUB 50000:S$=T$:GOSUB 50000' % f)
        elif k < 0.9:
            lines.append('S$=INPUT$(%d,%s%d):GOSUB 50000' % (r.choice([1, 2, 3, 7, 200]), r.choice(['#', '']), f))
        else:
            lines.append(stat(r, f))
        if r.random() < 0.5:
            lines.append(stat(r, f))
    lines.append(closer(r, f))
    return lines


def g_random(r, f):
    name = '"%s"' % r.choice(NAMES)
    rl = r.choice([None, 1, 5, 10, 16, 128, 200])
    size = rl or 128
    lines = [opener(r, f, name, 'R', rl)]
    if r.random() < 0.3:
        lines.append('S$=INPUT$(%d,#%d):GOSUB 50000' % (r.choice([1, 3, 5]), f))
    a, b = r.randint(1, max(1, size // 2)), r.randint(1, max(1, size // 2))
    if r.random() < 0.15:
        b = size  # field overflow
    lines.append('FIELD #%d,%d AS A$,%d AS B$' % (f, a, b))
    if r.random() < 0.4:
        lines.append('S$=A$:GOSUB 50000:S$=B$:GOSUB 50000')
    if r.random() < 0.3:
        lines.append('P=PEEK(VARPTR(A$)+1)+256*PEEK(VARPTR(A$)+2):PRINT "P";P-VARPTR(#%d);LEN(A$)' % f)
    for _ in range(r.randint(2, 9)):
        k = r.random()
        if k < 0.2:
            lines.append('%s A$=%s' % (r.choice(['LSET', 'RSET']), r.choice(STRS)))
        elif k < 0.32:
            lines.append('%s B$=%s' % (r.choice(['LSET', 'RSET']), r.choice(STRS + NUMS[:1] + ['MKI$(258)', 'MKS$(1.5)'])))
        elif k < 0.5:
            lines.append('PUT #%d%s' % (f, r.choice(['', ',1', ',2', ',5', ',0', ',-1', ',32768', ',3'])))
        elif k < 0.65:
            lines.append('GET #%d%s:S$=A$:GOSUB 50000' % (f, r.choice(['', ',1', ',2', ',9', ',0', ',3'])))
        elif k < 0.72:
            lines.append('P=PEEK(VARPTR(A$)+1)+256*PEEK(VARPTR(A$)+2):POKE P,%d:S$=A$:GOSUB 50000' % r.choice([66, 0, 13]))
        elif k < 0.78:
            lines.append('PRINT #%d,%s' % (f, r.choice(STRS)))
        elif k < 0.83:
            lines.append('S$=INPUT$(%d,#%d):GOSUB 50000' % (r.choice([1, 2, 4]), f))
        elif k < 0.88:
            lines.append('A$="FREE":S$=A$:GOSUB 50000:PUT #%d:PRINT "FR";LEN(A$)' % f)
        else:
            lines.append(stat(r, f))
    lines.append(stat(r, f))
    lines.append(closer(r, f))
    return lines


def g_lset(r, f):
    lit = r.choice(['"ABCDEFG"', 'STRING$(7,65)', '"AB"+"CDEFG"', 'MID$("ABCDEFGH",2)'])
    return ['L$=%s:F0=FRE(0)' % lit,
            '%s L$=%s:F1=FRE(0):S$=L$:GOSUB 50000:PRINT "FRE";F1-F0' % (r.choice(['LSET', 'RSET']), r.choice(STRS[:4] + ['"XYZXYZXYZXYZ"'])),
            'M$=L$:LSET L$="Q":S$=M$:GOSUB 50000']


def g_name(r, f):
    a, b = r.sample(NAMES, 2)
    lines = []
    if r.random() < 0.7:
        lines += [opener(r, f, '"%s"' % a, 'O'), 'PRINT #%d,"N"' % f]
        if r.random() < 0.6:
            lines.append(closer(r, f))
    for _ in range(r.randint(1, 4)):
        lines.append(r.choice([
            'NAME "%s" AS "%s"' % (a, b), 'NAME "%s" AS "%s"' % (b, a), 'NAME "NOPE.X" AS "Y.X"',
            'NAME "%s" AS "%s"' % (a, a), 'NAME "%s" AS "BAD*.X"' % a, 'NAME "%s" AS ""' % a,
            'NAME "" AS "%s"' % a, 'NAME "%s" AS "C:%s"' % (a, b), 'NAME "%s" AS "NOD\\X.Y"' % a,
            'KILL "%s"' % a, 'KILL "%s"' % b, 'KILL "NOPE.X"', 'KILL ""',
            'FILES "*.DAT"', 'FILES "?.TXT"', 'FILES "NOPE.*"', 'FILES "%s"' % a, 'FILES 1', 'FILES ""',
            'NAME 1 AS "X"', 'NAME "%s" AS "TOOLONGNAME.DATA"' % a, stat(r, f)]))
    lines.append(closer(r, f))
    return lines


def g_misc(r, f):
    return [r.choice([
        'OPEN "O",#4,"X.DAT"', 'OPEN "O",#0,"X.DAT"', 'OPEN "Q",#1,"X.DAT"', 'OPEN "NOPE.DAT" FOR INPUT AS #%d' % f,
        'OPEN "%s" FOR OUTPUT AS #1:OPEN "%s" FOR OUTPUT AS #2' % ((r.choice(NAMES),) * 2),
        'OPEN "O",#%d,"A.DAT":OPEN "O",#%d,"B.DAT"' % (f, f),
        'CLOSE #4', 'CLOSE #0', 'CLOSE 256', 'PRINT EOF(%d)' % f, 'PRINT LOC(4)', 'PRINT #%d,"X"' % f,
        'WIDTH "SCRN:",%d' % r.choice([40, 80, 20]), 'WIDTH "LPT1:",%d' % r.choice([0, 40, 255, 256]),
        'WIDTH "A.DAT",20', 'OPEN "SCRN:" FOR OUTPUT AS #%d:WIDTH #%d,%d:PRINT #%d,%s;%s;%s:CLOSE #%d' % (
            f, f, r.choice([5, 20]), f, r.choice(STRS[:4]), r.choice(NUMS), r.choice(STRS[:4]), f),
        'OPEN "SCRN:" FOR INPUT AS #%d' % f, 'OPEN "NUL" FOR OUTPUT AS #%d:PRINT #%d,"X";LOC(%d);LOF(%d)' % (f, f, f, f),
        'RESET', 'CLOSE', 'PRINT FRE(0)>0',
        'LINE INPUT #%d,S$' % f, 'INPUT #%d,S$' % f, 'GET #%d' % f, 'PUT #%d' % f, 'FIELD #%d,1 AS Q$' % f])]


# Awkward data for INPUT #: numbers with type marks, exponents and radix prefixes, numbers
# past the types' ranges, quotes, commas, blanks, empty fields, line ends of every kind.
DATA = ['"1.5E+3"', '"12%"', '"3#"', '"1D2"', '"-1.5E-3"', '"&H1F"', '"&O17"', '"1E40"', '"1D400"',
        '"40000"', '"-32769"', '"+7"', '"."', '"-"', '"1 2"', '" 12 "', '"3!"', '"1.2.3"', '"0E0"',
        '"12AB"', '"AB12"', '","', '",,"', 'CHR$(34)+"Q,R"+CHR$(34)', 'CHR$(34)+"Q"+CHR$(34)+"X"',
        '"  "+CHR$(34)+"SP"+CHR$(34)+"  "', 'CHR$(13)', 'CHR$(10)', 'CHR$(13)+CHR$(10)', 'CHR$(26)',
        'CHR$(9)', '"X "', '" Y"', 'STRING$(250,"L")', 'STRING$(255,"M")', 'CHR$(34)', '"1E"', '"1E+"',
        '"9999999999"', '"123456789012345678"', '"1.7E38"', '"-0"', '"0.0000001"', '"&"', '"&H"', '"&HFFFF"']
VARS = ['S$', 'N', 'N%', 'N!', 'N#', 'T$']


def g_input(r, f):
    """A file of awkward items read back by INPUT # into every type (DEFSTR too), LINE INPUT #."""
    name = '"%s"' % r.choice(NAMES)
    lines = [opener(r, f, name, 'O')]
    for _ in range(r.randint(1, 4)):
        parts = [r.choice(DATA) for _ in range(r.randint(1, 5))]
        sep = r.choice([';', ';","', ';CHR$(13);', ';CHR$(10);', ';" ";'])
        lines.append('PRINT #%d,%s%s' % (f, sep.join(parts), r.choice(['', ';'])))
    if r.random() < 0.3:
        lines.append('PRINT #%d,STRING$(200,"A");STRING$(100,"B")' % f)
    lines.append(closer(r, f))
    lines.append(opener(r, f, name, 'I'))
    if r.random() < 0.25:
        lines.append('DEFSTR A-Z')
        vs = ['A', 'B', 'N%', 'S$']
    else:
        vs = VARS
    for _ in range(r.randint(2, 8)):
        k = r.random()
        if k < 0.6:
            targets = [r.choice(vs) for _ in range(r.randint(1, 3))]
            shows = ':'.join('PRINT "V";%s;' % t if not t.endswith('$') and t not in ('A', 'B') else 'S$=%s:GOSUB 50000' % t
                             for t in targets)
            lines.append('INPUT #%d,%s:%s' % (f, ','.join(targets), shows))
        elif k < 0.8:
            lines.append('LINE INPUT #%d,S$:GOSUB 50000' % f)
        elif k < 0.9:
            lines.append('S$=INPUT$(%d,#%d):GOSUB 50000' % (r.choice([1, 2, 5]), f))
        else:
            lines.append(stat(r, f))
    lines.append(closer(r, f))
    if vs[0] == 'A':
        lines.append('DEFSNG A-Z')
    return lines


WVALS = ['1', '-1', '0', '1.5', '-0.25', '1E20', '1E-20', '1/3', '1#/3', '2/3#', '32767', '-32768%', '7%',
         '123456789#', '1.5D-5', '3.402823E+38', '"A,B"', '""', '" SP "', 'CHR$(34)', '"X"+CHR$(13)+"Y"',
         'STRING$(255,"W")', 'MKI$(258)', 'CHR$(0)', '-0', '1D+30', '&HFFFF', '&O777', 'A%', 'B!', 'C#', 'D$']


def g_writeall(r, f):
    """WRITE # of every type, read back by INPUT # and LINE INPUT #; PRINT # USING."""
    name = '"%s"' % r.choice(NAMES)
    lines = ['A%=-12:B!=1.25:C#=1#/7:D$="D,Q"', opener(r, f, name, r.choice('OA'))]
    for _ in range(r.randint(1, 5)):
        k = r.random()
        if k < 0.6:
            lines.append('WRITE #%d,%s' % (f, ','.join(r.choice(WVALS) for _ in range(r.randint(1, 5)))))
        else:
            fmt = r.choice(['"##.##"', '"+#.###^^^^"', '"\\  \\"', '"!"', '"&"', '"###,.##"', '"**$##.##"',
                            '"#.#-"', '"_##"', '"##.## & ##"', '"X"', '""'])
            vals = ';'.join(r.choice(NUMS + STRS[:6]) for _ in range(r.randint(1, 3)))
            lines.append('PRINT #%d,USING %s;%s%s' % (f, fmt, vals, r.choice(['', ';', ','])))
    lines.append(closer(r, f))
    lines.append(opener(r, f, name, 'I'))
    for _ in range(r.randint(2, 6)):
        t = r.choice(['S$', 'N', 'N#', 'N%'])
        if r.random() < 0.3:
            lines.append('LINE INPUT #%d,S$:GOSUB 50000' % f)
        elif t == 'S$':
            lines.append('INPUT #%d,S$:GOSUB 50000' % f)
        else:
            lines.append('INPUT #%d,%s:PRINT "V";%s' % (f, t, t))
    lines.append(closer(r, f))
    return lines


def g_opens(r, f):
    """OPEN in both syntaxes with good and bad modes, numbers, names and lengths; CLOSE forms."""
    out = []
    for _ in range(r.randint(2, 6)):
        mode = r.choice(['O', 'I', 'A', 'R', 'o', 'r', 'X', '', 'OUTPUT', 'B', ' O', 'I' * 3])
        num = r.choice(['1', '#2', '3', '#3', '4', '0', '#255', '256', '-1', '1.6', '"1"', '#15'])
        nm = r.choice(['"A.DAT"', '"B.DAT"', '""', '"NOPE.DAT"', '"A.B.C"', '"*.DAT"', '"NUL"', '"NUL.X"',
                       '"SCRN:"', '"LPT1:"', '"COM1:"', '"LPT1:BIN"', '"LPT1:X"',
                       '"TOOLONGNA.DAT"', '"A B.DAT"', '"A"+CHR$(0)', '"C:A.DAT"', '"Z:A.DAT"', '"A.DATA"',
                       '"CON"', '"AUX"', '"A.DAT "', '" A.DAT"', '"QQ:"', '1', '"A\\B.DAT"'])
        ln = r.choice(['', '', ',1', ',128', ',129', ',0', ',-1', ',32767', ',2.5'])
        if r.random() < 0.5:
            out.append('OPEN "%s",%s,%s%s' % (mode, num, nm, ln))
        else:
            long = {'O': 'OUTPUT', 'I': 'INPUT', 'A': 'APPEND', 'R': 'RANDOM'}.get(mode.upper(), 'OUTPUT')
            acc = r.choice(['', '', ' ACCESS READ', ' ACCESS WRITE', ' ACCESS READ WRITE', ' SHARED',
                            ' LOCK READ', ' LOCK WRITE', ' LOCK READ WRITE'])
            lens = ln.replace(',', ' LEN=') if long == 'RANDOM' or r.random() < 0.2 else ''
            out.append('OPEN %s FOR %s%s AS %s%s' % (nm, long, acc, num, lens))
        out.append(r.choice([stat(r, f), 'PRINT #%d,"W"' % f, 'PRINT LOC(%d)' % r.randint(1, 4),
                             'PRINT LOF(%d)' % r.randint(1, 4), 'PRINT EOF(%d)' % r.randint(1, 4),
                             'KILL "A.DAT"', 'NAME "A.DAT" AS "C.TXT"', 'NAME "B.DAT" AS "A.DAT"',
                             'FIELD #%d,2 AS Q$' % f, 'GET #%d,1' % f, 'PUT #%d' % f, 'WRITE #%d,1' % f,
                             'INPUT #%d,S$:GOSUB 50000' % f, 'WIDTH #%d,10' % f,
                             'CLOSE #1,#2', 'CLOSE 1,#3', 'CLOSE #', 'CLOSE ,', 'CLOSE 1,', 'RESET 1', 'CLOSE #4',
                             'CLOSE #%d' % f, 'RESET', 'CLOSE']))
    out.append('CLOSE')
    return out


def g_devices(r, f):
    """EOF, LOC and LOF (and WIDTH, PRINT #) on devices: SCRN:, CONS:, LPT1:, NUL."""
    dev = r.choice(['"SCRN:"', '"CONS:"', '"LPT1:"', '"NUL"', '"NUL.DAT"', '"LPT2:"'])
    lines = [r.choice(['OPEN %s FOR OUTPUT AS #%d' % (dev, f), 'OPEN "O",#%d,%s' % (f, dev),
                       'OPEN "R",#%d,%s,%d' % (f, dev, r.choice([4, 16])), 'OPEN %s FOR APPEND AS #%d' % (dev, f)])]
    for _ in range(r.randint(2, 6)):
        lines.append(r.choice([
            'PRINT "S";EOF(%d)' % f, 'PRINT "L";LOC(%d)' % f, 'PRINT "F";LOF(%d)' % f,
            'PRINT #%d,%s;' % (f, r.choice(STRS[:4])), 'PRINT #%d,STRING$(%d,"D")' % (f, r.choice([5, 126, 127, 128])),
            'WRITE #%d,%s' % (f, r.choice(NUMS)), 'WIDTH #%d,%d' % (f, r.choice([1, 5, 255])),
            'FIELD #%d,2 AS Q$' % f, 'PUT #%d,%d' % (f, r.choice([1, 3])), 'GET #%d,%d' % (f, r.choice([1, 3])),
            'PRINT "P";LPOS(1)', 'S$=INPUT$(1,#%d):GOSUB 50000' % f]))
    lines.append(closer(r, f))
    return lines


def g_flush(r, f):
    """EOF, LOC and LOF of an output or append file around the 128-byte buffer's ends."""
    name = '"%s"' % r.choice(NAMES)
    lines = [opener(r, f, name, r.choice('OA'))]
    for _ in range(r.randint(2, 6)):
        n = r.choice([1, 2, 60, 62, 63, 126, 127, 128, 200, 255])
        lines.append('PRINT #%d,STRING$(%d,"B")%s' % (f, n, r.choice([';', ''])))
        lines.append(stat(r, f))
    lines.append(closer(r, f))
    return lines


def g_cvmk(r, f):
    """CVI/CVS/CVD of short, long and odd strings; MKI$/MKS$/MKD$ of edge values, through a file."""
    out = []
    for _ in range(r.randint(2, 6)):
        k = r.random()
        if k < 0.4:
            fn = r.choice(['CVI', 'CVS', 'CVD'])
            arg = r.choice(['""', '"A"', '"AB"', '"ABC"', '"ABCD"', '"ABCDEFG"', '"ABCDEFGH"', 'STRING$(9,1)',
                            'MKI$(-1)', 'MKS$(-1.5)', 'MKD$(1#/3)', 'CHR$(0)+CHR$(128)', 'STRING$(4,0)',
                            'STRING$(8,255)', 'CHR$(0)+CHR$(0)+CHR$(0)+CHR$(129)', '1'])
            out.append('PRINT "C";%s(%s)' % (fn, arg))
        elif k < 0.8:
            fn = r.choice(['MKI$', 'MKS$', 'MKD$'])
            arg = r.choice(['0', '1', '-1', '32767', '32768', '-32768', '-32769', '1.5', '2.5', '-2.5', '1E38',
                            '1D300', '1#/3', '"A"', '65535', '0.5', '-0.5'])
            out.append('S$=%s(%s):GOSUB 50000' % (fn, arg))
        else:
            out += [opener(r, f, '"C.TXT"', 'R', 14), 'FIELD #%d,2 AS I$,4 AS S$,8 AS D$' % f,
                    'LSET I$=MKI$(%s):LSET S$=MKS$(%s):LSET D$=MKD$(%s)' % (r.choice(['-2', '300']), r.choice(['0.1', '-7']),
                                                                          r.choice(['1#/3', '1D-30'])),
                    'PUT #%d,%d' % (f, r.choice([1, 2])), 'GET #%d,1' % f,
                    'PRINT "R";CVI(I$);CVS(S$);CVD(D$);CVI(S$);CVS(D$)', closer(r, f)]
    return out


def g_records(r, f):
    """GET and PUT of record numbers at and past the edges; FIELD overflow, arrays, LEN=1."""
    rl = r.choice([1, 1, 2, 7, 128])
    lines = [opener(r, f, '"%s"' % r.choice(NAMES), 'R', rl)]
    k = r.random()
    if k < 0.3:
        lines.append('DIM F$(3):FIELD #%d,%s' % (f, ','.join('%d AS F$(%d)' % (r.choice([1, 1, 2]), i) for i in range(r.randint(1, 3)))))
        var = 'F$(0)'
    elif k < 0.5:
        lines.append('FIELD #%d,%d AS A$,%d AS B$' % (f, r.choice([0, 1, rl]), r.choice([0, 1, rl, 255, 256])))
        var = 'A$'
    else:
        lines.append('FIELD #%d,%d AS A$' % (f, min(rl, r.choice([1, 2]))))
        var = 'A$'
    for _ in range(r.randint(2, 8)):
        lines.append(r.choice([
            'LSET %s=%s' % (var, r.choice(STRS[:6])), 'RSET %s="Z"' % var,
            # past 65536 records only with short ones: the files get large
            'PUT #%d,%s' % (f, r.choice(['0', '-1', '1', '2', '2.5', '1.4', '0.9', '"A"', ''] +
                                       (['32767', '32768', '65535', '65536', '16777215', '16777217'] if rl <= 2 else []))),
            'GET #%d,%s:S$=%s:GOSUB 50000' % (f, r.choice(['0', '1', '2', '3', '32768', '40000', '1E7', '-1', '', '4294967296#']), var),
            'PRINT #%d,"AB";' % f, 'WRITE #%d,1' % f, 'INPUT #%d,S$:GOSUB 50000' % f, 'LINE INPUT #%d,S$:GOSUB 50000' % f,
            'FIELD #%d,%d AS C$' % (f, r.choice([1, rl, rl + 1])), 'S$=%s:GOSUB 50000' % var, stat(r, f)]))
    lines.append(stat(r, f))
    lines.append(closer(r, f))
    return lines


def g_killopen(r, f):
    """KILL and NAME of open files, of files open in another mode, and the files' limit (-f:)."""
    a, b = r.sample(NAMES, 2)
    lines = [opener(r, f, '"%s"' % a, r.choice('OAR')), 'PRINT #%d,"K"' % f]
    for _ in range(r.randint(1, 4)):
        lines.append(r.choice([
            'KILL "%s"' % a, 'NAME "%s" AS "%s"' % (a, b), 'NAME "%s" AS "%s"' % (b, a), 'KILL "%s"' % b,
            opener(r, f % 3 + 1, '"%s"' % a, r.choice('IORA')), opener(r, 4, '"%s"' % b, 'O'),
            'OPEN "O",#%d,"%s"' % (r.choice([3, 4, 5, 15, 16]), b), 'FILES "%s"' % a, stat(r, f)]))
    lines.append('CLOSE')
    return lines


def g_fieldclose(r, f):
    """FIELD variables after their file is closed: their bytes, pointers, POKE and LSET into
    the buffer left, and OPEN of the number again in another mode (RANDOM clears it); a
    second file's FIELD over the same variables."""
    g = f % 3 + 1
    rl = r.choice([4, 8, 16])
    lines = [opener(r, f, '"%s"' % r.choice(NAMES), 'R', rl), 'FIELD #%d,2 AS A$,%d AS B$' % (f, rl - 2),
             'LSET A$="%s":LSET B$=%s' % (r.choice(['AB', 'Q', '12']), r.choice(STRS[:6])),
             r.choice(['CLOSE #%d' % f, 'CLOSE', 'RESET', 'CLOSE %d,' % f])]
    for _ in range(r.randint(3, 7)):
        k = r.random()
        if k < 0.2:
            lines.append('S$=A$:GOSUB 50000:S$=B$:GOSUB 50000')
        elif k < 0.35:
            lines.append('P=PEEK(VARPTR(A$)+1)+256*PEEK(VARPTR(A$)+2):PRINT "P";P-VARPTR(#%d);LEN(A$)' % f)
        elif k < 0.45:
            lines.append('P=PEEK(VARPTR(B$)+1)+256*PEEK(VARPTR(B$)+2):POKE P,%d:S$=B$:GOSUB 50000' % r.choice([66, 0, 13]))
        elif k < 0.6:
            lines.append('%s %s=%s:S$=A$+B$:GOSUB 50000' % (r.choice(['LSET', 'RSET']), r.choice(['A$', 'B$']), r.choice(STRS[:8])))
        elif k < 0.75:
            mode = r.choice(['R', 'O', 'I', 'A'])
            lines.append(opener(r, f, '"%s"' % r.choice(NAMES), mode, r.choice([None, 2, 3, 10])))
            lines.append('S$=A$+B$:GOSUB 50000')
            lines.append('CLOSE #%d' % f)
        elif k < 0.85:
            lines.append(opener(r, g, '"%s"' % r.choice(NAMES), 'R', 8))
            lines.append('FIELD #%d,%d AS %s' % (g, r.choice([1, 3]), r.choice(['A$', 'B$', 'C$'])))
            lines.append('GET #%d,1:S$=A$+B$:GOSUB 50000' % g)
            lines.append('CLOSE %d' % g)
        else:
            lines.append(r.choice(['A$="FREE":S$=A$:GOSUB 50000', 'PRINT "FR";FRE(0)>0']))
    return lines


def g_numitems(r, f):
    """INPUT # of numbers and strings around LF, CR, spaces, commas, octal and hex
    constants, and items past 255 bytes."""
    parts = ['"1"+CHR$(10)+" 2"', 'CHR$(10)+",,"', '" 12 "', '"&O17"', '"&O19"', '"&8"', '"&H1F"', '"&H1G"',
             'CHR$(13)+CHR$(10)', 'CHR$(10)+CHR$(13)+"3"', '"4"+CHR$(10)+CHR$(10)+"5"', '","', '" , "',
             'STRING$(200,"9")', 'STRING$(200,"L")', 'CHR$(34)+STRING$(200,"Q")+CHR$(34)', '"-1E3"', '"1 2"',
             'CHR$(0)+" 7"', '"."', 'CHR$(9)+"8"']
    lines = [opener(r, f, '"C.TXT"', 'O')]
    for _ in range(r.randint(3, 8)):
        lines.append('PRINT #%d,%s;' % (f, r.choice(parts)))
    lines += ['CLOSE #%d' % f, opener(r, f, '"C.TXT"', 'I')]
    for _ in range(r.randint(3, 8)):
        v = r.choice(['N', 'N%', 'N#', 'S$'])
        lines.append('%s=-9:INPUT #%d,%s:PRINT "V";%s;LOC(%d)' % (v if v != 'S$' else 'S$', f, v,
                                                               'LEN(S$);LEFT$(S$,4)' if v == 'S$' else v, f))
    lines += [stat(r, f), 'CLOSE #%d' % f]
    return lines


def basic_str(b):
    """A BASIC expression for the bytes of string b (quotes and control bytes by CHR$)."""
    parts, cur = [], ''
    for ch in b:
        if ch == '"' or ord(ch) < 32 or ord(ch) > 126:
            if cur:
                parts.append('"%s"' % cur)
                cur = ''
            parts.append('CHR$(%d)' % ord(ch))
        else:
            cur += ch
    if cur or not parts:
        parts.append('"%s"' % cur)
    return '+'.join(parts)


# File names of every kind DOS and GW-BASIC treat apart: blanks, a second dot, long parts
# before and after a dot, lower case, drives, folders, characters DOS refuses, wild cards,
# DOS's devices without a colon, the cassette.
ODD_NAMES = ['A B.DAT', 'AB .DAT', ' LEAD.DAT', 'A.B.C', 'LONGNAME1.DAT', 'LONGNAMEXY', 'ABC.DEFG',
             'lower.dat', 'C:CDRV.DAT', 'D:DDRV.DAT', 'Z:Z.DAT', 'X,Y.DAT', 'X;Y', 'X=Y', 'X<Y', 'X|Y',
             'X[Y]', 'X+Y.DAT', 'X*Y.DAT', 'X?Y', 'X"Y', '.', '..', 'A..B', 'TRAIL. ', 'TR AIL.D A',
             '\\ROOT.DAT', 'SUB\\F.DAT', 'C:\\CR.DAT', 'A/B', 'C:', 'A!B', 'A#B', 'A$B', 'A%B', 'A&B',
             'A(B)', 'A-B', 'A_B', "A'B", 'A~B', 'A\x82B', 'A\x01B', 'ABCDEFGH.IJK.L', 'ABC.', 'ABC. X',
             'A .B', 'ABCDEFGHI', 'ABCDEFGH I', 'ABC.DEFG.H', 'ABCDEFGH.ABCD', 'A.BCDE.F', 'X.ABCD.',
             'CON', 'con.txt', 'PRN', 'LPT1', 'LPT1.DAT', 'NUL', 'NUL.X', 'C:NUL', 'LPT2', 'CLOCK$',
             'CAS1:', 'CAS1:DATA', 'CAS2:', 'A.DAT', 'B.DAT']


def g_names(r, f):
    """Odd file names in OPEN (every mode), KILL, NAME and SAVE: the errors and the files made."""
    lines = []
    for _ in range(r.randint(2, 6)):
        n = basic_str(r.choice(ODD_NAMES))
        m = basic_str(r.choice(ODD_NAMES))
        lines += r.choice([
            [opener(r, f, n, 'O'), 'PRINT #%d,"W";%d' % (f, r.randint(1, 99)), 'CLOSE #%d' % f],
            [opener(r, f, n, 'A'), 'PRINT #%d,"P"' % f, stat(r, f), 'CLOSE #%d' % f],
            [opener(r, f, basic_str(r.choice(ODD_NAMES[:53])), 'R', 4), 'PRINT "L";LOF(%d)' % f,
             'CLOSE #%d' % f],
            # (DOS's devices are not read: CON waits for keys, NUL for ever)
            [opener(r, f, basic_str(r.choice(ODD_NAMES[:53])), 'I'), 'LINE INPUT #%d,S$' % f,
             'PRINT "R";S$', 'CLOSE #%d' % f],
            ['KILL %s' % n], ['NAME %s AS %s' % (n, m)], ['NAME "A.DAT" AS %s' % n],
            ['OPEN "O",#%d,"A.DAT"' % f, 'PRINT #%d,"A"' % f, 'CLOSE #%d' % f, 'NAME "A.DAT" AS %s' % n,
             'OPEN "I",#%d,%s' % (f, n), 'LINE INPUT #%d,S$' % f, 'PRINT "N";S$', 'CLOSE #%d' % f],
            ['SAVE %s' % n], ['SAVE %s,A' % n] if r.random() < 0.2 else ['KILL %s' % n]])
    return lines


def g_strpoke(r, f):
    """POKE into a string's bytes through its descriptor (VARPTR): a literal in the program
    text, a string made in the string space, a copy; PEEK, PRINT and FRE after."""
    v = r.choice(['A$', 'B$', 'Q$'])
    src = r.choice(['"FREE"', '"HELLO WORLD"', 'STRING$(5,"X")', 'MID$("ABCDEF",2,3)', '"AB"+"CD"',
                    'CHR$(65)+"Z"', '""'])
    lines = ['%s=%s' % (v, src), 'P=VARPTR(%s)' % v, 'A=PEEK(P+1)+256*PEEK(P+2)', 'L=PEEK(P)',
             'PRINT "D";L;A>0']
    if r.random() < 0.5:
        lines.append('C$=%s' % v)
    for _ in range(r.randint(1, 3)):
        k = r.randint(0, 5)
        lines.append('IF L>%d THEN POKE A+%d,%d' % (k, k, r.choice([33, 42, 48, 97, 126])))
    lines += ['PRINT "V";%s' % v, 'PRINT "P";PEEK(A)', 'PRINT "F";FRE(0)']
    if len(lines) > 0 and 'C$' in ' '.join(lines):
        lines.append('PRINT "C";C$')
    if r.random() < 0.3:
        lines += ['%s=%s+"."' % (v, v), 'PRINT "W";%s;FRE("")' % v]
    return lines


def g_seqmix(r, f):
    """A sequential file written by PRINT #, WRITE # and PRINT # USING, then APPENDed to, read
    back by INPUT #, LINE INPUT # and INPUT$ with EOF, LOC and LOF after every step."""
    name = '"%s"' % r.choice(NAMES)
    lines = [opener(r, f, name, 'O')]
    for _ in range(r.randint(1, 5)):
        lines.append(r.choice([
            'PRINT #%d,%s' % (f, r.choice(';,').join(items(r, r.randint(1, 3)))),
            'WRITE #%d,%s' % (f, ','.join(r.choice(STRS + NUMS) for _ in range(r.randint(1, 3)))),
            'PRINT #%d,USING "%s";%s' % (f, r.choice(['##.##', '&', '!', '+#.#^^^^', '\\  \\']),
                                         r.choice(NUMS) if r.random() < 0.5 else r.choice(STRS[:6]))]))
        if r.random() < 0.4:
            lines.append(stat(r, f))
    lines.append('CLOSE #%d' % f)
    if r.random() < 0.5:
        lines += [opener(r, f, name, 'A'), 'PRINT #%d,%s' % (f, r.choice(STRS)), stat(r, f), 'CLOSE #%d' % f]
    lines.append(opener(r, f, name, 'I'))
    for _ in range(r.randint(2, 7)):
        lines.append(r.choice([
            'INPUT #%d,S$' % f, 'INPUT #%d,N' % f, 'INPUT #%d,S$,N$' % f, 'LINE INPUT #%d,S$' % f,
            'S$=INPUT$(%d,#%d)' % (r.randint(1, 9), f), 'IF NOT EOF(%d) THEN LINE INPUT #%d,S$' % (f, f)]))
        lines += ['GOSUB 50000', stat(r, f)]
    lines.append(r.choice(['CLOSE #%d' % f, 'END', 'CLEAR', 'RUN 30000', 'NEW', '']))
    return [x for x in lines if x]


def g_fieldmix(r, f):
    """A random file of several FIELD variables: LSET/RSET of strings, MKI$/MKS$/MKD$ of
    numbers, PUT and GET in a random order, CVI/CVS/CVD back, LOF/LOC/EOF after each."""
    name = '"%s"' % r.choice(NAMES)
    ln = r.choice([8, 14, 16, 20, 32])
    lines = [opener(r, f, name, 'R', ln), 'FIELD #%d,2 AS I$,4 AS S$,8 AS D$' % f]
    for _ in range(r.randint(2, 8)):
        k = r.random()
        if k < 0.35:
            lines += ['LSET I$=MKI$(%s)' % r.choice(['1', '-1', '32767', '-32768', '0', '12']),
                      '%s S$=MKS$(%s)' % (r.choice(['LSET', 'RSET']), r.choice(NUMS[:9])),
                      'LSET D$=MKD$(%s)' % r.choice(NUMS[:9]), 'PUT #%d,%d' % (f, r.randint(1, 5))]
        elif k < 0.7:
            lines += ['GET #%d,%d' % (f, r.randint(1, 6)), 'PRINT "G";CVI(I$);CVS(S$);CVD(D$)']
        elif k < 0.85:
            lines += ['%s S$=%s' % (r.choice(['LSET', 'RSET']), r.choice(STRS[:8])), 'PUT #%d' % f]
        else:
            lines += ['GET #%d' % f, 'S$=I$+S$:GOSUB 50000']
        lines.append(stat(r, f))
    lines.append(r.choice(['CLOSE #%d' % f, 'END', 'CLEAR', 'RUN 30000', '']))
    return [x for x in lines if x]



# Every statement that takes a file number, for the modes x statements group.
STMTS = ['PRINT #{f},"P";1', 'PRINT #{f},USING "##";5', 'WRITE #{f},"W",2', 'INPUT #{f},S$:GOSUB 50000',
         'LINE INPUT #{f},S$:GOSUB 50000', 'S$=INPUT$(1,#{f}):GOSUB 50000', 'GET #{f}', 'PUT #{f}', 'GET #{f},1',
         'PUT #{f},2', 'FIELD #{f},1 AS Q$', 'PRINT "S";LOC({f});LOF({f});EOF({f})', 'WIDTH #{f},5',
         'LOCK #{f}', 'UNLOCK #{f}', 'LOCK #{f},1', 'LOCK #{f},1 TO 2', 'UNLOCK #{f},1 TO 2', 'LSET Q$="Z"',
         'PRINT "P";LOC({f})', 'PRINT "E";EOF({f})', 'PRINT "F";LOF({f})', 'CLOSE #{f}']
# (Not here: LPT2:/LPT3:, which DOSBox has not and answers by its own state; AUX and the
# COM ports, whose answers vary from run to run; CON/PRN, which wait; KYBD: is not read,
# nor its EOF/LOC/LOF asked, as the machine waits for a key and the oracle's run ends.)
DEVS = ['"SCRN:"', '"KYBD:"', '"CONS:"', '"LPT1:"', '"NUL"', '"CAS1:"', '"A.DAT"', '"scrn:"', '"LPT1:X.DAT"',
        '"SCRN:A"', '"KYBD:X"', '"LPT4:"', '"COM3:"', '"NUL.X"']


def g_modestmt(r, f):
    """A file or device opened in one mode, then every statement that takes a file number
    on it: PRINT #/WRITE #/INPUT #/LINE INPUT #/INPUT$/GET/PUT/FIELD/LOC/LOF/EOF/LOCK/WIDTH."""
    name = r.choice(['"%s"' % r.choice(NAMES)] * 3 + DEVS)
    mode = r.choice('OIAR')
    stmts = [x for x in STMTS if 'KYBD' not in name or not any(k in x for k in ('INPUT', 'LOC', 'LOF', 'EOF'))]
    # LOCK on a device's handle hangs the oracle's DOSBox (no SHARE): disk files only.
    if ':' in name or 'NUL' in name:
        stmts = [x for x in stmts if 'LOCK' not in x]
    lines = []
    if mode == 'I':
        lines += [opener(r, f, name if '"' in name and ':' not in name and name[1:4] not in
                         ('CON', 'PRN', 'AUX', 'NUL') else '"A.DAT"', 'O'), 'PRINT #%d,"L1,2";CHR$(13)' % f, 'CLOSE #%d' % f]
    lines.append(opener(r, f, name, mode, r.choice([None, 1, 4, 40])))
    for _ in range(r.randint(3, 8)):
        lines.append(r.choice(stmts).format(f=f))
    lines.append(closer(r, f))
    return lines


def g_fnums(r, f):
    """File numbers 0..17, 255, 256 and past the files' limit (3 by default), many files
    open at once, CLOSE lists of numbers never opened."""
    out = []
    for _ in range(r.randint(2, 6)):
        n = r.choice([0, 1, 2, 3, 4, 5, 15, 16, 17, 255, 256, -1])
        k = r.random()
        if k < 0.3:
            out.append('OPEN "O",#%d,"F%d.DAT"' % (n, abs(n) % 10))
        elif k < 0.5:
            out.append('OPEN "F%d.DAT" FOR %s AS #%d' % (abs(n) % 10, r.choice(['OUTPUT', 'APPEND', 'RANDOM']), n))
        elif k < 0.6:
            out.append('FOR I=1 TO %d:OPEN "R",I,"F"+MID$(STR$(I),2)+".DAT":NEXT' % r.choice([2, 3, 4]))
        elif k < 0.7:
            out.append(r.choice(['CLOSE %d' % n, 'CLOSE #%d,#%d' % (n, n), 'RESET', 'CLOSE']))
        elif k < 0.8:
            out.append('PRINT #%d,"N%d"' % (n, n))
        elif k < 0.9:
            out.append('PRINT "S";LOC(%d);LOF(%d);EOF(%d)' % (n, n, n))
        else:
            out.append('PRINT "F";FRE(0)>0;VARPTR(#%d)>0' % n)
    out.append('CLOSE')
    return out


def g_lpt(r, f):
    """The printer as a file: PRINT # with backspaces, CR, LF, TAB, long lines; LPOS and
    WIDTH "LPT1:", WIDTH #, LPRINT, PRINT # USING; LPOS after each."""
    dev = r.choice(['"LPT1:"', '"LPT1:"', '"LPT1:BIN"', '"lpt1:"'])
    lines = [r.choice(['OPEN %s FOR OUTPUT AS #%d' % (dev, f), 'OPEN "O",#%d,%s' % (f, dev),
                       'OPEN %s FOR APPEND AS #%d' % (dev, f)])]
    for _ in range(r.randint(3, 9)):
        lines.append(r.choice([
            'PRINT #%d,%s;' % (f, r.choice(['"hi"', 'CHR$(8)', '"hi"+CHR$(8)', 'CHR$(13)', 'CHR$(10)', 'CHR$(9)',
                                            'STRING$(%d,"x")' % r.choice([10, 79, 80, 81, 132, 200, 255]), '"A";TAB(30);"B"',
                                            'SPC(10)', '"1";", ";"2"', 'CHR$(7)', 'CHR$(27)', 'CHR$(12)'])),
            'PRINT #%d,' % f, 'PRINT #%d,1;2,3' % f, 'WRITE #%d,"A",1' % f,
            'WIDTH #%d,%d' % (f, r.choice([1, 10, 80, 255, 0, 256])),
            'WIDTH "LPT1:",%d' % r.choice([1, 10, 40, 80, 255, 0]), 'WIDTH LPRINT %d' % r.choice([10, 40]),
            'LPRINT %s;' % r.choice(['"Q"', 'CHR$(8)', '"AB";CHR$(8)', 'STRING$(50,"Y")']), 'LPRINT',
            'PRINT #%d,USING "##.#";1.25' % f, 'PRINT "P";LPOS(0);LPOS(1);LPOS(2);LPOS(3)',
            'PRINT "S";LOC(%d);LOF(%d);EOF(%d)' % (f, f, f)]))
        if r.random() < 0.6:
            lines.append('PRINT "P";LPOS(0);LPOS(1);LPOS(2);LPOS(3)')
    lines.append(closer(r, f))
    lines.append('PRINT "P";LPOS(1)')
    return lines


def g_kybd(r, f):
    """KYBD:, CONS:, SCRN: and COM1: as files in each mode: OPEN's errors, EOF/LOC/LOF,
    PRINT # to the screen with WIDTH, INPUT from SCRN:."""
    dev = r.choice(['"KYBD:"', '"CONS:"', '"SCRN:"', '"KYBD:"', '"scrn:X"'])
    mode = r.choice(['OUTPUT', 'INPUT', 'APPEND', 'RANDOM'])
    lines = ['OPEN %s FOR %s AS #%d' % (dev, mode, f)]
    for _ in range(r.randint(2, 6)):
        lines.append(r.choice(['PRINT "P";POS(0)'] * 3 if 'KYBD' in dev else [
            'PRINT "S";EOF(%d)' % f, 'PRINT "L";LOC(%d)' % f, 'PRINT "F";LOF(%d)' % f,
            'PRINT #%d,"T";1;' % f, 'PRINT #%d,STRING$(%d,"k")' % (f, r.choice([5, 79, 80, 81, 100])),
            'WIDTH #%d,%d' % (f, r.choice([5, 20, 255])), 'WRITE #%d,1,"2"' % f, 'PRINT "P";POS(0)',
            'PUT #%d,1' % f, 'GET #%d' % f, 'FIELD #%d,1 AS Q$' % f, 'WIDTH %s,%d' % (dev, r.choice([20, 40, 80]))]))
        lines.append(r.choice(['PRINT #%d,"T";1;' % f, 'WIDTH %s,%d' % (dev, r.choice([20, 40, 80, 255])),
                               'WIDTH #%d,%d' % (f, r.choice([5, 20, 255])), 'FIELD #%d,1 AS Q$' % f, 'PRINT "P";POS(0)']))
    lines.append(closer(r, f))
    return lines


def g_lock(r, f):
    """LOCK and UNLOCK of whole files and record ranges in every mode, OPEN with SHARED and
    the LOCK clauses, ranges the wrong way round, records 0, past 2^15 and 2^31."""
    name = '"%s"' % r.choice(NAMES)
    mode = r.choice(['RANDOM', 'RANDOM', 'OUTPUT', 'APPEND', 'INPUT'])
    clause = r.choice(['', '', ' SHARED', ' LOCK READ', ' LOCK WRITE', ' LOCK READ WRITE', ' ACCESS READ WRITE SHARED'])
    lines = []
    if mode == 'INPUT':
        lines += ['OPEN "O",#%d,%s:PRINT #%d,"X":CLOSE #%d' % (f, name, f, f)]
    lines.append('OPEN %s FOR %s%s AS #%d%s' % (name, mode, clause, f, ' LEN=8' if mode == 'RANDOM' else ''))
    rec = ['1', '2', '0', '-1', '32767', '32768', '65536', '2147483647', '2147483648#', '4294967297#', '1.5', '"A"']
    for _ in range(r.randint(2, 7)):
        a, b = r.choice(rec), r.choice(rec)
        lines.append(r.choice([
            'LOCK #%d' % f, 'UNLOCK #%d' % f, 'LOCK #%d,%s' % (f, a), 'UNLOCK #%d,%s' % (f, a),
            'LOCK #%d,%s TO %s' % (f, a, b), 'UNLOCK #%d,%s TO %s' % (f, a, b), 'LOCK #%d,TO %s' % (f, b),
            'UNLOCK #%d,TO %s' % (f, b), 'LOCK %d' % f, 'LOCK #%d,' % f, 'LOCK #%d,%s TO' % (f, a),
            'LOCK #%d' % (f % 3 + 1), 'PUT #%d,%s' % (f, r.choice(['1', '2'])), 'PRINT #%d,"L"' % f,
            'OPEN %s FOR %s%s AS #%d' % (name, r.choice(['INPUT', 'RANDOM', 'OUTPUT']),
                                         r.choice(['', ' SHARED', ' LOCK READ']), f % 3 + 1),
            'PRINT "S";LOC(%d);LOF(%d)' % (f, f)]))
    lines.append(r.choice(['CLOSE', 'RESET', 'CLOSE #%d' % f]))
    return lines


# Contents of ASCII program files: odd lines a program loads, merges or chains to.
PLINES = ['10 PRINT "A10"', '20 PRINT "A20"', '5 print "low"', '  30   PRINT "SP30"', '40 REM' + 'R' * 300,
          'PRINT "DIRECT"', '', '50 PRINT "TAB"' + '\t' + ':REM', '60 PRINT "C";CHR$(65)', '0 PRINT "ZERO"',
          '65529 PRINT "HI"', '65530 PRINT "BIG"', '70 PRINT "CR"\r80 PRINT "AFTERCR"', '90 PRINT "EOF"\x1a95 PRINT "PAST"',
          '100 ? "Q"', '110 PRINT "X" \'REMARK', '120 A=1:B=2:PRINT A+B', '130 GOTO 140', '140 PRINT "L140"',
          '150 PRINT "' + 'S' * 250 + '"', '160 DATA 1,2', '170 READ A:PRINT A', 'X', '180', '190 PRINT "NUL\x00IN"',
          '200 PRINT "\x7f\x80"', '10 PRINT "AGAIN10"', '210 PRINT 1E+30;&HFF;&O7;1.5#', '220 ELSE', '230 ENDX=1']


def g_progfiles(r, f):
    """An ASCII program file of odd lines (no numbers, lower case, tabs, CR alone, CTRL-Z,
    lines past 255, 0 and 65530, NUL), written by PRINT #, then CHAIN, CHAIN MERGE or
    LOAD/SAVE of it: its LIST and a SAVE ,A of it are compared."""
    body = r.sample(PLINES, r.randint(2, 7))
    end = r.choice(['\r\n', '\n', '\r', '\x1a', ''])
    lines = ['OPEN "O",#%d,"P.BAS"' % f]
    for b in body:
        lines.append('PRINT #%d,%s;%s' % (f, basic_str(b), basic_str('\r\n')))
    lines += ['PRINT #%d,"1000 LIST:SAVE "+CHR$(34)+"Q.BAS"+CHR$(34)+",A:PRINT FRE(0)>0"%s' %
              (f, ';' + basic_str(end) + ';' if end else ''), 'CLOSE #%d' % f]
    lines.append(r.choice(['CHAIN "P.BAS"', 'CHAIN "P",1000', 'CHAIN MERGE "P.BAS",1000', 'CHAIN "P.BAS",,ALL',
                           'CHAIN MERGE "P.BAS",1000,ALL,DELETE 20-30', 'LOAD "P.BAS",R', 'RUN "P.BAS"']))
    return lines


# Session 22 (issue 24): the bytes sequential reads meet, APPEND after CTRL-Z, record
# lengths and records past the end, and CLOSE/RESET/NAME/KILL/WIDTH on open files.
PIECES = ['CHR$(13)', 'CHR$(10)', 'CHR$(13)+CHR$(10)', 'CHR$(10)+CHR$(13)', 'CHR$(26)', 'CHR$(34)',
          '","', '"  LEAD"', '"TRAIL  "', '" , "', 'CHR$(34)+"Q,Q"+CHR$(34)', 'CHR$(34)+"OPEN"',
          '"&H1F"', '"&HFFFF"', '"&O17"', '"1D3"', '"."', '"-"', '"+"', '"1E"', '"-.5"', '"12 34"',
          '"1,2"', '"  3  "', '"&H"', '"1D400"', '"9E-40"', 'STRING$(250,"A")', 'STRING$(255,"B")',
          '"X"', '"Y Z"', 'CHR$(9)', 'CHR$(0)']


def g_seqbytes(r, f):
    """A file of chosen pieces (line ends of every kind, CTRL-Z before or at the end, quotes,
    commas, blanks, lines past 255, numbers in odd forms) read by LINE INPUT #, INPUT # and
    INPUT$ with EOF, LOC and LOF after every read."""
    name = '"%s"' % r.choice(NAMES)
    lines = [opener(r, f, name, 'O')]
    for _ in range(r.randint(1, 4)):
        parts = [r.choice(PIECES) for _ in range(r.randint(1, 5))]
        lines.append('PRINT #%d,%s%s' % (f, ';'.join(parts), r.choice([';', ''])))
    if r.random() < 0.3:
        lines.append('PRINT #%d,CHR$(26);' % f)
    lines.append('CLOSE #%d' % f)
    lines.append(opener(r, f, name, 'I'))
    lines.append('PRINT "S";EOF(%d);LOC(%d);LOF(%d)' % (f, f, f))
    for _ in range(r.randint(3, 10)):
        k = r.random()
        if k < 0.3:
            lines.append('LINE INPUT #%d,S$:GOSUB 50000' % f)
        elif k < 0.55:
            lines.append('INPUT #%d,S$:GOSUB 50000' % f)
        elif k < 0.75:
            v = r.choice(['N', 'N%', 'N#', 'N!'])
            lines.append('INPUT #%d,%s:PRINT "N";%s' % (f, v, v))
        elif k < 0.85:
            lines.append('INPUT #%d,S$,N:GOSUB 50000:PRINT "N";N' % f)
        else:
            lines.append('S$=INPUT$(%d,#%d):GOSUB 50000' % (r.choice([1, 2, 5, 200, 255]), f))
        lines.append('PRINT "S";EOF(%d);LOC(%d);LOF(%d)' % (f, f, f))
    lines.append('CLOSE #%d' % f)
    return lines


def g_appendz(r, f):
    """APPEND to a file whose bytes hold a CTRL-Z at the end or before it, then read back."""
    name = '"%s"' % r.choice(NAMES)
    body = r.choice(['"AB"+CHR$(26)', '"AB"+CHR$(26)+"CD"', 'CHR$(26)', '"AB"+CHR$(13)+CHR$(10)+CHR$(26)',
                     'STRING$(127,"A")+CHR$(26)', 'STRING$(128,"A")+CHR$(26)+"Z"', '"A"+CHR$(26)+CHR$(26)', '"AB"'])
    lines = [opener(r, f, name, 'O'), 'PRINT #%d,%s;' % (f, body), 'CLOSE #%d' % f,
             opener(r, f, name, 'A'), 'PRINT "L";LOC(%d);LOF(%d)' % (f, f)]
    for _ in range(r.randint(1, 3)):
        lines.append(r.choice(['PRINT #%d,"NEW"' % f, 'WRITE #%d,"W",1' % f, 'PRINT #%d,"X";' % f,
                               'PRINT #%d,STRING$(130,"N")' % f]))
        lines.append('PRINT "L";LOC(%d);LOF(%d)' % (f, f))
    lines.append('CLOSE #%d' % f)
    lines.append(opener(r, f, name, 'I'))
    lines.append('PRINT "S";EOF(%d);LOC(%d);LOF(%d)' % (f, f, f))
    for _ in range(r.randint(2, 4)):
        lines.append(r.choice(['LINE INPUT #%d,S$:GOSUB 50000' % f, 'S$=INPUT$(3,#%d):GOSUB 50000' % f]))
        lines.append('PRINT "S";EOF(%d);LOC(%d);LOF(%d)' % (f, f, f))
    lines.append('CLOSE #%d' % f)
    return lines


def g_randrec(r, f):
    """RANDOM files of record lengths 1 to 32767 (and past), FIELD overflows, PUT and GET past
    the end, LOC, LOF and EOF after each."""
    name = '"%s"' % r.choice(NAMES)
    rl = r.choice([1, 2, 3, 7, 127, 128, 129, 255, 256, 1000, 32767, 32768, 0])
    lines = [opener(r, f, name, 'R', rl) if rl else opener(r, f, name, 'R')]
    size = rl or 128
    a = r.choice([1, 2, size, size + 1, max(1, size - 1), 128, 255])
    b = r.choice([0, 1, 2, size])
    lines.append('FIELD #%d,%d AS A$,%d AS B$' % (f, min(a, 255), min(b, 255)))
    lines.append('PRINT "L";LOC(%d);LOF(%d);EOF(%d);LEN(A$);LEN(B$)' % (f, f, f))
    for _ in range(r.randint(2, 8)):
        k = r.random()
        if k < 0.35:
            rec = r.choice(['', ',1', ',2', ',3', ',10', ',100', ',1000' if size < 100 else ',4'])
            lines.append('LSET A$=%s:PUT #%d%s' % (r.choice(['"R"', 'STR$(LOC(%d))' % f, '""']), f, rec))
        elif k < 0.65:
            rec = r.choice(['', ',1', ',2', ',5', ',50', ',99'])
            lines.append('GET #%d%s:S$=LEFT$(A$,12):GOSUB 50000' % (f, rec))
        elif k < 0.75:
            lines.append('PRINT #%d,%s;' % (f, r.choice(['"PR"', 'STRING$(130,"P")', '"A";CHR$(13)'])))
        elif k < 0.85:
            lines.append('FIELD #%d,%d AS C$' % (f, r.choice([1, size, size + 1, 255])))
        else:
            lines.append('S$=INPUT$(%d,#%d):GOSUB 50000' % (r.choice([1, 2]), f))
        lines.append('PRINT "L";LOC(%d);LOF(%d);EOF(%d)' % (f, f, f))
    lines.append('CLOSE #%d' % f)
    return lines


def g_closeforms(r, f):
    """Files open in several modes, then RESET, CLOSE with and without numbers, NAME and KILL
    of open and closed files (55, 58, 53, 64), WIDTH #n and WIDTH "file", EOF of an output
    file around its 128-byte buffer."""
    a, b, c = r.sample(NAMES, 3)
    lines = ['OPEN "O",#1,"%s":PRINT #1,STRING$(%d,"E");' % (a, r.choice([1, 127, 128, 129, 255, 256])),
             'OPEN "O",#2,"%s":PRINT #2,"B"' % b]
    for _ in range(r.randint(3, 8)):
        lines.append(r.choice([
            'PRINT "F";EOF(1)', 'PRINT "F";EOF(2);LOC(2);LOF(2)', 'PRINT #1,STRING$(%d,"M");' % r.choice([1, 127, 128]),
            'KILL "%s"' % a, 'KILL "%s"' % b, 'KILL "%s"' % c, 'KILL "A*.*"', 'KILL "?.DAT"',
            'NAME "%s" AS "%s"' % (a, c), 'NAME "%s" AS "%s"' % (c, a), 'NAME "%s" AS "%s"' % (a, b),
            'NAME "%s" AS "Q*.DAT"' % c, 'NAME "NOPE.DAT" AS "%s"' % c,
            'CLOSE', 'CLOSE 1', 'CLOSE #2,1', 'CLOSE #3', 'CLOSE 1,', 'RESET', 'RESET 1',
            'WIDTH #1,%d' % r.choice([0, 1, 5, 20, 255, 256]), 'WIDTH #2,10:PRINT #2,"ABCDEFGHIJKLMN";1,2;TAB(5);"T"',
            'WIDTH "%s",20' % a, 'WIDTH "A:",40', 'OPEN "A",#3,"%s":PRINT #3,"C":PRINT LOC(3);LOF(3)' % c,
            'OPEN "I",#3,"%s":PRINT "I";EOF(3);LOC(3);LOF(3)' % a, 'PRINT #2,1,2,3', 'FILES "%s"' % c]))
    lines.append('CLOSE')
    lines.append('OPEN "I",#1,"%s":PRINT "S";LOF(1):CLOSE' % r.choice([a, b, c]))
    return lines


def g_multi(r, f):
    """Two or three files open at once, RANDOM (with and without a length, FIELD of 0 and 255
    bytes) and sequential mixed, their statements interleaved with EOF/LOC/LOF of all three
    after each step: GET/PUT past the end, POKE into the FIELD buffer then PUT, PRINT # after
    WIDTH # of long lines, LINE INPUT # of CR/LF/CTRL-Z lines, NAME/KILL of open files, and
    errors caught by the handler at 61000, which CLOSEs file 2 before it resumes."""
    a, b, c = r.sample(NAMES, 3)
    rl = r.choice([None, None, 1, 2, 10, 128, 255, 256])
    lines = ['OPEN "O",#3,"%s":PRINT #3,%s:CLOSE #3' % (c, r.choice(
        ['"L1"+CHR$(13)+CHR$(10)+"L2"+CHR$(10)+"L3"+CHR$(13)+"L4"+CHR$(26)+"L5"',
         '"A"+CHR$(10)+CHR$(10)+"B"+CHR$(26)', 'STRING$(300,"K")+CHR$(13)+"Z"', '"1,2"+CHR$(13)+"3"'])),
             opener(r, 1, '"%s"' % a, 'R', rl) if rl else opener(r, 1, '"%s"' % a, 'R')]
    size = rl or 128
    fa = r.choice([0, 1, 2, 255, size, min(255, size), min(255, size + 1)])
    lines.append('FIELD #1,%d AS F$%s' % (fa, r.choice(['', ',%d AS G$' % r.choice([0, 1, 255])])))
    lines.append('PRINT "FL";LEN(F$);LOC(1);LOF(1)')
    second = r.choice(['O', 'A', 'I', 'R'])
    lines.append(opener(r, 2, '"%s"' % (c if second == 'I' else b), second, r.choice([None, 4, 64])))
    if r.random() < 0.6:
        lines.append('OPEN "I",#3,"%s"' % c)
    if r.random() < 0.3:
        lines.append('ON ERROR GOTO 61000')
    for _ in range(r.randint(4, 12)):
        k = r.random()
        if k < 0.15:
            lines.append('LSET F$=%s:PUT #1%s' % (r.choice(['"P"', 'STR$(LOC(1))', 'MKS$(LOC(2))', 'STRING$(300,"Q")']),
                                                r.choice(['', ',1', ',3', ',LOF(1)+2', ',0', ',32767'])))
        elif k < 0.27:
            lines.append('GET #1%s:S$=LEFT$(F$,10):GOSUB 50000' % r.choice(['', ',1', ',2', ',9', ',LOF(1)\\%d+1' % size]))
        elif k < 0.35:
            lines.append('V=VARPTR(F$):P=PEEK(V+1)+256*PEEK(V+2):POKE P,%d:POKE P+LEN(F$)-1,%d:PUT #1' %
                         (r.choice([65, 0, 13, 26, 255]), r.choice([66, 10])))
        elif k < 0.47:
            lines.append(r.choice(['PRINT #2,%s' % r.choice(['"S2"', 'STRING$(200,"W")', '1,2,3', 'F$']),
                                   'WIDTH #2,%d:PRINT #2,STRING$(%d,"w");"|"' % (r.choice([1, 5, 40, 80, 255]), r.choice([10, 79, 81, 260])),
                                   'WRITE #2,F$,LOC(1)', 'PRINT #1,"IN1";']))
        elif k < 0.6:
            lines.append(r.choice(['LINE INPUT #3,S$:GOSUB 50000', 'INPUT #3,S$:GOSUB 50000',
                                   'S$=INPUT$(%d,#3):GOSUB 50000' % r.choice([1, 3, 255]),
                                   'LINE INPUT #2,S$:GOSUB 50000', 'GET #2:PRINT "G2"']))
        elif k < 0.7:
            lines.append(r.choice(['NAME "%s" AS "Z.DAT"' % a, 'NAME "%s" AS "Z.DAT"' % c, 'KILL "%s"' % b,
                                   'KILL "%s"' % c, 'NAME "Z.DAT" AS "%s"' % b]))
        elif k < 0.78:
            lines.append(r.choice(['CLOSE #2', 'CLOSE #3', 'CLOSE 1,3', 'OPEN "I",#3,"%s"' % c,
                                   'OPEN "A",#2,"%s"' % b, 'OPEN "R",#2,"%s",%d' % (b, r.choice([1, 20]))]))
        elif k < 0.86:
            lines.append('PRINT "FR";FRE(0);FRE("")>0')
        else:
            lines.append('FIELD #1,%d AS F$' % r.choice([0, 1, 255, size]))
        lines.append('PRINT "M";EOF(1);LOC(1);LOF(1);LOC(2);LOF(2);EOF(3);LOC(3);LOF(3)')
    lines.append('ON ERROR GOTO 60000')
    lines.append('CLOSE')
    for n in (a, b, c):
        lines.append('OPEN "I",#1,"%s":PRINT "Z";LOF(1):CLOSE #1' % n)
    return lines


def g_twice(r, f):
    """One file opened on two numbers at once (every pair of modes, SHARED and the LOCK
    clauses), then LOCK/UNLOCK through either handle (error 70), reads and writes through
    both, KILL and NAME of it while open, CLOSE of numbers never opened, RESET, WIDTH #,
    and the number opened again with FIELD variables of before."""
    a = r.choice(NAMES)
    body = r.choice(['"L1"+CHR$(10)+"L2"+CHR$(13)+CHR$(10)+"L3"', '"AB"+CHR$(26)+"CD"+CHR$(13)+CHR$(10)+"EF"',
                     'STRING$(130,"K")+CHR$(10)+"T"', '"1,2"+CHR$(10)+CHR$(10)+"3"+CHR$(26)', '""'])
    lines = ['OPEN "O",#1,"%s":PRINT #1,%s;:CLOSE #1' % (a, body)]
    clause = lambda: r.choice(['', '', ' SHARED', ' LOCK READ', ' LOCK WRITE', ' LOCK READ WRITE',
                               ' ACCESS READ SHARED', ' ACCESS WRITE LOCK READ'])
    m1, m2 = r.choice(['RANDOM', 'INPUT', 'APPEND', 'OUTPUT']), r.choice(['RANDOM', 'INPUT', 'APPEND', 'OUTPUT'])
    lines.append('OPEN "%s" FOR %s%s AS #1%s' % (a, m1, clause(), ' LEN=4' if m1 == 'RANDOM' else ''))
    if r.random() < 0.5:
        lines.append('FIELD #1,2 AS F$,2 AS G$')
    lines.append('OPEN "%s" FOR %s%s AS #2%s' % (a, m2, clause(), ' LEN=%d' % r.choice([2, 4, 128]) if m2 == 'RANDOM' else ''))
    for _ in range(r.randint(4, 10)):
        g = r.choice([1, 2])
        lines.append(r.choice([
            'LOCK #%d' % g, 'UNLOCK #%d' % g, 'LOCK #%d,%d' % (g, r.choice([1, 2, 3])),
            'UNLOCK #%d,%d' % (g, r.choice([1, 2, 3])), 'LOCK #%d,1 TO 2' % g, 'UNLOCK #%d,1 TO 2' % g,
            'GET #%d,%d' % (g, r.choice([1, 2])), 'PUT #%d,%d' % (g, r.choice([1, 2, 5])),
            'LINE INPUT #%d,S$:GOSUB 50000' % g, 'INPUT #%d,S$:GOSUB 50000' % g,
            'S$=INPUT$(%d,#%d):GOSUB 50000' % (r.choice([1, 3]), g), 'PRINT #%d,"W%d"' % (g, g),
            'WRITE #%d,"Q",1' % g, 'PRINT "S%d";EOF(%d);LOC(%d);LOF(%d)' % (g, g, g, g),
            'KILL "%s"' % a, 'NAME "%s" AS "Z.DAT"' % a, 'NAME "Z.DAT" AS "%s"' % a,
            'CLOSE #%d' % r.choice([3, 4, 15, 16]), 'CLOSE #%d,#%d' % (g, r.choice([3, 7])), 'RESET',
            'WIDTH #%d,%d:PRINT #%d,"ABCDEFGHIJ";"KL"' % (g, r.choice([0, 3, 8, 255]), g),
            'OPEN "%s" FOR %s%s AS #%d' % (a, r.choice(['RANDOM', 'INPUT', 'APPEND', 'OUTPUT']), clause(), g),
            'PRINT "FV";LEN(F$);F$=G$', 'LSET F$="ab":PUT #1,1', 'CLOSE #1:OPEN "R",#1,"%s",4:GET #1,1:PRINT "FB";F$;G$' % a,
            'WHILE NOT EOF(%d) AND K<6:K=K+1:LINE INPUT #%d,S$:GOSUB 50000:WEND:K=0' % (g, g)]))
    lines.append('PRINT "S";LOC(1);LOC(2)')
    lines.append(r.choice(['CLOSE', 'RESET', 'CLOSE 1,2', 'CLOSE #2:CLOSE #1']))
    lines.append('OPEN "I",#1,"%s":PRINT "Z";LOF(1):S$=INPUT$(LOF(1),#1):GOSUB 50000:CLOSE #1' % a)
    return lines


def g_eofz(r, f):
    """Files with CTRL-Z and LF inside, read to EOF in a loop by LINE INPUT #, INPUT # and
    INPUT$ (how the programs of the era read them), with LOC after each, then APPENDed to
    and read again."""
    a = r.choice(NAMES)
    pieces = ['"AB"', 'CHR$(26)', 'CHR$(10)', 'CHR$(13)', 'CHR$(13)+CHR$(10)', '"1,2"', '" 3 "', 'CHR$(0)',
              'STRING$(126,"P")', '"Q"+CHR$(34)+"R"', 'CHR$(10)+CHR$(13)']
    lines = ['OPEN "O",#%d,"%s":PRINT #%d,%s;:CLOSE #%d' % (f, a, f, '+'.join(r.choice(pieces) for _ in range(r.randint(2, 7))), f)]
    for _ in range(r.randint(1, 3)):
        rd = r.choice(['LINE INPUT #%d,S$' % f, 'INPUT #%d,S$' % f, 'S$=INPUT$(1,#%d)' % f, 'INPUT #%d,X:S$=STR$(X)' % f])
        lines.append('OPEN "I",#%d,"%s":K=0' % (f, a))
        lines.append('WHILE NOT EOF(%d) AND K<12:K=K+1:%s:GOSUB 50000:PRINT "L";LOC(%d):WEND' % (f, rd, f))
        lines.append('PRINT "E";EOF(%d);LOC(%d);LOF(%d):%s' % (f, f, f, rd))
        lines.append('CLOSE #%d' % f)
        if r.random() < 0.5:
            lines.append('OPEN "A",#%d,"%s":PRINT #%d,%s:CLOSE #%d' % (f, a, f, r.choice(pieces), f))
    return lines


def g_com(r, f):
    """COM1:/COM2: as the oracle's DOSBox gives them (a dummy port, nothing attached): OPEN
    with options as PCOMOP reads them (speed, parity, bits, stop bits, RS, CS, DS, CD, LF,
    BIN, ASC, PE, bad and repeated ones) in each mode and with LEN, then what does not wait
    for ever: EOF/LOC/LOF, PRINT #, WRITE #, PRINT # USING (waits for CTS unless CS0), WIDTH
    #, FIELD/LSET, PUT with byte counts, CLOSE. No GET, INPUT #, LINE INPUT # or INPUT$ (a
    read waits for ever), no LOCK (a device's handle hangs DOSBox)."""
    port = r.choice(['COM1:', 'COM1:', 'COM2:', 'com1:'])
    opts = r.choice(['', '9600', '1200,N,8,1', ',,,,DS0', '300,E,7,2,DS0', '9600,N,8,1,CS0,DS0,CD0',
                     '1200,N,8,1,RS,CS0,DS0,CD0,LF', '2400,,,,CS0,DS0,BIN', '110,O,5,1.5,DS0,CS0',
                     '4800,S,6,2,DS0,CD0,CS0,ASC', ',,,,DS0,CS0,PE', '9600,N,8,1,DS0,CS', '19200,M,8,1,DS0,CS0',
                     '1200,X', ',,,,DS0,ZZ', '300,N,8,1,CS5,DS0', '75,,,,DS0,CS0,CS0', '0,,,,DS0'])
    name = '"%s%s"' % (port, opts)
    mode = r.choice(['OUTPUT', 'INPUT', 'APPEND', 'RANDOM', 'RANDOM', ''])
    ln = r.choice(['', '', ' LEN=%d' % r.choice([1, 2, 10, 128, 129, 255, 256, 257])])
    if r.random() < 0.3:
        letter = {'OUTPUT': 'O', 'INPUT': 'I', 'APPEND': 'A'}.get(mode, 'R')
        lines = ['OPEN "%s",#%d,%s%s' % (letter, f, name, ',' + ln.split('=')[1] if ln else '')]
    else:
        lines = ['OPEN %s%s AS #%d%s' % (name, ' FOR ' + mode if mode else '', f, ln)]
    for _ in range(r.randint(2, 7)):
        lines.append(r.choice([
            stat(r, f), stat(r, f), 'PRINT #%d,"T";1;' % f, 'WRITE #%d,1,"A"' % f,
            'PRINT #%d,USING "##.#";%s' % (f, r.choice(['1.25', '-3', '123'])),
            'PRINT #%d,%s' % (f, r.choice(STRS)), 'WIDTH #%d,%d' % (f, r.choice([0, 1, 20, 255, 256])),
            'FIELD #%d,%d AS Q$' % (f, r.choice([1, 10, 128, 200, 256])), 'LSET Q$="ABC"',
            'PUT #%d%s' % (f, r.choice(['', ',1', ',0', ',10', ',128', ',129', ',256', ',-1', ',65536'])),
            'PRINT "P";POS(0)', 'WIDTH "%s",%d' % (port, r.choice([20, 80, 255])),
            'OPEN "%s,,,,DS0" FOR OUTPUT AS #%d' % (port, f % 3 + 1)]))
    lines.append(closer(r, f))
    return lines


# Statements that take a file number, each as a list of pieces; `fsyntax` cuts one after a
# piece, puts a stray piece in, or spoils the number, to find where each routine looks up its
# file against where it reads the rest (DPUTG, FIXINP, FIELD, LOCK, WIDTH #, PRINT # USING).
FSTMTS = [['GET #', '{f}', ',', '1'], ['PUT #', '{f}', ',', '2'], ['GET ', '{f}'], ['PUT ', '{f}', ',', '1'],
          ['FIELD #', '{f}', ',', '2', ' AS ', 'Q$', ',', '3', ' AS ', 'R$'],
          ['LOCK #', '{f}', ',', '1', ' TO ', '2'], ['UNLOCK #', '{f}', ',', '1', ' TO ', '2'],
          ['LOCK ', '{f}'], ['WIDTH #', '{f}', ',', '20'], ['PRINT #', '{f}', ',', 'USING ', '"##"', ';', '5', ';', '6'],
          ['PRINT #', '{f}', ',', '1', ';', '2'], ['WRITE #', '{f}', ',', '1', ',', '"A"'],
          ['INPUT #', '{f}', ',', 'A', ',', 'B$'], ['LINE INPUT #', '{f}', ',', 'A$'],
          ['A$=INPUT$(', '2', ',', '#', '{f}', ')'], ['A$=INPUT$(', '1', ',', '{f}', ')'],
          ['CLOSE #', '{f}', ',', '#', '{g}'], ['X=EOF(', '{f}', ')'], ['X=LOC(', '{f}', ')'], ['X=LOF(', '{f}', ')'],
          ['IOCTL #', '{f}', ',', '"X"'], ['A$=IOCTL$(', '#', '{f}', ')'], ['X=VARPTR(', '#', '{f}', ')'],
          ['LSET ', 'Q$', '=', '"A"'], ['PRINT #', '{f}', ',', 'USING ', '"!"', ';', '"AB"']]
STRAYS = [' X', ',', ',,', ';', ')', '"A"', ' TO', ' 5', ':', ' ELSE 5', '(', '#', ' AS Q$', '1']
FNUMS = ['1 5', '"A"', '0', '256', '-1', '1.5', '{f}.4', '(1)', '{f}+0', ' {f}', '{f} ', '4']


def g_fsyntax(r, f):
    """A file (or none) in one mode, then statements taking its number cut short, with a
    stray piece inside, or with an odd number: which error comes first."""
    mode = r.choice('OIARN')
    g = f % 3 + 1
    lines = []
    if mode == 'I':
        lines += ['OPEN "O",#%d,"A.DAT"' % f, 'PRINT #%d,"1,2";CHR$(13)' % f, 'CLOSE #%d' % f]
    if mode != 'N':
        lines.append(opener(r, f, '"A.DAT"', mode, r.choice([None, 4, 40])))
    for _ in range(r.randint(5, 10)):
        pieces = list(r.choice(FSTMTS))
        k = r.random()
        if k < 0.4:
            pieces = pieces[:r.randint(1, len(pieces) - 1)]
        elif k < 0.8:
            # (not a `)` into INPUT$'s count: INPUT$(2) waits for keys)
            pieces.insert(r.randint(1, len(pieces)),
                          r.choice([x for x in STRAYS if x != ')' or 'INPUT$' not in pieces[0]]))
        else:
            pieces = [r.choice(FNUMS) if p == '{f}' else p for p in pieces]
        lines.append(''.join(pieces).format(f=f, g=g))
        if r.random() < 0.4:
            lines.append('PRINT "S";LOC(%d);LOF(%d);EOF(%d)' % (f, f, f))
    lines.append(closer(r, f))
    return lines


GROUPS = {'write': g_write, 'raw': g_raw, 'read': g_read, 'random': g_random, 'lset': g_lset,
          'name': g_name, 'misc': g_misc, 'input': g_input, 'writeall': g_writeall, 'opens': g_opens,
          'devices': g_devices, 'flush': g_flush, 'cvmk': g_cvmk, 'records': g_records,
          'killopen': g_killopen, 'fieldclose': g_fieldclose, 'numitems': g_numitems,
          'names': g_names, 'strpoke': g_strpoke, 'seqmix': g_seqmix, 'fieldmix': g_fieldmix,
          'modestmt': g_modestmt, 'fnums': g_fnums, 'lpt': g_lpt, 'kybd': g_kybd, 'lock': g_lock,
          'progfiles': g_progfiles, 'seqbytes': g_seqbytes, 'appendz': g_appendz, 'randrec': g_randrec,
          'closeforms': g_closeforms, 'multi': g_multi,
          'twice': g_twice, 'eofz': g_eofz, 'com': g_com, 'fsyntax': g_fsyntax}


def g_chain(r):
    """The last group: write CH.BAS (ASCII) and CHAIN to it in one of its forms."""
    lines = ['A=1:B$="BS":C%=3:D#=1.5:DIM E(3):E(2)=7']
    common = r.choice(['', 'COMMON A,B$', 'COMMON A,E()', 'COMMON C%,D#,B$', 'COMMON A:COMMON B$', 'COMMON E'])
    if common:
        lines.append(common)
    ch = ['10 PRINT "C10";A;B$;C%;D#', '20 PRINT "C20";E(2)', '30 PRINT "C30":GOTO 40', '40 PRINT "C40";FRE(0)>0',
          '60000 PRINT "CE";ERR;ERL:RESUME NEXT']
    if r.random() < 0.5:
        ch.insert(0, '5 ON ERROR GOTO 60000')
    merge = r.random() < 0.4
    if merge:
        ch = ['%d PRINT "M%d";A;B$' % (n, n) for n in r.sample([15, 25, 50000, 65000, 9], 2)]
    lines.append('OPEN "O",#%d,"CH.BAS"' % 3)
    for c in ch:
        lines.append('PRINT #3,"%s"' % c.replace('"', '"+CHR$(34)+"'))
    lines.append('CLOSE #3')
    line = r.choice(['', ',20', ',30', ',99', ',40'])
    opts = r.choice(['', ',ALL', ',,ALL', ',ALL,DELETE 60000-60000', ',,DELETE 60010', ',ALL,DELETE 10-20',
                     ',,ALL,DELETE 20-%d', ',,DELETE %d', ',,ALL,', ',,ALL,DELETE 30-20'])
    if merge:
        opts = r.choice(['', ',ALL', ',ALL,DELETE %d-%d', ',,DELETE %d-%d'])
        # a MERGE that starts at the first line would run the program again for ever
        line = r.choice([',15', ',25', ',9'])
        lines.append('CHAIN MERGE "CH.BAS"%s%s' % (line, opts))
    else:
        lines.append('CHAIN "%s"%s%s' % (r.choice(['CH.BAS', 'CH', 'ch.bas', 'NOPE']), line, opts))
    lines.append('PRINT "AFTER"')
    return lines


def program(r, only):
    out = ['10 ON ERROR GOTO 60000']
    body = []
    # progfiles ends the program (CHAIN, LOAD, RUN): it comes last, as chain does.
    groups = [g for g in only if g in GROUPS and g != 'progfiles'] or sorted(set(GROUPS) - {'progfiles'})
    for _ in range(r.randint(2, 6)):
        body += GROUPS[r.choice(groups)](r, r.randint(1, 3))
    chain = 'chain' in only or (not only and r.random() < 0.3)
    n = 20
    for s in body:
        out.append('%d %s' % (n, s))
        n += 10
    if chain:
        ch = g_chain(r)
        # DELETE ranges of the chaining program's own lines
        for s in ch:
            if '%d' in s:
                a = r.choice([20, n, n + 10])
                b = a + r.choice([0, 10, 100])
                s = s % ((a, b) if s.count('%d') == 2 else (b,))
            out.append('%d %s' % (n, s))
            n += 10
    if 'progfiles' in only:
        for s in g_progfiles(r, r.randint(1, 3)):
            out.append('%d %s' % (n, s))
            n += 10
    out.append('%d PRINT "DONE":END' % n)
    # `RUN 30000` in a group runs this: the files it left open are closed by RUN.
    if any('RUN 30000' in s for s in body):
        out.append('30000 PRINT "RUN";FRE(0)>0:END')
    return out + SHOW + HANDLER


def main():
    d = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    only = sys.argv[4:]
    os.makedirs(d, exist_ok=True)
    r = random.Random(seed)
    for i in range(n):
        with open(os.path.join(d, 'f%03d_%d.bas' % (i, seed)), 'w') as f:
            f.write('\n'.join(program(r, only)) + '\n')


main()
