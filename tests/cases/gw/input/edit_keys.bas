1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/corpus answers): the keys of a typed answer
2 REM edit it as SCNDRV.ASM does: Esc erases it (the prompt stays), Backspace rubs out
3 REM the cell before the cursor, Tab moves to the next eighth screen column
10 INPUT A:PRINT A
20 INPUT A:PRINT A
30 INPUT A:PRINT A
40 FOR I=1 TO 4:LINE INPUT "Q";A$:PRINT LEN(A$);A$;"|":NEXT
50 INPUT "ABCDEFGHIJ";A$:PRINT LEN(A$);A$;"|"
60 LINE INPUT "ABCDEFG";A$:PRINT LEN(A$)
70 INPUT "COUNT,DURATION:",A$:PRINT LEN(A$)
