1 REM PC-BASIC run: an FN argument is converted to its parameter's
2 REM type, with the Overflow warning for a double past the single range
10 DEF FNA(Y)=Y*0+1
20 A#=1.7D38*1.001
30 PRINT FNA(A#)
