10 REM A SCRN: file's PRINT comma takes its last zone from the file's width in a byte
20 REM (GIO86.ASM PTRWDC: below 14 it pads through the file's row ends), counting from
30 REM the screen's cursor; WIDTH #n,0 acts as 1. SCREEN() refuses rows outside the VIEW
40 REM PRINT window but 25 with the key line off; WIDTH 40/80 clears row 25 in COLOR's
50 REM attribute and the video memory past the page reads blanks in grey.
60 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-29).
70 DIM P$(24):CLS:OPEN "SCRN:" FOR OUTPUT AS 1:WIDTH #1,10:PRINT #1,"A","B","C":PRINT #1,1,2,3
80 WIDTH #1,13:PRINT #1,"A","B","C";:R1=CSRLIN:C1=POS(0)
90 PRINT #1,"":WIDTH #1,0:PRINT #1,"x",;:R2=CSRLIN:C2=POS(0):CLOSE 1
100 FOR R=1 TO 24:L$="":FOR C=1 TO 20:L$=L$+CHR$(SCREEN(R,C)):NEXT:P$(R)=L$:NEXT
110 ON ERROR GOTO 300:VIEW PRINT 10 TO 15:E$=""
120 FOR R=0 TO 25 STEP 5:E$=E$+STR$(R):X=SCREEN(R,1):NEXT:VIEW PRINT
130 DEF SEG=&HB800:COLOR 9,3:WIDTH 40:A1=PEEK(1999):A2=PEEK(2001):A3=PEEK(32767)
140 COLOR 7,0:WIDTH 80:CLS:FOR R=1 TO 17:PRINT P$(R):NEXT
150 PRINT R1;C1;R2;C2;E$;A1;A2;A3:END
300 E$=E$+"!":RESUME NEXT
