1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/input inpgen.py seeds 1 and 3): a quoted item
2 REM is stored before the text after its quote is a syntax error; the error's line is DATLIN,
3 REM the last line the DATA search entered (the program's last after Out of DATA); a colon
4 REM after a quoted item ends the statement's items (`:PRINT "x",9` runs)
5 ON ERROR GOTO 900
10 DATA "unclosed,32768:PRINT "after"
20 DATA 1,"a,b":PRINT "x",9
30 READ A$:PRINT "[";A$;"]"
40 READ A$,B,C$:PRINT "[";A$;B;C$;"]"
50 READ A:PRINT A
60 RESTORE 20:READ A,B$:PRINT A;B$
70 READ A
80 READ A$,A$,A$:PRINT "[";A$;"]"
90 READ A$,A:PRINT "[";A$;A;"]"
92 RESTORE 96:READ A:READ B$,C$:PRINT "?"
94 READ X:PRINT X
96 DATA 1,word
100 END
900 PRINT "E";ERR;ERL:RESUME NEXT
