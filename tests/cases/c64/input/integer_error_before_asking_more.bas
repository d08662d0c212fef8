1 REM c64rom code7.s inloop: 40000 goes into A% (ILLEGAL QUANTITY)
2 REM before the loop reaches B and would ask ??
10 INPUT A%,B:PRINT A%;B
