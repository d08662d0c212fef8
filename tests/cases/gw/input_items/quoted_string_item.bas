1 REM PC-BASIC run: a quoted item keeps its comma
10 INPUT A$,B
20 PRINT A$;B
