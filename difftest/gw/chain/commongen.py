#!/usr/bin/env python3
"""commongen.py SEED N DIR: N programs in the style of the real GW-BASIC COMMON tests, for
`../files/filediff.py DIR` (the real GW-BASIC 3.23 against ferrite, screens and files).

Each program writes STEP2.BAS (and sometimes STEP3.BAS) itself, sets scalars of every type and
arrays (by DIM or by use, with `()` or `[]`), maybe DEFINT/DEFSTR/DEFDBL before or after the
values, then COMMON statements in every place a program can hold one: plain, repeated, after
IF THEN and ELSE (taken or not), after a GOTO on the same line, in lines never run, after the
CHAIN, inside WHILE 0, as a bare `ELSE COMMON`, with brackets and subscripts (`A(1)`, `A[2]`),
with typed names (`D` after DEFINT D, `D%`), and bad lists (`COMMON 1`, `COMMON A,`, `COMMON
A,B(`) caught by ON ERROR. Then CHAIN in a random form (a line, ALL, MERGE). STEP2 prints what
it was handed and the types its names have, and sometimes CHAINs on to STEP3 with a COMMON of
its own or none."""
from chaingen import write_programs

SCAL = ['A', 'B', 'C', 'D', 'E', 'F', 'D%', 'E$', 'G#', 'H!', 'S$']
ARR = ['X', 'Y$', 'Z%']


def q(s):
    return s.replace('"', '"+CHR$(34)+"')


def common_list(r):
    names = []
    for _ in range(r.randint(1, 3)):
        k = r.random()
        if k < .6:
            names.append(r.choice(SCAL + ['N', 'M$']))
        else:
            a = r.choice(ARR + ['W'])
            names.append(a + r.choice(['()', '[]', '(1)', '[2]', '( )', '(0)']))
    return 'COMMON ' + ','.join(names)


BAD = ['COMMON', 'COMMON 1', 'COMMON "AA"', 'COMMON A,', 'COMMON A,B,1', 'COMMON A, B(]',
       'COMMON A, B(', 'COMMON A, B(1', 'COMMON A;B', 'COMMON A B', 'COMMON FNA', 'COMMON A(1,2)',
       'COMMON A$()', 'COMMON ,A', 'COMMON A:B=1']


def placed(r, c, ln):
    """A COMMON statement `c` in one of the places a line can hold it."""
    k = r.random()
    if k < .3:
        return [c]
    if k < .4:
        return ['IF %d THEN %s ELSE %s' % (r.choice([0, 1]), c, common_list(r))]
    if k < .5:
        return ['IF %d THEN %s' % (r.choice([0, 1]), c)]
    if k < .55:
        return ['IF %d THEN %s: %s ELSE %s' % (r.choice([0, 1]), c, common_list(r), common_list(r))]
    if k < .6:
        return ['ELSE ' + c]
    if k < .65:
        return ['GOTO %d: %s' % (ln + 10, c)]
    if k < .7:
        return ['WHILE 0: %s: WEND' % c]
    if k < .75:
        return ['REM ' + c]
    if k < .8:
        return ["PRINT \"C\"; ' " + c]
    if k < .85:
        return [c + ': ' + common_list(r)]
    if k < .9:
        return ['A=A:' + c]
    return [r.choice(BAD)]


def step2(r, step3):
    lines = ['10 PRINT "S2";A;B;C;D;D%;"[";E$;"]";G#;H!;"[";S$;"]";F']
    lines.append('20 PRINT "S2A";X(0);X(1);X(2);"[";Y$(1);"]";Z%(2);W(1)')
    lines.append('30 PRINT "S2N";N;"[";M$;"]";FRE(0)>0')
    if r.random() < .3:
        lines.append('35 ' + r.choice(['DEFINT A-Z', 'DEFSTR E', 'PRINT VARPTR(A)>0;VARPTR(X(1))>0']))
    if step3:
        c = common_list(r) if r.random() < .7 else ''
        if c:
            lines.append('40 ' + c)
        lines.append('50 CHAIN "STEP3"%s' % r.choice(['', '', ',,ALL']))
    lines.append('60 END')
    return lines


def step3():
    return ['10 PRINT "S3";A;B;C;D;D%;"[";E$;"]";G#;"[";S$;"]";F', '20 PRINT "S3A";X(1);"[";Y$(1);"]";Z%(2)', '30 END']


def program(r):
    out = []
    n = 1
    s3 = r.random() < .35
    for name, lines in [('STEP2.BAS', step2(r, s3))] + ([('STEP3.BAS', step3())] if s3 else []):
        out.append('%d OPEN "O",1,"%s"' % (n, name))
        n += 1
        for ln in lines:
            out.append('%d PRINT #1,"%s"' % (n, q(ln)))
            n += 1
        out.append('%d CLOSE 1' % n)
        n += 1
    n = 100
    body = []
    if r.random() < .6:
        body.append('ON ERROR GOTO 1000')
    if r.random() < .3:
        body.append(r.choice(['DEFINT D', 'DEFSTR S', 'DEFDBL A-C', 'DEFINT A-Z', 'OPTION BASE 1']))
    vals = ['A=1', 'B=2', 'C=3', 'D%=4', 'E$="EE"', 'F=6', 'G#=1.5#', 'H!=7', 'S$="SS"', 'D=5']
    body.append(':'.join(r.sample(vals, r.randint(4, len(vals)))))
    if r.random() < .3:
        body.append(r.choice(['DEFINT D', 'DEFSTR S', 'DEFINT A-F', 'DEFSNG D']))
    for a in r.sample(ARR, r.randint(0, 3)):
        if r.random() < .4:
            body.append('DIM %s(%d)' % (a, r.choice([3, 5, 12])))
        br = r.choice(['()', '[]'])
        v = '"Y1"' if a.endswith('$') else '11'
        body.append('%s%s1%s=%s:%s%s2%s=%s' % (a, br[0], br[1], v, a, br[0], br[1], v.replace('1', '2')))
    for _ in range(r.randint(1, 5)):
        c = common_list(r)
        body.extend(placed(r, c, n + 10 * len(body)))
    form = r.choice(['', '', ',,ALL', ',10', ',10,ALL', 'MERGE', ',,', ',0'])
    if form == 'MERGE':
        chain = 'CHAIN MERGE "STEP2",10%s' % r.choice(['', ',ALL'])
    else:
        chain = 'CHAIN "STEP2"%s' % form
    for s in body:
        out.append('%d %s' % (n, s))
        n += 10
    out.append('%d %s' % (n, chain))
    n += 10
    out.append('%d PRINT "BACK"' % n)
    if r.random() < .4:
        out.append('%d %s' % (n + 10, common_list(r)))
    out.append('1000 PRINT "E";ERR;ERL:RESUME NEXT')
    return ('\r\n'.join(out) + '\r\n').encode()


def main():
    write_programs('m', program)


if __name__ == '__main__':
    main()
