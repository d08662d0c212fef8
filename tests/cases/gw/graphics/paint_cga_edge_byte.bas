1 REM output: the real GW-BASIC 3.23 (DOSBox, VGA). The CGA driver's SCANR checks the
2 REM viewport's right edge by bit masks a byte at a time: in a byte holding a border it
3 REM stops at the first pixel placed past the edge's place in its byte (VIEW to x 67: a
4 REM run towards a border at 30 ends at 27), and a run starting inside the edge's byte
5 REM paints to the byte's end.
10 DIM R$(20): N=0
20 FOR K=0 TO 4: SCREEN 2: CLS: VIEW
30 LINE (0,9)-(100,9),1: LINE (0,11)-(100,11),1: PSET (30,10),1: PSET (3,10),1
40 IF K=0 THEN VIEW (0,0)-(67,50)
50 IF K=1 THEN VIEW SCREEN (0,0)-(67,50)
60 IF K=2 THEN VIEW SCREEN (0,0)-(29,50)
70 IF K=3 THEN VIEW SCREEN (0,0)-(28,50): PSET (26,10),1
75 IF K=4 THEN VIEW SCREEN (0,0)-(66,50): PSET (64,10),1: PAINT (65,10),1
80 PAINT (10,10),1
90 VIEW: S$="": FOR X=0 TO 79: S$=S$+HEX$(POINT(X,10)): NEXT: N=N+1: R$(N)=S$
95 NEXT
100 SCREEN 0: WIDTH 80: FOR I=1 TO N: PRINT R$(I);: NEXT: END
