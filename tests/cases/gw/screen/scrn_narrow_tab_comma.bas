10 REM A SCRN: file narrower than the screen: a tab is one character to SCNOL2 (past the
20 REM file's width the row ends first), then acts on the screen's row to its stops; a
30 REM comma past the width that ends the line pads a whole zone on the next row
40 REM (GIOSCN.ASM SCNOL2). Output of the real GW-BASIC 3.23 (gw-real, 2026-11-30).
50 CLS: KEY OFF: WIDTH 80: OPEN "SCRN:" FOR OUTPUT AS 2
60 WIDTH #2,17: LOCATE 2,1: PRINT #2,"12345678901234567";CHR$(9);"x": GOSUB 200
70 WIDTH #2,17: LOCATE 4,1: PRINT #2,"1234567890123456";CHR$(9);"x": GOSUB 200
80 WIDTH #2,13: LOCATE 6,1: PRINT #2,"123456789";CHR$(9);"x": GOSUB 200
90 WIDTH #2,23: LOCATE 8,1: PRINT #2,STRING$(23,"a"),"b": GOSUB 200
100 WIDTH #2,23: LOCATE 10,1: PRINT #2,STRING$(22,"a"),"b": GOSUB 200
110 WIDTH #2,5: LOCATE 12,1: PRINT #2,STRING$(5,"a"),"b": GOSUB 200
120 CLOSE 2: LOCATE 16,1: PRINT P$: END
200 P$=P$+STR$(CSRLIN)+STR$(POS(0))
210 FOR C=1 TO 16: P$=P$+CHR$(SCREEN(CSRLIN-1,C)): NEXT: RETURN
