0 REM RESET with text after it returns to NEWSTT, which meets a stray constant: ERRTXT is NUMCON, and RESUME NEXT goes on after the last constant any statement scanned, here the handler's 100 (GIODSK.ASM RESET, gw-real)
10 ON ERROR GOTO 900
20 PRINT "A"
30 RESET PRINT:PRINT "B"
40 RESET 0:PRINT "C"
50 END
900 PRINT ERR;ERL;:X=100:PRINT "w"
910 RESUME NEXT
