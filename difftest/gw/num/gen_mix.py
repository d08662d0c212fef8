#!/usr/bin/env python3
"""Long expressions mixing integer, single and double operands (for `gwdiff.py --mode type`
or `dbytes`): random trees three to five deep of `+ - * / \\ MOD ^`, relations, AND OR XOR
EQV IMP NOT, unary minus and the numeric functions (SIN COS TAN ATN EXP LOG SQR ABS SGN INT
FIX CINT CSNG CDBL), with leaves of every type: typed literals (`%`, `!`, `#`, D and E
exponents, `&H`/`&O`), the variables gwdiff.py's line 1 sets (A% B% C% A! A#), and CVS/CVD of
random bytes. The value is printed and its type shown by the RND after RANDOMIZE of it
(`type`), or its double's bytes (`dbytes`). Errors show as `ERR n`.
Usage: gen_mix.py SEED N"""
import random
import struct
import sys

rng = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])


def lit():
    k = rng.randrange(12)
    if k == 0:
        return str(rng.choice([0, 1, 2, 3, 7, 10, 255, 256, 32767, 1000])) + rng.choice(['', '%', '!', '#'])
    if k == 1:
        v = rng.randrange(65536)
        return rng.choice(['&H' + format(v, 'X'), '&O' + format(v, 'o')])
    if k == 2:
        return rng.choice(['A%', 'B%', 'C%', 'A!', 'A#'])
    if k == 3:
        b = bytes(rng.randrange(256) for _ in range(3)) + bytes([rng.randrange(0x60, 0xa0)])
        return 'CVS(MKI$(%d)+MKI$(%d))' % (struct.unpack('<h', b[:2])[0], struct.unpack('<h', b[2:])[0])
    if k == 4:
        b = bytes(rng.randrange(256) for _ in range(7)) + bytes([rng.randrange(0x60, 0xa0)])
        return 'CVD(' + '+'.join('MKI$(%d)' % struct.unpack('<h', b[i:i + 2])[0] for i in range(0, 8, 2)) + ')'
    digits = ''.join(rng.choice('0123456789') for _ in range(rng.randrange(1, 17)))
    p = rng.randrange(len(digits) + 1)
    s = digits[:p] + '.' + digits[p:] if rng.random() < .6 else digits
    if rng.random() < .4:
        s += rng.choice('EDed') + str(rng.randrange(-12, 12))
    elif rng.random() < .3:
        s += rng.choice(['!', '#'])
    return s.lstrip('0') or '0'


OPS = ['+', '-', '*', '/', '\\', ' MOD ', '^', '=', '<', '>', '<=', '<>', ' AND ', ' OR ',
       ' XOR ', ' EQV ', ' IMP ']
W = [8, 8, 8, 6, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
FN = ['SIN', 'COS', 'TAN', 'ATN', 'EXP', 'LOG', 'SQR', 'ABS', 'SGN', 'INT', 'FIX', 'CINT',
      'CSNG', 'CDBL']


def expr(d):
    if d == 0 or rng.random() < .2:
        return lit()
    k = rng.randrange(10)
    if k < 6:
        op = rng.choices(OPS, W)[0]
        return '(' + expr(d - 1) + op + expr(d - 1) + ')'
    if k < 8:
        return rng.choice(FN) + '(' + expr(d - 1) + ')'
    if k == 8:
        return '-' + expr(d - 1)
    return 'NOT ' + expr(d - 1)


# `type` prints the expression twice on one line: keep it within the line's 255 characters.
made = 0
while made < n:
    e = expr(rng.randrange(3, 6))
    if len(e) <= 95:
        print(e)
        made += 1
