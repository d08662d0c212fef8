#!/usr/bin/env python3
"""famlines.py DIR [SEED] [FAMILY ...]: more siblings of the visible control-flow test programs.

The families famflow.py does not write: DATA lists (spaces, quotes, comments, DATA inside IF
and ELSE, empty items and empty DATA), RESTORE and READ across lines, CLEAR and RUN resetting
the DATA pointer, spaghetti jumps in and out of FOR loops under TRON, GO TO / GO SUB spelt
with blanks, undefined line numbers in every statement that takes one, ON ERROR GOTO an
undefined line, FOR loops that run no pass (their NEXT scan), stray text after NEXT, FOR
and WHILE interleaved, IF/THEN/ELSE syntax, RESUME of an error inside IF. Each program
writes OUTPUT.TXT as the visible ones do; compare with trapdiff.py (screen and OUTPUT.TXT).

    python3 difftest/gw/machine/famlines.py /tmp/fl 3201 && python3 difftest/gw/machine/trapdiff.py /tmp/fl
"""
import famflow  # beside this file

OPEN = '5 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1'
TRAP = '7 ON ERROR GOTO 1000'
# The handlers count their errors and end the run past 40 (a loop that errs every pass).
HANDLERS = [
    ['1000 PRINT#1, "error:", ERR, ERL: PRINT ERR, ERL: E=E+1: IF E>40 THEN 999 ELSE RESUME NEXT'],
    ['1000 PRINT#1, "Error:", ERR, ERL: E=E+1: IF E>40 THEN 999', '1010 RESUME NEXT'],
]


def program(r, body, trap=True, tron=False):
    head = (['4 TRON'] if tron else []) + [OPEN] + ([TRAP] if trap else [])
    lines = head + body + ['999 CLOSE: END'] + (r.choice(HANDLERS) if trap else [])
    # In order: a lone line number (a line deleted) ends an ASCII load with `Undefined line
    # number`, so whatever follows it is not loaded.
    lines.sort(key=lambda s: int(s.split()[0]))
    return '\r\n'.join(lines) + '\r\n'


def data_item(r):
    return r.choice([
        'one', ' two', 'three ', '  four  ', '"five"', '" six "', '"se,ven"', '"a"b', 'a"b"',
        '', ' ', '1', '-2', '+3', '1.5', '1E3', '&H10', '&O7', '32768', '1D2', '.', '1 2',
        'PRINT', 'GOTO 10', 'ELSE', "it's", 'REM x', 'a:b', '"', '"x', 'THEN', '1,2', 'A$',
        'x  y', '"1"', '65535', '-32768', '1E40', '%', '#', "'", 'DATA'])


def data_line(r):
    items = ','.join(data_item(r) for _ in range(r.randrange(0, 6)))
    form = r.choice([
        'DATA %s', 'DATA%s', 'DATA %s: REM x: DATA y', "DATA %s 'z", 'DATA %s: DATA w',
        'IF 0 THEN DATA %s: DATA p ELSE DATA q', 'IF 1 THEN DATA %s ELSE DATA r',
        'X=1: DATA %s', 'REM DATA %s', 'PRINT#1, "d";: DATA %s', 'DATA %s:', 'DATA %s ELSE s',
        'IF 0 THEN X=1 ELSE DATA %s', "DATA %s: ' DATA t", 'DATA %s,', 'DATA ,%s',
        'GOTO 2%d: DATA u', 'DATA   %s'])
    if '%d' in form:
        return form % r.randrange(0, 9)
    return form % items


