1 REM GWMAIN.ASM NXTSCN DECNXT: NEXT J,I closes both loops;
2 REM a FOR skipped at the start still steps its variable once
10 FOR I=1 TO 2
20 FOR J=3 TO 1
30 PRINT "NEVER"
40 NEXT J,I
50 PRINT I
