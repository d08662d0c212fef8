1 REM c64rom code8.s NEXT: a finished loop, then a comma
2 REM goes on with the next name
10 FOR I=1 TO 2:FOR J=1 TO 2:PRINT I;J:NEXT J,I:PRINT I;J
20 FOR K=1 TO 2:FOR L=1 TO 3:PRINT K;L;:NEXT K
30 PRINT:PRINT K;L
