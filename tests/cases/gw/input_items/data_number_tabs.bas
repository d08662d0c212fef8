0 REM READ passes over TABs around a number as FIN and CHRGTR do; an unquoted string keeps them (GWMAIN.ASM CHRCON/NOTCON; real GW-BASIC 3.23)
20 FOR I=1 TO 5:READ A:PRINT A;:NEXT:PRINT
25 FOR I=1 TO 4:READ A$:PRINT "[";A$;"]";:NEXT:PRINT:END
30 DATA 1 2, 3	4,	5	,6	
40 DATA 7 	:REM
60 DATA 	ab	,	"q"	, x 	,	
