1 REM PC-BASIC run: INPUT works out every subscript before it stores
2 REM a value (Implementation._input_console, memory.set_variable),
3 REM so A(I) uses the I from before the INPUT
10 DIM A(10)
20 I=5
30 INPUT A(I),I,A(I),I,A(I)
40 PRINT I;A(2);A(5);A(6)
