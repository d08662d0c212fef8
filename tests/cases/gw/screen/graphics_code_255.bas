10 REM Printing code 255 in SCREEN 1 and 2 does nothing: no glyph, the cursor stays (in
20 REM SCREEN 0, 7, 8 and 9 it is a character). Real GW-BASIC 3.23 (gw-real):
30 REM 1 2 3 88 81 90 2 87, the same in SCREEN 2.
40 DIM D$(9):FOR M=1 TO 2:SCREEN M
50 LOCATE 1,1:PRINT "XYZ";:LOCATE 1,2:PRINT CHR$(255);:A=POS(0):PRINT "Q";:B=POS(0)
60 LOCATE 3,1:PRINT STRING$(5,255);"W";:C=POS(0)
70 D$(M)=STR$(M)+STR$(A)+STR$(B)+STR$(SCREEN(1,1))+STR$(SCREEN(1,2))+STR$(SCREEN(1,3))+STR$(C)+STR$(SCREEN(3,1))
80 NEXT:SCREEN 0:WIDTH 80:PRINT D$(1):PRINT D$(2)