def data(r):
    n = r.randrange(2, 6)
    lines = ['%d %s' % (200 + 10 * k, data_line(r)) for k in range(n)]
    reads = []
    typ = r.choice(['A$', 'A$', 'A', 'A%', 'A!', 'A#', 'MIX'])
    cnt = r.randrange(4, 16)
    if typ == 'MIX':
        reads = ['20 FOR I=1 TO %d: READ A$: PRINT#1, I, "[" A$ "]": READ B: PRINT#1, B: NEXT' % cnt]
    elif typ.endswith('$'):
        reads = ['20 FOR I=1 TO %d: READ %s: PRINT#1, I, "[" %s "]": NEXT' % (cnt, typ, typ)]
    else:
        reads = ['20 FOR I=1 TO %d: READ %s: PRINT#1, I, %s: NEXT' % (cnt, typ, typ)]
    where = r.choice(['after', 'before', 'mid'])
    body = reads + ['30 PRINT#1, "end"', '40 GOTO 999']
    if where == 'before':
        lines = ['%d %s' % (10 + k, data_line(r)) for k in range(r.randrange(1, 4))] + lines
    elif where == 'mid':
        body.insert(1, '25 ' + data_line(r))
    return sorted(body + lines, key=lambda s: int(s.split()[0]))


def emptydata(r):
    last = r.choice(['data', 'DATA ', 'DATA ,', 'DATA ""', 'DATA ,,', 'DATA :', "DATA '",
                     'DATA " "', 'DATA 1,', 'DATA ,1', 'DATA', 'data:data', 'DATA   ,'])
    rd = r.choice(['read a', 'read a$', 'read a,b', 'read a$,b$,c$', 'read a%', 'read a$,b'])
    out = r.choice(['print#1, a', 'print#1, "[" a$ "]"', 'print#1, a;b', 'print#1, a$;b$;c$;"|"',
                    'print#1, a%', 'print#1, a$;b'])
    body = ['40 %s:%s' % (rd, out), '45 %s:%s' % (rd, out), '50 print#1, "end"', '55 goto 999',
            '60 ' + last]
    if r.random() < 0.5:
        body.append('70 ' + r.choice(['data 5', 'DATA x,y', 'DATA', 'DATA ""']))
    return body


def restore(r):
    tgt = lambda: r.choice(['', '100', '110', '120', '130', '105', '10', '1', '0', '999', '65529',
                            '150', '140', '200', '100 X', '100,', 'A', '(100)', '+100', '100.5',
                            '&H64'])
    rd = lambda: r.choice(['READ I: PRINT#1, I', 'READ I$: PRINT#1, I$', 'READ I,J: PRINT#1, I;J',
                           'READ I%: PRINT#1, I%', 'READ I$,J: PRINT#1, I$;J',
                           'FOR K=1 TO 4: READ I$: PRINT#1, I$;: NEXT: PRINT#1,'])
    body = ['100 DATA 1,2,3', '110 REM', '120 DATA 4,A,5', '130 DATA 32768,1E40', '140 PRINT#1, 140']
    for k in range(r.randrange(3, 9)):
        body.append('%d %s' % (10 + 5 * k, r.choice(['RESTORE ' + tgt(), rd(), rd(),
                                                     'RESTORE ' + tgt() + ': ' + rd(),
                                                     'CLEAR', 'GOSUB 140']) ))
    body.append('95 GOTO 999')
    return body


def clrdata(r):
    words = ['"DOG"', '"CAT"', 'SPIDER', '"FLY"', 'LION', '"BIRD"']
    reset = r.choice(['CLEAR', 'RESTORE', 'CLEAR: RESTORE 1130', 'CLEAR 1000', 'CLEAR ,,500',
                      'ERASE X$', 'DIM Y(2)', 'RESTORE 1140', 'CLEAR: READ W$', 'RUN 140',
                      'NEW', 'RUN'])
    n = r.randrange(3, 9)
    body = ['10 C=C+1: IF C>3 THEN 999', '30 KEY OFF: CLEAR: ON ERROR GOTO 1000',
            '35 IF C=0 THEN C=2', '40 X = %d: DIM X$(X)' % n,
            '50 FOR Z = 1 TO X', '60 READ X$(Z)', '70 PRINT#1, Z, X$(Z)', '80 NEXT Z',
            '130 %s' % reset, '140 X = %d: DIM X$(X)' % n, '150 FOR Z = 1 TO X',
            '160 READ X$(Z)', '170 PRINT#1, Z, X$(Z)', '180 NEXT Z', '190 GOTO 999',
            '1120 \' DATA', '1130 DATA %s' % ','.join(r.sample(words, 4)),
            '1140 DATA %s' % ','.join(r.sample(words, 5))]
    return body


