10 REM WIDTH #n of a SCRN: file is the screen's logical line width while that file is
20 REM written (GW-BASIC's LINLEN): below 80 its lines wrap there, above 80 a row never
30 REM runs on and characters past column 80 take column 80 again; PRINT, LOCATE and the
40 REM lines after CLOSE keep 80, and the redirected stream has none of the file's output.
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-28); pcbasic-suite SCRNWID2.
60 CLS:OPEN "SCRN:" FOR OUTPUT AS 2:WIDTH #2,10:PRINT #2,STRING$(25,"a")
70 PRINT STRING$(25,"b"):CLOSE 2
80 OPEN "SCRN:" FOR OUTPUT AS 2:WIDTH #2,100:PRINT #2,STRING$(95,"g");"h":PRINT #2,STRING$(20,"k"),"l","m","n","o","p","q"
90 CLOSE 2
100 FOR R=1 TO 7:L$="":FOR C=1 TO 80:L$=L$+CHR$(SCREEN(R,C)):NEXT:P$(R)=L$:NEXT
110 CLS:FOR R=1 TO 7:PRINT P$(R);:NEXT
