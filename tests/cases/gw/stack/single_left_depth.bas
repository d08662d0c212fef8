1 ' expected output recorded on the real GW-BASIC 3.23 (../shared/oracles/gw-real)
5 CLEAR ,,400
10 ON ERROR GOTO 90:B=1:D#=1:B$="B"
20 A=B+(B+(B+(B+(B+(B+(B+(B+(1)))))))):PRINT "8 levels fit"
30 A=B+(B+(B+(B+(B+(B+(B+(B+(B+(1))))))))):PRINT "9 levels fit"
80 END
90 PRINT "error";ERR;"in";ERL:RESUME NEXT
