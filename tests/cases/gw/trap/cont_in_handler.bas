10 REM An error sets OLDTXT to its statement before the trap (GWMAIN.ASM ERRMOR): CONT in the
11 REM handler runs it again, now untrapped. Output of the real GW-BASIC 3.23 (gw-real, trapgen).
20 ON ERROR GOTO 100
30 PRINT "A":ERROR 5:PRINT "B"
40 END
100 PRINT "H";ERR;ERL:CONT
