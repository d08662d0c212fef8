1 REM the screen editor links a second row: PRINT works on an
2 REM 80-column logical line
10 A$="0123456789"
20 PRINT A$;A$;A$;A$;"X"
30 PRINT A$;A$;A$;A$;A$;A$;A$;A$;"Y"
