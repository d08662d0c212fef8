10 REM FOR scans ahead to its NEXT (GWMAIN.ASM NXTSCN) and runs it (NEXTS): a NEXT whose
11 REM name does not parse is still the NEXT found, and its syntax error comes from that
12 REM NEXT's line before the loop is entered (the variable untouched); a NEXT closing an
13 REM inner loop wants a comma or its end after each name. Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 PRINT "a":FOR I=1 TO 2:PRINT "in";I:NEXT ,:PRINT "z"
40 PRINT "b";I
50 FOR J=1 TO 2:PRINT "in2";J
60 PRINT "x":NEXT 5:PRINT "y"
70 PRINT "c";J
80 FOR K=1 TO 2:PRINT "k";K:FOR L=1 TO 1:NEXT L)
90 NEXT K
100 PRINT "d";K;L
110 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
