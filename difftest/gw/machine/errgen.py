#!/usr/bin/env python3
"""Error-trapping probes for GW-BASIC 3.23: many one-line cases, each run under
ON ERROR GOTO with a handler printing ERR and ERL and RESUME NEXT.

    python3 errgen.py OUTDIR          # writes OUTDIR/<group>.bas
    ./compare.sh OUTDIR                # runs each on the real machine and on ferrite, diffs

Cases that change the program's state for good (WIDTH, OPTION BASE, CLEAR) or its
control flow (WHILE, RETURN, NEXT) sit in groups of their own.
"""
import os
import sys

HANDLER = ["9000 PRINT \"E\";ERR;ERL", "9010 RESUME NEXT"]

GROUPS = {
    "args_str": [
        'A$=STRING$(256,65)', 'A$=STRING$(-1,65)', 'A$=STRING$(3,256)', 'A$=STRING$(3,-1)',
        'A$=STRING$(0,65):PRINT LEN(A$)', 'A$=STRING$(3,""):PRINT A$', 'A$=STRING$(2,"XY"):PRINT A$',
        'A$=STRING$(255,65):PRINT LEN(A$)', 'A$=STRING$(3,65.6):PRINT A$', 'A$=STRING$(32768,65)',
        'A$=SPACE$(-1)', 'A$=SPACE$(256)', 'A$=SPACE$(255):PRINT LEN(A$)', 'A$=SPACE$("A")',
        'A=ASC("")', 'A$=CHR$(256)', 'A$=CHR$(-1)', 'A$=CHR$(65.5):PRINT A$',
        'A$=LEFT$("A",-1)', 'A$=LEFT$("A",256)', 'A$=RIGHT$("A",-1)', 'A$=RIGHT$("A",256)',
        'A$=MID$("A",0)', 'A$=MID$("A",256)', 'A$=MID$("ABC",2,-1)', 'A$=MID$("ABC",2,256)',
        'A$=MID$("ABC",5):PRINT LEN(A$)', 'A$=MID$("ABC",1,0):PRINT LEN(A$)',
        'A=INSTR(0,"A","B")', 'A=INSTR(256,"A","B")', 'A=INSTR(255,"A","B"):PRINT A',
        'A=INSTR(2,"ABC",""):PRINT A', 'A=INSTR(5,"ABC",""):PRINT A', 'A=INSTR("","")',
        'A=VAL(5)', 'A$=STR$("A")', 'A=LEN(5)', 'A$=HEX$(70000)', 'A$=HEX$(-32769)',
        'A$=OCT$(-1):PRINT A$', 'A$=HEX$(65535.4):PRINT A$', 'A$="A"+1', 'A=1+"A"',
        'A$=MKI$(40000)', 'A=CVI("A")', 'A=CVS("ABC")', 'A=CVD("ABCDEFG")', 'A=CVI("ABC"):PRINT A',
        'A$=MKS$("A")', 'A$=SPACE$(0):PRINT LEN(A$)', 'A$=LEFT$(A,1)', 'A=ASC(5)',
        'B$="XYZ":MID$(B$,0)="A"', 'B$="XYZ":MID$(B$,4)="A":PRINT B$', 'B$="XYZ":MID$(B$,3)="AB":PRINT B$',
        'B$="XYZ":MID$(B$,256)="A"', 'B$="XYZ":MID$(B$,1,-1)="A"', 'B$="XYZ":MID$(B$,1,0)="A":PRINT B$',
        'B$="XYZ":MID$(B$,2,256)="AB":PRINT B$', 'B$="":MID$(B$,1)="A":PRINT LEN(B$)',
        'MID$(Q,1)="A"', 'B$="XYZ":MID$(B$,1)=5', 'B$="XYZ":MID$(B$,2,1)="AB":PRINT B$',
        'A$=ENVIRON$(0)', 'A$=ENVIRON$(256)', 'A$=ENVIRON$("")', 'A$=ENVIRON$(-1)',
        'A$=ENVIRON$(1):PRINT LEN(A$)>=0', 'ENVIRON "X"', 'ENVIRON "X=1":PRINT ENVIRON$("X")',
        'ENVIRON ""', 'ENVIRON 5', 'ENVIRON "=1"', 'ENVIRON "Y 2"', 'ENVIRON "Z;3":PRINT ENVIRON$("Z")',
    ],
    "args_stmt": [
        'COLOR', 'COLOR ,', 'COLOR ,,', 'COLOR 1,', 'COLOR 1,1,1,1', 'COLOR 32', 'COLOR 31,16',
        'COLOR 7,0,16', 'COLOR -1', 'COLOR 32768', 'COLOR "A"', 'COLOR 7,0,0:PRINT "OK"',
        'SWAP SA,SB:PRINT SA;SB', 'SC=1:SWAP SC,SD', 'SWAP SE$,SF', 'SWAP SG%,SH!', 'SI=1:SJ=2:SWAP SI,SJ:PRINT SI;SJ',
        'LOCATE 0', 'LOCATE 26', 'LOCATE 25:PRINT "OK"', 'LOCATE ,0', 'LOCATE ,81', 'LOCATE ,,2',
        'LOCATE ,,1,32', 'LOCATE ,,,,32', 'LOCATE 1,1,1,1,1,1', 'LOCATE "A"',
        'KEY 0,"A"', 'KEY 11,"A"', 'KEY 1,STRING$(16,65)', 'KEY 31,"A"', 'KEY "A"', 'KEY ON:KEY OFF',
        'SOUND 36,1', 'SOUND 37,-1', 'SOUND 32768,1',
        'A$=STRING$(3,"")', 'A$=STRING$("A",65)', 'A$=STRING$(1)', 'A=RND(1,2)',
        'RESTORE A', 'RESTORE "A"', 'ON 1 GOTO', 'ON 1 GOTO A', 'ON 1,2 GOTO 100', 'ON X GOSUB',
        'OPTION BASE 2', 'OPTION BASE -1', 'OPTION BASE A', 'CLS 3', 'CLS -1', 'TRON:TROFF',
        'VIEW PRINT 0 TO 5', 'VIEW PRINT 5 TO 1', 'VIEW PRINT 1 TO 26', 'VIEW PRINT 1 TO 24:VIEW PRINT',
    ],
    "args_num": [
        'A=SQR(-1)', 'A=LOG(0)', 'A=LOG(-1)', 'A=1/0', 'A%=40000', 'A%=-32769', 'A%=-32768.5',
        'A=10^NOT 0', 'A=0^-1', 'A=(-8)^(1/3)', 'A=(-2)^2:PRINT A', 'A=0^0:PRINT A', 'A=EXP(89)', 'A=EXP(88):PRINT A>1',
        'A=RND(1):PRINT A<1', 'A=RND(-1):PRINT A', 'A=RND(0):PRINT A', 'A=RND("A")', 'RANDOMIZE 40000',
        'RANDOMIZE -32769', 'RANDOMIZE "A"', 'A=CINT(40000)', 'A=CINT(-32768.4):PRINT A', 'A=CINT(32767.5)',
        'A=FIX("A")', 'A=INT(1E38):PRINT A', 'A=SGN(-0):PRINT A', 'A=ABS(-32768%)', 'A=-(-32768%):PRINT A',
        'A%=-32768:A%=-A%', 'A%=32767:A%=A%+1', 'A=32767%+1%:PRINT A', 'A=32767%*2%:PRINT A',
        'A=-32768%\\-1:PRINT A', 'A=5\\0', 'A=5 MOD 0', 'A=5.5 MOD 2:PRINT A', 'A=70000 MOD 2',
        'A=70000 AND 1', 'A=-32769 OR 0', 'A=65535 AND 1', 'A=NOT 32768', 'A=NOT -32768:PRINT A',
        'A=1E38*10', 'A=-1E38*10', 'A#=1D38*10', 'A=CDBL(1E38)*100:PRINT A', 'A=CSNG(1D39)',
        'A=TAN(1E38):PRINT A<>0', 'A=ATN(1E38):PRINT A', 'A=COS(-1E38):PRINT A<2', 'A=SIN(0):PRINT A',
        'A=PEEK(-1)', 'A=PEEK(65536)', 'A=PEEK(65535):PRINT A>=0', 'POKE -1,0', 'POKE 65536,0', 'POKE 1,256',
        'POKE 1,-1', 'A=FRE(0):PRINT A>0', 'A=FRE(-1):PRINT A>0', 'A=FRE(-2):PRINT A>0', 'A=FRE("")>0:PRINT A',
        'A=INP(-1)', 'A=INP(65536)', 'OUT -1,0', 'OUT 1,256', 'A=POS(-1):PRINT A',
        'A=POS("A")', 'A=LPOS(4)', 'A=LPOS(-1)', 'A=LPOS(0):PRINT A',
        'A=CSRLIN(1)', 'A=VARPTR(ZZ)', 'A=VARPTR(ZZ$)', 'A=VARPTR(ZZ%(0)):PRINT A>0', 'A=VARPTR(#1)',
        'A=VARPTR(#0)', 'A=VARPTR(#16)', 'A$=VARPTR$(ZZ)', 'ZY=1:A$=VARPTR$(ZY):PRINT LEN(A$);ASC(A$)',
        'ZX=1:A=VARPTR(ZX):PRINT A>0', 'A=USR(1)', 'A=USR0(1)', 'DEF USR=0', 'DEF USR10=0', 'DEF SEG=-1',
        'DEF SEG=65536', 'DEF SEG:A=PEEK(0)', 'A=EOF(0)', 'A=EOF(1)', 'A=LOC(1)', 'A=LOF(1)', 'A=EOF(16)',
        'A=EOF(-1)', 'A=EOF(256)', 'A=ERL(1)', 'A=TIMER(1)', 'A=SCREEN(0,0)', 'A=SCREEN(1,1):PRINT A',
        'A=SCREEN(26,1)', 'A=SCREEN(1,81)', 'A=PEN(0)', 'A=STICK(0)', 'A=STRIG(0)', 'A=PLAY(0)',
        'A=PMAP(0,0)', 'A=POINT(0,0)', 'A=EXTERR(0)', 'A=IOCTL$(1)',
    ],
    "stmts": [
        'DIM B(-1)', 'DIM C(10):DIM C(5)', 'DIM D(32768)', 'DIM E(32767)', 'DIM F(1.5):PRINT "OK"',
        'DIM G(10,10,10,10)', 'DIM H%(-0.4):PRINT "OK"', 'DIM I%(-0.6)', 'DIM J("A")', 'A=K(11)',
        'A=K(-1)', 'A=K(1,1)', 'DIM L(2):A=L(3)', 'DIM M(2):A=M(1,1)', 'ERASE NN', 'DIM O(2):ERASE O:ERASE O',
        'ERASE P%', 'ON -1 GOTO 100', 'ON 256 GOTO 100', 'ON 255 GOTO 100:PRINT "OK"', 'ON 0 GOTO 100:PRINT "OK"',
        'ON -0.4 GOTO 100:PRINT "OK"', 'ON 255.6 GOTO 100', 'ON "A" GOTO 100', 'ON 1 GOTO 65000',
        'ON 2 GOSUB 65000:PRINT "OK"',
        'RESTORE 5', 'RESTORE 65000', 'GOTO 65000', 'GOSUB 65000', 'ERROR 0', 'ERROR 256',
        'ERROR 255', 'ERROR 200', 'ERROR 73', 'ERROR 1.6', 'ERROR -1', 'ERROR "A"', 'ERROR 100',
        'SWAP A,A$', 'SWAP QQ,RR', 'SWAP A%,B!', 'A=1:SWAP A,B:PRINT A;B', 'SWAP A$,B$:PRINT "OK"',
        'WIDTH 300', 'WIDTH 0', 'WIDTH -1', 'WIDTH "A"', 'WIDTH 255,26', 'WIDTH 80,0', 'WIDTH #1,10',
        'WIDTH "LPT1:",300', 'WIDTH "SCRN:",20', 'WIDTH LPRINT 300', 'WIDTH "XYZ:",80', 'WIDTH 80,25',
        'LOCATE 0', 'LOCATE 26', 'LOCATE 1,0', 'LOCATE 1,81', 'LOCATE ,,2', 'LOCATE ,,,32',
        'COLOR 32', 'COLOR -1', 'COLOR 7,8', 'COLOR 7,0,16', 'COLOR 7,0',
        'KEY 0,"A"', 'KEY 11,"A"', 'KEY 1,"A"', 'KEY 31,"A"', 'KEY(0) ON', 'KEY(21) ON', 'KEY(20) ON', 'KEY ON:KEY OFF',
        'SOUND 36,1', 'SOUND 36,-1', 'SOUND 32768,1', 'SOUND 37,65536', 'BEEP', 'PLAY "X"', 'PLAY "Z"',
        'PLAY 5', 'PLAY "O7"', 'PLAY "L0"', 'PLAY "T31"',
        'SCREEN 3', 'SCREEN -1', 'SCREEN 0,,8', 'SCREEN 0,0,0,0',
        'CLS 3', 'CLS -1', 'VIEW PRINT 0 TO 5', 'VIEW PRINT 5 TO 3', 'VIEW PRINT 1 TO 26',
        'PSET (0,0)', 'LINE (0,0)-(1,1)', 'CIRCLE (1,1),1', 'DRAW "U1"', 'PAINT (1,1)',
        'PALETTE 0,0', 'PCOPY 0,1', 'GET (0,0)-(1,1),A', 'PUT (0,0),A', 'WINDOW (0,0)-(1,1)',
        'ON KEY(0) GOSUB 100', 'ON TIMER(0) GOSUB 100', 'ON TIMER(86401) GOSUB 100',
        'ON TIMER(86400) GOSUB 100:PRINT "OK"', 'ON STRIG(1) GOSUB 100', 'ON PEN GOSUB 100', 'ON PLAY(0) GOSUB 100',
        'ON COM(1) GOSUB 100', 'ON COM(3) GOSUB 100', 'COM(1) ON', 'PEN ON', 'STRIG ON', 'MOTOR 1',
        'DEF FNA(X)=X:A=FNA(1,2)', 'DEF FNB(X)=X:A=FNB', 'A=FNZ(1)', 'DEF FNC$(X)=X:A$=FNC$(1)',
        'DEF FND(X$)=1:A=FND(1)', 'DEF FNE(X)=X:A$=FNE(1)',
        'CHAIN 5',
        'COMMON 5', 'DATE$="1-1-79"', 'TIME$="25:00"',
        'DATE$=5', 'MID$(5,1)="A"', 'LSET A$="X"', 'LSET A="X"', 'RSET A$=5', 'FIELD #1,10 AS A$',
        'GET #1', 'PUT #1', 'GET #1,0', 'PUT #1,-1', 'LOCK #1', 'UNLOCK #1', 'CLOSE #1', 'CLOSE #16',
        'CLOSE #0', 'CLOSE #-1', 'CLOSE 256', 'PRINT #1,1', 'INPUT #1,A', 'LINE INPUT #1,A$', 'WRITE #1,1',
        'A=LOC(0)', 'A$=INPUT$(1,#1)', 'A$=INPUT$(1,#0)', 'RESET 1', 'NAME "ZZZZ" AS "YYYY"',
        'NAME 5 AS "A"', 'KILL "ZZZZ"', 'KILL 5', 'KILL ""', 'FILES 5', 'FILES ""', 'FILES "ZZZZ"',
        'MKDIR ""', 'RMDIR "ZZZZ"', 'CHDIR "ZZZZ"', 'CHDIR ""', 'CLOSE:OPEN "ZZZZ" FOR INPUT AS #1',
        'CLOSE:OPEN "I",#1,"ZZZZ"', 'CLOSE:OPEN "X",#1,"ZZZZ"', 'CLOSE:OPEN "O",#0,"ZZZZ"', 'CLOSE:OPEN "O",#4,"ZZZZ"',
        'CLOSE:OPEN "O",#16,"ZZZZ"', 'CLOSE:OPEN "R",#1,"ZZZZ",0', 'CLOSE:OPEN "R",#1,"ZZZZ",32768', 'CLOSE:OPEN "R",#1,"ZZZZ",-1',
        'CLOSE:OPEN "ZZZZ" FOR RANDOM AS #1 LEN=32768', 'CLOSE:OPEN "" FOR OUTPUT AS #1', 'CLOSE:OPEN "A B" FOR OUTPUT AS #1',
        'CLOSE:OPEN "SCRN:" FOR INPUT AS #1',
        'CLOSE:OPEN "KYBD:" FOR OUTPUT AS #1', 'CLOSE:OPEN "CAS1:" FOR OUTPUT AS #1', 'CLOSE:OPEN "ZZ.ZZZZ" FOR OUTPUT AS #1',
        'CLOSE:OPEN "ZZZZZZZZZZ" FOR OUTPUT AS 1:CLOSE 1:PRINT "OK"',
        'CLEAR ,-1', 'CLEAR ,0', 'CLEAR 5', 'CLEAR ,70000', 'CLEAR ,,-1', 'CLEAR ,,0', 'CLEAR ,,70000',
        'CLEAR ,40000', 'CLEAR ,65000', 'CLEAR ,,65000', 'CLEAR ,,1', 'CLEAR ,,32768',
    ],
}

