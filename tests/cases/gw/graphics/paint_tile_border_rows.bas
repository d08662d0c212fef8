1 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics)
10 ' PAINT with a tile whose rows hold the border's colour (0033 beside a border)
20 ' counts a run as painted once its screen bytes equal the tile and none, whole,
30 ' equals the background: the fill ends (measured on the real GW-BASIC 3.23)
100 SCREEN 1
110 PAINT (13,14),CHR$(255)+CHR$(0)+CHR$(15)
120 CIRCLE (57,28),24,2
130 PAINT (42,58),2: LINE (45,37)-(48,48),1,B
140 PAINT (3,44),CHR$(255)+CHR$(85)+CHR$(15)+CHR$(85)+CHR$(170),3
150 DIM D$(40): N=0
160 FOR Y=20 TO 52: R$="": FOR X=0 TO 40: R$=R$+CHR$(48+POINT(X,Y)): NEXT: N=N+1: D$(N)=R$: NEXT
170 SCREEN 0: WIDTH 80: FOR I=1 TO N: PRINT D$(I): NEXT
