1 REM PC-BASIC run: a double loop variable is Type mismatch
2 REM (GWMAIN.ASM FOR: GETYPR after TO gives doubles TMERR)
10 PRINT "S"
20 FOR X#=1 TO 2
30 PRINT "NOT HERE"
40 NEXT
