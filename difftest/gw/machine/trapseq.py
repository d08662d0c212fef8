#!/usr/bin/env python3
"""Error-trapping programs written the way people wrote them (issue 24): blocks in sequence.

    python3 trapseq.py OUTDIR [N] [SEED] [KIND,...]   # N programs (default 100), kinds favoured
    python3 trapdiff.py OUTDIR               # run each on the real machine and on ferrite
    python3 linediff.py OUTDIR               # the differing output lines

Each program is a run of blocks. A block sets its own `ON ERROR GOTO` to a handler of one
style (RESUME NEXT; RESUME to the block's last line; RESUME that retries, or fixes a
variable and retries; ON ERROR GOTO to another handler then RESUME NEXT; a GOSUB in the
handler; RESUME 0) and runs a few statements of the kinds the real GW test programs
trap (DIM, ENVIRON$, FOR/NEXT, ON, OPTION BASE, RESTORE/READ, STRING$, VARPTR, WHILE,
WIDTH, SWAP, `10^NOT 0`, RETURN, RND, ERROR n, CLEAR, the MID$ statement, VAL, PRINT
USING, DEF FN with bad arguments and nested calls), each inside a context: a line of its
own, a FOR loop on the line or over lines, nested FORs, a WHILE loop, a GOSUB, a FOR whose
NEXT is in a GOSUB, IF/ELSE, a DEF FN body. Every statement prints what it made, every
handler ERR and ERL, and every block ends printing ERR and ERL after the RESUME. The last
block may end the program for good: ERROR n, an error, or ON ERROR GOTO 0 in its handler,
or a handler that runs off into END. A counter in every handler ends a run that loops.
"""
import os
import random
import sys

