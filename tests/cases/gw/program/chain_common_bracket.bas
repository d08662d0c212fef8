0 REM COMMON A[n]: CHAIN's scan reads a bracketed name as the element, made and checked as PTRGET makes it (9 past the bound, 5 below 0, in the COMMON's line); nothing is passed on (FIVEO.ASM SCNSMP; GW-BASIC 3.23, gw-real)
1 OPEN "O",1,"S2.BAS":PRINT #1,"100 PRINT 1":CLOSE 1
10 ON ERROR GOTO 100
20 A[1]=1
30 CHAIN "S2"
40 PRINT "after":KILL "S2.BAS":END
50 COMMON B[2], A$[1,2], A[255]
100 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
