1 REM output: the real GW-BASIC 3.23 (DOSBox, VGA). A tiled PAINT hands the driver each
2 REM row it moves to, byte by byte; the last byte stays the attribute byte DRAW takes as
3 REM it is: SCREEN 1 and 2 draw its bit pattern, SCREEN 7-9 its low four bits. Painting
4 REM one line, the last row is the line below's; a start off the screen hands its row.
10 DIM R$(40): N=0
20 FOR M=0 TO 3: READ SC: T$=""
30 FOR K=0 TO 7: READ B: T$=T$+CHR$(B): NEXT
40 FOR Y=11 TO 14
50 SCREEN SC: CLS: LINE (10,Y-1)-(50,Y+1),1,B
60 PAINT (20,Y),T$,1
70 DRAW "BM100,100 R15"
80 S$=STR$(SC)+STR$(Y)+":": FOR X=100 TO 115: S$=S$+HEX$(POINT(X,100)): NEXT
85 S$=S$+" ": FOR X=20 TO 35: S$=S$+HEX$(POINT(X,Y)): NEXT
90 N=N+1: R$(N)=S$: NEXT: NEXT
95 SCREEN 2: PAINT (5,-3),CHR$(1)+CHR$(3)+CHR$(7)+CHR$(15)+CHR$(31),1: DRAW "BM0,9 R7"
96 S$="": FOR X=0 TO 7: S$=S$+HEX$(POINT(X,9)): NEXT: N=N+1: R$(N)=S$
100 SCREEN 0: FOR I=1 TO N: PRINT R$(I): NEXT: END
200 DATA 2, 1,3,7,15,129,85,170,0
210 DATA 1, 27,228,85,170,255,1,2,3
220 DATA 9, 1,2,4,8,15,51,204,255
230 DATA 7, 255,0,85,0,0,170,3,12
