#!/usr/bin/env python3
"""Error-trapping programs in the style of the real GW test programs (issue 24).

    python3 trapgen.py OUTDIR [N] [SEED]     # N random programs (default 300) + the fixed ones
    python3 trapdiff.py OUTDIR               # run each on the real machine and on ferrite

Each program opens OUTPUT.TXT, sets `ON ERROR GOTO 1000` and runs a random mix of
statements with bad and borderline arguments, one case a line (so ERL names it); the
handler writes `ERR; ERL` to the file and the screen and says `RESUME NEXT`. Lines of many
statements with IF/ELSE, ON, FOR and WHILE put errors in the middle of a statement, where
RESUME NEXT's place is decided. The fixed programs (`FIXED`) change control flow for good:
errors in the handler, `ON ERROR GOTO 0` there, RESUME without an error, RESUME to a
missing line, RETURN and NEXT across GOSUB, untrapped overflow.
"""
import os
import random
import sys

HANDLER = ['1000 PRINT #1,ERR;ERL:PRINT "E";ERR;ERL', '1010 RESUME NEXT']
SUBS = ['2000 NEXT I:PRINT "N2000";I:RETURN', '2100 PRINT "S2100";:RETURN',
        '2200 RETURN', '2300 ERROR 200:PRINT "A2300":RETURN',
        '2400 X=1/0:PRINT "A2400":RETURN', '2500 X=Q(11):PRINT "A2500":RETURN', '2600 RETURN 9999',
        '2700 DEF FNG2(X)=1/X:PRINT FNG2(0):RETURN', '2800 WHILE 1/0:WEND:RETURN', '2900 PRINT "S2900":RETURN X',
        '3000 DATA 1,"A",2.5,,X', '3010 DATA "B"']

