0 REM A DEF FN kept by ALL after CHAIN MERGE put a line before its DEF: the entry points at moved text and the call is a syntax error (FIVEO.ASM CHAIN; GW-BASIC 3.23, gw-real)
1 OPEN "O",1,"S2.BAS"
2 PRINT #1,"5 KILL "+CHR$(34)+"S2.BAS"+CHR$(34)+":PRINT FNA(2)"
3 CLOSE 1
10 DEF FNA(Q)=Q*3
20 PRINT FNA(2)
30 CHAIN MERGE "S2",5,ALL
