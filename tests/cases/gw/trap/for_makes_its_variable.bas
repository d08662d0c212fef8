10 REM FOR makes its variable before its NEXT scan fails (GWMAIN.ASM FOR: PTRGET first; output is the real GW-BASIC 3.23's, errgen for_deep)
20 ON ERROR GOTO 9000
30 F=FRE(0):FOR I=1 TO 2
40 PRINT "@40";F-FRE(0);I
50 F=FRE(0):FOR J%=1 TO 2
60 PRINT "@60";F-FRE(0);J%
8990 END
9000 PRINT " E";ERR;ERL
9010 RESUME NEXT
