0 REM DELETE in a program: a range naming no line is Illegal function call in its line (trapped); one that holds deletes the lines and ends the run (GWLIST.ASM DELETE; GW-BASIC 3.23, gw-real)
5 ON ERROR GOTO 90
10 PRINT 1
20 DELETE 45
25 PRINT 2
30 DELETE 40-50:PRINT "X"
40 PRINT 4
50 PRINT 5
60 END
90 PRINT "ERR";ERR;ERL:RESUME NEXT
