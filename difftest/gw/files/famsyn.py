#!/usr/bin/env python3
"""famsyn.py DIR [SEED]: siblings of the real GW-BASIC syntax tests of the files and devices area
(the visible LOF, LPOS, ERDEV$, MOTOR, WRITE2, LINEINP2, FILES, FILEZERO, OPEN2 ... programs), one
program per function or statement, in the suite's own style: `OPEN "OUTPUT.TXT"`, `ON ERROR GOTO
10000` writing `ERR, ERL`, one probe a line.

- `fn_NAME`: the function-syntax template (no argument, an open bracket, a string, numbers of
  every size and type, `#1`, `#2`, two arguments, blanks inside the name), for every function
  of the area;
- `st_NAME`: the statement-syntax template (nothing, a keyword, a name, numbers, a string, two
  and a trailing comma) for every statement of the area, then a few forms of its own;
- `fz_MODE`: OPEN of every number (0, 1..4, 255, 256, -1, 1.5, strings) in each mode;
- a few random mixes (SEED) of the statement forms, two files open.

Run with `filediff.py DIR` (the machine and ferrite, the screen and every file compared)."""
import os
import random
import sys

HEAD = ['10 REM sibling of the real GW-BASIC syntax tests',
        '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1',
        '40 ON ERROR GOTO 10000']
TAIL = ['9999 END', '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']

FN_ARGS = ['', '(', '("ABC"', '(1', '(1.5', '(-1)', '(1)', '(-1.5)', '(1.5)', '(-1.5D2)', '(1.5D2)',
           '("ABC")', '(0)', '(256)', '(32768)', '(65536)', '(1.701412E+38)',
           '(1.701411834604692D+38)', '(1)', '(#1)', '(#2)', '(1,1)', '(2)', '(3)', '(4)',
           '(255)', '(-32768)', '(-32769)', '(1,)', '(,1)', '(1 1)']

# Functions of the area; a name with a `$` also gets the blanks variants (ERDEV$'s lines 330-350).
FUNCS = ['LOF', 'LOC', 'EOF', 'LPOS', 'ERDEV', 'ERDEV$', 'CVI', 'CVS', 'CVD', 'MKI$',
         'MKS$', 'MKD$', 'POS', 'FRE']

ST_ARGS = ['', ' PRINT', ' LAH', ' -1', ' 0', ' 1', ' 255', ' 256', ' 32768', ' "!"', ' 1,1',
           ' 1,', ' #1', ' #2', ' #1,', ' ,1', ' 1.5', ' "A","B"', ' "A" AS', ' "A" AS "B"',
           ' (1)', ' #0', ' #-1', ' #256', ' 1 TO 2', ' #1,1 TO 2', ' #1,,', ' "OUTPUT.TXT"']

STMTS = ['MOTOR', 'CLOSE', 'RESET', 'FILES', 'KILL', 'NAME', 'MKDIR', 'CHDIR', 'RMDIR', 'LOCK',
         'UNLOCK', 'FIELD', 'GET', 'PUT', 'LSET', 'RSET', 'WIDTH', 'BSAVE', 'BLOAD', 'SAVE',
         'MERGE', 'OPEN', 'WRITE', 'WRITE#', 'PRINT#', 'INPUT#', 'LINE INPUT#', 'LPRINT',
         'ERROR', 'COMMON', 'LOAD']

# Statements that would end the program or close OUTPUT.TXT when they pass: only their
# failing forms are probed, or OUTPUT.TXT is opened again after them.
REOPEN = {'CLOSE', 'RESET'}
ONLY_FAIL = {'LOAD', 'MERGE', 'SAVE'}


def write(d, name, body):
    lines = HEAD + body + TAIL
    with open(os.path.join(d, name + '.bas'), 'wb') as f:
        f.write(('\r\n'.join(lines) + '\r\n').encode('latin-1'))


