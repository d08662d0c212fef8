1 REM c64rom code8.s strdn2: CHRGOT stops at a colon as at the
2 REM line's end, so the next variable asks ?? for another line
10 INPUT A,B:PRINT A;B
