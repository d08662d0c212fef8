1 REM CIRCLE's angle is negative by its sign bit: a float zero negated (-0.0, -0!, -A, -0#)
2 REM draws the line to the centre, the integer -0 does not
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics gfxgen circle 508)
10 SCREEN 8
20 CIRCLE (10,10),6,2,-0.0,3.14159,2
30 CIRCLE (30,10),6,2,-0,3.14159,2
40 CIRCLE (50,10),6,2,-0!,3.14159,2
50 A=0: CIRCLE (70,10),6,2,-A,3.14159,2
60 CIRCLE (90,10),6,2,-0#,3.14159,2
65 CIRCLE (110,10),6,2,-(0.0),3.14159,2
70 FOR X=0 TO 120: R$=R$+MID$(STR$(POINT(X,10)),2): NEXT
80 SCREEN 0: PRINT R$
