#!/usr/bin/env python3
"""linegen.py DIR: every statement that takes a line number, given every edge number.

The numbers 0, 1, 6553, 65529, 65530, 65531, 65535, 65536, 99999, 600005, `60000 5`,
`6553 0`, `1.5`, `&H10`. Forms the run goes on after (GOTO, GOSUB, IF .. THEN n, IF .. GOTO
n, ELSE n, ON 1 GOTO, ON 2 GOTO 1,n, ON 1 GOSUB, RETURN n, RESUME n in the handler, RESTORE
n then READ, ON ERROR GOTO n then an error) take every number in one program: one case a
line, each run once (a jump through a split number is a jump to a text address the second
time), errors trapped and printed with ERR and ERL, then the next case. Forms that end the
run (RUN n, LIST n, LIST n-, LIST -n, DELETE n, RENUM n, RENUM ,,n, RENUM 100,n) get one
program per number of a shorter list. The programs hold lines 0, 1, 6553, 6554, 60000 and
65529, each printing its number and holding DATA.

    python3 difftest/gw/machine/linegen.py /tmp/lg && difftest/gw/machine/compare.sh /tmp/lg
"""
import os
import sys

NUMBERS = ['0', '1', '6553', '65529', '65530', '65531', '65535', '65536', '99999', '600005',
           '60000 5', '6553 0', '1.5', '&H10']
# The numbers for the statements that end the run (one program each).
FEW = ['0', '65529', '65530', '65535', '65536', '600005', '6553 0']

# Statements the run goes on after: every number in one program.
BATCHED = {
    'goto': 'GOTO {n}',
    'gosub': 'GOSUB {n}',
    'then': 'IF Z=0 THEN {n}',
    'ifgoto': 'IF Z=0 GOTO {n}',
    'else': 'IF Z THEN 10 ELSE {n}',
    'ongoto': 'ON 1 GOTO {n}',
    'ongoto2': 'ON 2 GOTO 1,{n}',
    'ongosub': 'ON 1 GOSUB {n}',
    'return': 'GOSUB {r}',
    'resume': 'ERROR 5',
    'restore': 'RESTORE {n}:READ D:PRINT "D";D',
    'onerror': 'ON ERROR GOTO {n}:ERROR 7',
}
# Statements that end the run (back to direct mode) or start it again.
ALONE = {
    'run': 'RUN {n}',
    'list': 'LIST {n}',
    'listfrom': 'LIST {n}-',
    'listto': 'LIST -{n}',
    'delete': 'DELETE {n}:LIST',
    'renum': 'RENUM {n}:LIST',
    'renumstep': 'RENUM ,,{n}:LIST',
    'renumold': 'RENUM 100,{n}:LIST',
}


def targets():
    """The lines jumps land in: each prints its number, holds DATA, and goes to the next
    case (9000)."""
    return [
        '0 IF P=0 THEN P=1:GOTO 5 ELSE PRINT "L0":GOTO 9000:DATA 100',
        '1 PRINT "L1":GOTO 9000:DATA 101',
        '6553 PRINT "L6553":GOTO 9000:DATA 6553',
        '6554 PRINT "L6554":GOTO 9000:DATA 6554',
        '60000 PRINT "L60000":GOTO 9000:DATA 60000',
        '65529 PRINT "L65529":GOTO 9000:DATA 65529',
    ]


def batched(form):
    lines = targets() + ['5 ON ERROR GOTO 900', '7 GOTO 9000']
    cases = []
    for k, n in enumerate(NUMBERS):
        at = 1000 + 10 * k
        cases.append(at)
        lines.append('%d PRINT "S";%d:%s:PRINT "N"' % (at, k, BATCHED[form].format(
            n=n, r=30000 + 10 * k)))
        lines.append('%d GOTO 9000' % (at + 1))
        lines.append('%d RETURN %s' % (30000 + 10 * k, n))
        if form == 'resume':
            lines.append('%d RESUME %s' % (800 + k, n))
    lines.append('900 PRINT "T";ERR;ERL:E=E+1:IF E>40 THEN END')
    if form == 'resume':
        lines.append('910 IF ERR=5 AND R<K THEN R=K:ON K GOTO %s' % ','.join(
            str(800 + k) for k in range(len(NUMBERS))))
    lines.append('920 RESUME 9000')
    lines.append('9000 K=K+1:IF K>%d THEN PRINT "END":END' % len(NUMBERS))
    lines.append('9010 ON K GOTO %s' % ','.join(map(str, cases)))
    return lines


def alone(form, n):
    lines = targets() + ['5 ON ERROR GOTO 900',
                         '10 PRINT "S":%s:PRINT "N"' % ALONE[form].format(n=n),
                         '20 GOTO 10',
                         '100 GOSUB 6553:GOTO 65529',
                         '900 PRINT "T";ERR;ERL:END',
                         '9000 PRINT "END":END']
    return lines


def write(out, name, lines):
    lines.sort(key=lambda l: int(l.split()[0]))
    open(os.path.join(out, name), 'w').write('\r\n'.join(lines) + '\r\n')


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for form in BATCHED:
        write(out, 'lg_%s.bas' % form, batched(form))
    for form in ALONE:
        for i, n in enumerate(FEW):
            if form == 'run' and n == '0':
                continue  # RUN 0 runs the program again from its start, for ever
            write(out, 'lg_%s_%02d.bas' % (form, i), alone(form, n))


if __name__ == '__main__':
    main()
