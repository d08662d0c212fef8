10 REM CSRLIN and POS read the cursor as GWSTS.ASM GTLINE does: after a full row the
20 REM cursor counts as at column 1 of the next row (row 24 stays 24; a VIEW PRINT
30 REM window's bottom row goes on to the next), and LOCATE's omitted row and column
40 REM are those. Control codes move POS as on the page (tab, glyphs, cursor keys).
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-28).
60 CLS:ON ERROR GOTO 300
70 PRINT STRING$(80,"A");:P$=STR$(POS(0))+STR$(CSRLIN)
80 LOCATE 12,79:PRINT "AB";:LOCATE 3:P$=P$+"/"+STR$(POS(0))+STR$(CSRLIN)
90 LOCATE 10,1:PRINT STRING$(80,"x");:LOCATE ,3:P$=P$+"/"+STR$(CSRLIN)+STR$(POS(0))
100 LOCATE 24,79:PRINT "AB";:P$=P$+"/"+STR$(POS(0))+STR$(CSRLIN)
110 FOR K=0 TO 31:LOCATE 3,1:PRINT "A";CHR$(K);"B";:Q$=Q$+STR$(POS(0)):NEXT
120 VIEW PRINT 5 TO 15:LOCATE 15,79:PRINT "FG";:P$=P$+"/"+STR$(POS(0))+STR$(CSRLIN)
130 LOCATE 2,1:LOCATE 25,1:LOCATE 16:LOCATE 5:P$=P$+"/"+STR$(CSRLIN)
140 VIEW PRINT:CLS:PRINT P$:PRINT Q$:PRINT E$
150 END
300 E$=E$+STR$(ERR)+STR$(ERL):RESUME NEXT
