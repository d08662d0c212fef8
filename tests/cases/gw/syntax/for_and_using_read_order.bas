10 REM The start value of FOR is evaluated and converted before TO is looked for, TO's
20 REM value before STEP's; PRINT USING's format is evaluated and must be a string before
30 REM its semicolon is looked for (GWMAIN.ASM FOR, BIPRTU.ASM PRINUS).
40 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-30).
50 ON ERROR GOTO 500
60 FOR I="S"*XA$
70 FOR I=SQR(-1) X
80 FOR I="S" 5
90 FOR I=1 TO "S" STEP )
100 FOR I=1 TO 1/0 STEP X
110 FOR J=1/0 X
120 PRINT USING A X
130 PRINT USING "##" 5
140 PRINT USING "S"+;
150 PRINT USING 5;
160 PRINT USING A  ASIN(
170 FOR K=7 Y:PRINT K
180 PRINT "END";I;J;K
190 END
500 PRINT "E";ERR;ERL:RESUME NEXT
