1 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics)
10 ' PAINT's queue (PUTQ) lives in the free memory: a tile row equal to the
20 ' background counts as never painted, its runs are queued again and again
30 ' until the queue fills: Out of memory
40 ON ERROR GOTO 900
100 SCREEN 7
110 PAINT (65,67),CHR$(255)+CHR$(0)+CHR$(0)+CHR$(15)+CHR$(0)+CHR$(15)+CHR$(0)+CHR$(85),3
120 PAINT (103,4),CHR$(0),1
130 A$="": FOR Y=0 TO 7: FOR X=100 TO 115: A$=A$+HEX$(POINT(X,Y)): NEXT: A$=A$+" ": NEXT
140 SCREEN 0: WIDTH 80: PRINT E$: PRINT A$: END
900 E$="ERR"+STR$(ERR)+STR$(ERL): RESUME NEXT