def fn_prog(fn):
    body, n = [], 50
    # A second file, so `#2` and 2 name something for half of the programs.
    if fn in ('LOF', 'LOC', 'EOF', 'INPUT$'):
        body.append('45 OPEN "R",2,"DATA.DAT",10:PRINT#2,"ABCDEFGHIJ":PUT#2,1:PUT#2,3')
    for a in FN_ARGS:
        body.append('%d PRINT#1, %s%s' % (n, fn, a))
        n += 10
    if fn.endswith('$'):
        base = fn[:-1]
        for form in ('%s $(1)', '%s$ (1)', '%s $ (1)', '%s$(1 )', '%s$( 1)'):
            body.append('%d PRINT#1, %s' % (n, form % base))
            n += 10
    # As a value in an expression and after a type-mismatched assignment.
    body.append('%d X=%s(1):PRINT#1, X' % (n, fn))
    body.append('%d X$=%s(1):PRINT#1, X$' % (n + 10, fn))
    body.append('%d PRINT#1, %s(1)+1' % (n + 20, fn))
    body.append('%d PRINT#1, %s(1);%s(2)' % (n + 30, fn, fn))
    return body


def st_prog(st):
    body, n = [], 50
    for a in ST_ARGS:
        if st in ONLY_FAIL and a.strip() in ('"!"', '"A"', '"OUTPUT.TXT"', '"A","B"', '"A" AS'):
            a = a.replace('"!"', '"NOSUCH!"').replace('"A"', '"NOSUCH"')
            if st == 'SAVE':
                continue
        if st in ONLY_FAIL and a == '':
            continue
        line = '%d %s%s' % (n, st, a)
        if st in REOPEN:
            line += ':OPEN "OUTPUT.TXT" FOR APPEND AS 1'
        body.append(line)
        n += 10
    return body


def fz_prog(mode):
    body, n = [], 50
    for num in ['0', '1', '2', '3', '4', '5', '255', '256', '-1', '1.5', '2.5', '3.5', '"2"',
                '#0', '#3', '#4', '', '3 4', '65535', '-32768']:
        if mode.startswith('"'):
            body.append('%d OPEN %s,%s,"TEST%d"' % (n, mode, num, n))
        else:
            body.append('%d OPEN "TEST%d" FOR %s AS %s' % (n, n, mode, num))
        n += 10
        body.append('%d PRINT#1, "after";' % n)
        n += 10
    body.append('%d CLOSE 2,3,4,5' % n)
    body.append('%d CLOSE 0' % (n + 10))
    body.append('%d PRINT#1, "end"' % (n + 20))
    return body


def op_prog(mode, rng):
    """OPEN2's style: every ACCESS and LOCK clause with and without `#` and LEN, each file
    named by its line so the files left show which opened."""
    body, n, k = [], 50, 0
    for acc in ['', ' ACCESS READ', ' ACCESS WRITE', ' ACCESS READ WRITE', ' ACCESS WRITE READ']:
        for lock in ['', ' SHARED', ' LOCK READ', ' LOCK WRITE', ' LOCK READ WRITE', ' LOCK',
                     ' LOCK SHARED']:
            hsh = rng.choice(['', '#'])
            ln = rng.choice(['', ' LEN=128', ' LEN=1', ' LEN=0', ' LEN=256'])
            name = '%s%02X' % (mode[0].lower(), k)
            k += 1
            if mode == 'INPUT':
                body.append('%d OPEN "%s" FOR OUTPUT AS 3:CLOSE 3' % (n, name))
                n += 10
            body.append('%d OPEN "%s" FOR %s%s%s AS %s2%s: CLOSE 2' % (n, name, mode, acc, lock, hsh, ln))
            n += 10
    for bad in ['OPEN "x" FOR %s ACCESS AS 2', 'OPEN "x" FOR %s LOCK AS 2', 'OPEN "x" FOR %s AS',
                'OPEN "x" FOR %s', 'OPEN "x" %s AS 2', 'OPEN FOR %s AS 2', 'OPEN "x" FOR %s AS 2 LEN',
                'OPEN "x" FOR %s AS 2 LEN=', 'OPEN "x" FOR %s AS 2 LEN 5', 'OPEN "x" FOR %s SHARED LOCK READ AS 2',
                'OPEN "x" FOR %s ACCESS READ ACCESS WRITE AS 2', 'OPEN "x" FOR %s AS 2,', 'OPEN "x" FOR %s AS 2 X']:
        body.append('%d %s: CLOSE 2' % (n, bad % mode))
        n += 10
    return body


