0 REM PRINT # and WRITE # into a random record write each item as it is laid out: Field overflow stops the statement before the next item is evaluated (its strings take no space; gw-real)
10 ON ERROR GOTO 900
20 OPEN "R",1,"ROVF.TMP",4:FIELD 1,4 AS F$:PRINT FRE(0)
30 PRINT #1,CHR$(13)+CHR$(10);CHR$(34)+"Q,R"+CHR$(34);" 12 ":PRINT FRE(0);LOC(1);LOF(1)
40 PUT #1,1:WRITE #1,"1,2","HELLO",CHR$(34)+"Q"+CHR$(34):PRINT FRE(0);LOF(1)
50 PUT #1,1:WRITE #1,"A",STRING$(3,"B")+"C":PRINT FRE(0);LOF(1)
60 PUT #1,1:PRINT #1,"AB";STRING$(2,"X")+"Y";STRING$(5,"Z")+"W":PRINT FRE(0):S$=F$:GOSUB 800
70 PUT #1,1:WRITE #1,1,2:PRINT FRE(0):S$=F$:GOSUB 800
80 CLOSE:KILL "ROVF.TMP":END
800 FOR I=1 TO LEN(S$):PRINT ASC(MID$(S$,I,1));:NEXT:PRINT:RETURN
900 PRINT "E";ERR;ERL:RESUME NEXT
