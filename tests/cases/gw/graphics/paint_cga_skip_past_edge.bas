1 REM The CGA driver's SCANR skips border pixels past the viewport's right edge while the
2 REM run's width lasts (its edge check compares the edge byte's first pixel mask, never
3 REM stopping), a run found there painting to its byte's end; an edge stop leaves the
4 REM position on the last pixel painted (the OEM's driver, read from the 3.23 binary)
5 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; gfxgen paint 503 pa008)
10 DIM R$(2): FOR M=1 TO 2: SCREEN M
20 LINE (81,21)-(93,42),1,B: CIRCLE (56,43),13,1: LINE (3,30)-(37,53),0,B
30 VIEW SCREEN (25,22)-(67,42): PAINT (58,30),1: VIEW
40 FOR Y=21 TO 44 STEP 3: R$(M)=R$(M)+" "+MID$(STR$(Y),2)+":": PV=0
50 FOR X=20 TO 100: V=POINT(X,Y): IF V<>PV THEN R$(M)=R$(M)+MID$(STR$(X),2)+"," : PV=V
60 NEXT X, Y: NEXT M: SCREEN 0: WIDTH 80: PRINT R$(1): PRINT R$(2)
