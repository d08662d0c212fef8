1 REM PC-BASIC run: a handler that runs off the end of the program is
2 REM No RESUME in the last line that ran, not in the line that erred
10 ON ERROR GOTO 100
20 ERROR 5
30 PRINT "NOT HERE"
100 PRINT "HANDLER"
110 PRINT "LAST"
