1 REM NXTSCN at FOR: the NEXT that closes J names I, NEXT without
2 REM FOR in 30 (PC-BASIC _find_next)
10 FOR I=1 TO 2
20 FOR J=1 TO 2
30 NEXT I
40 PRINT "X"
