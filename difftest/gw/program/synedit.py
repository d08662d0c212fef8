#!/usr/bin/env python3
"""synedit.py [SEED] [N]: where GW-BASIC's cursor waits in the line a syntax error offers.

After `Syntax error in 10` and `Ok` the machine lists line 10 in edit mode with the cursor
at the point of the error. Each session types many cases: `NEW`, the bad line `10 ...`,
`RUN`, then `@` and Enter (the `@` overwrites the character under the cursor, or is put at
the line's end), then `LIST`: the stored line shows where the cursor was. The lines are
fixed shapes plus random statements with bad text (`N` random ones). Runs the real machine
with diffdirect.py's key feeder and ferrite, and prints the cases whose LIST differs.
`KEY=9` types `9` instead of `@`: over a line offered with the cursor at its start it makes
line 90, which tells that place from no line offered at all. `ALL=1` prints the agreeing
cases too. `ANSWER=text` types that line after RUN (the answer an INPUT case reads).
"""
import os, random, subprocess, sys, tempfile

from diffdirect import direct_oracle, clean, FERRITE

FIXED = [
    'X=)', 'X=1+', 'PRINT 1:X=)', 'A=1:B=2:C=3 D', 'PRINT (1', 'X=SIN(1', 'X=SIN(1,2)',
    'GOTO', 'GOTO X', 'GOSUB A', 'IF THEN 10', 'IF 1 THEN X=)', 'IF 0 THEN 5 ELSE X=)',
    'FOR I=1 TO', 'FOR =1 TO 2', 'FOR I 1 TO 2', 'NEXT 1', 'DIM A(', 'DIM A(1', 'DIM 1',
    'X=MID$("A",)', 'A$="AB" "C"', 'X=1 2', 'PRINT "A" : X=)', 'LET =1', 'LET A 1',
    'X = 1 + * 2', 'INPUT 1', 'READ 1', 'ON X GOTO', 'ON X GOTO 10,', 'ON GOTO 10',
    'POKE 1', 'POKE ,1', 'LOCATE ,,,,,,', 'X=FNA', 'DEF FNA', 'DEF FNA(X', 'SWAP A',
    'SWAP A,', 'X=LEFT$(', 'X=INSTR(', 'X="A"+', 'X=-', 'X=NOT', 'X=1 AND', 'X=(((1',
    'WHILE', 'PRINT USING', 'PRINT USING 1', 'X$=STRING$(2)', 'X=ASC', 'CLEAR ,',
    'COLOR ,,,,', 'X=&H', 'X=1E', 'X=.', 'X=A(', 'X=A(1,', 'ERROR', 'RESUME X',
    'RETURN X', 'END X', 'STOP 1', 'CLS X', 'BEEP X', 'X=1:Y=2:Z=)', 'X=) \'COMMENT',
    'X=)   :REM', 'PRINT TAB(', 'PRINT SPC(1', 'WIDTH', 'A(1)=', 'A$(1', 'MID$(A$,1)',
    'MID$(A$)="X"', 'LSET', 'OPEN', 'OPEN "A" FOR', 'CLOSE X', 'FIELD 1', 'GET', 'PUT #',
    'X=VARPTR(', 'X=PEEK()', 'DEF SEG=', 'RANDOMIZE ,', 'KEY', 'X=TIMER(1)', 'DATA 1:X=)',
    'X=ERL(1)', 'X=1+FNA(', 'RESTORE X', 'RUN X', 'X=1 ELSE Y=)', 'IF X THEN ELSE Y=)',
]
ATOMS = ['1', 'A', 'A$', '"S"', '(', ')', ',', ';', '+', '*', '=', 'SIN(', 'X', '&H1F',
         '1.5', 'TO', 'THEN', 'ELSE', ':', ' ', 'MID$(', 'FN', 'NOT', 'AND', '1E3', '#1']
STARTS = ['X=', 'PRINT ', 'IF ', 'FOR I=', 'GOTO ', 'ON ', 'POKE ', 'LOCATE ', 'DIM ',
          'A$=', 'SWAP ', 'WHILE ', 'COLOR ', 'X=1:Y=', 'DEF FNA(', 'READ ',
          'ERROR ', 'WIDTH ', 'LET ', 'CLS ', 'MID$(', 'PRINT USING ', 'RESTORE ']


def cases(r, n):
    out = list(FIXED) if not os.environ.get('FEW') else []
    for _ in range(n):
        out.append(r.choice(STARTS) + ''.join(r.choice(ATOMS) for _ in range(r.randrange(1, 6))))
    return out


def keys_for(cases, first=0):
    keys = []
    for k, c in enumerate(cases, first):
        answer = [os.environ['ANSWER']] if 'ANSWER' in os.environ else []
        keys += ['NEW', 'PRINT "CASE";%d' % k, '10 ' + c, 'RUN'] + answer + [os.environ.get('KEY', '@'), 'LIST']
    return keys


def split(lines, start):
    """The lines after each `CASE k` mark, `Ok` left out, by k."""
    out, k = {}, None
    for l in lines:
        if l.startswith('CASE '):
            k = int(l[5:])
            out[k] = []
        elif k is not None and l != 'Ok':
            out[k].append(l)
    return {k: ' | '.join(v) for k, v in out.items()}


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    r = random.Random(seed)
    all_cases = cases(r, n)
    if os.environ.get('CASES'):
        all_cases = open(os.environ['CASES']).read().splitlines()
    gw = direct_oracle()
    bad = 0
    for start in range(0, len(all_cases), 30):
        chunk = all_cases[start:start + 30]
        d = tempfile.mkdtemp()
        p = os.path.join(d, 'PROG.BAS')
        open(p, 'wb').write(b'1 CLS\r\n')
        keys = ('\n'.join(keys_for(chunk, start)) + '\n').encode()
        open(os.path.join(d, 'KEYS.TXT'), 'wb').write(keys)
        g = subprocess.run([gw, p, os.path.join(d, 'KEYS.TXT'), '--raw', '--timeout=60'],
                           capture_output=True, timeout=200).stdout
        try:
            f = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'],
                               cwd=d, input=keys.replace(b'\n', b'\r'), capture_output=True,
                               timeout=60).stdout
        except subprocess.TimeoutExpired as e:
            f = (e.stdout or b'') + b'\r\n<timeout>'
        gl, fl = clean(g, keys, True), clean(f, None)
        if os.environ.get('DEBUG'):
            print(gl, fl, sep='\n')
        gs, fs = split(gl, start), split(fl, start)
        for i, c in enumerate(chunk):
            a, b = gs.get(start + i), fs.get(start + i)
            if os.environ.get('ALL') and a == b:
                print('%-28r same %r' % (c, a))
            if a != b:
                bad += 1
                print('%-28r gw %-30r fe %r' % (c, a, b))
    print('seed %d: %d cases, %d differ' % (seed, len(all_cases), bad))


if __name__ == '__main__':
    main()
