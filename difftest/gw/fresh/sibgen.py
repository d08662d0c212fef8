#!/usr/bin/env python3
"""Siblings of the real GW-BASIC test programs' number, text and program-text families.

    python3 sibgen.py OUTDIR [SEED] [FAMILY ...]   # OUTDIR/<family>_<n>.bas
    python3 ../machine/trapdiff.py OUTDIR          # real machine and ferrite: screen and OUTPUT.TXT

Each family is a visible test program's shape (ROUNDFLT, BYTEADD, ROUNDSNG, negative_MOD,
neg_division_by_zero, EXPRERR2, DOUBLEQ, silly_math, numeric_comparisons, PRUSFIX,
PrintUSING2, USINGCOM, MIDSDIFF, LITERALS, EL, LITOVFL2, VAL--1/VALEMPTY, DEFTYPE, RND0,
RANDOMIZ, SWAP2, STRING7, faulty_TIME, LIST, ASCOVFL) asked with other arguments, other statements of
the same kind and other orders. Each program writes OUTPUT.TXT (errors as `ERR, ERL` through
`ON ERROR GOTO` and `RESUME NEXT`) or the screen; the program-text families SAVE themselves
as OUTPUT.TXT in ASCII (the lister's text).
"""
import os
import random
import sys

HEAD = ['10 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '20 ON ERROR GOTO 10000']
TAIL = ['9999 CLOSE: END', '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']


def prog(body, start=100, step=10):
    out = list(HEAD)
    n = start
    for b in body:
        out.append('%d %s' % (n, b))
        n += step
    return out + TAIL


def rndnum(r, kind=None):
    kind = kind or r.choice('isdx')
    if kind == 'i':
        return str(r.choice([0, 1, -1, 2, 3, 7, 17, -17, 255, 256, 32767, -32768, 32768, -32769,
                             r.randint(-40000, 40000)]))
    if kind == 's':
        m = r.choice(['1.5', '.5', '2.5', '-2.5', '9.999999', '1E-38', '3.4E+38', '1.701412E+38',
                      '%.*f' % (r.randint(0, 6), r.uniform(-1e4, 1e4)),
                      '%.6gE%d' % (r.uniform(1, 10), r.randint(-40, 38))])
        return m
    if kind == 'd':
        return r.choice(['1.5D2', '-1.5D2', '1.701411834604692D+38', '1D-38', '.1#',
                         '%.15gD%d' % (r.uniform(-10, 10), r.randint(-39, 38)),
                         '%.16g#' % r.uniform(-1e6, 1e6)])
    return r.choice(['&HFFFF', '&H8000', '&O177777', '&H7FFF', '&O20', '&10'])


def fam_roundflt(r, k):
    out = []
    for _ in range(k):
        e = r.choice([20, 22, 23, 24, 25, 26, 30, 31, 52, 53, 54, 55, 56, 60, -10, -20])
        typ = r.choice(['', '#', '!'])
        op = r.choice(['B*256 + B -B*256 -B', 'B*3 - B*2 - B', 'B/3*3 - B', 'B+.5-B', 'B*B/B - B',
                       'B - (B-1)', '(B+B)/2 - B', 'B*1.5 - B/2 - B', 'B+B+B-3*B', 'B*.1*10-B'])
        body = ['A%s = 2^%d' % (typ, e),
                'FOR I%%=0 TO %d STEP %d: B%s= A%s+I%%%s' % (r.choice([15, 31, 63]), r.choice([1, 3, 5]), typ,
                                                         typ, r.choice(['', '/7', '*1.25', '/3'])),
                'PRINT#1, %s;' % op.replace('B', 'B' + typ),
                'NEXT']
        out.append(prog(body))
    return out


def fam_byteadd(r, k):
    out = []
    for _ in range(k):
        sz, mk, cv = r.choice([(4, 'MKS$', 'CVS'), (8, 'MKD$', 'CVD')])
        op = r.choice(['+', '-', '*', '/'])
        le = r.choice([0x80, 0x81, 0x88, 0x89, 0x98, 0xb8, 0xfe, 0xff, 0x01, 0x02])
        re_ = r.choice([le, le - 1, le + 1, le - 23, le - 24, le - 25, le + 8, 0x80, 0x81])
        re_ = max(1, min(255, re_))
        lm = [r.choice([0, 0xff, 0x80, r.randint(0, 255)]) for _ in range(sz - 2)] + [r.choice([0, 0x7f, 0x80, 0x81, 0xff])]
        rm = [r.choice([0, 0xff, 0x80, r.randint(0, 255)]) for _ in range(sz - 2)] + [r.choice([0, 0x7f, 0x80, 0x81, 0xff])]
        slot = r.randrange(sz - 1)
        cs = lambda m, e: '+'.join('CHR$(%d)' % b for b in m + [e])
        rm2 = list(rm)
        rm2[slot] = 'N'
        rs = '+'.join(('CHR$(N)' if b == 'N' else 'CHR$(%d)' % b) for b in rm2 + [re_])
        body = ['FOR N = 0 TO 255 STEP %d' % r.choice([1, 3, 5, 7, 17]),
                'L$= ' + cs(lm, le),
                'R$= ' + rs,
                'A$ = %s(%s(L$)%s%s(R$))' % (mk, cv, op, cv),
                'PRINT#1, N; ' + '; '.join('HEX$(ASC(MID$(A$,%d)))' % (i + 1) for i in range(sz)) + ',',
                'NEXT']
        out.append(prog(body))
    return out


def fam_roundsng(r, k):
    out = []
    for _ in range(k):
        body = []
        for j in range(12):
            bs = [r.choice([0, 0xff, 0x7f, 0x80, r.randint(0, 255)]) for _ in range(7)]
            bs.append(r.choice([0x80, 0x81, 0xff, 0xfe, 0x01, 0x02, 0x98, r.randint(0, 255)]))
            body.append('X$ = ' + '+'.join('CHR$(%d)' % b for b in bs))
            body.append('PRINT#1, CVD(X$), CSNG(CVD(X$)), CINT(CVD(X$))')
            body.append('A = CVD(X$): A$ = MKS$(A): FOR I%=1 TO 4: PRINT#1, HEX$(ASC(MID$(A$, I%))),: NEXT: PRINT#1,')
        out.append(prog(body))
    return out


def fam_mod(r, k):
    out = []
    for _ in range(k):
        body = []
        for j in range(30):
            a, b = rndnum(r), rndnum(r)
            op = r.choice(['MOD', '\\', 'MOD -', '\\ -', '/', 'MOD', '\\'])
            body.append('PRINT#1, %s %s %s' % (a, op, b))
        out.append(prog(body))
    return out


def fam_divzero(r, k):
    out = []
    for _ in range(k):
        body = ['PRINT "start"']
        for j in range(12):
            a = r.choice(['(-1.)', '(-1#)', '(-1)', '0', '1', '(-0)', '1E38', '-32768', 'A%', 'A!', 'A#', '(1/3)'])
            e = r.choice(['%s/0', '%s/0/0', '%s\\0', '%s MOD 0', '%s^-1', '%s/0#', '0^-%s', '%s/0!', '%s/0*0',
                          '-%s/0', '%s/(0*1)', 'INT(%s/0)', '%s/0+1', 'STR$(%s/0)', 'CINT(%s/0)'])
            body.append('PRINT %s' % (e % a))
        body.append('PRINT "trap"')
        body.append('ON ERROR GOTO 10000')
        for j in range(8):
            a = r.choice(['(-1.)', '(-1#)', '(-1)', '0', '1', '-32768'])
            e = r.choice(['%s/0', '%s\\0\\0', '%s MOD 0 MOD 0', '%s^-1', '%s/0/0', 'CINT(%s/0)'])
            body.append('PRINT %s' % (e % a))
        out.append(['10 A%=0: A!=0: A#=0'] + ['%d %s' % (100 + 10 * i, b) for i, b in enumerate(body)] +
                   ['9999 END', '10000 PRINT "error:", ERR, ERL', '10010 RESUME NEXT'])
    return out


EXPRS = ['1+', '(1+)', '1+)', '(1+', '', '()', '-', '+', '*', '**', '/', '/\\', '1/', '/2', '1 2', '1,,2',
         '((1)', '1))', '-(', 'NOT', 'NOT NOT', '1 AND', 'AND 1', '1 MOD', 'MOD 2', '1\\', '\\1',
         '1^', '^1', '1=', '=1', '1<', '<>1', '1><2', '1=<2', '1=>2', '1>=<2', '1 =  = 2', '"A"+',
         '+"A"', '"A"-"B"', '-"A"', 'NOT "A"', '"A" AND 1', '"A"<1', '1<"A"', '"A"=', 'A$+1', '1+A$',
         '(', ')', '1+(2', '1+2)', '--1', '---1', '+-+1', '1+-2', '1*-2', '1^-2', '-1^2', '2^-1^2',
         '1 . 2', '..1', '1..', '1 E 2', '1E', '1E+', '1E-', '&H', '&O', '&', '&HG', '&O8', '&H10000',
         '&O200000', 'FN', 'FNA', 'FNA(', 'A(', 'A(1', 'A()', 'A(1,)', 'A(,1)', '"A', 'CHR$(65', 'LEN()',
         'SIN', 'SIN()', 'SIN(1,2)', 'INSTR("A")', 'MID$("A")', 'ABS(-)', '1 XOR', 'XOR 1', '1 IMP EQV 2',
         '1+2*', '1*2+', 'NOT -1 +', '1<2<3', '1=1=1', '1>2>-1', '-(-(-1))', '2^^3', '1//2', '1\\\\2']


def fam_exprerr(r, k):
    out = []
    for _ in range(k):
        body = []
        for e in r.sample(EXPRS, 25):
            kind = r.choice(['p', 'p', 'a', 'i'])
            if kind == 'p':
                body.append('PRINT#1, ' + e)
            elif kind == 'a':
                body.append('A=' + e)
                body.append('PRINT#1, A')
            else:
                body.append('IF %s THEN PRINT#1, "T" ELSE PRINT#1, "F"' % e)
        out.append(prog(body))
    return out


def fam_doubleq(r, k):
    ops = ['==', '=<', '=>', '><', '<>', '<=', '>=', '< =', '> =', '= >', '<<', '>>', '= =', '+ +',
           '- -', '* *', '++', '--', '-+', '+-', '*-', '/-', '^-', '<>=', '<=>', '=<>', 'AND AND',
           'OR NOT', 'NOT', 'AND NOT', 'MOD MOD', '\\\\', '^^', '**', '//', '*/', '+*', '=-', '=+',
           '<-', '>-', '<+', '= NOT']
    out = []
    for _ in range(k):
        body = []
        for op in r.sample(ops, 25):
            a, b = r.choice(['1', '2', '-1', '0', '"A"', 'A', '1.5']), r.choice(['2', '1', '0', '"B"', 'B', '-3'])
            if (a.startswith('"')) != (b.startswith('"')):
                b = '"B"' if a.startswith('"') else '2'
            body.append('PRINT#1, %s %s %s' % (a, op, b))
        out.append(prog(body))
    return out


def fam_silly(r, k):
    ops = ['+', '-', '*', '/', '\\', '^', 'MOD', 'AND', 'OR', 'XOR', 'EQV', 'IMP', '=', '<', '>',
           '<=', '>=', '<>']
    out = []
    for _ in range(k):
        body = []
        for op in ops:
            n = r.choice(['1', '1.5', '1#', '32768', 'A%', 'A!', '-1'])
            s = r.choice(['"a"', '""', 'A$', 'CHR$(1)', '"1"'])
            body.append('PRINT#1, %s %s %s' % (n, op, s))
            body.append('PRINT#1, %s %s %s' % (s, op, n))
        body += ['PRINT#1, -"a"', 'PRINT#1, NOT "a"', 'PRINT#1, +"a"', 'PRINT#1, "a"+"b"+1',
                 'A$="x": A$=A$+1', 'A=1+"a"', 'A$=1', 'A%="1"']
        r.shuffle(body)
        out.append(prog(body))
    return out


def fam_compare(r, k):
    out = []
    vals = ['1', '2', '-1', '0', '1.5', '32767', '32768', '-32768', '1E38', '1D38', '.1', '.1#', '1/3',
            '1#/3', '65535', '&HFFFF', '-.0', '1.000001', '1.0000001#', '16777217#', '16777217']
    svals = ['""', '"A"', '"a"', '"AB"', '"A "', '" A"', 'CHR$(0)', 'CHR$(255)', '"B"', '"AA"']
    for _ in range(k):
        body = ['ONE% = 1: ONE! = 1: ONE# = 1: TWO%=2: TWO!=2: TWO#=2: A$="A": B$="B"']
        for j in range(30):
            op = r.choice(['=', '<>', '<', '>', '<=', '>=', '=<', '=>', '><'])
            if r.random() < .3:
                a, b = r.choice(svals), r.choice(svals)
            else:
                a, b = r.choice(vals + ['ONE%', 'ONE!', 'ONE#', 'TWO%', 'TWO!', 'TWO#']), r.choice(vals + ['ONE#', 'TWO!'])
            body.append('?#1, %s %s %s, (%s %s %s) * 2, NOT (%s %s %s)' % (a, op, b, a, op, b, a, op, b))
        out.append(prog(body))
    return out


def using_num(r):
    return r.choice(['9.999999', '99.995', '.5', '-.5', '0', '-0', '1E10', '1E-10', '123456789#', '1.5',
                     '-1.5', '2.5', '999.9999', '1D16', '-1D16', '32767', '-32768', '.000001', '1E38',
                     '1.701412E+38', '.1#', '-.999', '5E-5', '12345.678', '0.125', '.0625',
                     '%.*f' % (r.randint(0, 5), r.uniform(-1e5, 1e5)), '%.3gE%d' % (r.uniform(1, 10), r.randint(-20, 20))])


def using_fmt(r):
    lead = r.choice(['', '+', '$$', '**', '**$', '', '', '-'])
    ip = '#' * r.randint(0 if lead else 1, 8)
    if r.random() < .3 and len(ip) > 3:
        ip = ip[:-2] + ',' + ip[-2:]
    dp = r.choice(['', '.', '.' + '#' * r.randint(1, 6)])
    exp = r.choice(['', '', '', '^^^^', '^^^^^', '^^^'])
    tail = r.choice(['', '', '', '-', '+'])
    if lead == '+' and tail:
        tail = ''
    return lead + ip + dp + exp + tail


def fam_prusfix(r, k):
    out = []
    for _ in range(k):
        base = r.choice(['####.', '#.', '.#', '+#.', '**.', '$$.', '##,.', '#.^^^^', '+.#', '##.##-', '**$#.'])
        a = using_num(r)
        grow = r.choice(['#', '^', ',', '0', '-', '+', '.'])
        body = ['A$="%s"' % base, 'A = %s: A# = %s' % (a, a),
                'FOR I=1 TO %d' % r.choice([12, 16, 20]), 'PRINT#1, I,', 'PRINT#1, USING A$;A;A#;-A',
                'A$ = A$+"%s"' % grow, 'NEXT']
        out.append(prog(body))
    return out


def fam_using2(r, k):
    out = []
    for _ in range(k):
        body = []
        for j in range(25):
            f = using_fmt(r)
            vs = '; '.join(using_num(r) for _ in range(r.randint(1, 3)))
            body.append('PRINT#1, USING "%s";%s' % (f, vs))
        out.append(prog(body))
    return out


def fam_usingcom(r, k):
    out = []
    for _ in range(k):
        body = []
        for j in range(20):
            ip = '#' * r.randint(1, 9)
            pos = r.randint(0, len(ip))
            f = ip[:pos] + ',' + ip[pos:] + r.choice(['', '.', '.##', '.####', ',.##', '.#,#', '^^^^', '.##^^^^'])
            f = r.choice(['', '$$', '**', '+', '**$']) + f + r.choice(['', '', '-'])
            body.append('PRINT#1, USING "%s"; %s' % (f, using_num(r)))
        out.append(prog(body))
    return out


def fam_midsdiff(r, k):
    out = []
    for _ in range(k):
        body = []
        for j in range(20):
            a = r.choice(['"12345678"', '""', '"1"', '"123"', 'STRING$(255,"X")'])
            b = r.choice(['"abcdefgh"', '""', '"a"', '"abc"', 'A$', 'STRING$(20,"y")'])
            args = r.choice(['1', '3', '4', '8', '9', '0', '256', '-1', '2.5'])
            if r.random() < .6:
                args += ', ' + r.choice(['0', '1', '3', '5', '10', '255', '256', '-1', '1.5'])
            body.append('A$=%s: B$=%s' % (a, b))
            body.append('MID$(A$,%s)=B$' % args if r.random() < .8 else 'MID$(A$,%s)=%s' % (args, b))
            body.append('PRINT#1, "#"; A$ ;"# #"; B$; "#"; LEN(A$)')
        out.append(prog(body))
    return out


LITS = ['-1', '42', '42!', '42#', '42%', '1.3523523', '.235435', '-.3', '3.', '.', '.e', '.D', '1.1e+7',
        '1.1d+7', '1e2', '1e-2', '&7', '&hffff', '&O20', '&H', '&O', '&H10000', '&O177777', '&O200000',
        '1E38', '1E39', '1D308', '1D39', '9E-06', '1.2D+23', '12345678', '123456789', '1234567890123456789',
        '.1234567', '.12345678', '1E-39', '1D-39', '1e', '1e+', '1E-', '1.5E+3!', '1.5#E3', '1!E3', '32767',
        '32768', '-32768', '-32769', '65535', '65536', '1.0', '0.1', '00001', '1.000', '.000001', '100000',
        '1000000', '10000000', '16777216', '16777217', '99999999', '999999.95', '9999999.5', '&H8000',
        '&HFFFF%', '&HFF!', '1 2 3', '1E 2', '1 E2', '&H 10', '& H10', '1.5D', '2.5E', '&O7777777',
        '1D+', '3.4028235E+38', '1.701411834604692D+38', '1.7014118346046923D+38', '2.9387358770557188D-39',
        '1%', '1.5%', '40000%', '1#!', '.5E-1', '+5', '--5', '-&H1', 'E3', 'D2', '1E3E3', '.5.5']


def fam_literals(r, k):
    out = []
    for _ in range(k):
        body = []
        for l in r.sample(LITS, 30):
            body.append('%s#1, %s' % (r.choice(['WRITE', 'PRINT']), l))
        out.append(prog(body))
    return out


def fam_el(r, k):
    out = []
    for _ in range(k):
        lines = ['1 SAVE "OUTPUT.TXT",A', '2 END']
        n = 1000
        pre = r.choice(['1', '1.', '.1', '12', '1.5', '&H1', '&O1', '&1', '1#', '1!', '1%', '32768', '1E2',
                        '1E', '1D', '1E+', '1D-', '100000', '&H', '&HF', '&O7', '.', '1.E', '1.D'])
        for c in r.sample([chr(x) for x in range(65, 91)] + ['$', '%', '!', '#', '.', '&', '(', 'E1', 'D1',
                                                              '+1', '-1', 'E+', '0', 'EE', 'DD'], 25):
            lines.append('%d a=%s%s' % (n, pre, c))
            n += 10
        for c in r.sample(['E', 'D', 'e', 'd'], 2):
            for suf in r.sample(['A', 'AND 1', 'OR', 'MOD 2', 'ELSE', 'THEN', 'TO', 'STEP', 'XOR', 'IMP', 'EQV',
                                 'FN', 'NOT', 'SGN', 'E', 'D'], 6):
                lines.append('%d a=1%s%s' % (n, c, suf))
                n += 10
        out.append(lines)
    return out


def fam_litovfl(r, k):
    out = []
    for _ in range(k):
        body = []
        for j in range(20):
            d = r.choice(['1', '9', '0', '5', '3'])
            n = r.randint(5, 120)
            s = d * n
            kind = r.choice(['', '.', 'E', 'D', '-', '.0', 'E-', 'frac', '#', '!', '%'])
            if kind == 'frac':
                s = '.' + s
            elif kind in ('E', 'D'):
                s = s + kind + str(r.randint(-60, 60))
            elif kind == 'E-':
                s = '1E-' + s
            elif kind == '-':
                s = '-' + s
            else:
                s += kind
            if r.random() < .6:
                body.append('PRINT#1, VAL("%s")' % s)
            else:
                body.append('PRINT#1, %s' % s)
        out.append(prog(body))
    return out


VALS = ['--1', '-1', '+-1', '-+1', '- 1', ' -1', '1-', '1+1', '', ' ', 'CHR$(0)', 'CHR$(9)', 'CHR$(10)',
        'CHR$(13)', 'CHR$(28)', 'CHR$(29)', 'CHR$(30)', 'CHR$(31)', 'CHR$(32)', 'CHR$(255)', '1 2', '1E10',
        '1D10', '1.2D+23', '1.2.3', '&H10', '&h10', '&O10', '&10', '&', '&H', '&HFFFF', '&H10000', '&O177777',
        '&B1', '$1', '1E', '1E+', '1E-', 'E5', 'D5', '.', '..1', '.E1', '1%', '1!', '1#', '1$', '32768%',
        '1E38', '1E39', '-1E39', '1D39', '1D308', '1E-39', '9E-06', '12345678', '123456789012', '0.1',
        '1,2', '1;2', '1:2', '   1   2   3', 'A', 'A1', '1A', '  &H  1', '& H1', '&H 1', '1 E 2', '1.5e3',
        '1.5E+03', '-0', '-.0', '+.5', 'TAB', '1' + chr(9) + '2', '0000001', '1e40', '1d-40']


def fam_val(r, k):
    out = []
    for _ in range(k):
        body = []
        for v in r.sample(VALS, 30):
            if v.startswith('CHR$'):
                arg = v + r.choice(['', '+"1"', '+"-1"'])
                arg = r.choice(['"1"+', '']) + arg
            else:
                arg = '"%s"' % v
            body.append('PRINT#1, VAL(%s)' % arg)
        body.append('PRINT#1, "end"')
        out.append(prog(body))
    return out


def fam_deftype(r, k):
    stm = ['DEFINT', 'DEFSNG', 'DEFDBL', 'DEFSTR']
    args = ['', '"1"', 'A$', 'A', 'B-', 'B-D', '-Z', 'A-B, D-F', 'A-Z', 'Z-A', 'A B', 'A,', ',A', 'A-B-C',
            'AB', 'A1', '1', 'A-', 'a-c', 'A:', 'A-Z:', '%', 'A%', 'A-B,', 'FN', 'A-Z, A-Z', 'M-M', 'I-N', 'X-']
    out = []
    for _ in range(k):
        body = []
        for j in range(14):
            s = r.choice(stm)
            a = r.choice(args)
            body.append('%s %s' % (s, a))
            v = r.choice(['A', 'B', 'C', 'I', 'M', 'X', 'Z'])
            body.append('%s=1: PRINT#1, "%s"; %s' % (v, s, v) if r.random() < .5 else
                        '%s="1": PRINT#1, "%s"; %s' % (v, s, v))
            body.append('%s=1.5: PRINT#1, %s' % (v, v))
        r.shuffle(body)
        out.append(prog(body))
    return out


def fam_rnd(r, k):
    out = []
    for _ in range(k):
        body = []
        for j in range(15):
            kind = r.randrange(5)
            if kind == 0:
                body.append('PRINT#1, RND(%s)' % r.choice(['0', '-1', '1', '-1.5', '.5', '-32768', '1E38', '-1E-38',
                                                          '-.00001', '0.12345678#', '-0.12345679#', '-1D30', '65536',
                                                          '-65536', '-16777216', '-2^24-1', 'A%', '-A#']))
            elif kind == 1:
                body.append('RANDOMIZE %s: PRINT#1, RND, RND' % r.choice(['1', '-2', '255', '-32768', '32767', '1.5',
                                                                        '-1.5', '0', '.5', '-.5', '65535', '1E10',
                                                                        '-1E10', '"1"', '1D30', 'A%', '3.99']))
            elif kind == 2:
                body.append('FOR I=%s TO %s STEP %s: PRINT#1, RND(I);: NEXT: PRINT#1,' %
                            (r.choice(['0', '-3', '-1', '1']), r.choice(['2', '0', '5']), r.choice(['1', '.5', '.25'])))
            elif kind == 3:
                body.append('PRINT#1, RND(-%d); RND; RND(0); RND(1)' % r.randint(0, 99999))
            else:
                body.append('X = RND(-%s): PRINT#1, X; RND(0)' % r.choice(['1', '2', '.1', '1E-20', '3E30', '7']))
        out.append(prog(body))
    return out


def fam_swap(r, k):
    vs = ['A', 'B', 'C', 'A%', 'B%', 'A$', 'B$', 'A#', 'B!', 'X(1)', 'X(2)', 'Y$(1)', 'Z(11)', '"1"', '1', 'FNA', 'A(']
    out = []
    for _ in range(k):
        body = ['A=1: B=2: C=3: A%=4: B%=5: A$="a": B$="b": A#=6: B!=7: X(1)=8: X(2)=9: Y$(1)="y"']
        for j in range(20):
            n = r.choice([0, 1, 2, 2, 2, 3])
            args = ', '.join(r.choice(vs) for _ in range(n))
            tail = r.choice(['', '', ',', ' 1', ':PRINT#1,"x"', ' "Q"'])
            body.append('SWAP %s%s' % (args, tail))
            body.append('PRINT#1, A; B; C; A%; B%; A$; B$; A#; B!; X(1); X(2); Y$(1)')
        out.append(prog(body))
    return out


def fam_string(r, k):
    out = []
    args = ['7', '7,', '(7)', '"A"', '7,"AB"', '7,65', '7,"A",1', '0,65', '255,65', '256,65', '-1,65',
            '7,256', '7,-1', '7,""', '""', '', '7,65.5', '1.5,66', '32768,65', '7 65', '7,A$', 'A%,65', '7,(65']
    for _ in range(k):
        body = []
        for a in r.sample(args, 18):
            fn = r.choice(['STRING$(%s)', 'STRING$(%s', 'SPACE$(%s)', 'STRING$ (%s)'])
            body.append('PRINT#1, %s' % (fn % a))
        body.append('PRINT#1, "end"')
        out.append(prog(body))
    return out


def fam_time(r, k):
    out = []
    vals = ['01:02:03:04', '24:01:00', '23:60:00', '01:01:60', '1', '1:2', '1:2:3', '01', '', '12:00:00',
            '23:59:59', '00:00:00', '-1:00:00', ' 1:00:00', '1:00:00 ', '1::', '::', '1.5:00:00', '1:', '99',
            '12:30', '12-30-00', 'A', '0:0:0']
    dvals = ['01-01-1980', '12-31-2099', '13-01-1980', '01-32-1980', '1-1-80', '01/01/1980', '01-01-79',
             '01-01-2100', '', '1', '02-30-1990', '02-29-1992', '02-29-1991', '1-1-1', '12-1-99', 'AB-01-1980']
    for _ in range(k):
        body = []
        for j in range(16):
            if r.random() < .5:
                body.append('TIME$="%s"' % r.choice(vals))
            else:
                body.append('DATE$="%s": PRINT#1, DATE$' % r.choice(dvals))
        body += ['TIME$=1', 'DATE$=1', 'TIME$=', 'DATE$', 'TIME$="1","2"']
        out.append(prog(body))
    return out


def fam_list(r, k):
    """Lines whose listing is the question: keywords next to numbers, spaces, ELSE, REM, '."""
    frag = ['PRINT 1ELSE 2', 'IF A THEN 10ELSE 20', 'IF A THEN PRINT 1 ELSE PRINT 2', 'A=1:REM x', "A=1'x",
            'A=1 : \'x', 'PRINT"A"ELSE', 'GOTO10', 'GOSUB 10:RETURN', 'ON A GOTO 10,20 ,30', 'PRINT FNA(1)',
            'A=&H1F+&O17+&17', 'A=1E+10+1D-5', 'A=.5+5.+1.5E3', 'A#=1.23456789012D+3', 'PRINT 1#,2!,3%',
            'A= 10000000', 'A=123456789', 'DATA 1,2 , "A" ,B C', "DATA x:PRINT'y", 'FOR I=1TO 10STEP2',
            'PRINT USING"##";1', 'PRINT TAB(1)SPC(2)', 'A$=MID$(B$,1)', 'MID$(A$,1)="X"', 'X=NOT-1',
            'PRINT  A ; B', 'WHILE A:WEND', 'A=B  AND  C', 'A=1E', 'A=&H', 'A=1 E2', 'A=1.5D', 'DEF FNA(X)=X',
            'PRINT 3.14159265358979', 'PRINT .1D-1', 'CLS:KEY OFF', 'A=INSTR(1,"A","B")', 'PRINT "unclosed',
            'REM ELSE:PRINT', "PRINT 1:'ELSE", 'A=1ELSE', 'IF A GOTO 10 ELSE 20', 'A = 65535', 'A=-32768',
            'A=32767', 'A=32768', 'A=0.0', 'A=1.0#', 'A=100!', 'A=1D', 'LINE INPUT A$', 'PRINT#1,A', 'OPEN"R",1,"X"',
            'A=SQR(2)^2', 'PRINT CHR$(7);', 'A=ASC("A")', 'ERROR 5', 'RESUME NEXT', 'THEN', 'ELSE', 'A=NOT B',
            'A=B MOD C', 'A=B\\C', 'A=B^C', 'A=B<=C', 'A=B=<C', 'A=B=>C', 'A=B><C', 'A=B<>C', 'PRINT 1 2',
            'A = 1 :B = 2', 'A=9.9999999', 'A=9.99999999#', 'A=12345.67', 'A=123456.7', 'A=1234567.8',
            'GO TO 10', 'GO SUB 10', 'A=FN A(1)', 'DEF SEG=0', 'PRINT ? 1', 'A(1)=2', 'A%(1%)=2%']
    out = []
    for _ in range(k):
        lines = ['1 SAVE "OUTPUT.TXT",A', '2 END']
        n = 10
        for f in r.sample(frag, 35):
            if r.random() < .3:
                f = f + ':' + r.choice(frag)
            lines.append('%d %s' % (n, f))
            n += 10
        out.append(lines)
    return out


# The visible function programs' own template (ABS, CHR, COS, ... share it line for line):
# every function of the machine asked the same questions.
TPL_FUNCS = ['ABS', 'ASC', 'ATN', 'CDBL', 'CHR$', 'CINT', 'COS', 'CSNG', 'CVD', 'CVI', 'CVS', 'ENVIRON$',
             'EOF', 'ERDEV', 'ERDEV$', 'ERL', 'ERR', 'EXP', 'FIX', 'FRE', 'HEX$', 'INSTR', 'INT', 'IOCTL$',
             'LEFT$', 'LEN', 'LOC', 'LOF', 'LOG', 'LPOS', 'MID$', 'MKD$', 'MKI$', 'MKS$', 'OCT$', 'PEEK',
             'PEN', 'PLAY', 'POS', 'RIGHT$', 'RND', 'SGN', 'SIN', 'SPACE$', 'SQR', 'STICK', 'STR$', 'STRIG',
             'STRING$', 'TAN', 'VAL', 'VARPTR', 'VARPTR$', 'CSRLIN', 'DATE$', 'TIME$', 'TIMER', 'SCREEN',
             'INKEY$', 'FN']
TPL = [(50, ''), (60, '('), (70, '("ABC"'), (80, '(1'), (90, '(1.5'), (100, '(-1)'), (110, '(1)'),
       (120, '(-1.5)'), (130, '(1.5)'), (140, '(-1.5D2)'), (150, '(1.5D2)'), (160, '("ABC")'), (200, '(0)'),
       (210, '(256)'), (220, '(32768)'), (230, '(65536)'), (240, '(1.701412E+38)'),
       (250, '(1.701411834604692D+38)'), (300, '(1)'), (310, '(#1)'), (320, '(1,1)'), (325, '(1, 1, 1)')]
TPL2 = ['("ABCD", "BC")', '("ABCD", 1)', '(2, "ABCD", "BC")', '("E", "ABCD", "BC")', '(0, "ABCD", "BC")',
        '("ABC", "A")', '("", 2)', '("ABC", 1, 1)', '("ABC", 0)', '("ABC", -1)', '("ABC", 256)',
        '("ABC", 32768)', '("ABC", 1, -1)', '("ABC", 1, 256)', '("ABC", 1, "A")', '("ABC", 1, "A"',
        '("ABC", "A"', '(3, "A")', '(3, 65)', '(3, "")', '(0, 65)', '(256, 65)', '(3, 256)', '(-1, 65)',
        '(3, -1)', '(1, #1)', '(#1, 1)', '("A", 1)', '(A)', '(A$)', '(A%)', '(A#)', '(X(1))', '(1, 0)']


def fam_fntpl(r, k):
    out = []
    for name in TPL_FUNCS:
        body = ['10 REM PC-BASIC test', '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '40 ON ERROR GOTO 10000',
                '45 A=1: A$="AB": A%=2: A#=3: X(1)=4']
        pr = 'PRINT#1, ' if name not in ('TIMER',) else 'PRINT '
        for n, a in TPL:
            body.append('%d %s%s%s' % (n, pr, name, a))
        if name.endswith('$'):
            body += ['330 %s%s $(1)' % (pr, name[:-1]), '340 %s%s (1)' % (pr, name),
                     '350 %s%s $ (1)' % (pr, name[:-1])]
        for i, a in enumerate(TPL2):
            body.append('%d %s%s%s' % (1000 + 10 * i, pr, name, a))
        body += ['9999 END', '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']
        out.append(body)
    return out


def fam_mkcv(r, k):
    """CVISD and MKI$'s questions over many values: the bytes MKx$ makes, CVx of byte strings
    of every length, and the conversions of what CVD reads."""
    out = []
    for _ in range(k):
        body = ['DEF FNH$(S$)=RIGHT$("0"+HEX$(ASC(S$)),2)']
        for j in range(14):
            kind = r.randrange(3)
            if kind == 0:
                v = r.choice([rndnum(r), using_num(r)])
                fn = r.choice(['MKI$', 'MKS$', 'MKD$'])
                body.append('M$=%s(%s): FOR K=1 TO LEN(M$): PRINT#1, FNH$(MID$(M$,K,1));: NEXT: PRINT#1,' % (fn, v))
            else:
                n = r.choice([0, 1, 2, 3, 4, 5, 7, 8, 9])
                bs = [r.choice([0, 0x80, 0xff, 0x7f, 0x81, r.randint(0, 255)]) for _ in range(n)]
                x = '+'.join('CHR$(%d)' % b for b in bs) or '""'
                fn = r.choice(['CVI', 'CVS', 'CVD'])
                conv = r.choice(['', 'CINT', 'CSNG', 'CDBL', 'INT', 'FIX', 'SGN', '-', 'STR$'])
                body.append('X$=%s: PRINT#1, %s(%s(X$))' % (x, conv, fn))
        out.append(prog(body))
    return out


def fam_ascovfl(r, k):
    """ASCOVFL's question (ASC of STR$ of a number) asked of every string function of a
    number and every function of a string: ASC, LEN, VAL, INSTR and MID$ of STR$, HEX$,
    OCT$, MKI$, MKS$, MKD$, CHR$ and SPACE$ of edge values, nested."""
    out = []
    inner = ['STR$', 'HEX$', 'OCT$', 'MKI$', 'MKS$', 'MKD$', 'CHR$', 'SPACE$']
    outer = ['ASC(%s)', 'LEN(%s)', 'VAL(%s)', 'ASC(MID$(%s,2))', 'INSTR(%s," ")', 'ASC(RIGHT$(%s,1))',
             'CVI(LEFT$(%s,2))', 'LEN(STR$(VAL(%s)))']
    for _ in range(k):
        body = []
        for j in range(24):
            v = r.choice([rndnum(r), '0', '-0', '1', '-1', '255', '256', '1/3', '-32768', '65535', '.1',
                          '1E+38', '-1D-38', 'A%', 'A#'])
            e = '%s(%s)' % (r.choice(inner), v)
            if r.random() < .3:
                e = '%s(%s)' % (r.choice(inner), r.choice(outer) % e)
            body.append('PRINT#1, %s' % (r.choice(outer) % e))
        out.append(prog(['A%=-1: A#=1/3#'] + body))
    return out


FAMS = {
    'roundflt': fam_roundflt, 'byteadd': fam_byteadd, 'roundsng': fam_roundsng, 'mod': fam_mod,
    'divzero': fam_divzero, 'exprerr': fam_exprerr, 'doubleq': fam_doubleq, 'silly': fam_silly,
    'compare': fam_compare, 'prusfix': fam_prusfix, 'using2': fam_using2, 'usingcom': fam_usingcom,
    'midsdiff': fam_midsdiff, 'literals': fam_literals, 'el': fam_el, 'litovfl': fam_litovfl,
    'val': fam_val, 'deftype': fam_deftype, 'rnd': fam_rnd, 'swap': fam_swap, 'string': fam_string,
    'time': fam_time, 'list': fam_list, 'fntpl': fam_fntpl, 'mkcv': fam_mkcv, 'ascovfl': fam_ascovfl,
}


def main():
    outdir = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    k = int(os.environ.get('SIB_K', '3'))
    names = sys.argv[3:] or sorted(FAMS)
    os.makedirs(outdir, exist_ok=True)
    n = 0
    for name in names:
        r = random.Random('%s-%d' % (name, seed))
        for i, lines in enumerate(FAMS[name](r, k)):
            with open(os.path.join(outdir, '%s_%d.bas' % (name, i)), 'w', encoding='latin-1', newline='') as f:
                f.write(''.join(l + '\r\n' for l in lines))
            n += 1
    print(n, 'programs in', outdir)


if __name__ == '__main__':
    main()
