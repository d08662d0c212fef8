1 REM PC-BASIC run: one line, three items
10 INPUT A,B,C
20 PRINT A;B;C
