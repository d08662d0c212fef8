10 REM A statement that errs itself before NEWSTT meets the string after it erred with
11 REM SAVTXT at its start: RESUME NEXT (and RETURN, and the WEND scan) read the string as a
12 REM string and go on after the next colon (GWMAIN.ASM RESNXT, DATA). A stray string that
13 REM NEWSTT finds turns the quotes about. Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 PRINT "@1":WHILE 0 "Q":PRINT "k1":WEND:PRINT "w1"
40 PRINT "@2":WHILE C "Q":PRINT "k2"
50 PRINT "@3":OPTION BASE 1 "Q":PRINT "k3"
60 PRINT "@4":OPTION BASE 0 "Q":PRINT "k4"
70 PRINT "@5":GOSUB 5000 "Q":PRINT "k5"
80 PRINT "@6":RESTORE 7777 "Q":PRINT "k6"
90 PRINT "@7":X=1/0 "Q":PRINT "k7"
100 PRINT "@8":BEEP "Q" "A:B":PRINT "U"
110 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
5000 PRINT "sub":RETURN
