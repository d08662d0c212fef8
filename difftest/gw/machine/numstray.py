#!/usr/bin/env python3
"""numstray.py DIR [N] [SEED]: a crunched number as stray text after a statement, trapped.

`TROFF 1`, `X=(1) 2`, `X=A%1`, `KEY OFF 1`: the statement's last CHRGTR scanned the constant,
which leaves the text pointer in NUMCON, GWDATA.ASM's fake text; NEWSTT saves it in SAVTXT
and raises the syntax error there, so ERRTXT is NUMCON and RESUME NEXT goes on from CONTXT,
after the last constant any CHRGTR read before the RESUME: the handler's own, when it has
any (GWMAIN.ASM `NEWSTT`, `CHRCON`, `RESTXT`; crates/basic/src/exec/contxt.rs). Each program
runs lines of such statements among ordinary ones (in FOR loops, IF branches, subroutines)
under a handler of random pieces that scan constants in the ways CONTXT follows (numbers,
IF's false branch, ELSE, FOR's NEXT scan, WHILE's WEND scan, a GOSUB, an FN body) or none;
the handler's guard uses no constant (`E=E+ONE`, `IF E>EM`), and its RESUME is NEXT, plain
(retries: the guard ends them) or to a line.

    python3 difftest/gw/machine/numstray.py /tmp/ns 60 3101
    difftest/gw/machine/compare.sh /tmp/ns
"""
from numcongen import if_stmt, marker, write_programs

STRAYS = ['TROFF 1', 'TROFF 7', 'BEEP 1', 'X=(1) 2', 'X=A%1', 'X=Q(1)2', 'STOP 1', 'END 1',
          'KEY OFF 1', 'TROFF &H1F', 'X=FRE(0)1', 'TROFF 1.5', 'TROFF 65536', 'X=A$ 1',
          'X=A 1', 'PRINT "Q";:TROFF 3', 'SWAP A,B 1', 'X=ABS(-1)4', 'RANDOMIZE 1:TROFF 2',
          'LOCATE ,,1 2', 'X=1+(2)3', 'A$="Q"1', 'X=A# 1', 'TROFF 1#', 'TROFF &O7']
OTHERS = ['ERROR 5', 'Y=LOG(0)', 'X=1/0', 'GOTO 64000', 'Y=Q(11)', 'X=A 1']


def main():
    write_programs('ns', program)


def program(r):
    p = marker(r)

    def simple(const=None):
        if const is False:
            return r.choice([lambda: p(False), lambda: 'Y=Z', lambda: 'X=FNB(Z)',
                             lambda: 'PRINT ERL;'])()
        return r.choice([
            lambda: p(const),
            lambda: p(False),
            lambda: 'X=%d' % r.randint(0, 99),
            lambda: 'Y=Z',
            lambda: 'X=FNA(Z)',
            lambda: 'X=FNB(Z)',
            lambda: 'PRINT ERL;',
        ])()

    def piece():
        kind = r.choice(['s', 's', 's', 'if', 'ife', 'for', 'while', 'gosub', 'none'])
        if kind == 's':
            return simple()
        if kind == 'none':
            return simple(False)
        if kind in ('if', 'ife'):
            return if_stmt(r, kind, simple)
        if kind == 'for':
            a, b = r.choice([('ONE', 'Z'), ('ONE', 'ONE'), (1, 2), (2, 1)])
            body = ':'.join(simple() for _ in range(r.randint(0, 2)))
            return 'FOR I%%=%s TO %s%s:NEXT' % (a, b, ':' + body if body else '')
        if kind == 'while':
            return 'W=%s:WHILE W>Z:W=W-ONE:WEND' % r.choice(['Z', 'ONE', '2'])
        return 'GOSUB 61000'

    def stray():
        s = r.choice(STRAYS) if r.random() < 0.85 else r.choice(OTHERS)
        ctx = r.choice(['', '', '', 'if', 'for', 'gosub'])
        if ctx == 'if':
            return 'IF %s THEN %s' % (r.choice(['1', 'ONE', 'Z']), s)
        if ctx == 'for':
            return 'FOR J%%=1 TO 2:%s:%s:NEXT' % (s, simple())
        if ctx == 'gosub':
            return 'GOSUB 62000'
        return s

    sub_stray = r.choice(STRAYS)
    lines = ['5 DEF FNA(A)=A+%d:%s' % (r.randint(0, 9), p()),
             '6 DEF FNB(A)=A*Z:ONE=1:EM=%d:DIM Q(3):A$="S"' % r.randint(4, 12),
             '7 ON ERROR GOTO 900']
    ln = 10
    for _ in range(r.randint(2, 6)):
        parts = [r.choice([stray, simple, piece])() for _ in range(r.randint(1, 3))]
        if not any(x in ' '.join(parts) for x in ['TROFF', 'X=', 'STOP', 'END', 'KEY', 'BEEP']):
            parts.insert(r.randint(0, len(parts)), stray())
        lines.append('%d %s' % (ln, ':'.join(parts)))
        ln += 10
    lines.append('%d PRINT "END":END' % ln)
    lines.append('900 E=E+ONE:PRINT "T";ERR;ERL:IF E>EM THEN END')
    hl = 910
    for _ in range(r.randint(0, 3)):
        lines.append('%d %s' % (hl, ':'.join(piece() for _ in range(r.randint(1, 2)))))
        hl += 10
    resume = r.choice(['RESUME NEXT'] * 6 + ['RESUME', 'RESUME %d' % r.choice([20, 30])])
    if r.random() < 0.3:
        lines[-1] += ':' + resume
    else:
        lines.append('%d %s' % (hl, resume))
    lines.append('61000 %s:RETURN' % simple())
    lines.append('62000 PRINT "S":%s:%s:RETURN' % (sub_stray, simple()))
    lines.append('64010 PRINT "Z64":END')
    lines.sort(key=lambda l: int(l.split()[0]))
    return '\r\n'.join(lines) + '\r\n'


if __name__ == '__main__':
    main()
