5 REM KYBD: keeps a typed CTRL-Z as data; EOF sees it next without taking it
6 REM (real GW-BASIC 3.23, gw-real with these keys)
10 ON ERROR GOTO 1000
20 OPEN "I",1,"KYBD:"
30 INPUT #1,A$:PRINT "[";A$;"]";LEN(A$)
40 INPUT #1,A:PRINT A
50 PRINT EOF(1)
60 LINE INPUT #1,A$:PRINT "[";A$;"]";LEN(A$)
70 PRINT EOF(1)
80 INPUT #1,A$:PRINT "[";A$;"]";LEN(A$)
90 PRINT "END":END
1000 PRINT "ERR";ERR;ERL:RESUME NEXT
