1 REM NEXT86.ASM NEXTS: a skipped loop leaves its variable at the start (real GW-BASIC 3.23)
10 FOR J=5 TO 1:PRINT "BODY":NEXT J
20 PRINT J
30 FOR K=1 TO 2:NEXT
40 PRINT K
