1 REM GOTO2's REM skip scanned the 7 after the split GOSUB: RETURN goes on at M
2 REM (real GW-BASIC 3.23: G, M, E)
10 GOSUB 600005:PRINT "L":X=7:PRINT "M"
20 PRINT "E":END
60000 PRINT "G":RETURN
