1 REM PC-BASIC run: empty items between commas are 0
10 INPUT A,B,C
20 PRINT A;B;C
