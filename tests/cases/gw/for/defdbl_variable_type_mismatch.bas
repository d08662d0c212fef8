1 REM PC-BASIC run: a name made double by DEFDBL cannot count a FOR
2 REM loop either (GWMAIN.ASM FOR: GETYPR, TMERR)
10 DEFDBL D
20 D=7
30 FOR D=1 TO 2: PRINT D;: NEXT
