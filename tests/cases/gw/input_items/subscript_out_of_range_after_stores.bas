1 REM PC-BASIC run: the element out of range is found when its value
2 REM is stored, after the targets before it (_input_console)
10 DIM A(10)
20 I=11
30 INPUT H,I,A(I),K
40 PRINT "NOT HERE"
50 PRINT H;I;K