# One case a line: bad and borderline arguments of every statement and function.
CASES = {
    'dim': ['DIM A(10)', 'DIM A(5)', 'DIM B(-1)', 'DIM C(40000)', 'DIM D(32767)', 'DIM E%(20000)',
            'DIM F(3,3,3,3,3)', 'DIM G#(5000)', 'ERASE A', 'ERASE Z', 'DIM H(0):PRINT H(0)',
            'A(11)=1', 'A(-1)=1', 'PRINT A(10)', 'X=Q(11)', 'X=Q(10):PRINT X', 'DIM A$(2.5):PRINT "OK"',
            'DIM K(1,2):K(1,3)=1', 'DIM L(-0.4):PRINT "L"', 'DIM M("A")', 'DIM N(32768)', 'DIM P(3):DIM P(3)',
            'DIM R(2),R(3)', 'X=R(1,1)', 'ERASE A:DIM A(3):PRINT "RD"'],
    'option': ['OPTION BASE 1', 'OPTION BASE 0', 'OPTION BASE 2', 'OPTION BASE -1', 'OPTION BASE 1:DIM OB(3):PRINT OB(0)',
               'OPTION BASE 0:PRINT "OB0"'],
    'environ': ['PRINT ENVIRON$(0)', 'PRINT LEN(ENVIRON$(256))', 'X$=ENVIRON$(-1)', 'X$=ENVIRON$("")',
                'ENVIRON "X"', 'ENVIRON ""', 'ENVIRON 5', 'ENVIRON "=1"', 'PRINT ENVIRON$("NOSUCH")="";"EN"'],
    'fornext': ['NEXT', 'NEXT I', 'FOR I=1 TO 2:NEXT J', 'FOR I=1 TO 3:FOR I=1 TO 2:NEXT I:NEXT I:PRINT I',
                'FOR I=1 TO 2:GOSUB 2000:NEXT:PRINT "F";I', 'FOR I=1 TO 2:NEXT I,J', 'FOR A$=1 TO 2:NEXT',
                'FOR I=1 TO "A":NEXT', 'FOR I%=32766 TO 32767:NEXT I%:PRINT I%', 'FOR I=1 TO 0:NEXT:PRINT I',
                'FOR I=1:NEXT', 'FOR I=1 TO 3:IF I=2 THEN ERROR 11 ELSE NEXT:PRINT "Q";I',
                'FOR I=1 TO 2:FOR J=1 TO 2:NEXT I:PRINT "IJ";I;J', 'FOR 1=1 TO 2:NEXT'],
    'on': ['ON 0 GOTO %N', 'ON -1 GOTO %N', 'ON 256 GOTO %N', 'ON 255 GOTO %N', 'ON 3 GOTO %N,%N',
           'ON 1 GOSUB 2100:PRINT "B"', 'ON 2.6 GOSUB 2100,2200,2100:PRINT "C"', 'ON "A" GOTO %N',
           'ON 1 GOTO 9999', 'ON 2 GOTO %N,9999', 'ON 1 GOTO %N,9999', 'ON 1E10 GOTO %N', 'ON -0.4 GOTO %N:PRINT "Z"',
           'ON 2 GOSUB 2100,2300:PRINT "D"', 'ON 1 GOTO', 'ON 2 GOTO ,%N', 'ON 1 GOTO ,%N:PRINT "EMPTY"'],
    'restore': ['RESTORE 9999', 'RESTORE 3010:READ R$:PRINT R$', 'RESTORE:READ X,Y$:PRINT X;Y$', 'RESTORE A',
                'READ X$,X$,X$,X$,X$,X$,X$:PRINT X$', 'RESTORE 3000:READ X,X,X:PRINT X', 'RESTORE 3000:READ X,Y', 'READ Y%'],
    'string': ['A$=STRING$(256,65)', 'A$=STRING$(-1,65)', 'A$=STRING$(3,256)', 'A$=STRING$(3,"")',
               'A$=STRING$(2,"XY"):PRINT A$', 'A$=STRING$(255,65):PRINT LEN(A$)', 'A$=STRING$(0,0):PRINT LEN(A$)',
               'A$=STRING$("A",65)', 'A$=STRING$(200,65)+STRING$(100,66)', 'A$=SPACE$(256)',
               'A$=STRING$(128,65):A$=A$+A$', 'A$=LEFT$("AB",-1)', 'A$=MID$("AB",0)', 'A$=CHR$(256)',
               'X=ASC("")', 'X=VAL("1E40")', 'X=INSTR(0,"A","A")', 'A$=RIGHT$("AB",256)', 'X=LEN(1)'],
    'varptr': ['X=VARPTR(ZZ)', 'ZY=1:PRINT VARPTR(ZY)>0', 'X=VARPTR(1)', 'X=VARPTR("A")', 'X=VARPTR(ZX$)',
               'X=VARPTR(A(1)):PRINT "V"', 'X$=VARPTR$(ZW)'],
    'while': ['WEND', 'WHILE 0', 'WHILE "A":WEND', 'I=0:WHILE I<2:I=I+1:WEND:PRINT I', 'WHILE 0:WEND:WEND',
              'WHILE 1/0:WEND:PRINT "W"', 'I=0:WHILE I<1:I=I+1:GOSUB 2100:WEND:PRINT "WG"'],
    'width': ['WIDTH 0', 'WIDTH 256', 'WIDTH -1', 'WIDTH "A"', 'WIDTH 80', 'WIDTH 80,26', 'WIDTH 80,25',
              'WIDTH 81', 'WIDTH 80,', 'WIDTH ,25'],
    'swap': ['SWAP SA,SB$', 'SWAP SA%,SB!', 'SWAP SC,SD', 'SE=1:SWAP SE,SF:PRINT SE;SF', 'SWAP SG$,SH$',
             'SWAP SI#,SJ', 'SWAP A(1),A(2)', 'SWAP SA'],
    'num': ['X=10^NOT 0:PRINT X', 'PRINT 10^NOT 0', 'X=0^-1', 'X=(-8)^(1/3)', 'X=1/0', 'X%=1/0', 'X=1E38*10',
            'X%=40000', 'X=5\\0', 'X=5 MOD 0', 'X%=-32768:X%=-X%', 'X=SQR(-1)', 'X=LOG(0)', 'X=EXP(89)',
            'X=CINT(32767.5)', 'X#=1D38*1D38', 'X=-32768%\\-1:PRINT X', 'X=1/0:PRINT "AFTER"',
            'PRINT 1;1/0;2', 'X=ATN("A")', 'X=FIX(1E38):PRINT X', 'X%=32767:X%=X%+1', 'X=2^128'],
    'rnd': ['PRINT RND(1)<1', 'X=RND(-1):PRINT X', 'X=RND(-5.5):PRINT X', 'PRINT RND(0)', 'X=RND("A")',
            'RANDOMIZE 40000', 'RANDOMIZE -32769', 'RANDOMIZE 5:PRINT RND', 'X=RND(1,2)', 'X=RND(-1E30):PRINT X'],
    'return': ['RETURN', 'RETURN 9999', 'GOSUB 2200:PRINT "R"', 'GOSUB 9999', 'GOSUB 2300:PRINT "RG"',
               'GOSUB 2100:GOSUB 2100:PRINT'],
    'errorn': ['ERROR %E', 'ERROR %E', 'ERROR %E', 'ERROR 0', 'ERROR 256', 'ERROR -1', 'ERROR "A"', 'ERROR 2.5',
               'ERROR 255', 'ERROR 73', 'ERROR 1:PRINT "NOT"'],
    'errvals': ['PRINT ERR;ERL', 'ERROR 5:PRINT ERR;ERL', 'X=ERR:Y=ERL:PRINT X;Y', 'ERR=1', 'ERL=1'],
    'deffn': ['DEF FNA(X)=X*2:PRINT FNA(3)', 'PRINT FNA(1,2)', 'PRINT FNZ(1)', 'PRINT FNA("A")',
              'DEF FNB$(X)=X:PRINT FNB$(1)', 'DEF FNC(X$)=LEN(X$):PRINT FNC(5)', 'DEF FND=1/0:PRINT FND',
              'DEF FNE(X)=FNE(X):PRINT FNE(1)', 'DEF FNF(X,X)=X:PRINT FNF(1,2)', 'DEF FN(X)=1',
              'DEF FNG(X)=X:PRINT FNG', 'PRINT FNA()'],
    'data': ['READ D1', 'READ D2$', 'READ D3', 'READ D4%', 'READ D5,D6', 'READ D7$,D8$,D9$'],
    'types': ['A$=1', 'A=“X”'.replace('“', '"').replace('”', '"'), 'X=LEN(1)', 'X=ASC(1)', 'IF "A" THEN PRINT "T"',
              'X=-"A"', 'X="A"*2', 'X=NOT "A"', 'A$="X":MID$(A$,1)=1', 'PRINT "A"+1', 'X=SIN("A")',
              'A$=CHR$("A")', 'X=1+"A"', 'X$="A"+STR$("B")', 'PRINT #1,"A"+1', 'X=CVI(1)', 'A%="A"',
              'IF "A"=1 THEN PRINT "Y"', 'X=("A"<1)', 'POKE "A",1', 'LOCATE "A"', 'PRINT TAB("A")',
              'X=INSTR(1,2,"A")', 'X=VAL(1)', 'A$=LEFT$(1,1)', 'X=PEEK("A")', 'X=ABS("A"):PRINT X'],
    'misc': ['GOTO 9999', 'IF 1 THEN 9999', 'X=USR(1)', 'PRINT #2,"X"', 'CLOSE #2:PRINT "C2"', 'X=EOF(2)',
             'X=INP(65536)', 'OUT 1,256', 'TRON:TROFF',
             'X=FRE("A")*0:PRINT X', 'X=POS(0):PRINT X', 'LOCATE 0', 'COLOR 32'],
    # Issue 24, second round: argument counts and types, missing operands, stray text,
    # errors inside DEF FN bodies, subroutines and WHILE conditions.
    'dim2': ['DIM', 'DIM Z1()', 'DIM Z2(1,)', 'DIM Z3(1) X', 'DIM Z4(1),', 'DIM Z5(2,2):X=Z5(3,0)',
             'DIM Z6$(5.5):PRINT "Z6"', 'DIM Z7(255,255)', 'DIM Z8(10):DIM Z8(10)', 'ERASE', 'ERASE Z9,',
             'ERASE 1', 'DIM Z0%(1):ERASE Z0%:ERASE Z0%', 'DIM Y1(-1.5)', 'DIM Y2(1E10)', 'DIM Y3(1,2,3,4,5,6,7,8)'],
    'clear2': ['CLEAR ,1', 'CLEAR "A"', 'CLEAR ,,,1', 'CLEAR 1,', 'CLEAR ,,-5', 'CLEAR ,70000'],
    'common': ['COMMON CA', 'COMMON CA,CB$', 'COMMON CA(', 'COMMON CC()', 'COMMON 5', 'COMMON', 'COMMON CA,',
               'COMMON CA CB'],
    'deffn2': ['DEF FNH(X)=1/X:PRINT FNH(0)', 'DEF FNI(X)=Q(X):PRINT FNI(11)', 'DEF FNJ(X)=X:PRINT FNJ(',
               'DEF FNL(X)=SQR(X):PRINT FNL(-1)', 'DEF FNM(X)', 'DEF FNN(X)=', 'DEF FNO X=1', 'DEF FNP(1)=1',
               'DEF FNQ$(X$)=X$+X$:PRINT LEN(FNQ$(STRING$(200,65)))', 'DEF FNR(X)=FNS(X):PRINT FNR(1)',
               'DEF FNT(X)=X:PRINT FNT(1)+FNT("A")', 'DEF FNU(X)=LOG(X)*2:PRINT 1;FNU(0);2',
               'DEF FNV(X)="A":PRINT FNV(1)', 'DEF FNW(X%)=X%:PRINT FNW(40000)'],
    'on2': ['ON 0 GOSUB %N:PRINT "Z"', 'ON -1 GOSUB %N', 'ON 256 GOSUB %N', 'ON 1.5 GOTO %N', 'ON -0.5 GOTO %N',
            'ON 32768 GOTO %N', 'ON -32769 GOTO %N', 'ON 255.5 GOTO %N', 'ON 1 GOSUB %N,', 'ON 1 GOTO %N X',
            'ON GOTO %N', 'ON 1 %N', 'ON 1 GOTO 1E3', 'ON 1 GOSUB', 'ON 1,1 GOTO %N', 'ON 3 GOSUB 2100,2100:PRINT "F"'],
    'args': ['X$=LEFT$("A")', 'X$=LEFT$("A",1,2)', 'X$=MID$("A")', 'X=INSTR("A")', 'X=INSTR(1,"A")', 'X=ABS()',
             'X=ABS(1,2)', 'X=SQR', 'X$=STRING$(1)', 'POKE 1', 'X=PEEK()', 'PRINT CHR$()', 'X=ASC("A","B")',
             'X$=SPACE$()', 'X=LEN()', 'X=VAL("1","2")', 'X=CINT()', 'ERROR', 'ERROR 1,2', 'GOTO', 'GOSUB',
             'GOTO A', 'RETURN A', 'RESTORE 1,2', 'WHILE', 'NEXT 1', 'FOR', 'FOR I', 'FOR I=1', 'FOR I=1 TO',
             'FOR I=1 TO 2 STEP', 'IF', 'IF 1', 'IF 1 THEN', 'OPTION', 'OPTION BASE', 'DEF', 'RANDOMIZE 1,2',
             'X=1+', 'X=(1', 'X=1)', 'X=*2', 'X=1 2', 'X=NOT', 'X=-', 'X==1', 'LET', 'LET X', 'LET 1=1',
             'A$="X" "Y"', 'X=FRE()', 'X=RND(1,2,3)', 'SWAP', 'SWAP SA,', 'SWAP ,SA', 'SWAP SA,SB,SC'],
    'stray': ['CLS X', 'BEEP X', 'RETURN X', 'WEND X', 'RESTORE X', 'TRON X', 'RANDOMIZE 1 X', 'CLOSE #2 X',
              'GOTO %N X', 'GOSUB 2100 X', 'X=1 Y', 'A$="X"Y', 'PRINT 1)', 'SWAP SA,SB X', 'KEY OFF X',
              'NEXT,', 'END X', 'STOP X', 'ERROR 5 X', 'DEF FNA(X)=X X', 'OPTION BASE 0 X', 'ERASE ZE X',
              'IF 1 THEN PRINT "T" X', 'IF 0 THEN PRINT "T" ELSE PRINT "E" X', 'PRINT "A" 5', 'LOCATE ,,1 X',
              'WHILE 0 X:WEND', 'FOR I=1 TO 2 X:NEXT', 'READ D1 X', 'DATA 1 X', 'REM X:Y', "PRINT 'X"],
    'not': ['PRINT 2^NOT 0', 'PRINT -2^NOT 0', 'PRINT 10^-NOT 0', 'PRINT NOT 0^2', 'PRINT 10^NOT 1',
            'PRINT 1+NOT 0*2', 'PRINT 2*NOT 0', 'PRINT 5 MOD NOT 0', 'PRINT NOT NOT 1', 'PRINT 2^-1',
            'PRINT -2^2', 'PRINT 2^-2^2', 'PRINT 10^NOT 0*3', 'PRINT 3^NOT -1', 'PRINT NOT 1^-1',
            'PRINT 1-NOT 0', 'PRINT 2^NOT 0^2', 'X%=10^NOT 0:PRINT X%'],
    'while2': ['WHILE 1/0:WEND:PRINT "W1"', 'WHILE Q(11):WEND', 'WHILE FNZZ(1):WEND', 'WHILE:WEND',
               'J=0:WHILE J<2 X:J=J+1:WEND:PRINT "W";J', 'WHILE "A"+1:WEND', 'WHILE LOG(0):WEND:PRINT "W2"', 'WHILE SQR(-1):WEND'],
    'gosub2': ['GOSUB 2400:PRINT "G4"', 'GOSUB 2500:PRINT "G5"', 'GOSUB 2600:PRINT "G6"', 'GOSUB 2700:PRINT "G7"',
               'GOSUB 2800', 'GOSUB 2400:GOSUB 2500:PRINT "G45"'],
    'varptr2': ['X=VARPTR()', 'X=VARPTR(ZQ,1)', 'PRINT VARPTR(#1)', 'X=VARPTR(#5)', 'X$=VARPTR$(1)',
                'X$=VARPTR$(ZQ$):PRINT LEN(X$)', 'X=VARPTR(#0)', 'X=VARPTR(#256)', 'X=VARPTR(ZR(1,1,1))'],
    'string2': ['X$=STRING$(1,2,3)', 'X$=STRING$(,65)', 'X$=STRING$(1.5,65.5):PRINT X$',
                'X$=STRING$(-0.4,65):PRINT LEN(X$)', 'X$=STRING$(255.5,65)', 'X$=STRING$(1,-0.5)',
                'X$=STRING$(2,"")', 'X$=STRING$(1E10,65)', 'X$=STRING$(1,"AB"+1)'],
    'environ2': ['X$=ENVIRON$(1,2)', 'X$=ENVIRON$()', 'ENVIRON "PATH"', 'X$=ENVIRON$', 'ENVIRON',
                 'X$=ENVIRON$(255.5)', 'X$=ENVIRON$(0.4)'],
    'width2': ['WIDTH "SCRN:",81', 'WIDTH 79', 'WIDTH 1,25', 'WIDTH 80,25,1', 'WIDTH 80 X', 'WIDTH "SCRN:"',
               'WIDTH #1', 'WIDTH #1,300', 'WIDTH #3,80'],
    'errorn2': ['ERROR 1E10', 'ERROR 65536', 'ERROR 255.5', 'ERROR -0.5', 'ERROR 0.4', 'ERROR 32767',
                'ERROR -32768', 'ERROR %E:PRINT "NE"', 'ERROR 0:PRINT "E0"'],
    'rnd2': ['X=RND(-0):PRINT X', 'X=RND():PRINT X', 'PRINT RND(1E38)<1', 'RANDOMIZE 1E10', 'RANDOMIZE "A"',
             'RANDOMIZE -1:PRINT RND', 'RANDOMIZE 32767.5', 'RANDOMIZE 65535'],
    'swap2': ['SWAP A(1),B(11)', 'SWAP SA$,SB$:PRINT "S"', 'SWAP FNA(1),SB', 'SWAP SA,1', 'SWAP SA#,SB#',
              'SWAP A(1),A(-1)', 'SWAP ZZ%(1),ZY%(12)'],
    'return2': ['RETURN 31', 'RETURN 0', 'RETURN 99999', 'GOSUB 2200 ELSE', 'GOSUB 2900'],
    'restore2': ['RESTORE 3000 X', 'RESTORE -1', 'RESTORE 65530', 'RESTORE 1E3', 'RESTORE 3005:READ R$:PRINT R$'],
    'for2': ['FOR I=1 TO 2 STEP 0:J=J+1:IF J<3 THEN NEXT ELSE PRINT "S0";J', 'FOR I#=1 TO 2:NEXT', 'FOR I%=1 TO 1E5:NEXT', 'FOR I=1 TO 2 STEP "A":NEXT',
             'FOR A(1)=1 TO 2:NEXT', 'FOR FNA=1 TO 2:NEXT', 'FOR I=1 TO 3:NEXT I,I', 'NEXT I,',
             'FOR I=1 TO 2:NEXT I J', 'FOR I=1 TO 1:NEXT:PRINT I', 'FOR I!=1 TO 2:NEXT I!:PRINT I!'],
}

