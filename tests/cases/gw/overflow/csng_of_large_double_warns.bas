1 REM PC-BASIC run: CSNG of a double past the single range warns
2 REM Overflow and gives the largest single (FRCSNG)
10 A#=-1.7D38*1.001
20 PRINT CSNG(A#)
30 PRINT "E"
