1 REM GWEVAL.ASM DEFNC3: every DEF run overwrites the pointer, no
2 REM duplicate definition error; the body reads I when called (checked on
3 REM PC-BASIC 2.0.8)
10 FOR I=1 TO 3
20 DEF FNA(X)=X*I
30 PRINT FNA(2);
40 NEXT I
50 PRINT
60 DEF FNA(X)=-X
70 PRINT FNA(5)
