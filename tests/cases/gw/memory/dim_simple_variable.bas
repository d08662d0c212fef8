0 REM DIM of a name without ( is PTRGET of the simple variable: made if new, counted by FRE (gw-real)
10 ON ERROR GOTO 100
20 F=FRE(0): DIM B: PRINT F-FRE(0); B
30 DIM C$, D(2), E%: PRINT F-FRE(0); C$; E%
40 DIM B(3): PRINT B(3)
50 DIM F,: PRINT "X"
60 END
100 PRINT ERR;ERL:RESUME NEXT
