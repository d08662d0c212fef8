1 REM GWMAIN.ASM LINGET: digits are fetched with CHRGTR, which
2 REM skips spaces
1 0 PRINT "TEN"
2 0 PRINT "TWENTY"
3  0 GOTO 5 0
40 PRINT "NO"
50 PRINT "FIFTY"
