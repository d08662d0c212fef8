1 REM PC-BASIC run: an integer loop takes its limit with FRCINT and its
2 REM step with GETINT (GWMAIN.ASM FOR), both rounded to integers
10 FOR I%=1 TO 2.6: PRINT I%;: NEXT: PRINT I%
20 FOR I%=1.5 TO 3: PRINT I%;: NEXT: PRINT I%
30 FOR I%=1 TO 3 STEP .6: PRINT I%;: NEXT: PRINT I%