# Lines of several statements: an error in the middle of IF, ON, FOR, WHILE, PRINT.
def compound(r, n):
    bad = ['1/0', 'SQR(-1)', '"A"', 'FNZZ(1)', 'Q(11)', 'LOG(0)']
    ok = ['1', '0', 'X>0', '2']
    def cond():
        return r.choice(bad) if r.random() < 0.5 else r.choice(ok)
    def stmt(tag):
        k = r.random()
        if k < 0.35:
            return 'PRINT "%s"' % tag
        if k < 0.55:
            return 'PRINT "%s";%s' % (tag, r.choice(bad))
        if k < 0.65:
            return 'X=%s:PRINT "%s"' % (r.choice(bad + ok), tag)
        if k < 0.75:
            return 'ERROR %d' % r.choice([5, 11, 200, 250])
        if k < 0.85:
            return 'GOSUB 2%s00' % r.choice('123')
        return 'PRINT "%s";:PRINT "%s"' % (tag, tag + 'b')
    forms = [
        lambda: 'IF %s THEN %s ELSE %s' % (cond(), stmt('T'), stmt('E')),
        lambda: 'IF %s THEN %s:%s ELSE %s:%s' % (cond(), stmt('T1'), stmt('T2'), stmt('E1'), stmt('E2')),
        lambda: 'IF %s THEN %s:%s' % (cond(), stmt('T1'), stmt('T2')),
        lambda: 'IF %s THEN IF %s THEN %s ELSE %s ELSE %s' % (cond(), cond(), stmt('A'), stmt('B'), stmt('C')),
        lambda: '%s:IF %s THEN %s ELSE %s:%s' % (stmt('P'), cond(), stmt('T'), stmt('E'), stmt('Z')),
        lambda: 'IF %s GOTO %d ELSE %s:%s' % (cond(), n + 1, stmt('E'), stmt('Z')),
        lambda: 'IF %s THEN %d ELSE %s' % (cond(), n + 1, stmt('E')),
        lambda: 'ON %s GOTO %d,%d:%s' % (cond(), n + 1, n + 1, stmt('O')),
        lambda: 'ON %s GOSUB 2100,2200:%s' % (cond(), stmt('O')),
        lambda: 'FOR I=1 TO %s:%s:NEXT:%s' % (r.choice(['2', 'Q(11)', '"A"', '1/0']), stmt('F'), stmt('G')),
        lambda: 'FOR I=1 TO 2:%s:NEXT:PRINT "I";I' % stmt('F'),
        lambda: 'I=0:WHILE %s AND I<2:I=I+1:%s:WEND:%s' % (r.choice(['1', 'SQR(-1)', '"A"']), stmt('W'), stmt('V')),
        lambda: 'PRINT 1;%s;2:%s' % (r.choice(bad), stmt('P')),
        lambda: '%s:%s:%s' % (stmt('M1'), stmt('M2'), stmt('M3')),
        lambda: 'IF %s THEN %s ELSE IF %s THEN %s ELSE %s' % (cond(), stmt('T'), cond(), stmt('U'), stmt('V')),
        lambda: 'I=0:WHILE I<2 AND %s:I=I+1:%s:WEND:%s' % (r.choice(['1', 'SQR(-1)', '"A"', 'Q(11)']), stmt('W'), stmt('V')),
        lambda: 'GOSUB %s:%s' % (r.choice(['2100', '2400', '2500', '2700', '2800']), stmt('G')),
        lambda: 'DEF FNQ(X)=%s:PRINT FNQ(1);:%s' % (r.choice(bad + ok).replace('X>0', 'X'), stmt('D')),
        lambda: 'IF %s THEN %s ELSE %s' % (cond(), r.choice(['REM :PRINT "R"', "' X:PRINT", 'X=(', 'PRINT "A" X']), stmt('E')),
        lambda: 'ON %s GOSUB 2100,2400:%s:%s' % (r.choice(['1', '2', '0', '-1', '256', '"A"']), stmt('O'), stmt('P')),
        lambda: '%s:%s X:%s' % (stmt('S1'), r.choice(['PRINT 1', 'CLS', 'X=1', 'BEEP', 'ERROR 5']), stmt('S2')),
    ]
    return r.choice(forms)()


