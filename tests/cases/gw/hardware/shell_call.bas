0 REM SHELL answers as the oracle's DOS shell (DOSBox 0.74), GW-BASIC's cursor left; CALL and USR check their
1 REM arguments, then run no machine code (real GW-BASIC 3.23, gw-real; CALL of a number jumps to DEF SEG:offset there)
10 ON ERROR GOTO 100
20 SHELL "ECHO HI":SHELL "ECHO":SHELL "foo bar":SHELL "REM":SHELL "ECHO."
30 SHELL 5
40 SHELL "ECHO X" 5
50 CALL A$
60 CALL
70 CALL A%(1)
80 X=USR(5)
90 PRINT POS(0):END
100 PRINT "err";ERR;ERL:RESUME NEXT
