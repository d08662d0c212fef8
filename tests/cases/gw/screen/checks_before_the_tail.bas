10 REM Values checked before the text after them is read: CLS above 2 (5 before EOSCHK),
20 REM KEY's number before its text, VIEW PRINT's top row (a byte) before the bottom's text,
30 REM WIDTH's first value before the second's text; WIDTH "device",w: w a byte, then
40 REM text after it is 2 before the name (SCRN: unchanged), else 64 for a bad name.
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-30).
60 ON ERROR GOTO 500
70 CLS 3,X:CLS 1,2:CLS 4,5:CLS 0,#1
80 KEY 0,#1:KEY 1,#1:KEY 0,:KEY 11,#1
90 VIEW PRINT 256 TO:VIEW PRINT -1 TO:VIEW PRINT 30 TO:VIEW PRINT 5 TO
100 WIDTH 300,#1:WIDTH 40,#1:WIDTH 1.7E+38,#1
110 WIDTH "A",26:WIDTH "A",26,24:WIDTH "XYZ:",26 X:WIDTH "A",300:WIDTH "A",0:WIDTH "A",26)
120 WIDTH "SCRN:",40,1:PRINT STRING$(50,"x");:A$=A$+" /"+STR$(POS(0))
130 PRINT:PRINT A$:END
500 A$=A$+STR$(ERR):RESUME NEXT
