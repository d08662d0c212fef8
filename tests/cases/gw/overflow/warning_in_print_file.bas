10 REM A warning inside PRINT # or LPRINT shows on the screen, not in the file (output: real GW-BASIC 3.23, gw-real)
20 OPEN "O",1,"WARN.TXT": PRINT #1, "A";VAL("1E40");"B";1/0;"C": PRINT "after": CLOSE
30 LPRINT VAL("1E40");2^200
40 PRINT "scr";VAL("1E40");"end"
50 OPEN "I",1,"WARN.TXT": LINE INPUT #1, A$: PRINT A$: CLOSE: KILL "WARN.TXT"
