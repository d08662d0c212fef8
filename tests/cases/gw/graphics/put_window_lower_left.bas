1 REM PUT under a WINDOW whose y grows upwards: the point is the image's lower left corner;
2 REM WINDOW SCREEN and no window take it as the upper left
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics gfxgen getput 505)
10 ON ERROR GOTO 900: SCREEN 8: DIM E%(7,8)
15 LINE (17,60)-(17,83),5: GET (17,60)-(17,83),E%
20 PUT (498,195),E%,OR: PRINT POINT(0);POINT(1)
30 PUT (498,176),E%,OR: PRINT POINT(0);POINT(1)
40 PUT (498,177),E%,OR: PRINT POINT(0);POINT(1)
50 WINDOW (0,0)-(50,50)
60 PUT (39,1),E%,OR: PRINT POINT(0);POINT(1)
70 WINDOW SCREEN (0,0)-(50,50)
80 PUT (39,49),E%,OR: PRINT POINT(0);POINT(1)
85 WINDOW: FOR Y=170 TO 199: R$=R$+MID$(STR$(POINT(498,Y)),2): NEXT: PRINT R$
90 SCREEN 0: END
900 PRINT "ERR";ERR;ERL: RESUME NEXT
