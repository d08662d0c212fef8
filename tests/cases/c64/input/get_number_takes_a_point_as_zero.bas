1 REM c64rom code8.s numins: GET A reads its key as INPUT does, and FIN
2 REM takes a lone point as 0
10 A=9:GET A:PRINT A
