#!/usr/bin/env python3
"""namegen.py DIR: programs probing the file name of every statement that takes one (SAVE
with ,A and ,P, LOAD with ,R, MERGE, RUN, CHAIN with MERGE/line/ALL/DELETE, KILL, NAME both
ways, FILES, OPEN in both syntaxes, BLOAD, BSAVE, LIST to a file), each given names as
literals, variables, concatenations, functions, numbers, empty and blank strings, control
characters CHR$(0..31), bytes past 126, dots, long parts, wild cards and devices; in a
program (ON ERROR printing ERR/ERL) and typed at `Ok` (the unended last line of a file LOAD
reads, which GW-BASIC obeys as a direct statement). Compare with filediff.py DIR.

namegen.py DIR dos SEED [COUNT]: the group `dos` instead: COUNT programs (40) of names built
at random from DOS's pieces (a drive, a leading `\\`, folders that are there or not, `.`
and `..`, blanks before, inside and after a part, wild cards `*` `?` inside and past the
8.3 part DOS keeps, characters DOS refuses, trunks and extensions of 0-12, second dots,
device names with extensions), each through OPEN O/I/A, KILL, NAME both ways, MKDIR,
RMDIR and CHDIR (the files each run leaves are compared too).

namegen.py DIR dosfiles SEED [COUNT]: as `dos`, the program-file statements mixed in: FILES,
LOAD, MERGE, CHAIN, BSAVE, BLOAD, and now and then SAVE ,A as the last."""
import os
import sys

# The names: BASIC string expressions (and a few that are not strings).
NAMES = [
    '"N"+CHR$(%d)+"Y"' % c for c in list(range(0, 32)) + [127, 128, 160, 200, 255]
] + [
    'CHR$(0)+"NY"', '"NY"+CHR$(0)', 'CHR$(0)', 'CHR$(10)', '"NY"+CHR$(10)', 'CHR$(9)+"NY"',
    '"NY"+CHR$(0)+CHR$(0)', '"C:"+CHR$(0)', '"N"+CHR$(0)+":"', '"SCRN:"+CHR$(0)',
    '5', '5!', 'A%', '""', 'E$', '" "', '"."', '".."', '"A.B.C"', '"ABCDEFGHI.X"',
    '"N*"', '"N?Y"', '"Q:X"', '"AB:C"', '"NUL"', '"N Y"', '"NOTHERE"+".X"',
    'LEFT$("NOTHEREXYZ",5)', 'MID$("ANOTHERE",2)', 'STRING$(3,"N")', '"N"=1', 'E$+"NY"+E$',
    '"C:"', '"SCRN:"', '"C:\\"+CHR$(0)', '"SCRN:X"+CHR$(0)',
    # Last: LOAD, MERGE, RUN, CHAIN and BLOAD of it read the keys, which ends the run.
    '"KYBD:"',
]

STMTS = [
    'LOAD %s', 'LOAD %s,R', 'MERGE %s', 'RUN %s', 'CHAIN %s', 'CHAIN MERGE %s,10,ALL,DELETE 10-20',
    'KILL %s', 'NAME %s AS "Q"', 'NAME "EX.DAT" AS %s', 'FILES %s', 'OPEN %s FOR INPUT AS 1',
    'OPEN "I",1,%s', 'OPEN "O",1,%s', 'BLOAD %s,VARPTR(A%%)', 'BSAVE %s,VARPTR(A%%),2', 'SAVE %s,A', 'SAVE %s',
    'SAVE %s,P',
]

# Tails after a name the statement reads: its error comes after the name's (NAMSCN first).
TAILS = [
    'SAVE %s TO 3', 'SAVE %s,A X', 'SAVE %s,Q', 'SAVE %s X', 'LOAD %s,Q', 'LOAD %s X',
    'MERGE %s,R', 'RUN %s,Q', 'KILL %s X', 'FILES %s X', 'BSAVE %s', 'BLOAD %s X',
]


def program(stmts):
    lines = ['10 ON ERROR GOTO 60000', '20 DEF SEG:E$="":A%=1',
             '30 OPEN "O",1,"EX.DAT":PRINT #1,"X":CLOSE']
    n = 100
    for i, s in enumerate(stmts):
        lines.append('%d N=%d:%s:CLOSE:PRINT "ok";N' % (n, i + 1, s))
        n += 10
    lines.append('59990 PRINT "END":END')
    lines.append('60000 PRINT N;ERR;ERL:RESUME NEXT')
    return '\n'.join(lines) + '\n'


def typed(stmt):
    # A file whose last line has no CR: LOAD obeys it at the file's end as a typed line.
    q = stmt.replace('"', '"+CHR$(34)+"')
    return ('10 OPEN "O",1,"T.BAS":PRINT #1,"10 PRINT 1":PRINT #1,"%s";:CLOSE\n'
            '20 LOAD "T"\n' % q)


def typed_raw(before, code, after):
    # As typed(), with the byte CHR$(code) typed inside the name's quotes.
    return ('10 OPEN "O",1,"T.BAS":PRINT #1,"10 PRINT 1":PRINT #1,"%s"+CHR$(34)+"T"+CHR$(%d)'
            '+"Y"+CHR$(34)+"%s";:CLOSE\n20 LOAD "T"\n' % (before, code, after))


DOS_STMTS = ['OPEN "O",1,%s', 'OPEN "I",1,%s', 'OPEN %s FOR APPEND AS 1', 'KILL %s',
             'NAME %s AS "RN.DAT"', 'NAME "EX.DAT" AS %s', 'MKDIR %s', 'RMDIR %s',
             'CHDIR %s:CHDIR "\\"']
