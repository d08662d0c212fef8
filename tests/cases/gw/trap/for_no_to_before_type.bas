10 REM A FOR with no TO is Syntax error before the loop type's check; a string start passes a string name, a number does not (GWMAIN.ASM FOR: DOCNVF, SYNCHR $TO, then GETYPR/TMERR; output is the real GW-BASIC 3.23's)
20 ON ERROR GOTO 9000
30 FOR M#=1 X
40 DEFDBL D:FOR D=1 X
50 FOR D=1 TO 5
60 FOR E$="A" X
70 FOR E$=1 X
80 FOR E$="A" TO
90 FOR M#=1/0 X
100 FOR I=1 TO 3:FOR M#=1 TO 2:NEXT:NEXT
8990 END
9000 PRINT " E";ERR;ERL
9010 RESUME NEXT
