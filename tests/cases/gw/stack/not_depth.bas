1 ' expected output recorded on the real GW-BASIC 3.23 (../shared/oracles/gw-real)
5 CLEAR ,,400
10 ON ERROR GOTO 90:B=1:D#=1:B$="B"
20 A%=NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (1))))))))))))):PRINT "13 levels fit"
30 A%=NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (NOT (1)))))))))))))):PRINT "14 levels fit"
80 END
90 PRINT "error";ERR;"in";ERL:RESUME NEXT
