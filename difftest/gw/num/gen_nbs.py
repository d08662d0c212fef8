#!/usr/bin/env python3
"""Programs in the NBS Minimal BASIC tests' style for whole-output comparison: arguments READ
from DATA written as the tests write them (`-0.987654000E+05`, NR1/NR2/NR3 of up to nine
digits), each put through a function or an operator and PRINTed in comma zones and with `;`
(the free format's rounding, the E form, the zones), with the overflow and division-by-zero
messages of the lines that pass the range and, under ON ERROR, ERR and ERL of the rest. Usage: gen_nbs.py SEED [N] > P.BAS, then run it
on the machine and on ferrite and compare the outputs (`gen_nbs.sh SEED...` does both)."""
import random
import sys

seed = int(sys.argv[1])
n = int(sys.argv[2]) if len(sys.argv) > 2 else 120
r = random.Random(seed)


def lit():
    k = r.random()
    digits = ''.join(r.choice('0123456789') for _ in range(9))
    sign = r.choice(['', '-', ' '])
    if k < 0.45:
        e = r.choice([r.randint(-12, 12), r.randint(-38, 38), r.randint(-3, 5)])
        return f"{sign}0.{digits}E{e:+03d}"
    if k < 0.7:
        p = r.randint(1, 8)
        return f"{sign}{digits[:p].lstrip('0') or '0'}.{digits[p:]}"
    if k < 0.85:
        return f"{sign}{int(digits[:r.randint(1, 9)])}"
    return f"{sign}.{digits[:r.randint(1, 9)]}"


FUNCS = ["SIN(A)", "COS(A)", "TAN(A)", "ATN(A)", "EXP(A)", "LOG(ABS(A))", "SQR(ABS(A))",
         "INT(A)", "SGN(A)*ABS(A)", "A-B", "A/B", "A*B", "A+B", "ABS(A)^B", "A^2", "-A^3",
         "B-A*B", "A/B*B-A", "INT(A*1000+.5)/1000", "(A-B)/(A+B)", "A*A-B*B", "1/A", "A^.5",
         "EXP(-ABS(A))", "LOG(1+ABS(A))", "A*1E10", "A/1E10", "A*1E30", "A/1E30", "10^A",
         "2^(A/100)", "INT(RND(1)*A)", "A MOD 7", "A\\3", "CINT(A)", "FIX(A)"]

lines = ['10 PRINT "PROGRAM FILE %d: GENERATED ACCURACY PROBE."' % seed,
         '20 RANDOMIZE %d' % r.randint(-32768, 32767),
         '25 ON ERROR GOTO 800',
         '30 READ A,B', '40 IF A=999 THEN 900']
ln = 50
for k in range(r.randint(2, 4)):
    exprs = r.sample(FUNCS, r.randint(1, 4))
    sep = r.choice([',', ';', ';" ";'])
    lines.append(f'{ln} PRINT ' + sep.join(exprs))
    ln += 10
lines.append(f'{ln} PRINT A,B;"*";A;B')
lines.append(f'{ln + 10} GOTO 30')
lines.append('800 PRINT "ERR";ERR;ERL:RESUME NEXT')
lines.append('900 PRINT "END PROGRAM"')
lines.append('910 END')
ln = 1000
row = []
for i in range(n):
    row.append(lit())
    if len(row) == 4:
        lines.append(f'{ln} DATA {",".join(row)}')
        ln += 10
        row = []
row += ['999', '0']
lines.append(f'{ln} DATA {",".join(row)}')
print('\n'.join(lines))
