1 REM PC-BASIC run: FOR converts its start to the loop variable's type
2 REM with the same warning; the loop is then past its limit
10 A#=1.7D38*1.001
20 FOR Z=A# TO 1: PRINT "IN": NEXT
30 PRINT Z
