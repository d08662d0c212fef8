0 REM COMMON A(n) at CHAIN: a string operand is Illegal function call, in the COMMON's line, before the list's syntax error; RESUME NEXT goes on after the CHAIN (FIVEO.ASM COMADY: EVAL, GETYPR, FCERR; GW-BASIC 3.23, gw-real)
1 OPEN "O",1,"S2.BAS":PRINT #1,"100 PRINT 1":CLOSE 1
10 ON ERROR GOTO 100
20 CHAIN "S2"
30 PRINT "after":KILL "S2.BAS":END
40 COMMON X, A(A$<"B"), B(1)
100 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
