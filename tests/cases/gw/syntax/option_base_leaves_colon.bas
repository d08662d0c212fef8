0 REM OPTION BASE without 0 or 1 is SN and the statement after its colon still runs (gw-real)
10 ON ERROR GOTO 90
20 OPTION BASE:PRINT "after20"
30 OPTION:PRINT "after30"
40 OPTION BASE 5:PRINT "after40"
50 COLOR ,,,,,:PRINT "after50"
60 END
90 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
