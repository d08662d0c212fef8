#!/usr/bin/env python3
"""famkeys.py OUT SEED [N] [FAMILY ...]: siblings of the visible control-flow test programs that
are typed at (RENUM2, RENUM_with_GOTO_0, RENUM_event_handler, READ_after_RENUM, CONT_after_RENUM,
CONT_after_STOP_in_error_trap), against the real GW-BASIC 3.23.

Each family writes N sessions: a TEST.BAS run as the suite runs it, then lines typed at `Ok`
(RENUM of every argument form under an error trap that writes ERR and ERL to a file; READ,
RESTORE and RENUM in turns; STOP, RENUM and CONT; a trapped error whose handler STOPs, then
CONT and direct statements; a program that RENUMs itself, then `SAVE "RENUM",A`). Every
session ends with SYSTEM so the files are flushed; the files left and the error messages on
the screen are compared (../mutate/keyed.py `compare`, the machine run by ../mutate/gwkeys.py).

    python3 difftest/gw/machine/famkeys.py /tmp/fk 3201 8
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'mutate'))
sys.path.insert(0, os.path.join(HERE, '..', 'program'))
import gwkeys  # noqa: E402
import keyed  # noqa: E402

RENUM_ARGS = ['', ' "a"', ' 1,2,3,4', ' 70000', ' 10,65530,1', ' 1,2, 65530', ' 1,2,', ' 1,2,0',
              ' 1,2,-1', ' 10,20', ' ,,', ' 0', ' 65529', ' 65530', ' 100,,65529', ' ,30', ' ,25',
              ' 5,100', ' .', ' .,.', ' 10,.', ' A', ' 10 20', ' 10,20,30 X', ' -1', ' 1.5', ' &H10',
              ' 1E3', ' 65535', ' 10,,10', ' 20,10', ' 1000,1', ' 100', ' 100,,5', ' ,,5', ' 1,1,1',
              ' 60000,,1000', ' 65000,,100', ' 10,,32768', ' ,', ' 5,,', ' 10,30,', ' 1,,65529',
              ' 65529,,1', ' 10,,0', ' 10,100', ' 200,1', ' 30,30,30', ' 1,60', ' ,100', ' (10)',
              ' 10:PRINT#1,1', ' 10,,2:', ' 1 ,, 2', ' 10,,-5', ' 32768', ' 40000,,1']


def lines(body):
    return ('\r\n'.join(body) + '\r\n').encode()


def renum_errors(r):
    """RENUM2: RENUM typed at Ok after STOP, its errors trapped (ERL 65535) into ERRORS.TXT."""
    body = ['10 REM PC-BASIC test', '20 REM', '30 ON ERROR GOTO 100']
    extra = r.sample(['40 GOTO 60', '45 GOSUB 70', '50 IF ERL=30 THEN 60 ELSE 100',
                      '55 RESTORE 70', '58 ON ERR GOTO 60,100', '70 RETURN 60'], r.randrange(0, 4))
    body += sorted(extra, key=lambda s: int(s.split()[0])) + ['60 STOP']
    body.sort(key=lambda s: int(s.split()[0]))
    body += ['100 OPEN "ERRORS.TXT" FOR APPEND AS 1', '110 PRINT#1, ERR, ERL', '120 CLOSE 1',
             '130 RESUME NEXT']
    keys = ['RENUM' + r.choice(RENUM_ARGS) for _ in range(r.randrange(3, 9))]
    keys += ['SAVE "OUT",A', 'SYSTEM']
    return lines(body), keys


def renum_program(r):
    """RENUM_with_GOTO_0 / RENUM_event_handler: a program that RENUMs itself, then SAVE."""
    first = r.choice([0, 1, 5, 10])
    refs = ['GOTO %d', 'GOSUB %d', 'ON KEY(1) GOSUB %d', 'ON TIMER(1) GOSUB %d', 'ON ERROR GOTO %d',
            'RESTORE %d', 'IF ERL=%d THEN %d', 'ON A GOTO %d,%d', 'RESUME %d', 'RUN %d',
            'ON STRIG(0) GOSUB %d', 'ON PLAY(2) GOSUB %d', 'ON COM(1) GOSUB %d', 'ON PEN GOSUB %d',
            'IF A THEN %d ELSE %d', 'LIST %d-%d', 'DELETE %d', 'EDIT %d', 'GOTO %d: KEY(1) ON',
            'ON KEY(1) GOSUB 0', 'ON ERROR GOTO 0', 'GOTO 0']
    nums = sorted(r.sample(range(first + 1, 400), r.randrange(4, 9)))
    allnums = [first] + nums
    pick = lambda: r.choice(allnums + [r.randrange(1, 500), 0, 65529])
    body = ["%d ' test RENUM" % first]
    renum_at = r.choice(nums[:-1])
    for n in nums:
        if n == renum_at:
            body.append('%d RENUM%s' % (n, r.choice(['', '', ' 100', ' 10,,5', ' ,,100',
                                                     ' 1000,%d' % r.choice(allnums), ' 0,0,1'])))
            continue
        ref = r.choice(refs)
        body.append('%d %s' % (n, ref.replace('%d', '%s') % tuple(pick() for _ in range(ref.count('%d')))))
        if r.random() < 0.2:
            body[-1] += ': KEY(1) ON' if 'KEY' in ref else ': END'
    keys = [r.choice(['save "renum",a', 'SAVE "RENUM",A']), 'system']
    return lines(body), keys


def read_renum(r):
    """READ_after_RENUM: READ typed at Ok with RENUM (and RESTORE) between."""
    body = ["1 ' test READing DATA with RENUM in between"]
    dl = sorted(r.sample(range(2, 60), r.randrange(1, 4)))
    vals = iter(range(1, 100))
    for n in dl:
        body.append('%d DATA %s' % (n, ','.join(str(next(vals)) for _ in range(r.randrange(1, 4)))))
    body.append('%d OPEN "output.txt" for output as #1' % (dl[-1] + r.randrange(1, 20)))
    if r.random() < 0.4:
        body.append('%d READ I: PRINT#1, "p";I' % (dl[-1] + 25))
    body.sort(key=lambda s: int(s.split()[0]))
    keys = []
    for _ in range(r.randrange(3, 9)):
        keys += r.choice([['read i', 'print#1, i'], ['read i', 'print#1, i'], ['renum'],
                          ['renum' + r.choice(RENUM_ARGS[:20])], ['restore'], ['restore 20'],
                          ['restore %d' % r.choice(dl)], ['read i,j', 'print#1, i;j'],
                          ['read i$', 'print#1, i$'], ['list'], ['clear'], ['cont'],
                          ['%d DATA 77' % r.randrange(2, 70)], ['delete %d' % r.choice(dl)]])
    keys.append('system')
    return lines(body), keys


def cont_renum(r):
    """CONT_after_RENUM: STOP in a loop, a subroutine or a plain line; RENUM; CONT."""
    shape = r.choice(['plain', 'for', 'gosub', 'while', 'two'])
    if shape == 'plain':
        body = ['30 OPEN "output.txt" for output as #1', '50 PRINT#1, 1', '51 STOP',
                '70 PRINT#1, 2', '90 CLOSE']
    elif shape == 'for':
        body = ['30 OPEN "output.txt" for output as #1', '40 FOR I=1 TO 3', '50 PRINT#1, I',
                '51 IF I=2 THEN STOP', '60 NEXT', '70 PRINT#1, "end"', '90 CLOSE']
    elif shape == 'gosub':
        body = ['30 OPEN "output.txt" for output as #1', '40 GOSUB 200', '70 PRINT#1, 2',
                '90 CLOSE: END', '200 PRINT#1, 1: STOP', '210 PRINT#1, "r": RETURN']
    elif shape == 'while':
        body = ['30 OPEN "output.txt" for output as #1', '40 WHILE I<3', '50 I=I+1: PRINT#1, I',
                '55 STOP', '60 WEND', '90 CLOSE']
    else:
        body = ['30 OPEN "output.txt" for output as #1', '50 PRINT#1, 1: STOP: PRINT#1, 1.5',
                '60 GOTO 80', '70 PRINT#1, 7', '80 PRINT#1, 2: STOP', '90 CLOSE']
    body.insert(0, "1 ' test STOP/CONT with RENUM in between")
    keys = []
    for _ in range(r.randrange(1, 4)):
        keys += r.choice([['renum'], ['renum' + r.choice(RENUM_ARGS)], ['cont'], ['cont'],
                          ['print#1, "d"'], ['list'], ['renum', 'cont'], ['goto 70'], ['tron'],
                          ['print#1, i'], ['delete 70'], ['75 PRINT#1, 75']])
    keys += ['cont', 'cont', 'system']
    return lines(body), keys


def cont_trap(r):
    """CONT_after_STOP_in_error_trap: the handler STOPs; CONT goes on ... or not."""
    err = r.choice(['SYNTAX ERROR', 'ERROR 5', 'X=1/0', 'A(11)=1', 'NEXT', 'RETURN', 'PRINT#1, 1/0',
                    'COLOR 1000', 'GOTO 500', 'X=LOG(0): PRINT#1, "same"'])
    handler = r.choice([['110 STOP', '120 RESUME NEXT'], ['110 STOP', '120 RESUME'],
                        ['105 E=E+1: IF E>3 THEN RESUME NEXT', '110 STOP', '120 RESUME'],
                        ['110 PRINT#1, "h"; ERR; ERL: STOP: RESUME NEXT'],
                        ['110 STOP', '120 RESUME 40'], ['110 END'], ['110 STOP'],
                        ['110 ON ERROR GOTO 0: STOP']])
    body = ["1 ' test CONT after STOP in error trap", '10 OPEN "output.txt" FOR OUTPUT AS 1',
            '15 ON ERROR GOTO 100', '20 PRINT#1, 1', '30 ' + err, '40 PRINT#1, 2',
            '50 PRINT#1, 3', '99 CLOSE: END', "100 ' error trap"] + handler + ['999 END']
    keys = []
    first = True
    for _ in range(r.randrange(1, 4)):
        k = r.choice(['cont', 'cont', 'print#1, err; erl', 'print#1, "x"', 'resume next',
                      'goto 40', 'run 40', 'list 30', 'cont', 'resume', 'print#1, err'])
        if first and err == 'SYNTAX ERROR':
            k = '\0\x50' + k     # down past the line offered for editing, as the suite's keys do
        first = False
        keys.append(k)
    keys += ['cont', 'close', 'system']
    return lines(body), keys


FAMILIES = {'renum_errors': renum_errors, 'renum_program': renum_program, 'read_renum': read_renum,
            'cont_renum': cont_renum, 'cont_trap': cont_trap}


def main():
    out, seed = sys.argv[1], int(sys.argv[2])
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    fams = sys.argv[4:] or sorted(FAMILIES)
    r = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    bad = values = total = 0
    for fam in fams:
        for k in range(n):
            prog, keys = FAMILIES[fam](r)
            kb = ('\r'.join(keys) + '\r').encode('latin-1')
            name = 'fk%d_%s_%02d' % (seed, fam, k)
            with open(os.path.join(out, name + '.bas'), 'wb') as f:
                f.write(prog)
            with open(os.path.join(out, name + '.keys'), 'wb') as f:
                f.write(kb)
            files, start = {'TEST.BAS': prog}, ('run', 'TEST.BAS')
            real = gwkeys.run(files, kb, start, keyed.TIMEOUT)
            fer = keyed.run_ferrite(files, start, kb)
            differs, v = keyed.check(name, real, fer)
            bad += differs
            values += v
            total += 1
    print('%d of %d sessions differ; %d values compared' % (bad, total, values))


if __name__ == '__main__':
    main()
