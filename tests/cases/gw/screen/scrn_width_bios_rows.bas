10 REM WIDTH "SCRN:" sets the text mode up and draws row 25 again (cleared in COLOR's
20 REM attribute with the key line off); asked for the width the BIOS already lays its
30 REM rows out at, the rows are laid out at the other width; any SCREEN with a mode or
40 REM a colour switch then sets the mode again. Real GW-BASIC 3.23 (gw-real, 2026-11-30).
50 DEF SEG=&HB800
60 CLS: COLOR 2,3: WIDTH "SCRN:",40: GOSUB 200
70 WIDTH "SCRN:",80: GOSUB 200
80 WIDTH 40: COLOR 2,3: WIDTH "SCRN:",40: GOSUB 200
90 COLOR 2,3: WIDTH 80: GOSUB 200
100 LOCATE 10,5: SCREEN ,,0: P$=P$+STR$(CSRLIN)
110 SCREEN ,1: P$=P$+STR$(CSRLIN)+"/": COLOR 2,3: LOCATE 2,1: PRINT "a";: GOSUB 200
120 WIDTH 40: WIDTH "SCRN:",40: LOCATE 10,5: SCREEN 0,1: P$=P$+STR$(CSRLIN)
130 COLOR 7,0: CLS: LOCATE 20,1: PRINT P$: END
200 L=7: FOR I=0 TO 8000 STEP 2: A=PEEK(I+1): IF A<>7 AND A<>L THEN P$=P$+STR$(I/2)+"-"
210 IF A=7 AND L<>7 THEN P$=P$+STR$(I/2)
220 L=A: NEXT: P$=P$+"/": RETURN
