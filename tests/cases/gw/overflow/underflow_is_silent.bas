1 REM PC-BASIC run: a literal below the smallest single is 0,
2 REM without a message
10 A=1E-39
20 PRINT A
30 PRINT 1E-40*1
40 PRINT 9.9E-39
