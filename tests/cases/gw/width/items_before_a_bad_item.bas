1 REM PC-BASIC run: PRINT shows its items until the bad one (NBS
2 REM P192)
10 PRINT "A";"B";)
