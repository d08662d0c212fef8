1 REM PC-BASIC run: DEF FN run again defines the function anew, no
2 REM error
10 DEF FNA(X)=X+1
20 PRINT FNA(3)
30 DEF FNA(X)=2*X
40 PRINT FNA(3)
