1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/corpus): after a full row the cursor reads
2 REM column 0, so the error message's CRDONZ (GIO86.ASM) outputs no line end: the row,
3 REM then the message on the next line, no empty line between (PRINT's own CR LF leaves one)
10 CLS:PRINT STRING$(80,"A");
20 PRINT STRING$(80,"B")
30 PRINT STRING$(80,"C");:ERROR 5
