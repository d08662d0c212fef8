1 REM c64rom code3.s FOR: FNDFOR finds the open loop of I
2 REM and the stack is cut back to it
10 FOR I=1 TO 2:FOR J=1 TO 9:FOR I=5 TO 6:PRINT I;J:NEXT I
20 NEXT J
