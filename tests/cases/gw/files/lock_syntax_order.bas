0 REM LOCK checks its file, then reads the first record and checks it, then parses what follows TO (gw-real)
10 ON ERROR GOTO 900
20 LOCK #1,
30 LOCK #1,1 TO
35 LOCK #1,)+2
40 OPEN "R",1,"L.DAT",8
50 LOCK #1,:LOCK #1,0 TO:LOCK #1,"A" TO:LOCK #1,TO:LOCK #1,)+2
60 CLOSE:KILL "L.DAT":END
900 PRINT "E";ERR;ERL;:RESUME NEXT
