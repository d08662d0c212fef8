1 REM PC-BASIC run: 40000 into A% is CINT overflow, fatal
10 PRINT "S"
20 A%=40000
30 PRINT A%
