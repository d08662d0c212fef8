1 REM GWEVAL.ASM FNDOER: a zero text pointer means the function was never
2 REM defined: UFERR names the calling line; the DEF run later then works
3 REM (checked on PC-BASIC 2.0.8)
10 PRINT FNA(2)
20 DEF FNA(X)=X*10
30 PRINT FNA(2)