def spagh(r):
    v = ['I', 'J', 'K']
    stm = lambda t: r.choice([
        'FOR I=1 TO %d' % r.randrange(1, 4), 'FOR J=1 TO 2', 'FOR K=%d TO 1 STEP -1' % r.randrange(0, 3),
        'NEXT', 'NEXT ' + r.choice(v), 'NEXT J,I', 'NEXT I,J', 'GOTO %d' % r.choice(T),
        'IF I=2 THEN %d' % r.choice(T), 'GOSUB %d' % r.choice(T), 'RETURN',
        'PRINT#1, I;J;K', 'WHILE I<3', 'WEND', 'END', 'REM', 'ON I GOTO %d,%d' % (r.choice(T), r.choice(T)),
        'IF J=1 THEN NEXT J', 'NEXT K: GOTO %d' % r.choice(T)])
    T = [10, 20, 30, 40, 50, 60, 70, 80, 100]
    body = ['9 C=0']
    for t in T:
        s = stm(t)
        while 'GOTO %d' % t in s:     # no line that jumps to itself
            s = stm(t)
        body.append('%d C=C+1: IF C>40 THEN 999 ELSE %s' % (t, s) if r.random() < 0.3 else
                    '%d %s' % (t, s))
    body[1] = '10 C=C+1: IF C>40 THEN 999 ELSE FOR I=1 TO 3'
    body.append('110 PRINT#1, "end": GOTO 999')
    return body


def upprgoto(r):
    sp = lambda: r.choice([' ', '  ', '   ', '', '\t'])
    go = lambda w: r.choice(['GO', 'go', 'Go', 'gO']) + sp() + w
    to, sub = lambda: go(r.choice(['TO', 'to', 'To'])), lambda: go(r.choice(['SUB', 'sub', 'Sub']))
    forms = [
        lambda n: '%s %d' % (to(), n), lambda n: '%s%d' % (to(), n), lambda n: '%s %d' % (sub(), 1000),
        lambda n: 'ON 1 %s %d' % (to(), n), lambda n: 'ON 1 %s 1000' % sub(),
        lambda n: 'IF 1 THEN %s %d' % (to(), n), lambda n: 'IF 1 %s %d' % (to(), n),
        lambda n: 'IF 0 THEN 1 ELSE %s %d' % (to(), n), lambda n: 'GO=5: PRINT#1, GO',
        lambda n: 'PRINT#1, GO TO', lambda n: 'GOTO%d' % n, lambda n: 'GO.TO %d' % n,
        lambda n: 'G OTO %d' % n, lambda n: 'GOT O %d' % n, lambda n: 'GO  SU B 1000',
        lambda n: 'GOSUB%d' % 1000, lambda n: 'GO TO%d' % n, lambda n: 'GOTO TO %d' % n,
        lambda n: 'GO TO GO TO %d' % n, lambda n: 'ON ERROR %s 100' % to(),
        lambda n: 'GO TOX', lambda n: 'GOTOX', lambda n: 'GO SUBX', lambda n: 'GO$="A": PRINT#1, GO$',
        lambda n: 'RESTORE: %s %d' % (to(), n), lambda n: 'GO' + sp() + 'TO' + sp() + str(n)]
    body = []
    nums = list(range(20, 100, 10))
    for i, n in enumerate(nums):
        nxt = nums[i + 1] if i + 1 < len(nums) else 95
        body.append('%d PRINT#1, %d: %s' % (n, n, r.choice(forms)(nxt)))
    body += ['95 print #1, "end"', '96 GOTO 999', '100 print#1, "handler", err, erl: resume next',
             '1000 print#1, "subroutine"', '1010 return']
    return body


