10 REM DRAW's P takes the fill and the border as their low bytes cut to the mode's highest
20 REM attribute; a fill written in more than 4 digits is 5. Real GW-BASIC 3.23 (gw-real):
30 REM P-1,2 0 3 0 2 / P256,2 0 0 0 2 / P257,2 0 1 0 2 / P65535,2 5 0 0 2 / P1,-1 0 1 1 1.
40 DIM D$(20):ON ERROR GOTO 900:SCREEN 1
50 FOR I=1 TO 8:READ A$:E=0:CLS:LINE (10,10)-(30,30),2,B:PSET (20,20),0:DRAW A$
60 D$(I)=A$+STR$(E)+STR$(POINT(20,20))+STR$(POINT(5,5))+STR$(POINT(10,10)):NEXT
70 SCREEN 0:FOR I=1 TO 8:PRINT D$(I):NEXT:END
80 DATA "P-1,2","P256,2","P257,2","P65535,2","P1,-1","P1,258","P3,65535","P1000,2"
900 E=ERR:RESUME NEXT