def rand_prog(rng):
    """ALLFILE, FLDOVFL, LASTREC, RANDOM_LEN_1 and FIELD_array's style: a data file of chosen
    bytes, then RANDOM files of chosen lengths read and written in odd ways."""
    body, n = [], 50
    size = rng.choice([0, 1, 5, 127, 128, 129, 200, 255, 256, 300])
    fill = rng.choice(['"A"', 'CHR$(13)', 'CHR$(26)', 'CHR$(10)', '","', 'CHR$(34)', '" "'])
    body.append('%d OPEN "DATA.DAT" FOR OUTPUT AS 3:PRINT #3, STRING$(%d,%s);"1,2"+CHR$(13)+CHR$(10)+"XYZ";:CLOSE 3'
                % (n, size, fill))
    n += 10
    body.append('%d OPEN "DATA.DAT" FOR RANDOM AS #2%s' % (n, rng.choice(['', ' LEN=1', ' LEN=10', ' LEN=3'])))
    n += 10
    for _ in range(rng.randint(6, 14)):
        k = rng.randint(0, 7)
        ln = rng.choice(['', ' LEN=1', ' LEN=2', ' LEN=10', ' LEN=128', ' LEN=129', ' LEN=256', ' LEN=3'])
        rec = rng.choice(['', ',1', ',2', ',3', ',0', ',LOF(2)', ',LOF(2)+1', ',INT(LOF(2)/128)+1'])
        if k == 0:
            body.append('%d OPEN "DATA.DAT" FOR RANDOM AS #2%s' % (n, ln))
        elif k == 1:
            body.append('%d GET #2%s:PRINT#1, LOC(2);LOF(2);EOF(2)' % (n, rec))
        elif k == 2:
            stmt = rng.choice(['INPUT #2, D$:PRINT#1, D$', 'LINE INPUT #2, D$:PRINT#1, D$',
                               'INPUT #2, D$,E$:PRINT#1, D$;"|";E$', 'INPUT #2, X:PRINT#1, X',
                               'PRINT#1, INPUT$(%d,2)' % rng.choice([1, 2, 5, 10, 128])])
            body.append('%d %s' % (n, stmt))
        elif k == 3:
            body.append('%d FIELD #2, %d AS F$, %d AS G$(%d)' % (n, rng.choice([1, 2, 5, 10]), rng.choice([0, 1, 3]), rng.randint(0, 3)))
        elif k == 4:
            body.append('%d LSET F$="%s":RSET G$(1)="Q":PUT #2%s' % (n, rng.choice(['', 'AB', 'ABCDEFGHIJKL']), rec))
        elif k == 5:
            body.append('%d PRINT#1, LEN(F$);F$;"|";G$(0);"|";G$(1);"|";LOF(2)' % n)
        elif k == 6:
            body.append('%d CLOSE 2' % n)
        else:
            body.append('%d X$(1)=F$:Y$=F$:GET #2%s:PRINT#1, X$(1);Y$;F$' % (n, rec))
        n += 10
    body.append('%d CLOSE 2:OPEN "DATA.DAT" FOR INPUT AS 2:PRINT#1, LOF(2)' % n)
    body.append('%d WHILE NOT EOF(2):PRINT#1, ASC(INPUT$(1,2));:WEND' % (n + 10))
    return body


