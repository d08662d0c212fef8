1 REM c64rom code8.s numins: FIN's 5 is stored before strdn2
2 REM refuses the X after it; then RETURN alone keeps the 5
10 A=9:INPUT A:PRINT A
