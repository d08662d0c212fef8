10 REM A string after a statement that checks its own end, or after a call that stops as it
11 REM runs, errs with SAVTXT at the statement's start: RESUME NEXT reads the string as a
12 REM string and goes on after the next colon. Output of the real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 PRINT "@30";:VIEW PRINT 1 TO 24 "Q":PRINT "k"
40 PRINT "@40";:WIDTH LPRINT 80 "Q":PRINT "k"
50 PRINT "@50";:X=SCREEN(1,1 "Q"):PRINT "C":PRINT "k"
60 PRINT "@60";:BEEP "Q":PRINT "k"
70 PRINT "@70";:X=RIGHT$("ABC",-1,1 "Q"):PRINT "R"
80 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
