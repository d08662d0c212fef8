10 REM LINE INPUT # wants a string variable before it reads: 13 at the end of a file,
20 REM input or random, not Input past end (real GW-BASIC 3.23); a string reads 62 there
30 ON ERROR GOTO 100
40 OPEN "O",1,"E.TXT":PRINT #1,CHR$(26);:CLOSE
50 OPEN "I",1,"E.TXT":PRINT EOF(1):LINE INPUT #1,A:LINE INPUT #1,A$:CLOSE
60 OPEN "R",1,"E.TXT":GET 1,1:LINE INPUT #1,B$:LINE INPUT #1,B%:CLOSE
70 OPEN "O",1,"E.TXT":LINE INPUT #1,A:CLOSE:KILL "E.TXT":END
100 PRINT ERL;ERR:RESUME NEXT
