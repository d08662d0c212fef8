10 REM POINT(x,y) in SCREEN 0 reads x and refuses the mode (5) before y is read: a y left
11 REM out or any text after x but `)` is 5 too. Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 PRINT "@1":PRINT POINT(1,):PRINT "k1"
40 PRINT "@2":PRINT POINT(1,:PRINT "k2"
50 PRINT "@3":PRINT POINT(1 X):PRINT "k3"
60 PRINT "@4":PRINT POINT(1,2 X):PRINT "k4"
70 PRINT "@5":PRINT POINT(1/0,):PRINT "k5"
80 PRINT "@6":PRINT POINT(,1):PRINT "k6"
90 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
