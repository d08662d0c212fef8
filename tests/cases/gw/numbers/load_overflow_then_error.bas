1 REM each line stored says Overflow for its literals; a literal the cruncher refuses stops the load after them (GWMAIN.ASM EDENT; GW-BASIC 3.23)
10 PRINT 1
20 X=1E39:Y=1D400
30 X=3.4028235E+38
40 X=40000%
50 X=&H10000
60 X=1E40
70 PRINT 2
