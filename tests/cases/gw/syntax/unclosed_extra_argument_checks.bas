0 REM a function left unclosed past its last argument has made its call, with its checks, before the syntax error (gw-real)
10 ON ERROR GOTO 90
20 PRINT STRING$("ABC", 1, "A"
30 PRINT LEFT$("ABC", -1, 1
40 PRINT RIGHT$("ABC", 1, 1
50 PRINT MID$("ABC", 1, 1, 1
60 END
90 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
