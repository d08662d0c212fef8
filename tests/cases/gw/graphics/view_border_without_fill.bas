1 REM VIEW with a border past the highest attribute: without a fill it stops where a bad fill
2 REM does (the screen's extent and centre); with one, VIEW SCREEN's centre maps back absolute
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics gfxgen view 502)
10 ON ERROR GOTO 900: SCREEN 2
20 WINDOW (-2.41,2.73)-(-31,41)
30 VIEW SCREEN (7,27)-(29,36),,3
40 PRINT PMAP(33.3,0);PMAP(2.5,1);POINT(0);POINT(1);POINT(2);POINT(3)
50 VIEW: VIEW (7,27)-(29,36),,3
60 PRINT PMAP(33.3,0);PMAP(2.5,1);POINT(0);POINT(1);POINT(2);POINT(3)
70 VIEW: VIEW SCREEN (7,27)-(29,36),0,3
80 PRINT PMAP(33.3,0);PMAP(2.5,1);POINT(0);POINT(1);POINT(2);POINT(3)
90 VIEW: VIEW (7,27)-(29,36),0,3
100 PRINT PMAP(33.3,0);PMAP(2.5,1);POINT(0);POINT(1);POINT(2);POINT(3)
110 VIEW: VIEW (7,27)-(29,36),,3: PSET (2,2): PRINT POINT(0);POINT(1);POINT(2);POINT(3)
120 SCREEN 0: END
900 PRINT "ERR";ERR;ERL: RESUME NEXT