# Programs of their own: (name, body lines); the handler is appended.
SOLO = {
    "width_forms": ["10 ON ERROR GOTO 9000", "20 WIDTH 0", "30 WIDTH 256", "40 WIDTH 20:PRINT \"A\"",
                    "50 WIDTH 40:PRINT \"B\"", "60 WIDTH 80,26", "70 WIDTH 80,25", "80 WIDTH \"SCRN:\",20",
                    "90 WIDTH #1,20", "100 WIDTH \"LPT1:\",-1", "110 WIDTH 80,-1", "120 WIDTH ,25",
                    "130 WIDTH \"A\"", "140 WIDTH 32768", "150 PRINT \"X\"", "160 END"],
    "while_nowend": ["10 ON ERROR GOTO 9000", "20 WHILE 0", "30 PRINT \"X\"", "40 END"],
    "while_nowend1": ["10 ON ERROR GOTO 9000", "20 WHILE 1", "30 PRINT \"X\"", "40 END"],
    "wend_nowhile": ["10 ON ERROR GOTO 9000", "20 WEND", "30 PRINT \"X\"", "40 END"],
    "while_str": ["10 ON ERROR GOTO 9000", "20 WHILE \"A\"", "30 WEND", "40 PRINT \"X\"", "50 END"],
    "return_nogosub": ["10 ON ERROR GOTO 9000", "20 RETURN", "30 PRINT \"X\"", "40 END"],
    "return_line": ["10 ON ERROR GOTO 9000", "20 GOSUB 100", "30 PRINT \"X\":END", "100 RETURN 65000", "110 PRINT \"Y\": END"],
    "next_nofor": ["10 ON ERROR GOTO 9000", "20 NEXT", "30 NEXT I", "40 PRINT \"X\"", "50 END"],
    "next_wrong": ["10 ON ERROR GOTO 9000", "20 FOR I=1 TO 2", "30 NEXT J", "40 PRINT \"X\";I", "50 END"],
    "next_in_gosub": ["10 FOR I=1 TO 3", "20 GOSUB 100", "30 PRINT \"BACK\";I", "40 END",
                      "100 PRINT \"SUB\";I", "110 NEXT I", "120 PRINT \"AFTER\"", "130 RETURN"],
    "next_in_gosub2": ["10 ON ERROR GOTO 9000", "15 FOR I=1 TO 2", "20 GOSUB 100", "30 PRINT \"BACK\";I", "40 END",
                       "100 PRINT \"SUB\";I", "110 NEXT I", "120 PRINT \"AFTER\"", "130 RETURN"],
    "for_str": ["10 ON ERROR GOTO 9000", "20 FOR A$=1 TO 2", "30 PRINT \"X\"", "40 FOR I=\"A\" TO 2",
                "50 FOR I%=1 TO 40000:NEXT", "55 PRINT I%", "60 FOR I=1 TO 2 STEP \"A\"", "70 END"],
    "for_nonext": ["10 ON ERROR GOTO 9000", "20 FOR I=1 TO 2", "30 PRINT \"X\"", "40 END"],
    "for_int_ovf": ["10 ON ERROR GOTO 9000", "20 FOR I%=32760 TO 32767", "30 NEXT", "40 PRINT I%", "50 END"],
    "option_base": ["10 ON ERROR GOTO 9000", "20 OPTION BASE 2", "30 OPTION BASE 1", "40 OPTION BASE 1",
                    "50 OPTION BASE 0", "60 DIM A(3)", "70 OPTION BASE 1", "80 A(0)=1", "90 OPTION BASE -1", "100 END"],
    "option_base2": ["10 ON ERROR GOTO 9000", "20 A(1)=1", "30 OPTION BASE 1", "40 PRINT \"X\"", "50 END"],
    "resume_in": ["10 ON ERROR GOTO 100", "20 ERROR 5", "30 PRINT \"X\":END", "100 PRINT ERR;ERL", "110 ON ERROR GOTO 0", "120 END"],
    "resume_line": ["10 ON ERROR GOTO 100", "20 A=1/0", "30 PRINT \"X\":END", "100 PRINT ERR;ERL", "110 RESUME 30"],
    "resume_bad": ["10 ON ERROR GOTO 100", "20 A=1/0", "30 PRINT \"X\":END", "100 PRINT ERR;ERL", "110 RESUME 65000"],
    "resume_0": ["10 ON ERROR GOTO 100", "20 N=N+1:IF N<3 THEN A=1/0", "30 PRINT \"X\";N:END", "100 PRINT ERR;ERL", "110 RESUME 0"],
    "err_in_handler": ["10 ON ERROR GOTO 100", "20 A=1/0", "30 PRINT \"X\":END", "100 PRINT ERR;ERL", "110 A=SQR(-1)", "120 RESUME NEXT"],
    "noresume": ["10 ON ERROR GOTO 100", "20 A=1/0", "30 PRINT \"X\":END", "100 PRINT ERR;ERL"],
    "handler_gone": ["10 ON ERROR GOTO 65000", "20 A=1/0", "30 PRINT \"X\""],
    "on_error_0": ["10 ON ERROR GOTO 100", "20 ON ERROR GOTO 0", "30 A=1/0", "40 PRINT \"X\"", "100 PRINT \"H\":RESUME NEXT"],
    "gosub_deep": ["10 ON ERROR GOTO 100", "20 N=N+1:GOSUB 20", "100 PRINT ERR;ERL;N;FRE(0):END"],
    "run_bad": ["10 ON ERROR GOTO 9000", "20 RUN 65000", "30 PRINT \"X\"", "40 END"],
    "for_deep": ["10 ON ERROR GOTO 100", "20 DIM A(3000)", "30 N=N+1:FOR I=1 TO 2:GOSUB 30", "100 PRINT ERR;ERL;N;FRE(0):END"],
    "erl_direct": ["10 ON ERROR GOTO 9000", "20 ERROR 5", "30 PRINT ERR;ERL", "40 RESUME NEXT"],
    "str_space": ["10 ON ERROR GOTO 9000", "20 DIM A$(300)", "30 FOR I=0 TO 300:A$(I)=SPACE$(255):NEXT", "40 PRINT I", "50 END"],
    "dim_big": ["10 ON ERROR GOTO 9000", "20 DIM A#(8000)", "30 PRINT \"X\";FRE(0)", "40 DIM B(32767)", "50 DIM C%(20000)", "60 PRINT FRE(0)", "70 END"],
    "ontimer_noline": ["10 ON ERROR GOTO 9000", "20 ON TIMER(1) GOSUB 65000", "30 PRINT \"X\"", "40 END"],
    "undef_line": ["10 ON ERROR GOTO 9000", "20 IF 1 THEN 65000", "30 IF 0 THEN 10 ELSE 65000", "40 PRINT \"X\"", "50 END"],
    "def_fn_undef": ["10 ON ERROR GOTO 9000", "20 A=FNX(1)", "30 DEF FNX(A)=A*2", "40 PRINT FNX(2)", "50 DEF FNY(A)=FNY(A)", "60 PRINT FNY(1)", "70 END"],
    "read_nodata": ["10 ON ERROR GOTO 9000", "20 READ A", "30 READ B", "35 READ C", "40 PRINT A;B", "50 DATA 1,X", "60 END"],
    "read_type": ["10 ON ERROR GOTO 9000", "20 READ A$,B", "30 PRINT A$;B", "40 DATA 1,\"X\"", "50 END"],
    "stop_cont": ["10 ON ERROR GOTO 9000", "20 CONT", "30 PRINT \"X\"", "40 END"],
    "swap_after": ["10 ON ERROR GOTO 9000", "20 A=1:B=2:SWAP A,B C", "30 PRINT A;B", "40 END"],
    "chain_missing": ["10 ON ERROR GOTO 9000", "20 CHAIN \"ZZZZ\"", "30 PRINT \"X\"", "40 END"],
    "merge_missing": ["10 ON ERROR GOTO 9000", "20 MERGE \"ZZZZ\"", "30 PRINT \"X\"", "40 END"],
    "load_missing": ["10 ON ERROR GOTO 9000", "20 LOAD \"ZZZZ\"", "30 PRINT \"X\"", "40 END"],
    "run_missing": ["10 ON ERROR GOTO 9000", "20 RUN \"ZZZZ\"", "30 PRINT \"X\"", "40 END"],
    "input_past": ["10 ON ERROR GOTO 9000", "20 OPEN \"T1\" FOR OUTPUT AS 1:PRINT #1,\"A\":CLOSE",
                   "30 OPEN \"T1\" FOR INPUT AS 1", "40 INPUT #1,A$,B$", "50 PRINT A$;\"|\";B$;EOF(1)",
                   "60 LINE INPUT #1,C$", "70 PRINT #1,\"X\"", "80 A=LOC(1):PRINT A;LOF(1)", "90 CLOSE", "100 KILL \"T1\"", "110 KILL \"T1\"", "120 END"],
    "file_modes": ["10 ON ERROR GOTO 9000", "20 OPEN \"T2\" FOR OUTPUT AS 1", "30 OPEN \"T2\" FOR OUTPUT AS 2",
                   "40 OPEN \"T2\" FOR INPUT AS 2", "50 OPEN \"T3\" FOR OUTPUT AS 1", "60 INPUT #1,A", "70 GET #1",
                   "80 FIELD #1,10 AS A$", "90 KILL \"T2\"", "100 NAME \"T2\" AS \"T4\"", "110 CLOSE", "120 NAME \"T2\" AS \"T2\"",
                   "130 OPEN \"T5\" FOR OUTPUT AS 1:CLOSE", "140 NAME \"T2\" AS \"T5\"", "150 KILL \"T2\":KILL \"T5\"", "160 END"],
    "lock_seq": ["10 ON ERROR GOTO 9000", "20 OPEN \"T6\" FOR OUTPUT AS 1", "30 LOCK #1", "40 UNLOCK #1",
                 "50 LOCK #1,1", "60 LOCK #1,1 TO 2", "70 CLOSE", "80 OPEN \"T6\" FOR RANDOM AS 1", "90 LOCK #1",
                 "100 UNLOCK #1", "110 LOCK #1,1", "120 LOCK #1, TO 3", "130 LOCK #1,0", "140 LOCK #1,-1",
                 "150 CLOSE", "160 OPEN \"T6\" FOR RANDOM SHARED AS 1", "170 PRINT \"S\"", "180 CLOSE",
                 "190 OPEN \"T6\" FOR RANDOM LOCK READ AS 1", "200 PRINT \"L\"", "210 CLOSE",
                 "220 OPEN \"T6\" FOR INPUT SHARED AS 1", "230 PRINT \"I\"", "240 CLOSE",
                 "250 OPEN \"T6\" FOR INPUT LOCK READ WRITE AS 1", "260 PRINT \"J\"", "270 CLOSE", "280 KILL \"T6\"", "290 END"],
    "field_buf": ["10 ON ERROR GOTO 9000", "20 OPEN \"T7\" AS 1 LEN=8", "30 FIELD #1,4 AS A$,4 AS B$",
                  "40 PRINT \"[\";A$;\"]\";ASC(A$)", "50 LSET A$=\"XY\":PRINT \"[\";A$;\"]\"", "60 RSET B$=\"Z\":PRINT \"[\";B$;\"]\"",
                  "70 FIELD #1,9 AS C$", "80 PUT #1,1:GET #1,1:PRINT A$;B$", "90 A$=\"Q\":PRINT A$", "100 FIELD #1,4 AS A$:LSET A$=\"ABCDEFG\":PRINT A$",
                  "110 GET #1,5:PRINT \"[\";A$;\"]\";EOF(1)", "120 GET #1,32768", "130 PUT #1,0", "140 CLOSE:KILL \"T7\"", "150 END"],
    "line_input_lf": ["10 ON ERROR GOTO 9000", "20 OPEN \"T8\" FOR OUTPUT AS 1",
                      "30 PRINT #1,\"AB\";CHR$(10);\"CD\";CHR$(13);CHR$(10);\"EF\";CHR$(13);\"GH\";CHR$(10);CHR$(13);\"IJ\"", "40 CLOSE",
                      "50 OPEN \"T8\" FOR INPUT AS 1", "60 WHILE NOT EOF(1):LINE INPUT #1,A$:PRINT LEN(A$);", "70 FOR I=1 TO LEN(A$):PRINT ASC(MID$(A$,I));:NEXT:PRINT", "80 WEND",
                      "90 CLOSE:OPEN \"T8\" FOR INPUT AS 1", "100 WHILE NOT EOF(1):INPUT #1,A$:PRINT LEN(A$);A$:WEND", "110 CLOSE:KILL \"T8\":END"],
}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, cases in GROUPS.items():
        if sys.argv[2:] and name not in sys.argv[2:]:
            continue
        lines = ["10 ON ERROR GOTO 9000"]
        for i, c in enumerate(cases):
            n = 100 + i * 10
            lines.append(f'{n} PRINT "@{n}":{c}')
        lines.append("8990 END")
        lines += HANDLER
        open(os.path.join(out, name + ".bas"), "w").write("\r\n".join(lines) + "\r\n")
    only = sys.argv[2:]
    for name, body in SOLO.items():
        if only and name not in only:
            continue
        lines = body + HANDLER
        open(os.path.join(out, name + ".bas"), "w").write("\r\n".join(lines) + "\r\n")


main()
