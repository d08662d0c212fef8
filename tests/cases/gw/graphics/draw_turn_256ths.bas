1 REM DRAW TA: a relative move turned by the angle lands on the pixel nearest its place kept
2 REM to 1/256 of a pixel (0.4981 past a pixel rounds up, 0.4971 down)
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics)
10 SCREEN 7: FOR I=1 TO 6: READ A,X,Y
20 DRAW "BM100,100TA=A;BM+=X;,+=Y;": PRINT POINT(0);POINT(1);: NEXT: PRINT
30 SCREEN 9: FOR I=1 TO 3: READ A,X,Y
40 DRAW "BM100,100TA=A;BM+=X;,+=Y;": PRINT POINT(0);POINT(1);: NEXT: PRINT
50 SCREEN 0: WIDTH 80: END
100 DATA 105,-24,-24, 45,7,3, 60,-7,0, 45,6,-15, -255,2,-31, 105,-10,6
110 DATA 105,13,9, -255,-30,-9, -255,34,-27
