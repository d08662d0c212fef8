1 REM GWMAIN.ASM NT0STP: a zero step gets the sign 2, so the loop
2 REM never ends by itself
10 C=0
20 FOR I=5 TO 5 STEP 0
30 C=C+1:IF C>3 THEN 60
40 NEXT I
50 PRINT "EXIT"
60 PRINT C;I
