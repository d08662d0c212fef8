1 REM A line number after GOTO, GOSUB, ERL takes any number of leading zeros (LINGET); the tokenised file shows it (output: real GW-BASIC 3.23, gw-real)
10 GOTO 0000030
20 PRINT "no"
30 PRINT "yes"
40 ON 1 GOSUB 00000000050
45 IF ERL=0000000 THEN PRINT "e0"
46 SAVE "LNZ.BAS"
47 OPEN "R",1,"LNZ.BAS",1: FIELD 1,1 AS B$: FOR I=1 TO LOF(1): GET 1: PRINT HEX$(ASC(B$));" ";: NEXT: CLOSE: KILL "LNZ.BAS"
48 END
50 PRINT "g": RETURN
