#!/usr/bin/env python3
"""difflist.py [SEED] [N]: GW-BASIC program text, differential.

Builds one program of N generated lines (keywords, spacing, literals, ELSE/REM/DATA quirks,
line references), whose line 1 saves it three ways (`SAVE "TA",A`, `SAVE "TB"`, `SAVE
"TP",P`), runs it on the real GW-BASIC 3.23 (../shared/oracles/gw-real/gwreal-run --files)
and on ferrite, and compares the three files byte for byte, printing the first lines that
differ. Oracle outputs are not kept.
"""
import os, random, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
GWREAL = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')

KEYWORDS = ('PRINT LET GOTO GOSUB RETURN IF THEN ELSE FOR TO STEP NEXT DIM READ DATA RESTORE '
            'REM END STOP ON ERROR RESUME INPUT LINE WHILE WEND CLS COLOR LOCATE WIDTH KEY '
            'SWAP ERASE RANDOMIZE DEF FN SEG USR VARPTR CHR$ MID$ LEFT$ RIGHT$ STR$ VAL ASC '
            'LEN INSTR SPACE$ STRING$ TAB SPC ABS INT SGN SQR SIN COS TAN ATN EXP LOG RND FIX '
            'CINT CSNG CDBL HEX$ OCT$ MKI$ MKS$ MKD$ CVI CVS CVD PEEK POKE INP OUT WAIT AND OR '
            'NOT XOR EQV IMP MOD ERL ERR TRON TROFF CLEAR OPEN CLOSE FIELD GET PUT LSET RSET '
            'WRITE FILES KILL NAME LOAD SAVE MERGE CHAIN COMMON CALL SOUND PLAY BEEP SCREEN PSET '
            'PRESET CIRCLE DRAW PAINT VIEW WINDOW PMAP POINT TIMER DATE$ TIME$ ENVIRON ENVIRON$ '
            'SHELL ENVIRON INKEY$ INPUT$ LPOS POS CSRLIN FRE EOF LOC LOF IOCTL IOCTL$ USING '
            'LPRINT LLIST LIST DELETE AUTO RENUM EDIT CONT NEW SYSTEM OPTION BASE DEFINT DEFSNG '
            'DEFDBL DEFSTR STRIG STICK PEN MOTOR RESET CHDIR MKDIR RMDIR ERDEV ERDEV$ EXTERR '
            'LCOPY PCOPY UNLOCK LOCK ACCESS SHARED APPEND OUTPUT AS BLOAD BSAVE VIEW').split()

NUMS = ['0', '1', '9', '10', '11', '255', '256', '32767', '32768', '-32768', '65535', '1.5',
        '.5', '0.5', '1E10', '1D10', '1.0', '1!', '1#', '1%', '123456789', '1234567', '12345678',
        '&H0', '&HFFFF', '&HFF', '&O777', '&O177777', '&777', '&17', '&H',
        '&O', '&', '&H1G', '&O8', '3.14159265358979', '1E+38', '1E-38', '2.5E-5', '1.E5',
        '1E', '1E+', '.', '00012', '1.23456789012345678', '7D-3', '&HFFFF%', '&O1!', '100000',
        '32767.0', '1.5D0', '65536', '1E39', '&h7fff', '&o17', '9#', '0.0', '1e3', '-&H1']

IDS = ['A', 'B1', 'X$', 'I%', 'D#', 'S!', 'AB.CD', 'LONGNAME', 'FNA', 'ELSEX', 'IFX', 'TOP',
       'FORM', 'PRINTER', 'REMARK', 'GOTOX', 'DATAX', 'A.B', 'STEPX', 'ANDY', 'ORE']


