1 REM PC-BASIC run: after ?Redo from start the same targets are used
2 REM (_input_console keeps its first list)
10 DIM A(10)
20 I=3
30 INPUT I,A(I)
40 PRINT I;A(3);A(7)
