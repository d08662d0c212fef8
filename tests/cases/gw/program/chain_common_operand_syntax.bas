0 REM COMMON A(n) at CHAIN: one operand only, no operator after it and no NOT: `A(2^2)` is a Syntax error in the COMMON's line (FIVEO.ASM COMADY: EVAL then SYNCHR ")"; GW-BASIC 3.23, gw-real)
10 OPEN "O",1,"S2.BAS":PRINT #1,"100 PRINT 1":CLOSE 1
20 ON ERROR GOTO 100
30 CHAIN "S2"
40 PRINT "after":KILL "S2.BAS":END
50 COMMON X, A(2^2)
100 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