# Statements of the kinds the held-back tests trap. %V is a variable the `fix` handler
# repairs (it starts bad: 0 or -1 or past the range), %H the block's handler, %S a spare
# subroutine, %L the block's last line.
STMTS = {
    'dim': ['DIM B(-1)', 'DIM DA(3):PRINT DA(3)', 'DIM DB(2):DIM DB(2)', 'ERASE DC:DIM DC(2):PRINT "DC"',
            'DIM DD(40000)', 'DIM DE%(%V-1):PRINT "DE"', 'DA(4)=1', 'PRINT DA(-1)', 'DIM DF(2,2):PRINT DF(2,3)',
            'DIM DG$(1):DG$(2)="X"', 'DIM DH(1.5):PRINT DH(2)', 'ERASE DA:PRINT "ER"', 'X=DI(11)',
            'DIM DJ(10):DIM DJ(5)', 'DIM DK(%V)', 'PRINT DL(%V)'],
    'option': ['OPTION BASE 1', 'OPTION BASE 0', 'OPTION BASE 2', 'OPTION BASE 1:PRINT "OB"',
               'OPTION BASE %V'],
    'environ': ['PRINT ENVIRON$(0)', 'PRINT LEN(ENVIRON$(256))', 'X$=ENVIRON$(-1)', 'X$=ENVIRON$(""):PRINT LEN(X$)',
                'PRINT ENVIRON$("NOSUCH")="";"EN"', 'ENVIRON 5', 'X$=ENVIRON$(%V)'],
    'for': ['FOR K=1 TO 0:NEXT K:PRINT "K";K', 'NEXT K', 'FOR K=1 TO 2:NEXT J', 'FOR K$=1 TO 2:NEXT',
            'FOR K=1 TO "A":NEXT', 'FOR K=1 TO 2:PRINT K;:NEXT K,J', 'FOR K%=32766 TO 32767:NEXT:PRINT K%',
            'FOR K=1 TO %V:PRINT "K";K;:K=K+1E9:NEXT', 'FOR K=%V TO 1:NEXT K:PRINT K'],
    'on': ['ON 0 GOTO %L', 'ON -1 GOTO %L', 'ON 256 GOTO %L', 'ON 2 GOSUB %S,%S:PRINT "OG"', 'ON %V GOSUB %S',
           'ON 3 GOTO %L,%L:PRINT "O3"', 'ON "A" GOTO %L', 'ON 1 GOTO 9999', 'ON %V GOTO %L'],
    'restore': ['RESTORE 9999', 'RESTORE 8000:READ R:PRINT "R";R', 'READ R$:PRINT R$', 'RESTORE 8010:READ R:PRINT R',
                'READ R,R,R,R,R,R:PRINT R', 'RESTORE:READ R', 'RESTORE %V'],
    'string': ['A$=STRING$(256,65)', 'A$=STRING$(-1,65)', 'PRINT STRING$(3,"XY")', 'A$=STRING$(2,300)',
               'A$=STRING$(%V,65):PRINT LEN(A$)', 'PRINT LEN(STRING$(255,0))', 'A$=STRING$(200,65)+STRING$(100,66)',
               'PRINT STRING$(2,%V+64)'],
    'varptr': ['PRINT VARPTR(ZZ)>0', 'PRINT VARPTR(ZQ$)>0', 'X=VARPTR(DA(%V)):PRINT "VP"', 'PRINT VARPTR(#%V)'],
    'while': ['WEND', 'WHILE 1/0:WEND:PRINT "W"', 'WHILE "A":WEND', 'W=0:WHILE W<2:W=W+1:WEND:PRINT "W";W',
              'WHILE 0:WEND:WEND', 'WHILE %V/0:WEND'],
    'width': ['WIDTH 0', 'WIDTH 256', 'WIDTH 80', 'WIDTH "A"', 'WIDTH %V', 'WIDTH 80,26'],
    'swap': ['SWAP SA,SB$', 'SC=1:SWAP SC,SD:PRINT SC;SD', 'SWAP SE%,SF!', 'SWAP DA(1),DA(%V)', 'SWAP SG$,SH$:PRINT "SW"'],
    'num': ['PRINT 10^NOT 0', 'X=10^NOT 0:PRINT X', 'X=1/0:PRINT X', 'X%=40000:PRINT X%', 'PRINT 2^128',
            'X=5\\0', 'X=5 MOD %V', 'X=LOG(%V):PRINT X', 'X=SQR(%V):PRINT X', 'X%=%V*40000:PRINT X%',
            'PRINT 1;1/0;2', 'X=EXP(89)'],
    'return': ['RETURN', 'RETURN %L', 'GOSUB %S:PRINT "RS"', 'GOSUB 9999'],
    'rnd': ['PRINT RND(1)', 'X=RND(-1):PRINT X', 'PRINT RND(0)', 'X=RND("A")', 'PRINT RND(%V)', 'RANDOMIZE 5:PRINT RND(1)'],
    'error': ['ERROR 5', 'ERROR 200', 'ERROR 0', 'ERROR 256', 'ERROR %V', 'ERROR 11:PRINT "NO"', 'ERROR 73'],
    'clear': ['CLEAR:ON ERROR GOTO %H:PRINT "CL"', 'CLEAR ,,2000:ON ERROR GOTO %H', 'CLEAR ,70000',
              'CLEAR 1E10', 'CLEAR ,65535', 'CLEAR ,,%V'],
    'mid': ['M$="ABCDE":MID$(M$,2)="XY":PRINT M$', 'M$="ABC":MID$(M$,0)="X"', 'M$="ABC":MID$(M$,9)="X":PRINT M$',
            'M$="ABC":MID$(M$,2,-1)="X"', 'M$="ABC":MID$(M$,%V)="Q":PRINT M$', 'M$="ABC":MID$(M$,1,%V)="QQ":PRINT M$',
            'MID$(Z$,1)="A"', 'M$="AB":MID$(M$,1)=5'],
    'val': ['PRINT VAL("1.2D+23")', 'PRINT VAL("1E40")', 'X=VAL("1D400"):PRINT X', 'PRINT VAL("&H7FFF1")',
            'PRINT VAL(" -1.5E-3 ")', 'PRINT VAL(STR$(%V))'],
    'using': ['PRINT USING "##.##^^^^";1.2E+23', 'PRINT USING "#^^^^";%V', 'PRINT USING "+.##^^^^^";-1E-30',
              'PRINT USING "###";%V*1000', 'PRINT USING "";1', 'PRINT USING "#.#^^^^";1D+300'],
    'fn': ['PRINT FNA(%V)', 'PRINT FNB$(%V)', 'PRINT FNA(FNA(%V))', 'X=FNC(1,2)', 'PRINT FNZ(1)', 'PRINT FNA("A")'],
    'paren': ['X=DA(1/%V', 'X=DA(%V=STRING$(3,65)', 'PRINT (1/%V', 'X=ABS(LOG(%V)', 'DA(%V-1=2',
              'PRINT LEN(STRING$(%V,65)', 'X=DA(%V,1', 'PRINT SQR(%V', 'X$=LEFT$("AB",%V', 'X=(%V+1)*(2',
              'DG$(%V)=STRING$(2,65', 'PRINT DA(%V);(2', 'X=DA(%V+1', 'SWAP DA(%V),DA(1'],
    # Out of memory in its ways (issue 24's CLEAR/ERROR/out-of-memory sequences): a small
    # stack, then deep GOSUBs (line 7990 calls itself), nested FORs, big arrays, strings.
    'memory': ['CLEAR ,,%K:ON ERROR GOTO %H:PRINT "CK"', 'D=0:GOSUB 7990', 'CLEAR ,%M:ON ERROR GOTO %H:PRINT FRE(0)>0',
               'DIM DX(6000):PRINT "DX"', 'DIM DY#(%V+4000)', 'ERASE DX,DY#', 'ERROR 7', 'ERROR 14',
               'A$=SPACE$(255):B$=A$+A$', 'D=0:GOSUB 7980:PRINT "R";D', 'CLEAR ,,%V:ON ERROR GOTO %H'],
    'nest': ['PRINT ASC(MID$("AB",%V))', 'PRINT LEN(SPACE$(%V-1))', 'PRINT CHR$(ASC(CHR$(%V)))',
             'PRINT LEFT$(STRING$(%V,65),-1)', 'PRINT INSTR(%V,"AB","B")', 'PRINT MID$(STR$(1/%V),2)',
             'PRINT ABS(SQR(LOG(%V)))', 'PRINT RIGHT$(LEFT$("ABC",%V),1)'],
}

