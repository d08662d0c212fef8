10 REM LET copies a FIELD array element's string out of the file's buffer (below TXTTAB)
20 REM as it copies a FIELD variable's: each copy takes its bytes (GWMAIN.ASM LETCN6)
30 OPEN "A.DAT" FOR RANDOM AS 1 LEN=2
40 DIM F$(3):FIELD #1,1 AS F$(0),1 AS G$
50 PRINT FRE(0)
60 S$=F$(0):PRINT FRE(0)
70 T$=G$:PRINT FRE(0)
80 U$=F$(0):PRINT FRE(0)
90 RSET F$(0)="Z":V$=F$(0):PRINT FRE(0);V$
100 CLOSE:KILL "A.DAT"
