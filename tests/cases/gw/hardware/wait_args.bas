1 REM WAIT reads its port, mask and xor as OUT does (GWEVAL.ASM FNWAIT); port &H80 reads 255.
2 REM Checked on the real GW-BASIC 3.23 (gw-real, difftest/gw/fresh famgen).
10 ON ERROR GOTO 1000
20 WAIT "A",1:PRINT "a"
30 WAIT -32769,1:PRINT "b"
40 WAIT &H80,256:PRINT "c"
50 WAIT &H80:PRINT "d"
60 WAIT &H80,1,256:PRINT "e"
70 WAIT &H80,1,0:PRINT "f"
80 WAIT &H80,1,,:PRINT "g"
90 WAIT &H80,1 X:PRINT "h"
100 WAIT &H80,1,2,3:PRINT "i"
110 WAIT &H80,1/0:PRINT "j"
120 WAIT ,1:PRINT "k"
125 WAIT "A",:PRINT "m"
126 OUT "A",:PRINT "n"
127 WAIT "A",1,:PRINT "o"
999 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
