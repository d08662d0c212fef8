1 REM PC-BASIC run: the warning comes once the line is taken; the
2 REM second item is read normally
10 INPUT A,B
20 PRINT A;B
