1 REM FRE counts a number typed with spaces in it as one constant, as the cruncher stores it (real GW-BASIC 3.23, gw-real: 60095, then 7638 123 1 0, then 123456)
10 PRINT FRE(0)
20 PRINT 76 38;1 2 3;&H1 0
30 PRINT 12 345 6!
