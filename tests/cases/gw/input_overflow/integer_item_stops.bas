1 REM PC-BASIC run: 40000 into A% is Overflow in the INPUT line,
2 REM fatal
10 INPUT A%
20 PRINT A%
