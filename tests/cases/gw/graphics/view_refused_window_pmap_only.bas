1 REM WINDOW alone after a VIEW refused part way maps PMAP through the corners the VIEW
2 REM stored, but drawing, POINT and the last point go on without a window
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics)
10 SCREEN 1: ON ERROR GOTO 900
20 VIEW (50,30)-(700,40): WINDOW
30 PSET (6,6): LINE (1,1)-(20,20),2: PRINT PMAP(5,0);PMAP(5,1);POINT(0);POINT(1);POINT(2);POINT(3);POINT(20,20);POINT(10,10)
40 VIEW: WINDOW: VIEW (57,-2)-(95,7): WINDOW
50 LINE -(-7,15),,BF: PRINT PMAP(5,0);PMAP(5,1);POINT(0);POINT(1);POINT(2);POINT(3);POINT(5,20)
60 WINDOW SCREEN (4.18,-3.88)-(-9,-47): PRINT POINT(0);POINT(1);POINT(2);POINT(3)
70 SCREEN 0: WIDTH 80: END
900 PRINT "ERR";ERR;ERL: RESUME NEXT
