5 REM FILES: a wild card in a folder is 53 before the folder is shown; a folder not there is 53 after it (real GW-BASIC 3.23 in DOSBox)
10 ON ERROR GOTO 100
20 MKDIR "SUB"
30 FOR I=1 TO 6:READ A$:PRINT "[";A$;"]":FILES A$:NEXT
40 RMDIR "SUB":END
50 DATA "\NOSUCH\X","NOSUCH\*.*"," S*\..\.","S*\X","\NOSUCH\SUB\ * ~.+","SUB\NOSUCH\X"
100 PRINT "E";ERR;ERL:RESUME NEXT
