1 REM GWMAIN.ASM NXTSCN: a skipped loop counts the FORs inside it
2 REM (FORINC) and ends at the NEXT that brings the count to 0
10 FOR I=5 TO 1
20 FOR J=1 TO 2
30 PRINT "INNER"
40 NEXT J
50 NEXT I
60 PRINT J;"DONE"
