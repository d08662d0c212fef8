1 REM GWEVAL.ASM: a DEF is defined only when it runs (DEFNC3); FNB's call of
2 REM FNA whose DEF was jumped over is UFERR in the line that called FNB
3 REM (checked on PC-BASIC 2.0.8)
10 GOTO 30
20 DEF FNA(X)=X+100
30 DEF FNB(X)=FNA(X)*2
40 PRINT "B"
50 PRINT FNB(1)
