5 REM INPUT # from KYBD: takes keys one at a time: what its items leave stays in the keyboard's queue for any reader; a key MORSPC backs up stays with the file (INPUT #, EOF) but not INPUT$ or LOC
6 REM (real GW-BASIC 3.23, gw-real with these keys)
10 OPEN "KYBD:" FOR INPUT AS 1
20 INPUT #1,A,B,C: PRINT A;B;C;LOC(1)
30 X$=INPUT$(8): PRINT "[";X$;"]";LEN(X$)
40 E=EOF(1): PRINT E
50 INPUT #1,D$: PRINT "{";D$;"}"
60 INPUT #1,F,G: PRINT F;G;EOF(1);LOC(1)
70 H$=INPUT$(1,1):PRINT ASC(H$)
80 LINE INPUT #1,I$:PRINT "{";I$;"}"
90 PRINT "END"
