1 REM FIN takes no type mark after an exponent, eats a % before one, skips blanks (MATH1.ASM $FIN FN400, MATH2.ASM $FINEX); the cruncher backs over blanks before FIN's stop (GWMAIN.ASM BAKSP); GW-BASIC 3.23
10 ON ERROR GOTO 90
20 FOR I=1 TO 8:READ A:PRINT A;:NEXT:PRINT
30 LIST 100-
90 PRINT "E";ERR;ERL:RESUME NEXT
100 A=1.E%:B=1E+%:C=1.5E-#:D=1.E%%
110 A=1 	%:B=1.5		%:C=1.E	%:D=1D	%:E=1.5 %
120 A=1E	+	5:B=1 E 5:C=1.5!%:D=1%%:E=12345678E%
130 DATA 1 	%,1.5 %,1E	+	5,1 E 5,1E+%,- 5,1.5.3,1E5E3