STMTS_LN = ['GOTO %d', 'GOSUB %d', 'IF 1 THEN %d', 'IF 0 THEN 1 ELSE %d', 'IF 1 GOTO %d',
            'ON 1 GOTO %d', 'ON 2 GOSUB 900,%d', 'RESTORE %d', 'RESUME %d', 'RUN %d',
            'ON ERROR GOTO %d', 'RETURN %d', 'IF 1 THEN GOSUB %d', 'ON 3 GOTO 900,900,%d',
            'ON 1 GOTO %d,900', 'LIST %d', 'DELETE %d', 'GOTO %d: PRINT#1, "x"', 'ON 0 GOTO %d',
            'IF 0 THEN %d', 'ON ERROR GOTO 0: ON ERROR GOTO %d']


def undefined(r):
    body = ['10 PRINT#1, "hi"']
    n = 20
    for _ in range(r.randrange(4, 10)):
        tgt = r.choice([500, 510, 600, 10010, 10020, 905, 910, 65529, 0])
        body.append('%d PRINT#1, %d: %s' % (n, n, r.choice(STMTS_LN) % tgt))
        n += 10
    body += ['%d PRINT#1, "end": GOTO 999' % n, '900 PRINT#1, 900: RETURN', '910 RETURN',
             # (a lone `10010` would end the machine's load: `GWBASIC PROG.BAS` then runs nothing)
             '10000 \' undefined line number follows', '10020 \' what follows is ignored',
             '10030 PRINT#1, "bye"', '10040 RETURN']
    return body


def onerrundef(r):
    seq = []
    for _ in range(r.randrange(2, 6)):
        seq.append(r.choice(['ON ERROR GOTO 200', 'ON ERROR GOTO 1000', 'ERROR 5', 'X=1/0',
                             'ON ERROR GOTO 0', 'PRINT#1, ERR; ERL', 'ON ERROR GOTO 200 \' undefined',
                             'ON ERROR GOTO 65529', 'ON ERROR GOTO 1010', 'ERROR 200', 'RESUME NEXT',
                             'GOTO 200', 'ON ERROR GOTO 1000: ERROR 7', 'ON ERROR GOTO 300: ERROR 6']))
    body = ['%d %s' % (20 + 10 * k, s) for k, s in enumerate(seq)]
    body += ['90 PRINT#1, "end": GOTO 999', '300 PRINT#1, "h300", ERR, ERL: RESUME NEXT']
    return body


def emptyfor(r):
    def loop(depth):
        v = 'IJKL'[depth]
        a, b = r.choice([(20, 19), (1, 0), (1, 2), (3, 1), (0, 0)])
        step = r.choice(['', '', ' STEP -1', ' STEP 2'])
        return 'FOR %s = %d TO %d%s' % (v, a, b, step)
    depth = r.randrange(1, 4)
    lines = [loop(k) for k in range(depth)]
    vs = ['IJKL'[k] for k in range(depth)][::-1]
    mids = ['PRINT#1, %s' % ','.join('IJKL'[k] for k in range(depth)), 'REM NEXT', "PRINT#1, \"NEXT\"",
            'DATA NEXT', 'IF 0 THEN NEXT', "' NEXT I", 'WHILE 0: WEND', 'GOSUB 900', 'X=1: NEXT X',
            'FOR M=1 TO 0: NEXT M', 'A$="NEXT": PRINT#1, A$', 'GOTO 60', 'NEXT: REM']
    ends = [['NEXT %s' % ','.join(vs)], ['NEXT ' + v for v in vs], ['NEXT'] * depth,
            ['NEXT %s' % ','.join(vs[::-1])], ['NEXT %s' % vs[0]], ['NEXT %s,X' % ','.join(vs)],
            ['NEXT: NEXT: NEXT: NEXT'][:1]]
    body, n = [], 30
    for s in lines:
        body.append('%d %s' % (n, s))
        n += 5
        if r.random() < 0.4:
            body.append('%d %s' % (n, r.choice(mids)))
            n += 5
    for s in r.choice(ends):
        body.append('%d %s' % (n, s))
        n += 5
    if r.random() < 0.3:   # the loops on one line
        body = ['30 ' + ': '.join(s.split(' ', 1)[1] for s in body)]
    body += ['95 PRINT#1, "after"; I; J; K', '96 GOTO 999', '900 PRINT#1, "sub": RETURN']
    return body


