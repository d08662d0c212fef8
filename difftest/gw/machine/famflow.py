#!/usr/bin/env python3
"""famflow.py DIR [SEED] [FAMILY ...]: siblings of the visible control-flow test programs.

PC-BASIC's real-GW-BASIC test programs come in families (FORNEXT, FORNEXT3, ... RESTORE,
RESTORE3, WHILE, WHILE3 ...) of which some are visible in ../shared/conformance/gw/
pcbasic-suite. This writes programs in their style: OPEN "OUTPUT.TXT", `ON ERROR GOTO 1000`
with the handler `PRINT#1, "error:", ERR, ERL: PRINT ERR, ERL: RESUME NEXT` (whose `#1` moves
CONTXT: see numstray.py), and a family's statements with other arguments, other statements
of the same kind and other orders. Compare with trapdiff.py (screen and OUTPUT.TXT).

    python3 difftest/gw/machine/famflow.py /tmp/ff 3101 && python3 difftest/gw/machine/trapdiff.py /tmp/ff
"""
import os
import random
import sys

HEAD = ['5 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '7 ON ERROR GOTO 1000']
HANDLERS = [
    ['1000 PRINT#1, "error:", ERR, ERL: PRINT ERR, ERL: RESUME NEXT'],
    ['1000 PRINT#1, "Error:", ERR, ERL', '1010 RESUME NEXT'],
    ['1000 PRINT ERR; ERL', '1010 RESUME NEXT'],
]


def prog(r, body):
    lines = HEAD + body + ['999 CLOSE: END'] + r.choice(HANDLERS)
    return '\r\n'.join(lines) + '\r\n'


def fornext(r):
    var = r.choice(['I', 'I%', 'I!', 'I#', 'J'])
    a, b, s = (r.choice(['1', '10', '-3', '32766', '-32768!', '32767', '1.5', '0', 'A'])
               for _ in range(3))
    step = r.choice(['', ' STEP ' + s, ' STEP -1', ' STEP 0.5', ' STEP 32767', ' STEP 32768'])
    nxt = r.choice(['NEXT', 'NEXT ' + var, 'NEXT K', 'NEXT ' + var + ',K', 'NEXT ' + var + ' 5',
                    'NEXT:NEXT'])
    body = ['10 A=3', '20 FOR %s = %s TO %s%s' % (var, a, b, step),
            '25 C=C+1: IF C>40 THEN 40', '30 PRINT#1, %s' % var, '35 %s' % nxt,
            '40 PRINT#1, "after";%s;C' % var]
    if r.random() < 0.4:
        body.insert(3, '27 %s' % r.choice(['GOTO 40', 'A=A-1', 'DEFINT I', 'GOSUB 60',
                                           'FOR K=1 TO 2', 'WHILE 0', 'RETURN']))
    body += ['50 GOTO 999', '60 PRINT#1, "sub":RETURN']
    return body


def nested(r):
    outer = r.choice(['I', 'I%'])
    inner = r.choice(['J', 'I', 'J%', outer])
    a = r.choice(['1 TO 2', '1 TO 3 STEP 2', '3 TO 1 STEP -1', '1 TO 0'])
    b = r.choice(['1 TO 2', '1 TO 0', '2 TO 1 STEP -1'])
    tail = r.choice(['NEXT %s,%s' % (inner, outer), 'NEXT: NEXT', 'NEXT %s: NEXT %s' % (inner, outer),
                     'NEXT %s' % outer, 'NEXT %s,%s' % (outer, inner), 'NEXT %s: NEXT' % inner])
    mid = r.choice(['', 'GOTO 50', 'IF %s=2 THEN 50' % inner, 'WHILE 0', 'WEND'])
    body = ['10 FOR %s = %s' % (outer, a), '20 FOR %s = %s' % (inner, b),
            '30 PRINT#1, %s, %s' % (outer, inner)]
    if mid:
        body.append('35 ' + mid)
    body += ['40 ' + tail, '45 GOTO 60', '50 PRINT#1, "jumped"', '55 NEXT', '60 PRINT#1, "end"']
    return body


def whilewend(r):
    cond = r.choice(['A < 100', '0', '-1', 'A', 'A<5', '"Q"', '', 'A<3 X', 'NOT A'])
    body = ['10 A=%s' % r.choice(['0', '1', '10']), '20 WHILE %s' % cond,
            '25 C=C+1: IF C>30 THEN 999', '30 PRINT#1, A', '35 A = A*2+1']
    extra = r.choice(['', '37 GOTO 60', '37 NEXT', '37 WHILE 0', '37 FOR I=1 TO 2',
                      '37 GOSUB 80', '37 RETURN', '37 WEND: WEND'])
    if extra:
        body.append(extra)
    body += ['40 WEND' + r.choice(['', ' X', ' 5', ':WEND', ':PRINT#1, "w"']),
             '50 WEND', '60 PRINT#1, "end";A', '70 GOTO 999', '80 PRINT#1, "sub": RETURN']
    return body


def ongoto(r):
    sel = r.choice(['0', '1', '2', '3', '4', '-1', '255', '256', '1.5', '2.5', 'VAL(O$)',
                    '"A"', '32768', 'A'])
    kind = r.choice(['GOTO', 'GOSUB'])
    lst = r.choice(['100,200,300', ',200', '100,,300', '100,', '100 200', '100,200,300 X',
                    '100,20', '100,200,300,'])
    return ['10 O$="2": A=3', '20 ON %s %s %s' % (sel, kind, lst), '30 PRINT#1, 30',
            '40 GOTO 999', '100 PRINT#1, 100: GOTO 400', '200 PRINT#1, 200: RETURN',
            '300 PRINT#1, 300: GOTO 999', '400 RETURN']


def restore(r):
    arg = r.choice(['', '50', '60', '1', '10', '50 YEAH', 'STOP', '65535', '65530', '50:',
                    '&H32', '"A"', '50,60', '55', '0', 'A', '50 1', '70'])
    reads = r.choice(['READ I: PRINT#1, I', 'READ I$: PRINT#1, I$', 'READ I,J: PRINT#1, I;J',
                      'READ I%: PRINT#1, I%'])
    return ['50 DATA 1,2,3', '55 DATA "A",B,,4', '60 %s' % reads, '70 RESTORE %s' % arg,
            '80 %s' % reads, '90 %s' % reads, '100 %s' % reads, '110 %s' % reads,
            '120 DATA 32768, 1E40, -1', '130 ' + reads]


def errorstmt(r):
    arg = r.choice(['', '0', '1', '5', '255', '256', '-1', '2.5', '"A"', '73', '200', 'X',
                    '5,1', '5 X'])
    after = r.choice(['ERROR %s' % arg, 'ERROR %s: PRINT#1, "same"' % arg])
    return ['10 PRINT#1, 10', '20 ' + after, '30 PRINT#1, ERR; ERL',
            '40 %s' % r.choice(['ON ERROR GOTO 0', 'CLEAR', 'RESUME', 'RESUME NEXT', 'ERROR 5',
                                'PRINT#1, "x"']), '50 PRINT#1, 50']


def gosubs(r):
    ret = r.choice(['RETURN', 'RETURN 40', 'RETURN 45', 'RETURN X', 'RETURN 40 5', 'RETURN:',
                    'RETURN 0', 'RETURN 65530', 'RETURN &H28'])
    return ['10 GOSUB 100', '20 PRINT#1, 20', '30 GOSUB 100: PRINT#1, 30', '40 PRINT#1, 40',
            '50 GOTO 999', '100 PRINT#1, 100: C=C+1: IF C>5 THEN 999', '110 ' + ret,
            '120 PRINT#1, 120']


FAMILIES = {'fornext': fornext, 'nested': nested, 'while': whilewend, 'ongoto': ongoto,
            'restore': restore, 'error': errorstmt, 'gosub': gosubs}


def each_program(families, per, prefix):
    """From `DIR [SEED] [FAMILY ...]`: (random source, family, body, path) of each program.

    PER programs a family (`per` by default), named PREFIX<seed>_<family>_<k>.bas in DIR."""
    out = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    r = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for fam in sys.argv[3:] or sorted(families):
        for k in range(int(os.environ.get('PER', per))):
            body = families[fam](r)
            yield r, fam, body, os.path.join(out, '%s%d_%s_%02d.bas' % (prefix, seed, fam, k))


def main():
    for r, _, body, path in each_program(FAMILIES, '15', 'ff'):
        with open(path, 'w') as f:
            f.write(prog(r, body))


if __name__ == '__main__':
    main()
