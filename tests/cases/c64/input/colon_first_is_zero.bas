1 REM c64rom code8.s numins: FIN reads no digit before the colon
2 REM (zero), then varend: ?EXTRA IGNORED
10 A=5:INPUT A:PRINT A
