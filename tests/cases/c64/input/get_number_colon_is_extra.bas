1 REM c64rom code8.s strdn2 and varend: a colon key ends the item (0)
2 REM and is left over: ?EXTRA IGNORED
10 A=9:GET A:PRINT A
