0 REM MERGE and CHAIN MERGE of a tokenised or protected file in a program: Bad file mode in the line, trapped, the program goes on; CHAIN MERGE has squeezed the variables COMMON does not keep (gw-real)
10 ON ERROR GOTO 900
20 SAVE "MBT":SAVE "MBP",P
30 A=5:B=6:COMMON A
40 MERGE "MBT"
50 PRINT "L50";A;B
60 MERGE "MBP"
70 PRINT "L70";A;B
80 CHAIN MERGE "MBT",100
90 PRINT "L90";A;B
95 CHAIN MERGE "MBP",100,ALL
96 PRINT "L96";A;B
100 KILL "MBT.BAS":KILL "MBP.BAS":END
900 PRINT "E";ERR;ERL:RESUME NEXT
