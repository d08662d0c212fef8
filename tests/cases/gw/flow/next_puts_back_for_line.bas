1 REM NEXT going round puts back the line its FOR entry holds: after a bad DATA item (its error
2 REM in the DATA line) and RESUME NEXT, Out of DATA in the loop is in the READ line (NEXT86.ASM)
7 ON ERROR GOTO 1000
20 FOR I=1 TO 8: READ A$: PRINT I, "[" A$ "]": READ B: PRINT B: NEXT
30 PRINT "end"
40 END
200 DATA ,
220 DATA ,DATA,one,&H10
1000 PRINT "Error:", ERR, ERL: E=E+1: IF E>12 THEN END
1010 RESUME NEXT
