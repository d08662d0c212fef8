1 REM PC-BASIC run: the cruncher says Overflow for each literal as
2 REM the file loads; the value kept is the largest
10 PRINT "START"
20 A=1E39
30 PRINT A
40 B=-1.7E39:PRINT B
