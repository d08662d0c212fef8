10 REM Row 25 lies below the window: a line feed there scrolls rows 1-24 and goes on
20 REM at row 24, and a character after its last column takes that column again.
30 REM KEY LIST writes F1 and a blank as PRINT does, then the key's text on the page
40 REM only (a carriage return as the arrow glyph 27, a bell as 14).
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-28).
60 CLS:LOCATE 1,1:PRINT "TOP"
70 LOCATE 25,70:PRINT "abcdefghijklmnop";:P$=STR$(CSRLIN)+STR$(POS(0))
80 LOCATE 25,79:PRINT "XY";:PRINT "Z";
90 FOR R=23 TO 25:FOR C=1 TO 80:A=SCREEN(R,C):IF A<>32 THEN P$=P$+" "+STR$(R)+CHR$(A)
100 NEXT C,R
110 P$=P$+STR$(SCREEN(1,1))
120 CLS:KEY 3,"AB"+CHR$(13)+CHR$(7)+"C":KEY LIST
130 FOR C=1 TO 9:Q$=Q$+STR$(SCREEN(3,C)):NEXT
140 CLS:PRINT P$:PRINT Q$
