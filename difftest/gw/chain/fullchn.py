#!/usr/bin/env python3
"""fullchn.py SEED N DIR: siblings of the real GW-BASIC FULLCHN tests (memory nearly full,
then CHAIN MERGE of a long file with ALL, a line, DELETE; FRE(0) before and after, errors
trapped or not). Each program writes its TEST2.BAS itself (many REM lines, the first of
them printing FRE(0)), fills the string space and the arrays to a chosen level, then CHAINs.
Run with `../files/filediff.py DIR`."""
import os
import random
import sys


def prog(rng):
    n_arr = rng.choice([100, 150, 200, 210, 220, 222, 225, 230, 235, 240])
    width = rng.choice([200, 240, 250, 255])
    a_len = rng.choice([0, 5, 100, 239, 255])
    rems = rng.choice([10, 40, 61, 80, 120])
    rem_len = rng.choice([10, 49, 80])
    trap = rng.random() < 0.5
    form = rng.choice(['MERGE "TEST2", 160, ALL', 'MERGE "TEST2", 160', 'MERGE "TEST2",,ALL',
                       'MERGE "TEST2", 160, ALL, DELETE 60', 'MERGE "TEST2", 160, ALL, DELETE 30-60',
                       '"TEST2", 160, ALL', '"TEST2",, ALL', 'MERGE "TEST2"', '"TEST2"'])
    common = rng.random() < 0.3
    lines = ['10 REM sibling of FULLCHN']
    if trap:
        lines.append('15 ON ERROR GOTO 900')
    lines.append('20 OPEN "TEST2.BAS" FOR OUTPUT AS 2')
    lines.append('22 PRINT #2, "160 PRINT#1, FRE(0):PRINT#1, LEN(A$):CLOSE"')
    lines.append('24 FOR I=1 TO %d:PRINT #2, STR$(1000+I*10);" REM ";STRING$(%d,42):NEXT:CLOSE 2'
                 % (rems, rem_len))
    lines.append('30 A$=SPACE$(%d)' % a_len)
    if rng.random() < 0.5:
        lines.append('40 B$=A$+"a"+"b"')
    lines.append('50 DIM C$(%d)' % n_arr)
    lines.append('60 FOR I=0 TO %d: C$(I)=SPACE$(%d): NEXT' % (n_arr - rng.choice([0, 5, 10, 20]), width))
    if common:
        lines.append('120 COMMON A$, C$()')
    lines.append('130 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1')
    lines.append('140 PRINT#1, FRE(0)')
    lines.append('150 CHAIN %s' % form)
    lines.append('160 REM')
    lines.append('170 PRINT#1, "not merged"; FRE(0)')
    if trap:
        lines.append('900 PRINT "E";ERR;ERL:PRINT#1, "E";ERR;ERL:RESUME NEXT')
    return lines


def main():
    seed, n, d = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    os.makedirs(d, exist_ok=True)
    rng = random.Random(seed)
    for i in range(n):
        with open(os.path.join(d, 'c%03d.bas' % i), 'wb') as f:
            f.write(('\r\n'.join(prog(rng)) + '\r\n').encode())


if __name__ == '__main__':
    main()
