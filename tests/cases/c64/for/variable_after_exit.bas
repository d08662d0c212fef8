1 REM msbasic NEXT: the variable keeps the value past the limit
10 FOR I=1 TO 3:NEXT:PRINT I
20 FOR J=10 TO 1 STEP -3:NEXT:PRINT J
30 FOR K=5 TO 1:NEXT:PRINT K
