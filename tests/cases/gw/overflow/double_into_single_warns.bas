1 REM PC-BASIC run: a double too large for a single is only a warning
2 REM when stored; the single keeps the largest value of its sign
3 REM (GW-BASIC FRCSNG overflows through the math overflow handler)
10 A#=1.7D38
20 X=A#*1.001:PRINT X
30 Y=-A#*1.001:PRINT Y
40 PRINT "E"
