1 REM PC-BASIC run: the element out of range is found when its value
2 REM is stored, after the targets before it (_input_console)
5 ON ERROR GOTO 100
10 DIM A(10)
20 I=11
30 INPUT H,I,A(I),K
40 PRINT "NOT HERE"
100 PRINT ERR;ERL;H;I;K
