0 REM DOS refuses a name's leading blank before its characters: OPEN 53, KILL 76, even with a comma after (gw-real)
10 ON ERROR GOTO 100
50 OPEN "  A,B" FOR OUTPUT AS 1: CLOSE 1
60 OPEN "  AB" FOR OUTPUT AS 1: CLOSE 1
65 KILL "  A,B"
70 END
100 PRINT ERR;ERL:RESUME NEXT
