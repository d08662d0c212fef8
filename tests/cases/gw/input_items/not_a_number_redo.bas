1 REM PC-BASIC run: a bad number redoes the whole line
10 INPUT A,B
20 PRINT A;B
