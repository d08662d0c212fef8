10 REM In a graphics mode CLS 1 without a graphics viewport clears the screen and homes the
20 REM cursor in the text window as CLS does; under a viewport CLS and CLS 1 leave the text
30 REM and the cursor. Real GW-BASIC 3.23 (gw-real): rows 1 1 0 0 / 8 9 65 / 5 1 0 / 8 9 65.
40 DIM D$(20):FOR V=0 TO 3:SCREEN 2:CLS
50 IF V AND 1 THEN VIEW (100,50)-(200,100)
60 IF V AND 2 THEN VIEW PRINT 5 TO 15
70 LOCATE 8,7:PRINT "AB";:CLS 1:N=N+1:D$(N)=STR$(CSRLIN)+STR$(POS(0))+STR$(SCREEN(8,7))
80 VIEW:VIEW PRINT:NEXT:SCREEN 0:FOR I=1 TO N:PRINT D$(I):NEXT
