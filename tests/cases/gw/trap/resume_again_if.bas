10 REM RESUME runs again the statement NEWSTT began: an error in the first statement of a THEN or
11 REM ELSE part runs the whole IF again, one after a colon only that statement (GWMAIN.ASM
12 REM RESUME: ERRTXT). Output of the real GW-BASIC 3.23 (gw-real, trapgen).
20 ON ERROR GOTO 100
30 N=0
40 IF N<9 THEN PRINT "T";1/N:PRINT "U" ELSE PRINT "E"
50 IF N>9 THEN PRINT "T2" ELSE PRINT "E2";2/(N-1):PRINT "V"
60 IF 1 THEN PRINT "T3";:X=1/(N-2):PRINT "X";X ELSE PRINT "E"
70 END
100 PRINT "H";ERR;ERL:N=N+1:RESUME
