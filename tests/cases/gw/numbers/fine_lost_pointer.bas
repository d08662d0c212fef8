10 REM $FINE's overflow exit (MATH1.ASM JO FIN80): a huge negative exponent with digits
20 REM after the point stores the zero of its type; the rest of the line is lost.
30 PRINT "A";4.38D-65536+1;"B"
40 PRINT "C":Y=1.5E-32768*7:PRINT "D";Y
50 PRINT "E";1.2345E-32766;"F"
60 X=VAL("3.33E-40000")+1:PRINT X
70 INPUT Z:PRINT Z
80 ON ERROR GOTO 110
90 READ A:PRINT A:READ B:PRINT B
100 DATA 3.33E-40000,5
110 PRINT "ERR";ERR;ERL:LIST 30-50
