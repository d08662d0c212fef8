10 REM Text after a GOSUB's line number is never run: RETURN skips it as DATA does,
20 REM from where the number ended, with the quotes as they stand: an open quote hides
30 REM the rest of the line, a closed one ends at the next colon (GWMAIN.ASM RETURN).
40 REM RESUME NEXT after the GOSUB's own error scans the same way from its start.
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-29).
60 ON ERROR GOTO 200
70 GOSUB 300"A:PRINT "NOT HERE"
80 GOSUB 300"A":PRINT "AFTER"
90 GOSUB 300 "B" X:PRINT "AND"
100 GOSUB 999"C":PRINT "RESUMED"
110 GOSUB 999"D:PRINT "NOT EITHER"
120 PRINT "END":END
200 PRINT "ERROR";ERR;ERL:RESUME NEXT
300 PRINT "S";:RETURN
