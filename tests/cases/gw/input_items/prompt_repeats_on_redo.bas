1 REM PC-BASIC run: the prompt comes again after ?Redo from start
10 INPUT "VALUES";A,B
20 PRINT A+B
