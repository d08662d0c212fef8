10 REM SYSTEM with text before the statement's end does nothing: the text is a syntax
20 REM error (GIODSK.ASM SYSTEM: JNZ RESETX). RESET likewise. Real GW-BASIC 3.23.
30 ON ERROR GOTO 100
40 SYSTEM 1
50 RESET X
60 SYSTEM "A"
70 SYSTEM (1)
80 RESET:PRINT "R"
90 SYSTEM:PRINT "not printed"
100 PRINT "E";ERR;ERL:RESUME NEXT
