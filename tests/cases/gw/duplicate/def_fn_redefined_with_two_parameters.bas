1 REM GWEVAL.ASM DEFNC3 stores the text pointer of the last DEF run; FNDOER
2 REM then walks that DEF's parameter list, so a call with one argument
3 REM fails SYNCHR "," in the calling line (checked on PC-BASIC 2.0.8)
10 DEF FNA(X)=X+1
20 DEF FNA(X,Y)=X+Y
30 PRINT FNA(1,2)
40 PRINT FNA(1)
