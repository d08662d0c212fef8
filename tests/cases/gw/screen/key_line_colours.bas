10 REM The key line under COLOR: numbers and the blanks after a key's text take COLOR's
20 REM attribute, the texts &H70 on a black background and &H07 on any other, whatever
30 REM the foreground (GWSTS.ASM KEYDSP swaps the colours with XFGBG). Output of the real
40 REM GW-BASIC 3.23 (gw-real, 2026-11-28).
50 CLS:DEF SEG=&HB800
60 KEY ON:GOSUB 200:KEY OFF
70 COLOR 2,1:KEY ON:GOSUB 200:KEY OFF
80 COLOR 18,0:KEY ON:GOSUB 200:KEY OFF
90 COLOR 7,4:KEY ON:GOSUB 200:KEY OFF
100 COLOR 7,0:END
200 FOR C=0 TO 23:PRINT HEX$(PEEK(24*160+2*C+1));" ";:NEXT:PRINT:RETURN
