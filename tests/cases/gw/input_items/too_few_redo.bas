1 REM PC-BASIC run: too few items is ?Redo from start and the
2 REM whole line again
10 INPUT A,B,C
20 PRINT A;B;C
