1 REM A printed form feed in a graphics mode clears as CLS does: the viewport (the whole
2 REM screen without one), DRAW's angle, scale and colour back (GRPRST), the point to the
3 REM centre; home and cursor keys leave the pixels and DRAW alone. CLS under a viewport
4 REM leaves the text cursor (SCNDRV.ASM CCLRSN, the OEM's CLRSCN)
5 REM output: the real GW-BASIC 3.23 (DOSBox, VGA)
10 FOR T=1 TO 4: SCREEN 1: LINE (0,0)-(319,199),1,BF
20 IF T<4 THEN VIEW (40,40)-(200,150),,3: WINDOW (0,0)-(100,100)
30 DRAW "C2 S8 TA30": PSET (30,40),1: LOCATE 12,5
40 ON T GOSUB 101,102,103,101
50 R$=R$+STR$(POINT(0))+STR$(POINT(1))+STR$(POINT(2))+STR$(POINT(3))
60 DRAW "BM60,60 R4": R$=R$+STR$(POINT(0))+STR$(POINT(1))
70 VIEW: WINDOW: R$=R$+STR$(POINT(2,2))+STR$(POINT(50,50))+STR$(POINT(62,60))+":"
80 NEXT: LOCATE 12,5: VIEW (40,40)-(200,150): CLS: R$=R$+STR$(CSRLIN)+STR$(POS(0))
90 SCREEN 0: WIDTH 80: PRINT R$: END
101 PRINT CHR$(12);: RETURN
102 PRINT CHR$(11);: RETURN
103 PRINT CHR$(30);CHR$(29);: RETURN