def rnd_expr(r):
    k = r.randrange(6)
    if k == 0:
        return r.choice(NUMS)
    if k == 1:
        return r.choice(IDS)
    if k == 2:
        return '%s %s %s' % (r.choice(IDS), r.choice(['+', '-', '*', '/', '\\', '^', 'AND', 'OR',
                                                        'MOD', '=', '<>', '><', '<=', '=<', '>=',
                                                        '=>', '<', '>', 'XOR', 'EQV', 'IMP']),
                             r.choice(NUMS))
    if k == 3:
        return '%s(%s)' % (r.choice(['ABS', 'INT', 'CHR$', 'STR$', 'SQR', 'FNA', 'USR', 'PEEK',
                                     'VARPTR', 'CVI', 'SGN']), r.choice(NUMS))
    if k == 4:
        return '"%s"' % r.choice(['HI', 'A:B', "'X", 'ELSE', 'REM', '', ' SP '])
    return '%s%s%s' % (r.choice(IDS), r.choice(['+', '*', '=', '<>']), r.choice(NUMS))


def sp(r):
    return r.choice(['', ' ', ' ', '  ', '\t'])


def rnd_line(r):
    k = r.randrange(16)
    if k == 0:
        return 'PRINT' + sp(r) + rnd_expr(r) + sp(r) + r.choice([';', ',', '']) + sp(r) + rnd_expr(r)
    if k == 1:
        return 'IF %s THEN%s%s%sELSE%s%s' % (rnd_expr(r), sp(r), r.choice(['100', 'PRINT 1', 'GOTO 20', '']),
                                              sp(r), sp(r), r.choice(['200', 'PRINT 2', 'GOSUB 3', 'REM X', "'Y"]))
    if k == 2:
        return r.choice(['REM', "'", 'REM\'', 'rem']) + sp(r) + r.choice(['hello', 'A:B', 'ELSE 10', '"q', 'PRINT'])
    if k == 3:
        return 'DATA' + sp(r) + ','.join(r.choice(['1', ' 2 ', '"A,B"', 'abc', 'ELSE', 'REM', ' ', '&H10', '1E3']) for _ in range(r.randrange(1, 4))) + r.choice(['', ':PRINT 1', "'c"])
    if k == 4:
        return 'ON %s %s %s' % (r.choice(IDS), r.choice(['GOTO', 'GOSUB', 'GO TO']),
                                ','.join(r.choice(['10', '20', ' 30', '', '65529', '0']) for _ in range(r.randrange(1, 4))))
    if k == 5:
        return r.choice(['GOTO', 'GOSUB', 'RESTORE', 'RUN', 'RESUME', 'RETURN', 'GO TO', 'LIST', 'DELETE', 'EDIT', 'LLIST']) + sp(r) + r.choice(['10', '0', '65529', '.', '', '10-20', '10-', '-20', 'NEXT', '00010'])
    if k == 6:
        return 'A' + sp(r) + '=' + sp(r) + r.choice(NUMS)
    if k == 7:
        return 'IF ERL' + r.choice(['=', '<>', ' = ', '>', '<']) + r.choice(['100', '10', '0.5', '65529']) + ' THEN ' + r.choice(['10', 'RESUME 20'])
    if k == 8:
        return r.choice(KEYWORDS).lower() + sp(r) + rnd_expr(r)
    if k == 9:
        return ' '.join(r.choice(KEYWORDS) for _ in range(r.randrange(1, 4)))
    if k == 10:
        return 'X=' + r.choice(IDS) + r.choice(KEYWORDS) + sp(r) + r.choice(NUMS)
    if k == 11:
        return 'FOR I=' + r.choice(NUMS) + ' TO ' + r.choice(NUMS) + r.choice(['', ' STEP .5', 'STEP-1']) + ':NEXT' + r.choice(['', ' I', 'I'])
    if k == 12:
        return 'PRINT ' + r.choice(['USING "##.#";1.5', 'TAB(3)', 'SPC( 2)', 'FNA(1)', 'FN A(1)', 'A$;B$', '"unterminated', 'INSTR(A$,"X")', 'MID$(A$,1)', 'STRING$(3,65)', 'INPUT$(1)', '?'])
    if k == 13:
        return r.choice(['WHILE A<1:WEND', "A=1 ' comment", "A=1:REM x", 'DEF FNA(X)=X*2', 'DEFINT A-Z', 'LINE INPUT A$', 'INPUT "x";A', 'GO SUB 10', 'GOTO10', 'THEN10', 'X=1:ELSE', 'ELSE PRINT', "PRINT 1 'x ELSE", '?1', 'A=B: : :C=1', 'PRINT:::', ':', 'A=1 ELSE 10', 'KEY OFF', 'ERROR 5', 'ON ERROR GOTO 0', 'RESUME NEXT', 'SCREEN 0,0,0', 'CLOSE #1', 'OPEN "O",#1,"X"', 'PRINT #1,A', 'GET #1,1', 'OPTION BASE 1', 'CALL A(B)', 'X=TIMER', 'TIME$="1"'])
    if k == 14:
        return r.choice(IDS) + sp(r) + '=' + sp(r) + rnd_expr(r) + sp(r) + r.choice(['', ':', ': PRINT', "'"])
    return 'PRINT ' + ' '.join(rnd_expr(r) for _ in range(r.randrange(1, 4)))


