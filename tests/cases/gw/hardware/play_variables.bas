1 REM PLAY's = takes a variable by name (up to ;) or by VARPTR$'s bytes, its value made an integer (FRCINT); X plays a string named either way
2 REM output: the real GW-BASIC 3.23 (gw-real)
5 ON ERROR GOTO 200
10 X$="CDEFGAB":X=0:PLAY "MB O="+VARPTR$(X):PRINT "a"
20 PLAY "MB X"+VARPTR$(X$):PRINT "b"
30 X=6:PLAY "MB O="+VARPTR$(X)+"T100 L32 X"+VARPTR$(X$)+"X"+VARPTR$(X$):PRINT "c"
40 X%=3:PLAY "MB O="+VARPTR$(X%)+"T100 L32 X"+VARPTR$(X$):PRINT "d"
50 X#=2:PLAY "MB O="+VARPTR$(X#)+"L=X%;":PRINT "e"
60 X=7:PLAY "MB O="+VARPTR$(X):PRINT "f"
70 X=-1:PLAY "MB O="+VARPTR$(X):PRINT "g"
80 X=6.7:PLAY "MB O="+VARPTR$(X):PRINT "h"
90 X=5.4:PLAY "MB O=X;":PRINT "i"
100 PLAY "MB O=X$;":PRINT "j"
110 PLAY "MB O=1X;":PRINT "k"
120 X=40000!:PLAY "MB O=X;":PRINT "l"
130 PLAY "MB O=X":PRINT "m"
140 PLAY "MB O=NEW;C":PRINT "n"
150 PLAY "MB X"+VARPTR$(X):PRINT "o"
160 PLAY "MB N=X%;":PRINT "p"
170 END
200 PRINT "E";ERR;ERL: RESUME NEXT
