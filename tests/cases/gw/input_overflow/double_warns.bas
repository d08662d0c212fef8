1 REM PC-BASIC run: 1D400 into a double warns and keeps the
2 REM largest double
10 INPUT A#
20 PRINT A#
