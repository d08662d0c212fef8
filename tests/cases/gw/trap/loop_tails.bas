10 REM FOR wants its end before its NEXT scan (2, no loop, the variable kept); WHILE looks for
11 REM its WEND before its condition (29 first) and text after it is NEWSTT's error with the
12 REM loop open (GWMAIN.ASM FOR, FIVEO.ASM WHILE). Output of the real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 I=7:FOR I=1 TO 2 X:PRINT "IN";I:NEXT:PRINT "Q";I
40 FOR J=1 TO 1/0 X:PRINT "J";J
50 N=0:WHILE 1 X:N=N+1:PRINT "W";N:IF N>2 THEN 70
60 WEND
70 WHILE:WEND
80 PRINT "Z":WHILE 1/0
90 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