def disk_prog(rng):
    """DISK, OpenSave and FileNameExclusion's style: folders made, entered, left and
    removed; files opened under names that are one DOS file (case, `.\\`, a trailing dot,
    a folder and back); SAVE, LOAD-free program statements on open files."""
    body, n = [], 50
    names = ['"T.TXT"', '"t.txt"', '".\\T.TXT"', '"T.TXT."', '"D\\T.TXT"', '"d\\..\\T.TXT"',
             '"D\\U.TXT"', '"U.TXT"', '"PROG.BAS"', '"PROG"']
    for _ in range(rng.randint(8, 16)):
        k = rng.randint(0, 8)
        a, b = rng.choice(names), rng.choice(names)
        f = rng.choice([2, 3])
        if k == 0:
            body.append('%d MKDIR "%s"' % (n, rng.choice(['D', 'd', 'D\\E', 'E'])))
        elif k == 1:
            body.append('%d CHDIR "%s"' % (n, rng.choice(['D', '..', '\\', 'E', 'D\\E'])))
        elif k == 2:
            body.append('%d RMDIR "%s"' % (n, rng.choice(['D', 'E', 'D\\E'])))
        elif k == 3:
            body.append('%d OPEN %s FOR %s AS %d' % (n, a, rng.choice(['OUTPUT', 'INPUT', 'APPEND', 'RANDOM']), f))
        elif k == 4:
            body.append('%d PRINT #%d, "line %d"' % (n, f, n))
        elif k == 5:
            body.append('%d CLOSE %d' % (n, f))
        elif k == 6:
            body.append('%d NAME %s AS %s' % (n, a, b))
        elif k == 7:
            body.append('%d KILL %s' % (n, a))
        else:
            body.append('%d SAVE %s%s' % (n, a, rng.choice(['', ',A'])))
        n += 10
    body.append('%d CLOSE 2,3:CHDIR "\\"' % n)
    return body


PIECES = ['OPEN "A.DAT" FOR OUTPUT AS 2', 'OPEN "A.DAT" FOR INPUT AS 2', 'OPEN "A.DAT" AS 2 LEN=%d',
          'OPEN "A.DAT" FOR APPEND AS 2', 'CLOSE 2', 'CLOSE #2,', 'PRINT#2, %d', 'WRITE#2, %d,"X"',
          'INPUT#2, A$:PRINT#1,A$', 'LINE INPUT#2, A$:PRINT#1,A$', 'PRINT#1, LOC(2);LOF(2);EOF(2)',
          'FIELD#2, %d AS F$', 'LSET F$="%d"', 'PUT#2,%d', 'GET#2,%d', 'PRINT#1, F$',
          'WIDTH#2,%d', 'LOCK#2,%d', 'UNLOCK#2', 'KILL "A.DAT"', 'NAME "A.DAT" AS "B.DAT"',
          'NAME "B.DAT" AS "A.DAT"', 'PRINT#1, INPUT$(%d,2)', 'PRINT#1, LPOS(0)',
          'PRINT#2, USING "##.#";%d', 'WRITE#2,', 'PRINT#2,', 'PUT#2', 'GET#2']


def mix_prog(rng):
    body, n = [], 50
    for _ in range(rng.randint(10, 25)):
        p = rng.choice(PIECES)
        if '%d' in p:
            p = p % rng.choice([0, 1, 2, 3, 10, 127, 128, 129, 255, 256, -1, 32767, 32768])
        body.append('%d %s' % (n, p))
        n += 10
    body.append('%d CLOSE:OPEN "OUTPUT.TXT" FOR APPEND AS 1' % n)
    body.append('%d OPEN "A.DAT" FOR INPUT AS 2:PRINT#1, LOF(2)' % (n + 10))
    body.append('%d WHILE NOT EOF(2):PRINT#1,ASC(INPUT$(1,2));:WEND' % (n + 20))
    return body


def main():
    d = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    os.makedirs(d, exist_ok=True)
    rng = random.Random(seed)
    for fn in FUNCS:
        write(d, 'fn_' + fn.replace('$', 'S'), fn_prog(fn))
    for st in STMTS:
        write(d, 'st_' + st.replace('#', 'H').replace(' ', '_'), st_prog(st))
    for mode in ['OUTPUT', 'INPUT', 'APPEND', 'RANDOM', '"O"', '"I"', '"A"', '"R"']:
        write(d, 'fz_' + mode.strip('"') + ('1' if mode.startswith('"') else ''), fz_prog(mode))
    for mode in ['OUTPUT', 'INPUT', 'APPEND', 'RANDOM']:
        write(d, 'op_' + mode, op_prog(mode, rng))
    for i in range(int(os.environ.get('RANDS', '15'))):
        write(d, 'rd%03d' % i, rand_prog(rng))
    for i in range(int(os.environ.get('DISKS', '15'))):
        write(d, 'dk%03d' % i, disk_prog(rng))
    for i in range(int(os.environ.get('MIXES', '10'))):
        write(d, 'mx%03d' % i, mix_prog(rng))


if __name__ == '__main__':
    main()
