10 REM INPUT reads a number with FIN before it finds the character that spoils the item,
20 REM so an overflow there is warned of first: `Overflow`, then `?Redo from start`.
30 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-29).
40 INPUT A$,B,C
50 PRINT A$;B;C
