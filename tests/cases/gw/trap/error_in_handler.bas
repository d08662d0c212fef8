10 REM Division by zero under ON ERROR is an error, in the handler too, where it stops the run
11 REM (MATH1.ASM TRAPER tests ONELIN only). Output of the real GW-BASIC 3.23 (gw-real, trapgen).
20 ON ERROR GOTO 100
30 ERROR 5
40 PRINT "BACK"
50 END
100 PRINT "H";ERR;ERL
110 X=1/0
120 RESUME NEXT
