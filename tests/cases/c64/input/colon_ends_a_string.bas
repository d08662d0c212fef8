1 REM c64rom code8.s setqut: an unquoted string ends at a colon;
2 REM varend finds text left over: ?EXTRA IGNORED
10 INPUT A$:PRINT "[";A$;"]"
20 INPUT B$:PRINT "[";B$;"]"
