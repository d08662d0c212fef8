0 REM WRITE writes each item as it reads it, and the comma only when it reads one: text after an item is a syntax error with no comma (GW-BASIC 3.23, gw-real)
10 ON ERROR GOTO 90
20 WRITE 1,)
30 WRITE 1;"B" 5
35 WRITE 1,LOG(-1),2
36 WRITE 1,2;)
40 END
90 PRINT "ERR";ERR;ERL:RESUME NEXT
