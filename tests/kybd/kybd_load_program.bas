5 REM LOAD of KYBD: reads typed lines; CTRL-Z ends nothing, and a line with no
6 REM number is Direct statement in file, untrapped (real GW-BASIC 3.23, gw-real)
10 ON ERROR GOTO 100
20 PRINT "BEFORE"
30 LOAD "KYBD:",R
40 PRINT "NOT HERE"
100 PRINT "TRAPPED";ERR:RESUME NEXT
