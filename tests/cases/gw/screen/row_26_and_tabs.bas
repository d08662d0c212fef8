10 REM Past row 25 the cursor leaves the page: a character after row 25's last column
20 REM scrolls the window once and goes on at row 26 (CSRLIN 26, what is printed there
30 REM lands in the page's last cell), up and down do nothing there, a line end goes
40 REM back to row 24 scrolling once. A tab blanks to the next multiple of 8 (48 goes
50 REM to 49);
60 REM after printed text that filled a row a tab runs on and blanks to column 9, after a
70 REM tab that reached the edge it only moves to the next row's start. TAB() counts a
80 REM cursor waiting past a full row as in the last column. PRINT USING and WRITE that
90 REM fill a row end it without the empty row PRINT leaves.
100 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-29).
110 CLS:FOR I=1 TO 24:LOCATE I,1:PRINT STRING$(20,CHR$(64+I));:NEXT
120 LOCATE 25,80:PRINT "Y";"Z";:P$=STR$(CSRLIN)+STR$(POS(0))
130 PRINT CHR$(30);CHR$(31);"Q";:P$=P$+STR$(CSRLIN)+STR$(POS(0))+STR$(SCREEN(25,80))
140 PRINT:P$=P$+STR$(CSRLIN)+STR$(POS(0))+" "+CHR$(SCREEN(1,1))
150 LOCATE 10,48:PRINT CHR$(9);"k";:P$=P$+STR$(POS(0))
160 LOCATE 10,1:PRINT STRING$(80,"x");CHR$(9);"k";:P$=P$+STR$(CSRLIN)+STR$(POS(0))
170 LOCATE 5,73:PRINT CHR$(9)+CHR$(9)+"k";:P$=P$+STR$(CSRLIN)+STR$(POS(0))
180 LOCATE 5,73:PRINT CHR$(9);CHR$(9);"k";:P$=P$+STR$(CSRLIN)+STR$(POS(0))
190 LOCATE 3,1:PRINT STRING$(80,"t");TAB(80);"u";:P$=P$+STR$(CSRLIN)+STR$(POS(0))
200 LOCATE 7,1:PRINT STRING$(75,"a");:PRINT USING "###.#";-69.25:P$=P$+STR$(CSRLIN)
210 LOCATE 7,1:PRINT STRING$(75,"a");:WRITE "-69":P$=P$+STR$(CSRLIN)
220 LOCATE 7,1:PRINT STRING$(75,"a");:PRINT "-69.3":P$=P$+STR$(CSRLIN)
230 DIM S$(12):FOR R=1 TO 12:FOR C=1 TO 80:S$(R)=S$(R)+CHR$(SCREEN(R,C)):NEXT:NEXT
240 CLS:PRINT P$:FOR R=1 TO 12:PRINT "|";S$(R):NEXT
