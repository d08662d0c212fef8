10 REM FOR makes its variable before it reads =, the values, TO and STEP (GWMAIN.ASM FOR: PTRGET first, the start value stored last; output is the real GW-BASIC 3.23's, kwgen FOR cases)
20 ON ERROR GOTO 9000
30 F=FRE(0):FOR I=1) TO 2:NEXT
40 PRINT "@40";F-FRE(0);I
50 F=FRE(0):FOR J=1,1 TO 2
60 PRINT "@60";F-FRE(0);J
70 F=FRE(0):FOR K(1)=1 TO 2
80 PRINT "@80";F-FRE(0);K
90 F=FRE(0):FOR L%=1 TO 2 STEP )
100 PRINT "@100";F-FRE(0);L%
110 F=FRE(0):FOR M#=5 TO
120 PRINT "@120";F-FRE(0);M#
130 F=FRE(0):FOR N
140 PRINT "@140";F-FRE(0);N
8990 END
9000 PRINT " E";ERR;ERL
9010 RESUME NEXT
