1 REM KILL with wild cards deletes every file DOS's pattern matches (GIODSK.ASM KILL: the
2 REM FCB is opened, checked against the open files by name, deleted); none is File not
3 REM found (53); a * with text after it in its part is Bad file name (64). Output of the
4 REM real GW-BASIC 3.23 (gw-real; difftest/gw/sweep seed 11 P0000).
10 ON ERROR GOTO 100
20 OPEN "O",#1,"KWE.DAT":CLOSE:OPEN "O",#1,"KWE2.DAT":CLOSE:OPEN "O",#1,"KWX.DAX":CLOSE
30 KILL "KWE*.DAT":PRINT "K1"
40 OPEN "I",#1,"KWE2.DAT":PRINT "KWE2 THERE":CLOSE
50 KILL "KWE*.DAT":PRINT "K2"
60 KILL "KW?.DAX":PRINT "K3"
70 OPEN "O",#1,"KWY":CLOSE:KILL "KW?":PRINT "K4"
80 KILL "Q*Q.DAT":PRINT "K5"
90 END
100 PRINT "E";ERR;ERL:RESUME NEXT
