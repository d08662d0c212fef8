1 REM READ of a number too large: Overflow, then the largest value of the type FIN built
2 REM (a double for a double target or a D exponent; stored in a single it warns again)
20 FOR I=1 TO 9:READ A#:PRINT I;A#:NEXT
25 FOR I=1 TO 5:READ B!:PRINT I;B!:NEXT
27 FOR I=1 TO 3:READ C%:PRINT I;C%:NEXT
30 DATA 1E40,1D40,-1E40,-1D40,1E39,1.8E38,1D309,1E-50,123456789012345678901234567890
40 DATA 1E40,1D40,-1D40,1.8E38,1D39
50 DATA 32768,-32769,1E40
60 END
