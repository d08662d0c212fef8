1 REM NEXT86.ASM LOOPD1: after a skipped FOR J, NEXT J,I goes on
2 REM with I (PC-BASIC says Syntax error here; the source wins)
10 FOR I=1 TO 2:FOR J=5 TO 1:NEXT J,I
20 PRINT I;J
