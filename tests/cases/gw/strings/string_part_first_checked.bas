0 REM LEFT$, RIGHT$ and MID$ check their first argument is a string after its comma, before reading the next (gw-real)
10 ON ERROR GOTO 100
20 PRINT RIGHT$(256,)
30 PRINT LEFT$(1,)
40 PRINT MID$(1,)
50 PRINT RIGHT$(0)
60 PRINT RIGHT$("A",)
70 PRINT MID$("ABC",1,)
80 PRINT LEFT$(1,"X")
90 END
100 PRINT ERR;ERL:RESUME NEXT
