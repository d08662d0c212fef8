10 REM WIDTH "SCRN:",80 in 80 columns keeps the page and the cursor; WIDTH "SCRN:",40 in
20 REM 40 columns clears the screen and homes the cursor (GIOSCN.ASM SCNSWD). Output of
30 REM the real GW-BASIC 3.23 (gw-real, 2026-11-28).
40 CLS:PRINT "a":PRINT "b":PRINT "ccc";
50 R0=CSRLIN:P0=POS(0):WIDTH "SCRN:",80
60 R1=CSRLIN:P1=POS(0):S$=CHR$(SCREEN(1,1))+CHR$(SCREEN(3,1))
70 WIDTH 40:PRINT "d":PRINT "ee";:WIDTH "SCRN:",40
80 R2=CSRLIN:P2=POS(0):T$=CHR$(SCREEN(1,1))+CHR$(SCREEN(2,1))
90 WIDTH 80:PRINT R0;P0;R1;P1;"[";S$;"]";R2;P2;"[";T$;"]"
