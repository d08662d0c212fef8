1 REM PC-BASIC run: too many items is ?Redo from start too
10 INPUT A,B
20 PRINT A;B
