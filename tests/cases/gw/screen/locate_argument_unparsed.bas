10 REM LOCATE and CLS read their arguments in turn: one that does not parse is a
20 REM syntax error only after the values before it were checked (GWSTS.ASM LOCATE, SCNINT)
30 ON ERROR GOTO 900
40 LOCATE -1,-1,#1
50 LOCATE 1,99,#1
60 LOCATE 1,1,#1
70 LOCATE 300,#
80 LOCATE 2,2,1,#
90 CLS #
100 LOCATE ,,1,5,#
110 LOCATE 3,3,1,40,#
120 PRINT "END";CSRLIN;POS(0)
130 END
900 PRINT "E";ERR;ERL;CSRLIN;POS(0):RESUME NEXT
