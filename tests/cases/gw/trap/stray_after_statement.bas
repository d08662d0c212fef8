1 REM Stray text after a statement: NEWSTT (SWAP) or the statement itself (READ, ERASE, DEF SEG,
2 REM STRIG) finds it; LEFT$ evaluates before its comma; RND makes a double single (6). Checked
3 REM on the real GW-BASIC 3.23 (gw-real, difftest/gw/fresh famgen).
10 ON ERROR GOTO 1000
20 DIM E(3):ERASE E,:PRINT "a"
25 PRINT FRE(0)
30 DIM E(3):PRINT "b"
40 A=1:C=2:SWAP A,C "Q":PRINT "c"
50 READ A "Q":PRINT "d"
60 READ A$ "Q":PRINT "e"
70 SWAP A,C "Q:":PRINT "f"
80 SWAP A,C ":":PRINT "g"
90 STRIG  STOP:PRINT "h"
100 STRIG STOP:PRINT "i"
110 SOUND 1),0:PRINT "j"
115 PRINT "A"; LEFT$(1/0); "B"
120 X=RND(1.701411834604692D+38):PRINT "k"
140 DEF SEG "ABC":PRINT "m"
150 X=5 "Q":PRINT "n"
160 PRINT "Q" "R" 1/0:PRINT "o"
999 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
2000 DATA 5,6