def nextstx(r):
    tail = r.choice(['NEXT J, I PRINT', 'NEXT J I', 'NEXT J,,I', 'NEXT J,', 'NEXT J, I,', 'NEXT ,J',
                     'NEXT J, I X', 'NEXT J, I 5', 'NEXT J, I ELSE', 'NEXT J, I: PRINT#1, "x"',
                     'NEXT J, I "Q"', 'NEXT (J)', 'NEXT J; I', 'NEXT J, I(1)', 'NEXT J, I REM x',
                     "NEXT J, I ' x", 'NEXT J, I:', 'NEXT J, K', 'NEXT I, J', 'NEXT J,I,K',
                     'NEXT J: NEXT I PRINT', 'NEXT J%, I', 'NEXT J, I=1', 'NEXT J, I+1', 'NEXTJ,I',
                     'NEXT J, I ELSE PRINT#1, "e"', 'NEXT 1', 'NEXT J I PRINT'])
    i, j = r.choice(['1 TO 3', '1 TO 2', '3 TO 1']), r.choice(['1 TO 2', '1 TO 3', '2 TO 1'])
    return ['10 FOR I=%s' % i, '20 FOR J=%s' % j, '30 PRINT#1, I, J', '40 ' + tail,
            '50 PRINT#1, "after"; I; J']


def forwhile(r):
    a = r.choice(['FOR I = 1 TO %d' % r.randrange(1, 4), 'FOR I = 1 TO 0'])
    w = r.choice(['WHILE I = 1', 'WHILE I < 3', 'WHILE 0', 'WHILE -1', 'WHILE I'])
    inner = r.sample(['PRINT#1, 70, I', 'NEXT I', 'NEXT', 'WEND', 'PRINT#1, 90, I', 'GOSUB 900',
                      'RETURN', 'IF I>2 THEN 110', 'FOR J=1 TO 2', 'NEXT J', 'WHILE 0'], r.randrange(2, 5))
    body = ['50 ' + a, '60 ' + w]
    n = 70
    for s in inner:
        body.append('%d %s' % (n, s))
        n += 5
    body += ['100 ' + r.choice(['WEND', 'NEXT', 'WEND: NEXT', 'NEXT: WEND']),
             '105 C=C+1: IF C<20 THEN 110 ELSE 999',
             '110 PRINT#1, "end"; I; J', '120 GOTO 999', '900 PRINT#1, "sub": RETURN']
    return body


def cond(r):
    return r.choice(['0', '-1', '1', 'A', '1+1', '(1-A)', '32768', '"A"', 'A$', '1,', '0,',
                     '.5', '1E40', 'X$="" ', 'NOT 0', '1=1', 'A<>0'])


def clause(r, depth=0):
    c = r.choice(['PRINT#1, "T"', 'PRINT#1, "F"', 'X', '', 'X=1', 'PRINT#1, 1: PRINT#1, 2',
                  'GOTO %d', '%d', 'REM ELSE PRINT#1, "R"', 'ERROR 5', 'COLOR 1000', 'PRINT#1,',
                  "' c", 'DATA 1', 'PRINT#1, "Q":', 'END'])
    if depth < 1 and r.random() < 0.3:
        c = ifstmt(r, depth + 1)
    return c


def ifstmt(r, depth=0):
    form = r.choice(['IF %c THEN %t ELSE %e', 'IF %c THEN %t', 'IF %c GOTO %n ELSE %e',
                     'IF %c GOTO %n', 'IF %c ELSE %e', 'IF %c THEN ELSE %e', 'IF %c THEN %t ELSE %e ELSE %e',
                     'IF %c, THEN %t', 'IF %c THEN %t:ELSE %e', 'IF %c', 'IF %c THEN', 'THEN %t',
                     'ELSE %e', 'IF %c THEN %t ELSE', 'IF %c ELSE', 'IF %c THEN %t: REM ELSE %e',
                     'IF %c GOTO %t'])
    out = form.replace('%c', cond(r), 1)
    while '%t' in out or '%e' in out:
        out = out.replace('%t' if '%t' in out else '%e', clause(r, depth), 1)
    return out.replace('%n', '%d')


