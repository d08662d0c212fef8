1 REM GOSUB 600005 pushes NUMCON: RETURN goes on after the last constant scanned
2 REM (here X=1, so G twice, then RETURN without GOSUB in 10; real GW-BASIC 3.23)
10 GOSUB 600005:PRINT "L"
20 PRINT "E":END
60000 X=1:PRINT "G":RETURN
