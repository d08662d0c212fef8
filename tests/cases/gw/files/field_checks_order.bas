0 REM FIELD finds its file and checks its mode before its list; each clause is laid as it is read, FRCSTR before the overflow check (gw-real)
10 ON ERROR GOTO 900
20 OPEN "O",1,"F.TXT":FIELD #1,2 AS A$,:FIELD #1,2 A$:FIELD #9,2 AS A$,:FIELD #3,
30 CLOSE:OPEN "R",1,"F.DAT",10
40 FIELD #1,2 AS A$,:PRINT "A";LEN(A$)
50 FIELD #1,3 AS B$ X:PRINT "B";LEN(B$)
60 FIELD #1,4 AS C$,2 AS 5:PRINT "C";LEN(C$)
70 FIELD #1,11 AS A:FIELD #1,2 AS E$,300 AS F$:PRINT "E";LEN(E$)
80 FIELD #1,8 AS I$,3 AS J$,:PRINT "I";LEN(I$);LEN(J$)
90 FIELD #1,2 AS L$,3 AS M$ ELSE 5:PRINT "L";LEN(L$);LEN(M$):FIELD #1:PRINT "N"
100 CLOSE:KILL "F.TXT":KILL "F.DAT":END
900 PRINT "E";ERR;ERL;:RESUME NEXT