def program(r):
    lines = ['10 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '20 ON ERROR GOTO 1000']
    n = 30
    groups = r.sample(sorted(CASES), r.randint(3, 6))
    pool = [c for g in groups for c in CASES[g]]
    for _ in range(r.randint(10, 22)):
        if r.random() < 0.3:
            body = compound(r, n)
        else:
            body = r.choice(pool)
        body = body.replace('%N', str(n + 1)).replace('%E', str(r.randint(0, 255)))
        lines.append('%d PRINT "@%d";:%s' % (n, n, body) if r.random() < 0.5 else '%d %s' % (n, body))
        n += 1
    lines.append('%d PRINT "DONE":CLOSE:END' % n)
    return lines + HANDLER + SUBS


# Programs that change control flow for good.
FIXED = {
    'in_handler': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "BACK"', '40 END',
                   '100 PRINT "H";ERR;ERL', '110 X=1/0', '120 RESUME NEXT'],
    'in_handler2': ['10 ON ERROR GOTO 100', '20 X=SQR(-1)', '30 PRINT "BACK"', '40 END',
                    '100 PRINT "H";ERR;ERL', '110 ERROR 200', '120 RESUME NEXT'],
    'goto0_handler': ['10 ON ERROR GOTO 100', '20 ERROR 11', '30 PRINT "BACK"', '40 END',
                      '100 PRINT "H";ERR;ERL', '110 ON ERROR GOTO 0', '120 RESUME NEXT'],
    'goto0_handler_user': ['10 ON ERROR GOTO 100', '20 ERROR 222', '30 PRINT "BACK"', '40 END',
                           '100 PRINT "H";ERR;ERL:ON ERROR GOTO 0'],
    'goto0_main': ['10 ON ERROR GOTO 100', '20 ON ERROR GOTO 0', '30 X=1/0:PRINT X', '40 ERROR 5', '50 END',
                   '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_noerr': ['10 ON ERROR GOTO 100', '20 RESUME', '30 PRINT "X"', '40 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_noerr_next': ['10 ON ERROR GOTO 100', '20 RESUME NEXT', '30 PRINT "X"', '40 END',
                          '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_noerr_untrapped': ['10 RESUME 20', '20 PRINT "X"'],
    'resume_missing': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "X"', '40 END', '100 PRINT "H";ERR;ERL:RESUME 999'],
    'resume_line': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "X";ERR;ERL', '40 END',
                    '100 PRINT "H";ERR;ERL:RESUME 30'],
    'resume_again': ['10 ON ERROR GOTO 100', '20 N=0', '30 X=1/N:PRINT "X";X', '40 END',
                     '100 PRINT "H";ERR;ERL:N=2:RESUME'],
    'resume_again_if': ['10 ON ERROR GOTO 100', '20 N=0', '30 IF 1 THEN PRINT "T";:X=1/N:PRINT "X";X ELSE PRINT "E"',
                        '40 IF 0 THEN PRINT "T2" ELSE PRINT "E2";:Y=2/N:PRINT Y', '50 END',
                        '100 PRINT "H";ERR;ERL:N=N+1:RESUME'],
    'resume_again_else2': ['10 ON ERROR GOTO 100', '20 N=0', '30 IF 0 THEN PRINT "T" ELSE PRINT "E";:PRINT 3/N',
                           '40 END', '100 PRINT "H";ERR;ERL:N=N+1:RESUME'],
    'no_resume': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "X"', '40 END', '100 PRINT "H";ERR;ERL'],
    'no_resume_end': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "X"', '40 END', '100 PRINT "H";ERR;ERL:END'],
    'handler_missing': ['10 ON ERROR GOTO 999', '20 ERROR 5', '30 PRINT "X"'],
    'handler_missing2': ['10 ON ERROR GOTO 999', '20 PRINT "Y"', '30 X=1/0', '40 PRINT "X"'],
    'erl_after_resume': ['10 ON ERROR GOTO 100', '20 ERROR 7', '30 PRINT ERR;ERL', '40 ERROR 9', '50 PRINT ERR;ERL',
                         '60 RESUME', '70 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'next_in_gosub': ['10 ON ERROR GOTO 100', '20 FOR I=1 TO 3', '30 GOSUB 50', '40 PRINT "L";I:END',
                      '50 PRINT "S";I', '60 NEXT I', '70 PRINT "AFTER";I:RETURN', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'next_in_gosub_bare': ['10 ON ERROR GOTO 100', '20 FOR I=1 TO 3', '30 GOSUB 50', '40 PRINT "L";I:END',
                           '50 PRINT "S";I', '60 NEXT', '70 PRINT "AFTER";I:RETURN', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'for_same_var': ['10 ON ERROR GOTO 100', '20 FOR I=1 TO 2', '30 FOR I=1 TO 3', '40 PRINT I;', '50 NEXT I',
                     '60 NEXT I', '70 PRINT "E";I', '80 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'return_in_for': ['10 ON ERROR GOTO 100', '20 GOSUB 40', '30 PRINT "B":END', '40 FOR I=1 TO 3', '50 RETURN',
                      '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'wend_in_gosub': ['10 ON ERROR GOTO 100', '20 WHILE I<2', '30 GOSUB 50', '40 PRINT "L";I:END',
                      '50 I=I+1', '60 WEND', '70 PRINT "AFTER";I:RETURN', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'while_nowend': ['10 ON ERROR GOTO 100', '20 WHILE 1', '30 PRINT "IN"', '40 PRINT "END"',
                     '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'while_nested': ['10 ON ERROR GOTO 100', '20 WHILE I<2:I=I+1', '30 WHILE J<1:J=J+1', '40 WEND', '50 PRINT I;J',
                     '60 WEND', '70 WEND', '80 PRINT "Z"', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'overflow_untrapped': ['10 X=1E38*10:PRINT X', '20 X=1/0:PRINT X', '30 X%=1/0', '40 PRINT "X"'],
    'overflow_untrapped2': ['10 X=5\\0:PRINT X', '20 X=5 MOD 0:PRINT X', '30 X=2^200:PRINT X', '40 X=0^-1:PRINT X',
                            '50 X#=1D308:PRINT X#', '60 X%=40000', '70 PRINT "X"'],
    'overflow_untrapped3': ['10 X=CINT(40000)', '20 PRINT "X"'],
    'overflow_untrapped4': ['10 A$=CHR$(40000)', '20 PRINT "X"'],
    'overflow_untrapped5': ['10 X=EXP(100):PRINT X', '20 X=-1E38-1E38:PRINT X', '30 X%=-1/0'],
    'stop_in_handler': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "X"', '100 PRINT "H";ERR;ERL:STOP'],
    'error_after_handler': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 ERROR 6', '40 PRINT "Z"',
                            '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'on_error_in_handler': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 ERROR 6', '40 PRINT "Z"', '50 END',
                            '100 PRINT "H";ERR;ERL:ON ERROR GOTO 200:RESUME NEXT', '200 PRINT "I";ERR;ERL:RESUME NEXT'],
    'on_error_twice': ['10 ON ERROR GOTO 100', '20 ON ERROR GOTO 200', '30 ERROR 5', '40 END',
                       '100 PRINT "H":RESUME NEXT', '200 PRINT "I";ERR;ERL:RESUME NEXT'],
    'gosub_in_handler': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END', '100 GOSUB 200:RESUME NEXT',
                         '200 PRINT "S";ERR;ERL:RETURN'],
    'resume_in_gosub': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END', '100 GOSUB 200',
                        '110 PRINT "NO"', '200 PRINT "S";ERR;ERL:RESUME NEXT'],
    'error_in_gosub': ['10 ON ERROR GOTO 100', '20 GOSUB 50', '30 PRINT "B"', '40 END', '50 ERROR 5', '60 PRINT "C":RETURN',
                       '100 PRINT "H";ERR;ERL:RESUME 30'],
    'direct_err': ['10 ON ERROR GOTO 100', '20 PRINT "A"', '30 END', '100 PRINT "H";ERR;ERL:RESUME NEXT', '110 ZZZ'],
    'syntax_trap': ['10 ON ERROR GOTO 100', '20 PRINT "A":X=)', '30 PRINT "B"', '40 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'syntax_trap_resume': ['10 ON ERROR GOTO 100', '20 N=0', '30 N=N+1:IF N<3 THEN X=)', '40 PRINT "B";N', '50 END',
                           '100 PRINT "H";ERR;ERL:M=M+1:IF M>3 THEN END ELSE RESUME'],
    'strlong': ['10 ON ERROR GOTO 100', '20 A$=STRING$(255,65)', '30 B$=A$+"X"', '40 PRINT LEN(B$)', '50 A$=A$+A$+A$',
                '60 PRINT LEN(A$)', '70 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'cont_trapped': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END', '100 PRINT "H";ERR;ERL:CONT'],
    'cont_prog': ['10 ON ERROR GOTO 100', '20 CONT', '30 PRINT "B"', '40 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'errorn_untrapped': ['10 PRINT "A"', '20 ERROR 200', '30 PRINT "B"'],
    'errorn_untrapped2': ['10 PRINT "A"', '20 ERROR 73'],
    'resume_next_end': ['10 ON ERROR GOTO 100', '20 IF 1 THEN ERROR 5 ELSE PRINT "X"', '30 PRINT "B"', '40 END',
                        '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_next_data': ['10 ON ERROR GOTO 100', '20 READ A:PRINT A', '30 DATA 1,"A:B":PRINT "D"', '40 READ A$:PRINT A$',
                         '50 PRINT "Z"', '60 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_next_quote': ['10 ON ERROR GOTO 100', '20 IF X/0 THEN PRINT "A:B":PRINT "C" ELSE PRINT "D"', '30 END',
                          '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_next_rem': ['10 ON ERROR GOTO 100', "20 IF X/0 THEN PRINT \"A\" ' C:PRINT \"C\"", '25 IF X/0 THEN REM :PRINT "D"',
                        '30 PRINT "E"', '40 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_next_else_multi': ['10 ON ERROR GOTO 100', '20 IF 0 THEN PRINT "T1":PRINT "T2" ELSE PRINT 1/0:PRINT "E2"',
                               '30 IF 0 THEN PRINT "T3":PRINT "T4":PRINT "T5" ELSE ERROR 5', '40 END',
                               '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'resume_next_nested': ['10 ON ERROR GOTO 100', '20 IF 1 THEN IF 0 THEN PRINT "A" ELSE ERROR 5:PRINT "B" ELSE PRINT "C":PRINT "D"',
                           '30 IF 0 THEN PRINT "E":PRINT "F" ELSE IF 1 THEN ERROR 6:PRINT "G"', '40 END',
                           '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    # Second round: RESUME forms, ON ERROR inside the handler, the last line number.
    'erl_last_line': ['10 ON ERROR GOTO 100', '20 GOTO 65529', '30 PRINT "B";ERR;ERL:END',
                      '100 PRINT "H";ERR;ERL:IF ERL=65529 THEN RESUME 30', '65529 ERROR 5'],
    'erl_last_line2': ['10 ON ERROR GOTO 100', '20 GOSUB 65529:PRINT "R"', '30 END', '100 PRINT "H";ERR;ERL:RESUME NEXT',
                       '65529 X=1/0:PRINT "A":RETURN'],
    'resume_0_form': ['10 ON ERROR GOTO 100', '20 N=0', '30 X=1/N:PRINT "X";X', '40 END', '100 PRINT "H";ERR;ERL:N=4:RESUME 0'],
    'resume_next_arg': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END', '100 PRINT "H";ERR;ERL:RESUME NEXT 1'],
    'resume_stray': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END', '100 PRINT "H";ERR;ERL:RESUME 30 X'],
    'resume_var': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END', '100 PRINT "H";ERR;ERL:RESUME A'],
    'resume_neg': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END', '100 PRINT "H";ERR;ERL:RESUME -1'],
    'resume_then': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END',
                    '100 PRINT "H";ERR;ERL:IF ERR=5 THEN RESUME 30 ELSE RESUME NEXT'],
    'resume_in_if_else': ['10 ON ERROR GOTO 100', '20 ERROR 6', '25 ERROR 5', '30 PRINT "B"', '40 END',
                          '100 PRINT "H";ERR;ERL:IF ERR=5 THEN RESUME 30 ELSE RESUME NEXT'],
    'on_error_nested': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"', '40 END',
                        '100 PRINT "H";ERR;ERL:ON ERROR GOTO 200:ERROR 6', '200 PRINT "I";ERR;ERL:RESUME NEXT'],
    'on_error_nested2': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 ERROR 7', '40 PRINT "B":END',
                         '100 PRINT "H";ERR;ERL:ON ERROR GOTO 200:RESUME NEXT', '200 PRINT "I";ERR;ERL:ON ERROR GOTO 100:RESUME NEXT'],
    'on_error_missing_in_handler': ['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "B"',
                                    '100 PRINT "H";ERR;ERL:ON ERROR GOTO 999:RESUME NEXT'],
    'on_error_0_direct_err': ['10 ON ERROR GOTO 100', '20 ERROR 300', '30 PRINT "B"', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'error_in_deffn_gosub': ['10 ON ERROR GOTO 100', '20 DEF FNA(X)=1/X', '30 GOSUB 50:PRINT "R"', '40 END',
                             '50 PRINT FNA(0);FNA(2):RETURN', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'error_in_while_cond': ['10 ON ERROR GOTO 100', '20 I=0', '30 WHILE 5/I>1', '40 I=I+1:PRINT I', '50 WEND', '60 PRINT "Z"',
                            '70 END', '100 PRINT "H";ERR;ERL:I=1:RESUME'],
    'error_in_while_cond2': ['10 ON ERROR GOTO 100', '20 WHILE Q(11)', '30 PRINT "IN"', '40 WEND', '50 PRINT "Z"',
                             '60 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'error_every_unprintable': ['10 ON ERROR GOTO 100', '20 ERROR 100', '30 ERROR 255', '40 ERROR 31', '50 ERROR 77',
                                '60 ON ERROR GOTO 0', '70 ERROR 100'],
    'untrapped_unprintable': ['10 PRINT "A"', '20 ERROR 254'],
    'untrapped_in_handler': ['10 ON ERROR GOTO 100', '20 ERROR 5', '100 PRINT "H";ERR;ERL:ERROR 222'],
    'return_after_resume': ['10 ON ERROR GOTO 100', '20 GOSUB 40', '30 PRINT "B":END', '40 ERROR 5', '50 RETURN',
                            '100 PRINT "H";ERR;ERL:RESUME NEXT'],
    'handler_return': ['10 ON ERROR GOTO 100', '20 GOSUB 40', '30 PRINT "B":END', '40 ERROR 5', '50 PRINT "C"',
                       '100 PRINT "H";ERR;ERL:RETURN'],
    'on_gosub_zero': ['10 ON ERROR GOTO 100', '20 ON 0 GOSUB 50:PRINT "A"', '30 ON 2 GOSUB 50:PRINT "B"',
                      '40 ON 1 GOSUB 50,60:PRINT "C":END', '50 PRINT "S50":RETURN', '60 RETURN',
                      '100 PRINT "H";ERR;ERL:RESUME NEXT'],
}


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.makedirs(out, exist_ok=True)
    r = random.Random(seed)
    for i in range(count):
        with open(os.path.join(out, 'T%03d.bas' % i), 'w') as f:
            f.write('\r\n'.join(program(r)) + '\r\n')
    for name, body in FIXED.items():
        with open(os.path.join(out, 'F_%s.bas' % name), 'w') as f:
            f.write('\r\n'.join(body) + '\r\n')


main()
