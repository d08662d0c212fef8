1 REM msbasic FOR GTFORPNT: a FOR of the same variable drops the
2 REM old entry and those above it
10 FOR I=1 TO 3
20 FOR J=1 TO 3
30 IF J=2 THEN 50
40 NEXT J
50 NEXT I
60 PRINT I;J
70 FOR I=1 TO 10:IF I=4 THEN 90
80 NEXT
90 PRINT I
100 NEXT J
