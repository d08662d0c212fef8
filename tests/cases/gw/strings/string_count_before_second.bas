0 REM STRING$ checks its count before a bad second argument; OPTION BASE with no digit leaves the colon, so RESUME NEXT goes on after it (gw-real; BISTRS.ASM STRNG$)
10 ON ERROR GOTO 90
20 PRINT STRING$(-1.5,)
30 PRINT STRING$(1,)
40 PRINT STRING$(1,
50 A$=STRING$(300,):PRINT "after50"
60 PRINT STRING$(2,"A"+):PRINT "after60"
70 END
90 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
