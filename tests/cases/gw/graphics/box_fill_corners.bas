1 REM LINE ...,BF with corners off the viewport: per axis (x first) both negative pass,
2 REM clamped to the low edge; both below the low edge or above the high edge fill nothing
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics)
10 SCREEN 8: DIM D$(40)
20 FOR J=1 TO 12: READ XA,YA,XB,YB: CLS: VIEW SCREEN (56,14)-(107,46)
30 LINE (XA,YA)-(XB,YB),2,BF: VIEW: GOSUB 1000: NEXT
40 CLS: LINE (-5,8)-(-13,-16),2,BF: GOSUB 1000: CLS: LINE (700,5)-(710,10),2,BF: GOSUB 1000
50 CLS: VIEW (56,14)-(107,46): LINE (-5,8)-(-13,-16),2,BF: VIEW: GOSUB 1000
60 SCREEN 0: WIDTH 80: FOR I=1 TO N: PRINT D$(I): NEXT: END
100 DATA -13,-16,-13,5, -13,5,10,20, -13,5,60,5, -13,-16,60,-16, 10,-16,10,60, 60,-16,60,-16
110 DATA 60,5,60,20, 60,60,60,60, 120,20,120,20, -13,60,-13,60, 10,20,120,5, 700,30,-13,30
1000 A=999: B=-1: C=999: D=-1: K=0: FOR Y=0 TO 50: FOR X=0 TO 115: IF POINT(X,Y)<>2 THEN 1010
1005 K=K+1: IF X<A THEN A=X
1006 IF X>B THEN B=X
1007 IF Y<C THEN C=Y
1008 D=Y
1010 NEXT X,Y: N=N+1: D$(N)=STR$(A)+STR$(B)+STR$(C)+STR$(D)+STR$(K): RETURN
