1 REM Text in a graphics mode goes into the pixels: a printed space clears its cell to 0,
2 REM a scroll moves the pixel rows of the VIEW PRINT window only, CLS 2 clears the
3 REM window's rows, CLS 0 the whole screen, CLS the viewport
4 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics textgen.py)
10 SCREEN 7: COLOR 5,1: LINE (0,0)-(63,47),3,BF: LOCATE 2,2: PRINT "  ";
20 R$=STR$(POINT(7,9))+STR$(POINT(8,8))+STR$(POINT(23,15))+STR$(POINT(24,8))
30 VIEW PRINT 2 TO 4: LOCATE 4,1: PRINT: PRINT
40 R$=R$+STR$(POINT(0,10))+STR$(POINT(0,17))+STR$(POINT(0,25))+STR$(POINT(0,33))
50 SCREEN 1: LINE (0,0)-(63,47),3,BF: VIEW PRINT 2 TO 3: CLS 2
60 R$=R$+STR$(POINT(0,7))+STR$(POINT(50,8))+STR$(POINT(5,23))+STR$(POINT(5,24))
70 LINE (0,0)-(63,47),3,BF: VIEW (4,4)-(30,30): CLS: VIEW
80 R$=R$+STR$(POINT(3,3))+STR$(POINT(4,4))
90 VIEW (4,4)-(30,30): CLS 0: VIEW: R$=R$+STR$(POINT(3,3))+STR$(POINT(40,40))
100 SCREEN 0: WIDTH 80: PRINT R$
