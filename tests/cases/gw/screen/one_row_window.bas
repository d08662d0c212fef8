10 REM A window of one row: a character after its last column scrolls it and goes on
20 REM one row below the window, outside it (SCNDRV.ASM MKRMNL: CSRUP cannot move up
30 REM from the window's top); the next run-on from there scrolls again and goes one
40 REM further; a line end from below the window comes back to the window's row.
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-30).
60 CLS:FOR I=1 TO 24:LOCATE I,1:PRINT STRING$(5,CHR$(64+I));:NEXT
70 VIEW PRINT 10 TO 10:LOCATE 10,1
80 PRINT STRING$(120,"T");:P$=STR$(CSRLIN)+STR$(POS(0))
90 PRINT STRING$(45,"U");:P$=P$+STR$(CSRLIN)+STR$(POS(0))
100 PRINT "V":P$=P$+STR$(CSRLIN)+STR$(POS(0))
110 VIEW PRINT 3 TO 3:LOCATE 3,70:PRINT STRING$(15,"W"):P$=P$+STR$(CSRLIN)+STR$(POS(0))
120 VIEW PRINT
130 DEF SEG=&HB800:FOR R=1 TO 14:L$="":FOR C=1 TO 12:L$=L$+CHR$(PEEK((R-1)*160+(C-1)*2)):NEXT
140 Q$=Q$+"|"+L$:NEXT
150 LOCATE 20,1:PRINT P$:PRINT Q$
