1 REM LINE ,BF takes its columns, as its rows, in the order of the corners as unsigned
2 REM words: after a refused VIEW left x from 35 to -1, each row runs from x 35 to 65535
3 REM on through the video memory (the OEM's box fill; NSETCX)
4 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; gfxgen view 3003 vi019)
10 ON ERROR GOTO 900
20 SCREEN 1: VIEW SCREEN (-1,4)-(35,29),,3
30 LINE (-47,23)-(203,-75),,BF: VIEW
40 FOR Y=0 TO 8: R$=R$+" "+MID$(STR$(Y),2)+":": PV=0
50 FOR X=0 TO 319: V=POINT(X,Y): IF V<>PV THEN R$=R$+MID$(STR$(X),2)+",": PV=V
60 NEXT X, Y: R$=R$+STR$(POINT(0,199))+STR$(POINT(319,199))+STR$(POINT(0,100))
70 SCREEN 0: WIDTH 80: PRINT R$: END
900 R$=R$+" E"+MID$(STR$(ERR),2): RESUME NEXT
