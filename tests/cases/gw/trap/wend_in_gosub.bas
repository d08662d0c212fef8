10 REM WEND looks for its WHILE's entry past FOR entries and stops at a GOSUB's, leaving the stack
11 REM as it was (FIVEO.ASM WEND, FNDWND). Output of the real GW-BASIC 3.23 (gw-real, trapgen).
20 ON ERROR GOTO 100
30 WHILE I<2
40 GOSUB 70
50 PRINT "L";I:END
70 I=I+1
80 WEND
90 PRINT "AFTER";I:RETURN
100 PRINT "H";ERR;ERL:RESUME NEXT
