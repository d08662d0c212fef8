10 REM A message or Ok after a row filled to its last column goes on at the next row's start
20 REM without joining it to the full row (CRDONZ), where a character run on past the edge
30 REM joins them: ESC typed on the full row erases that row only, so the line typed over the
40 REM Ok below runs. Real GW-BASIC 3.23 (gw-real, keys fed one by one, 2026-11-30).
50 WIDTH 80:CLS:KEY OFF
60 IF R=0 THEN R=1:PRINT STRING$(80,"c");:ERROR 5
70 PRINT STRING$(80,"d");"e":PRINT STRING$(80,"f");
