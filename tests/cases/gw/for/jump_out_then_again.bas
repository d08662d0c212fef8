1 REM GWMAIN.ASM FOR: a FOR replaces the loop its own statement
2 REM opened; the jumped-out value stays
10 FOR I=1 TO 10
20 IF I=4 THEN 40
30 NEXT I
40 PRINT I
50 FOR I=1 TO 2
60 PRINT "IN";I
70 NEXT I
80 PRINT I