def ifs(r):
    body = []
    n = 50
    for _ in range(r.randrange(6, 16)):
        s = ifstmt(r)
        tgt = n + 5
        s = s.replace('%d', str(tgt))
        body.append('%d PRINT#1, %d,: %s' % (n, n, s))
        body.append('%d PRINT#1, %d' % (tgt, tgt))
        n += 10
    body.insert(0, '40 A=%s: A$="%s"' % (r.choice(['0', '1']), r.choice(['', 'x'])))
    body.append('%d GOTO 999' % n)
    return body


def ifresume(r):
    err = r.choice(['COLOR 1000', 'X=1/0', 'ERROR 5', 'A(11)=1', 'X=LOG(0)', 'PRINT#1, 1/0',
                    'GOSUB 5000', 'NEXT', 'RETURN', 'A$=STRING$(300,1)'])
    form = r.choice(['IF 1 THEN %s', 'IF 0 THEN 1 ELSE %s', 'IF 1 THEN PRINT#1, "a": %s: PRINT#1, "b"',
                     'IF 1 THEN IF 1 THEN %s ELSE PRINT#1, "e"', 'X=1: IF X THEN %s ELSE PRINT#1, "e"',
                     'IF %s THEN PRINT#1, "t"', 'IF 1 THEN %s ELSE PRINT#1, "e": PRINT#1, "f"',
                     'FOR I=1 TO 2: IF I THEN %s: NEXT', 'IF 0 THEN PRINT#1, "t" ELSE PRINT#1, "e": %s',
                     'WHILE W<2: W=W+1: IF 1 THEN %s: WEND'])
    if form.startswith('IF %s'):
        err = r.choice(['1/0', 'LOG(0)', 'A(11)', 'X$', 'FNZ(1)'])
    res = r.choice(['RESUME', 'RESUME NEXT', 'RESUME 30', 'RESUME 0', 'RESUME 20'])
    return ['20 ' + form % err, '30 PRINT#1, "end": GOTO 999',
            '1000 PRINT#1, ERR, ERL', '1010 E%=E%+1', '1020 IF E%>4 THEN PRINT#1, "break": GOTO 999',
            '1030 ' + res]


FAMILIES = {'data': data, 'emptydata': emptydata, 'restore': restore, 'clrdata': clrdata,
            'spagh': spagh, 'upprgoto': upprgoto, 'undefined': undefined, 'onerrundef': onerrundef,
            'emptyfor': emptyfor, 'nextstx': nextstx, 'forwhile': forwhile, 'if': ifs,
            'ifresume': ifresume}
# Families whose own handler replaces the common one, or that run untrapped or under TRON.
OWN_HANDLER = {'ifresume', 'upprgoto'}
UNTRAPPED = {'emptydata': 0.5, 'data': 0.3, 'emptyfor': 0.5, 'clrdata': 0.0}
TRON = {'spagh': 0.7, 'nextstx': 0.6}


def main():
    for r, fam, body, path in famflow.each_program(FAMILIES, '10', 'fl'):
        trap = r.random() >= UNTRAPPED.get(fam, 0.0)
        tron = r.random() < TRON.get(fam, 0.0)
        if fam in OWN_HANDLER:
            text = '\r\n'.join([OPEN, '10 ON ERROR GOTO %s' % ('100' if fam == 'upprgoto' else '1000')]
                               + body + ['999 CLOSE: END']) + '\r\n'
            text = '\r\n'.join(sorted(text.strip('\r\n').split('\r\n'), key=lambda s: int(s.split()[0]))) + '\r\n'
        else:
            text = program(r, body, trap, tron)
        with open(path, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
