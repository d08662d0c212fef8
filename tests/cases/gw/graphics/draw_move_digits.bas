10 REM DRAW's M refuses an x written in more than 4 digits (5), y and a variable's x take
20 REM any; a scaled offset is a word before it is quartered (DSCLDE). Real GW-BASIC 3.23
30 REM (gw-real): 9999 moves, 10000 and 00009999 are 5, S4 BM+8192 goes to -8142.
40 DIM D$(20):ON ERROR GOTO 900:SCREEN 1:V%=20000
50 FOR I=1 TO 10:READ A$:E=0:PSET (50,50):DRAW A$:D$(I)=A$+STR$(E)+STR$(POINT(0))+STR$(POINT(1)):NEXT
60 SCREEN 0:FOR I=1 TO 10:PRINT D$(I):NEXT:END
70 DATA "BM9999,3","BM-9999,3","BM10000,3","BM00009999,3","BM65535,3","BM5,40000"
80 DATA "BM=V%;,3","S4BM+8192,3","S8BM+8191,3","S8R8191"
900 E=ERR:RESUME NEXT
