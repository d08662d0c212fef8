0 REM a function defined without parameters takes no argument list: the call leaves what follows (GWEVAL.ASM FNDOER, FINVLS; real GW-BASIC 3.23, gw-real)
10 DEF FNC=5
20 PRINT FNC(1)
30 PRINT FNC(1)+2;"X"
40 PRINT FNC (7)
50 A=FNC:PRINT A
60 DEF FND(X)=X*2
70 PRINT FND(3)(4)
80 DEF FNS$="AB"
90 PRINT FNS$("Q")
100 PRINT LEN(FNC(2))
