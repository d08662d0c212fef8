10 REM An overflow of NEXT's stepped variable leaves its FOR entry broken: NEXT86.ASM NEXTC
11 REM pushes over the entry's first words and only a loop that goes on writes them back.
12 REM Every FNDFOR search then stops there: the NEXT again is error 1, RETURN past it 3,
13 REM a GOSUB made after it returns. Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 GOSUB 100:PRINT "back"
40 GOSUB 200:PRINT "back2"
50 FOR J=1 TO 2:FOR K%=32767 TO 32767:NEXT K%:PRINT "j";J:NEXT J:PRINT "JJ"
60 FOR I=1 TO 2:PRINT "i";I:NEXT I
70 END
100 FOR K%=32766 TO 32767:NEXT:PRINT K%:RETURN
200 FOR K%=32766 TO 32767:NEXT:PRINT K%:GOSUB 250:RETURN
250 PRINT "in250":RETURN
260 GOTO 50
1000 PRINT "E";ERR;ERL:N=N+1:IF N<4 AND ERR=6 THEN RESUME ELSE RESUME NEXT
