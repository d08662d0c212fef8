1 REM LINE INPUT takes one variable: it stores the line, then the text after the variable is
2 REM the syntax error (GWMAIN.ASM LINE: SINLIN, the store, then NEWSTT finds the stray
3 REM text); the file form alike. Real GW-BASIC 3.23 (gw-real): the same output.
10 ON ERROR GOTO 900
20 OPEN "O",1,"LI.TXT":PRINT #1,"one, two":PRINT #1,"three":PRINT #1,"four":CLOSE 1
30 LINE INPUT A$, B$:PRINT "a";A$;"|";B$
40 LINE INPUT A$ B$:PRINT "b";A$;"|";B$
50 LINE INPUT "P";A$;:PRINT "c";A$
60 LINE INPUT;A$,:PRINT "d";A$
70 LINE INPUT "Q",A$ 5:PRINT "e";A$
80 OPEN "I",1,"LI.TXT":LINE INPUT #1,A$,B$:PRINT "f";A$;"|";B$
90 LINE INPUT #1,A$;:PRINT "g";A$:LINE INPUT #1,A$ X:PRINT "h";A$:CLOSE:KILL "LI.TXT"
100 LINE INPUT A%,B$:PRINT "i";A%
110 PRINT "DONE":END
900 PRINT "E";ERR;ERL;"A=";A$:RESUME NEXT
