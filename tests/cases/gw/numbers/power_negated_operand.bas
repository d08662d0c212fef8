0 REM A sign after ^ negates the ^s after it (GWEVAL.ASM DOMIN reads at a precedence below ^): 2^-3^2 is 2^-9; + keeps ^ left to right (GW-BASIC 3.23, gw-real)
10 A=2:B=3
20 PRINT 2^-3^2, 2^+3^2, 2^--3^2, -2^2, 2^-3*2
30 PRINT A^-B^A, 2^-3^2^2, (2^-3)^2, 2^-(3)^2, 2^-NOT 0
40 PRINT 4^-.5^-1, 2*-3^2, 2^-3^2=2^-9
