0 REM a unary minus flips the sign bit of the FAC, not a string: -"ABC" is ABC (gw-real; GWEVAL.ASM DOMIN, MATH1.ASM VNEG)
10 ON ERROR GOTO 90
20 PRINT -"ABC"
30 PRINT -"AB"+"C"
40 X=-"A"
50 PRINT 1+-"A"
60 PRINT -(-"Q")
70 A$=-"Z":PRINT A$;-5;-A$
80 END
90 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
