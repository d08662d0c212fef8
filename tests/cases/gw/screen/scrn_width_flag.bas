10 REM WIDTH "SCRN:",n compares n with the width the last WIDTH "SCRN:" set (WDTFLG,
20 REM 80 at start), not with the screen's: the same n does nothing, even when WIDTH
30 REM changed the screen since; another n sets the screen up at n, clearing it even
40 REM when it already has that width (GIOSCN.ASM SCNSWD, SWIDTH).
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-29).
60 CLS:WIDTH "SCRN:",40:WIDTH 80:PRINT "a":WIDTH "SCRN:",40:P$=STR$(CSRLIN)+CHR$(SCREEN(1,1))
70 PRINT STRING$(50,"P"):P$=P$+STR$(CSRLIN)
80 WIDTH 40:PRINT "c":WIDTH "SCRN:",80:P$=P$+STR$(CSRLIN)+CHR$(SCREEN(1,1))
90 PRINT STRING$(50,"Q");:P$=P$+STR$(CSRLIN)
100 WIDTH 40:PRINT "d":WIDTH "SCRN:",80:P$=P$+STR$(CSRLIN)+CHR$(SCREEN(1,1))
110 PRINT STRING$(50,"R");:P$=P$+STR$(CSRLIN)
120 WIDTH 80:PRINT P$
