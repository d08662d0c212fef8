10 REM DIM B(-1) is Illegal function call, a negative bound checked before OPTION BASE (GW-BASIC 3.23, probed)
20 ON ERROR GOTO 100
30 DIM B(-1)
40 DIM C%(-0.4):PRINT "ROUNDS TO 0"
50 DIM D(-0.6)
60 A=E(-1)
70 END
100 PRINT ERR;ERL:RESUME NEXT
