1 REM GWEVAL.ASM FNDOER: a DEF that calls its own name recurses until GETSTK
2 REM finds no room: Out of memory in the calling line (checked on PC-BASIC
3 REM 2.0.8)
10 DEF FNA(X)=X+1
20 PRINT FNA(1)
30 DEF FNA(X)=FNA(X)*2
40 PRINT "R"
50 PRINT FNA(1)
