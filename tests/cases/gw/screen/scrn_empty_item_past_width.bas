10 REM A SCRN: file's items fit by SCNGPS's column (the screen's cursor held to the
20 REM screen's width) against the file's width, so an empty string past a narrow file's
30 REM width ends the line (GIO86.ASM PRINT, LINCHK); WIDTH #n,0 on SCRN: acts as 1.
40 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-30).
50 CLS: KEY OFF: WIDTH 40: OPEN "SCRN:" FOR OUTPUT AS 2
60 LOCATE 3,20: WIDTH #2,0: PRINT #2,"";: GOSUB 200
70 LOCATE 5,39: WIDTH #2,15: PRINT #2,"",: GOSUB 200
80 LOCATE 8,40: WIDTH #2,0: PRINT #2,STRING$(3,"p");: PRINT #2,"";: GOSUB 200
90 LOCATE 14,30: WIDTH #2,255: PRINT #2,"";STRING$(15,"q");: GOSUB 200
100 LOCATE 16,10: WIDTH #2,12: PRINT #2,"";"ab";"": GOSUB 200
110 CLOSE 2: LOCATE 20,1: PRINT P$: END
200 P$=P$+STR$(CSRLIN)+STR$(POS(0))
210 FOR R=3 TO 16: FOR C=1 TO 40: S=SCREEN(R,C): IF S<>32 THEN P$=P$+CHR$(S)
220 NEXT: NEXT: P$=P$+"/": RETURN
