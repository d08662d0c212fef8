1 REM output: the real GW-BASIC 3.23 (DOSBox, VGA). A PAINT refused after its tile string
2 REM was taken (an empty tile, a bad border) and before the driver's set-up leaves the
3 REM driver's tile flag armed: in SCREEN 7-9 the next PAINT (or DRAW's P) paints the last
4 REM tile row the driver was handed (zeros at first), through SCREEN changes; the one
5 REM after paints. A refusal at the background comes after the set-up: no effect.
10 DIM R$(300): N=0: ON ERROR GOTO 900
20 T$=CHR$(1)+CHR$(2)+CHR$(4)+CHR$(8)+CHR$(15)+CHR$(51)+CHR$(204)+CHR$(255)
25 U$=CHR$(255)+CHR$(0)+CHR$(255)+CHR$(0)+CHR$(0)+CHR$(255)+CHR$(0)+CHR$(0)
30 FOR S=1 TO 8: SCREEN 9: CLS: LINE (10,10)-(27,17),15,B: N=N+1: R$(N)="S"+STR$(S)
40 ON S GOSUB 110,120,130,140,150,160,170,180
50 GOSUB 500: PAINT (15,13),2,15: GOSUB 600: GOSUB 500: PAINT (15,13),4,15: GOSUB 600
60 NEXT
70 SCREEN 0: FOR I=1 TO N: PRINT R$(I): NEXT: END
110 PAINT (15,13),5,15: PAINT (15,13),T$,256: RETURN
120 PAINT (15,13),U$,15: PAINT (15,13),"": RETURN
130 PAINT (15,13),5,15: PAINT (15,13),T$,15,"": RETURN
140 PAINT (15,13),5,15: PAINT (15,13),T$,"A": RETURN
150 PAINT (15,13),U$,15: PAINT (15,13),3,15: PAINT (15,13),"",1: PSET (15,13),0: DRAW "P4,15": RETURN
160 PAINT (15,13),"": SCREEN 7: LINE (10,10)-(27,17),15,B: RETURN
170 SCREEN 1: PAINT (15,13),"": SCREEN 9: LINE (10,10)-(27,17),15,B: RETURN
180 PAINT (15,13),2,15,"": PAINT (15,13),2,15,"AB": PAINT (15,13),2,15,5: RETURN
500 DRAW "BM100,100 R15": S$="A:": FOR X=100 TO 115: S$=S$+HEX$(POINT(X,100)): NEXT: N=N+1: R$(N)=S$: RETURN
600 S$="": FOR Y=11 TO 16: FOR X=11 TO 26 STEP 3: S$=S$+HEX$(POINT(X,Y)): NEXT: NEXT: N=N+1: R$(N)=S$: RETURN
900 N=N+1: R$(N)="ERR"+STR$(ERR)+STR$(ERL): RESUME NEXT
