10 REM A graphics mode draws printed text with the video BIOS's font (8x8, 8x14 in SCREEN 9)
20 REM in COLOR's foreground on 0, and SCREEN(r,c) reads a cell back from its pixels: the
30 REM first code whose glyph they are, 0 when none is (a filled cell 219, a D with a dot
40 REM less 0). Real GW-BASIC 3.23 (gw-real): see the REM at 900.
50 DIM D$(20):SCREEN 1:PRINT "ABCDEFGH":PSET (9,1),3:LINE (16,0)-(23,7),1,BF:PSET (24,0),0:PSET (40,3),2
60 GOSUB 200:SCREEN 9:COLOR 14,1:PRINT "AB":GOSUB 200:SCREEN 7:COLOR 5:DRAW "C3":PRINT "A":GOSUB 200
70 SCREEN 0:WIDTH 80:FOR I=1 TO N:PRINT D$(I):NEXT:END
200 S$="":FOR C=1 TO 8:S$=S$+STR$(SCREEN(1,C)):NEXT:N=N+1:D$(N)=S$
210 H=8:IF POINT(639,340)>=0 THEN H=14
220 S$="":FOR Y=0 TO H-1:FOR X=0 TO 7:S$=S$+HEX$(POINT(X,Y)):NEXT:S$=S$+" ":NEXT:N=N+1:D$(N)=S$:RETURN
900 REM  65 66 219 0 69 0 71 72 with A in 3 (SCREEN 1); 65 66 0 ... in 14 (9); 65 0 ... in 5 (7)
