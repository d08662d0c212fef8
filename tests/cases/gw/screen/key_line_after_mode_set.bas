10 REM A SCREEN statement that sets the text mode again draws the key line on the active
20 REM page it names, once the pages are set (page 0's row 25 left blank); SCREEN ,,n
30 REM alone draws nothing. The second character of row 25 of pages 0-3 after each.
40 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-30).
50 KEY ON:SCREEN ,,2,2
60 SCREEN 0,0:GOSUB 500
70 SCREEN 0,1,1,0:GOSUB 500
80 SCREEN ,,3:GOSUB 500
90 SCREEN ,,0,0:KEY OFF:KEY ON:GOSUB 500
100 SCREEN 0,0,2,1:GOSUB 500
110 SCREEN ,,0,0:WIDTH 40:PRINT A$:END
500 DEF SEG=&HB800:FOR P=0 TO 3:A$=A$+CHR$(PEEK(P*4096+24*160+2)):NEXT:A$=A$+"/":DEF SEG:RETURN
