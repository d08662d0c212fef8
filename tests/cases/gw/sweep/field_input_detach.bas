1 REM LINE INPUT # into a FIELD variable points it at the line, as LET does: the file's
2 REM buffer no longer shows through it when the file is closed and opened again. Output
3 REM of the real GW-BASIC 3.23 (gw-real; difftest/gw/files seed 47 f021).
10 ON ERROR GOTO 100
20 OPEN "FIDB.DAT" FOR RANDOM AS #3 LEN=8
30 FIELD #3,2 AS I$,4 AS S$
40 LSET S$="ABCD":PUT #3,1
50 OPEN "O",2,"FIDA.DAT":PRINT #2,"HELLO":CLOSE #2,#3
60 OPEN "I",2,"FIDA.DAT":LINE INPUT #2,S$:PRINT "[";S$;"]"
70 CLOSE 2,3
80 OPEN "FIDB.DAT" FOR RANDOM AS 3 LEN=128
90 FIELD #3,1 AS A$
95 LINE INPUT #3,S$:PRINT "[";S$;"]";LEN(S$)
97 CLOSE:KILL "FIDB.DAT":KILL "FIDA.DAT":END
100 PRINT "E";ERR;ERL:RESUME NEXT
