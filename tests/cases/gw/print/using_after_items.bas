1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/corpus): USING may follow PRINT's items; they
2 REM are printed, then the rest is PRINT USING's (GIO86.ASM PRINTC looks for USINTK each item)
10 PRINT " = ";USING "##.#";1.25;:PRINT " feet"
20 PRINT "A",USING "##";3
30 PRINT 5 USING "##";4
40 PRINT "X";USING "#";1;2;
50 PRINT
60 OPEN "O",1,"T.TXT":PRINT #1,"Q";USING "##";7:CLOSE:OPEN "I",1,"T.TXT":LINE INPUT #1,A$:PRINT A$:CLOSE:KILL "T.TXT"
70 PRINT "Z";USING
