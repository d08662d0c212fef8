10 REM The order of GW-BASIC's checks: the left operand of \, MOD and the logical operators
11 REM is made an integer when the operator is met (GWEVAL.ASM ANDORD), a missing right
12 REM operand is found after the left one is read, a function's arguments before one that
13 REM does not parse are read and checked first, DIM dimensions each array in turn, SWAP
14 REM makes its first variable. Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 PRINT "@1";:X=70000 MOD FNU(1):PRINT "k"
40 PRINT "@2";:X="A" AND FNU(1):PRINT "k"
50 PRINT "@3";:X=1E10 AND 1/0:PRINT "k"
60 PRINT "@4";:X=1/0 AND ,:PRINT "k"
70 PRINT "@5";:X$=OCT$("A")+):PRINT "k"
80 PRINT "@6";:X$=LEFT$(FNU$(1),):PRINT "k"
90 PRINT "@7";:X$=RIGHT$(1,):PRINT "k"
100 PRINT "@8";:X=INSTR(-32769,A$,):PRINT "k"
110 PRINT "@9";:DIM D(Z(11),):PRINT "k"
120 PRINT "@10";:DIM E(2),F("A",1E10),:PRINT "k";FRE(0)
130 PRINT "@11";:DIM E(3):PRINT "k"
140 PRINT "@12";FRE(0);:SWAP A,300):PRINT "k";FRE(0)
150 PRINT "@13";:X=(1+:PRINT "k"
160 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