# Bodies of DEF FN A (numeric) and B$ for the `fn` kind, with the parameter X.
FN_A = ['1/X', 'LOG(X)', 'SQR(X)', 'X^NOT 0', 'ASC(STRING$(X,65))', 'LEN(SPACE$(X))', 'X*40000%', 'FNA2(X)', 'DA(X)']
FN_B = ['STRING$(X,65)', 'CHR$(X)', 'MID$("ABC",X)', 'LEFT$("AB",X)', 'STR$(1/X)', 'SPACE$(X)']

# Values the %V variable starts with; the `fix` handler adds one and retries.
BAD_V = ['0', '-1', '256', '-32769', '1E10']

HANDLERS = ['next', 'line', 'retry', 'fix', 'chain', 'gosub', 'zero']
ENDINGS = ['errn', 'goto0', 'inner', 'fallend', 'errsame']


# Kinds to favour (the command line's fourth argument, comma-separated): 70 % of the statements.
FAVOUR = []


def stmt(r):
    kind = r.choice(FAVOUR) if FAVOUR and r.random() < 0.7 else r.choice(sorted(STMTS))
    return r.choice(STMTS[kind])


def block(r, k, base, last):
    """Lines of block k from line `base`, its handler's lines and its subroutine's lines."""
    h = 5000 + k * 20
    sub = 7000 + k * 20
    end = base + 90
    style = r.choice(ENDINGS if last else HANDLERS)
    v = r.choice(BAD_V)
    lines = ['%d ON ERROR GOTO %d:F=0:V=%s:PRINT "B%d"' % (base, h, v, k)]
    n = base + 10

    def fill(s):
        s = s.replace('%K', str(r.choice([300, 400, 512, 700, 1000, 3000])))
        s = s.replace('%M', str(r.choice([4000, 10000, 30000, 60000])))
        return s.replace('%V', 'V').replace('%H', str(h)).replace('%S', str(sub)).replace('%L', str(end))

    for j in range(r.randint(2, 4)):
        s = fill(stmt(r))
        own = sub + 2 + 4 * j
        ctx = r.randint(0, 9)
        if ctx == 0:
            lines.append('%d %s:PRINT "k"' % (n, s))
        elif ctx == 1:
            lines.append('%d FOR I=1 TO 2:%s:PRINT "f";I:NEXT I' % (n, s))
        elif ctx == 2:
            lines.append('%d FOR I=1 TO 2' % n)
            lines.append('%d %s' % (n + 1, s))
            lines.append('%d NEXT I:PRINT "fI";I' % (n + 2))
        elif ctx == 3:
            lines.append('%d FOR I=1 TO 2:FOR J=1 TO 2:%s:NEXT J,I:PRINT "IJ";I;J' % (n, s))
        elif ctx == 4:
            lines.append('%d W=0:WHILE W<2:W=W+1:%s:PRINT "w";W:WEND' % (n, s))
        elif ctx == 5:
            lines.append('%d GOSUB %d:PRINT "g"' % (n, own))
            lines.append('%d %s:PRINT "s":RETURN' % (own, s))
        elif ctx == 6:
            lines.append('%d FOR I=1 TO 2:GOSUB %d:PRINT "x";I' % (n, own))
            lines.append('%d %s:NEXT I:PRINT "n";I:RETURN' % (own, s))
        elif ctx == 7:
            lines.append('%d IF %s THEN %s ELSE PRINT "e"' % (n, r.choice(['1', '0', 'V', '1/V', 'V>0']), s))
        elif ctx == 8:
            lines.append('%d DEF FNA(X)=%s:DEF FNB$(X)=%s:DEF FNA2(X)=%s:%s' % (
                n, r.choice(FN_A), r.choice(FN_B), r.choice(FN_A[:-2]), s))
        else:
            lines.append('%d %s' % (n, s))
        n += 10
        if n >= end - 5:
            break
    lines.append('%d PRINT "Z%d";ERR;ERL;V' % (end, k))
    hl = ['%d PRINT "E";ERR;ERL;:H=H+1:IF H>40 THEN PRINT "H":END' % h]
    if style == 'next':
        hl.append('%d RESUME NEXT' % (h + 1))
    elif style == 'line':
        hl.append('%d RESUME %d' % (h + 1, end))
    elif style == 'retry':
        hl.append('%d F=F+1:IF F<3 THEN RESUME ELSE RESUME NEXT' % (h + 1))
    elif style == 'fix':
        hl.append('%d F=F+1:V=V+1:IF F<4 THEN RESUME ELSE RESUME NEXT' % (h + 1))
    elif style == 'chain':
        hl.append('%d ON ERROR GOTO %d:RESUME NEXT' % (h + 1, h + 10))
        hl.append('%d PRINT "C";ERR;ERL;:H=H+1:IF H>40 THEN END ELSE ON ERROR GOTO %d:RESUME NEXT' % (h + 10, h))
    elif style == 'gosub':
        hl.append('%d GOSUB %d:RESUME NEXT' % (h + 1, h + 10))
        hl.append('%d PRINT "G";ERR;ERL;:RETURN' % (h + 10))
    elif style == 'zero':
        hl.append('%d F=F+1:IF F<2 THEN RESUME 0 ELSE RESUME NEXT' % (h + 1))
    elif style == 'errn':
        hl.append('%d ERROR %d' % (h + 1, r.choice([5, 11, 200, 255, 73])))
    elif style == 'goto0':
        hl.append('%d ON ERROR GOTO 0' % (h + 1))
    elif style == 'inner':
        hl.append('%d X=%s:RESUME NEXT' % (h + 1, r.choice(['1/0', 'SQR(-1)', 'DA(99)', 'LOG(0)', '"A"'])))
    elif style == 'fallend':
        hl.append('%d PRINT "FALL"' % (h + 1))
    elif style == 'errsame':
        hl.append('%d ERROR ERR' % (h + 1))
    sl = ['%d PRINT "S";:RETURN' % sub]
    return lines, hl, sl


def program(r):
    lines = ['10 DIM DA(10)', '20 DEF FNC(X)=X']
    hand, subs = [], []
    count = r.randint(3, 6)
    for k in range(count):
        body, hl, sl = block(r, k, 100 + k * 100, k == count - 1 and r.random() < 0.5)
        lines += body
        hand += hl
        subs += sl
    lines.append('%d PRINT "DONE":END' % (100 + count * 100))
    data = ['8000 DATA 1,"A",2.5', '8010 DATA 7',
            '7980 D=D+1:FOR K=1 TO 1:IF D<300 THEN GOSUB 7980', '7985 NEXT K:RETURN',
            '7990 D=D+1:IF D<300 THEN GOSUB 7990:RETURN ELSE PRINT "D";D:RETURN']
    out = lines + hand + subs + data
    return sorted(out, key=lambda s: int(s.split(' ', 1)[0]))


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    if len(sys.argv) > 4:
        FAVOUR.extend(sys.argv[4].split(','))
    os.makedirs(out, exist_ok=True)
    r = random.Random(seed)
    for i in range(count):
        with open(os.path.join(out, 'Q%03d.bas' % i), 'w') as f:
            f.write('\r\n'.join(program(r)) + '\r\n')


main()
