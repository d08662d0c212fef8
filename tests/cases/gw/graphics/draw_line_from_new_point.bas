1 REM DRAW draws from the new point to the last one (CLINE2: DOGRPH from [BC],[DE] to
2 REM GRPACX,Y), so a line cut at both screen edges is cut as LINE (new)-(last)
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics gfxgen draw 504, clipgen)
10 SCREEN 1
20 LINE (13,-16)-(-11,104),3: GOSUB 100
30 CLS: DRAW "BM13,-16 M-24,120": GOSUB 100
40 CLS: LINE (-11,104)-(13,-16),3: GOSUB 100
50 CLS: DRAW "S12BM13,-16 M-8,40": GOSUB 100
60 SCREEN 0: PRINT A$: END
100 FOR Y=0 TO 110: IF POINT(0,Y)<>0 THEN A$=A$+STR$(Y)
110 NEXT: FOR X=0 TO 20: IF POINT(X,0)<>0 THEN A$=A$+" T"+STR$(X)
120 NEXT: A$=A$+"/": RETURN
