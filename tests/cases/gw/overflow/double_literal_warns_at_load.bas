1 REM PC-BASIC run: D exponent past 1.7D38 warns at load and keeps
2 REM the largest double
10 PRINT "S"
20 A#=1D309
30 PRINT A#
40 PRINT 2D308
