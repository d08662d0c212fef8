1 REM DEF points FNA at its text before it reads the parameters: the list's error comes
2 REM after, and a call reading the list again is a syntax error (GWEVAL.ASM DEF, FNDOER)
10 ON ERROR GOTO 1000
20 DEF FNA(ASIN(:PRINT "A"
30 X=FNA(1):PRINT "B";X
40 DEF FNB(C(11))=1:PRINT "C"
50 DEF FNC(D(2))=1:PRINT "D":X=FNC(1)
60 PRINT FRE(0):END
1000 PRINT "E";ERR;ERL:RESUME NEXT