# The program-file statements through the same names (`dos` group): FILES, LOAD, BSAVE of no
# bytes from a fixed segment (its header the same on both), BLOAD, and SAVE ,A last (a SAVE
# that passes ends the program on the machine).
DOS_FILE_STMTS = ['FILES %s', 'LOAD %s', 'DEF SEG=&HB800:BSAVE %s,0,0:DEF SEG',
                  'BLOAD %s,VARPTR(A%%)', 'MERGE %s', 'CHAIN %s']
PIECES = ['A', 'B', 'X', '&', '1', '$', '_', '-', '~', '!', '#', '%', '@', '+', 'e', 'z']


def dos_part(rng, most):
    """A trunk or extension: letters with blanks, wild cards or refused characters put in."""
    out = ''.join(rng.choice(PIECES) for _ in range(rng.randint(0, most)))
    for _ in range(rng.randint(0, 2)):
        at = rng.randint(0, len(out))
        out = out[:at] + rng.choice([' ', ' ', '  ', '*', '?', ',', ';', '[', '=', '+']) + out[at:]
    return out


def dos_random_name(rng):
    """A DOS path: [drive][\\][folders\\]trunk[.ext[.more]]."""
    name = rng.choice(['', '', '', 'C:', 'c:', 'D:'])
    name += rng.choice(['', '', '\\', '\\ ', ' '])
    for _ in range(rng.choice([0, 0, 0, 1, 2])):
        name += rng.choice(['SUB', 'sub', 'NOSUCH', '.', '..', ' ', 'SUB ', 'S*']) + '\\'
    name += dos_part(rng, rng.choice([3, 8, 12]))
    if rng.random() < 0.6:
        name += '.' + dos_part(rng, rng.choice([1, 3, 5]))
    if rng.random() < 0.1:
        name += '.' + dos_part(rng, 3)
    if rng.random() < 0.08:
        name = rng.choice(['NUL', 'CON', 'AUX', 'PRN', 'nul']) + rng.choice(['.TXT', '.', ' ', ''])
    return name.replace('"', '')


def dos_group(d, seed, count, files=False):
    import random
    rng = random.Random(seed)
    for k in range(1, count + 1):
        lines = ['10 ON ERROR GOTO 60000' + ':A%=1' * files, '20 MKDIR "SUB"',
                 '30 OPEN "O",1,"EX.DAT":PRINT #1,"X":CLOSE:OPEN "O",1,"SUB\\IN.DAT":CLOSE']
        n = 100
        for i in range(25):
            name = dos_random_name(rng)
            if i == 24 and files and rng.random() < 0.5:
                stmt = 'SAVE %s,A' % ('"%s"' % name)
            else:
                stmt = rng.choice(DOS_STMTS + DOS_FILE_STMTS * files) % ('"%s"' % name)
            lines.append('%d N=%d:%s:CLOSE:PRINT "ok";N' % (n, i + 1, stmt))
            n += 10
        lines.append('59990 PRINT "END":END')
        lines.append('60000 PRINT N;ERR;ERL:RESUME NEXT')
        open(os.path.join(d, 'd%03d.bas' % k), 'w').write('\n'.join(lines) + '\n')


def main():
    d = sys.argv[1]
    if sys.argv[2:3] in (['dos'], ['dosfiles']):
        os.makedirs(d, exist_ok=True)
        dos_group(d, int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 40,
                  sys.argv[2] == 'dosfiles')
        return
    os.makedirs(d, exist_ok=True)
    k = 0
    # SAVE of a good name ends the program on the machine: those names come one a program.
    for s in STMTS:
        for j in range(0, len(NAMES), 12):
            k += 1
            open(os.path.join(d, 'n%03d.bas' % k), 'w').write(
                program([s % e for e in NAMES[j:j + 12]]))
    for t in TAILS:
        k += 1
        open(os.path.join(d, 'n%03d.bas' % k), 'w').write(
            program([t % e for e in ['"N"=1', '5', '"NY"', 'LEFT$("NYZ",2)']]))
    for s in ['SAVE A$', 'SAVE "T"+"X",A', 'SAVE LEFT$("TXYZ",2),A', 'SAVE "TX"+CHR$(0)+"Y",A',
              'SAVE "T"+CHR$(0),A', 'SAVE CHR$(0)+"T",A', 'SAVE "TX"+CHR$(10)+"Y",A',
              'RUN "T"+CHR$(10)+"Y"', 'RUN "T"+CHR$(0)+"Y"', 'SAVE "T"=1 TO 3',
              'SAVE "TQ" X', 'SAVE 5,A', 'LOAD "T"+CHR$(0)', 'KILL "EX.DAT"+CHR$(0)',
              'OPEN "EX.DAT"+CHR$(0) FOR INPUT AS 1:PRINT LOF(1)']:
        k += 1
        open(os.path.join(d, 'n%03d.bas' % k), 'w').write(
            program(['A$="TA"', s]))
        k += 1
        open(os.path.join(d, 'n%03d.bas' % k), 'w').write(typed(s.replace('A$', '"TA"')))
    for before, after in [('RUN ', ''), ('SAVE ', ',A'), ('LOAD ', ''), ('KILL ', ''),
                          ('MERGE ', ''), ('SAVE ', '')]:
        for code in [10, 1, 9, 31, 0]:
            k += 1
            open(os.path.join(d, 'n%03d.bas' % k), 'w').write(typed_raw(before, code, after))


if __name__ == '__main__':
    main()
