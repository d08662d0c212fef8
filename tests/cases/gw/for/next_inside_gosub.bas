1 REM PC-BASIC run: the NEXT in the subroutine is not the one FOR
2 REM found
10 FOR I=1 TO 2
20 GOSUB 100
30 NEXT I
40 END
100 NEXT I
110 RETURN