def program(seed, n):
    r = random.Random(seed)
    lines = ['1 SAVE "TB":SAVE "TP",P:SAVE "TA",A']
    used = set()
    for _ in range(n):
        num = r.randrange(2, 65530)
        if num in used:
            continue
        used.add(num)
        lines.append('%d%s%s' % (num, r.choice([' ', ' ', '', '  ']), rnd_line(r)))
    if r.randrange(2):
        r.shuffle(lines)
        lines.remove(lines[0] if lines[0].startswith('1 ') else next(l for l in lines if l.startswith('1 SAVE')))
        lines.insert(r.randrange(len(lines) + 1), '1 SAVE "TB":SAVE "TP",P:SAVE "TA",A')
    return ('\r\n'.join(lines) + '\r\n').encode('latin-1')


def run_gw(prog, d):
    p = os.path.join(d, 'PROG.BAS')
    open(p, 'wb').write(prog)
    out = subprocess.run([GWREAL, p, '--files=' + d], capture_output=True, timeout=120).stdout
    return out


def run_fe(prog, d):
    open(os.path.join(d, 'PROG.BAS'), 'wb').write(prog)
    out = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'], cwd=d,
                         input=b'', capture_output=True, timeout=60).stdout
    return out


def read(d, name):
    for f in os.listdir(d):
        if f.upper() == name:
            return open(os.path.join(d, f), 'rb').read()
    return None


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    prog = program(seed, n)
    g, f = tempfile.mkdtemp(), tempfile.mkdtemp()
    go = run_gw(prog, g)
    fo = run_fe(prog, f)
    bad = 0
    fo = fo[:-3] if fo.endswith(b'Ok\n') else fo
    if go.strip() != fo.strip():
        print('screen differs:\n gw: %r\n fe: %r' % (go[-300:], fo[-300:]))
        bad += 1
    for name in ('TA.BAS', 'TB.BAS', 'TP.BAS'):
        a, b = read(g, name), read(f, name)
        if a == b:
            continue
        bad += 1
        if a is None or b is None:
            print(name, 'missing on', 'gw' if a is None else 'ferrite')
            continue
        if name == 'TA.BAS':
            al, bl = a.split(b'\r\n'), b.split(b'\r\n')
            for x, y in zip(al, bl):
                if x != y:
                    print('TA gw: %r\n   fe: %r' % (x, y))
            if len(al) != len(bl):
                print('TA line counts', len(al), len(bl))
        else:
            i = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
            print('%s differs at %d (len %d/%d)\n gw: %s\n fe: %s' % (name, i, len(a), len(b),
                  a[max(0, i - 16):i + 24].hex(' '), b[max(0, i - 16):i + 24].hex(' ')))
    open(os.path.join(f, 'PROG.BAS'), 'wb').write(prog)
    print('seed %d: %d lines, %d differences (dirs gw=%s fe=%s)' % (seed, n, bad, g, f))


if __name__ == '__main__':
    main()
