10 REM FILES in folders (DOSBox lists . and .. everywhere, "X\." is X itself) and program files found from the current folder and through folders (GW-BASIC 3.23 in DOSBox, gw-real)
20 MKDIR "FOLDCASE":CHDIR "FOLDCASE":MKDIR "SUB":MKDIR "SUB\DEEP":MKDIR "EMPTY":Q$=CHR$(34)
30 OPEN "SUB\P.BAS" FOR OUTPUT AS 1
40 PRINT #1,"10 PRINT 42:FILES:FILES "+Q$+"*"+Q$+":FILES "+Q$+"SUB\P.*"+Q$
50 PRINT #1,"20 KILL "+Q$+"SUB\P.BAS"+Q$+":RMDIR "+Q$+"SUB\DEEP"+Q$+":RMDIR "+Q$+"SUB"+Q$+":RMDIR "+Q$+"EMPTY"+Q$+":CHDIR "+Q$+".."+Q$+":RMDIR "+Q$+"FOLDCASE"+Q$
60 CLOSE:FILES "SUB\*.*":FILES "EMPTY\":FILES ".":FILES "SUB\..":FILES "SUB\DEEP\.."
70 CHDIR "SUB":FILES ".":FILES "..":FILES "DEEP\*":CHDIR ".."
80 ON ERROR GOTO 100:FILES "EMPTY\*.BAS"
90 RUN "SUB\P"
100 PRINT "ERR";ERR;ERL:RESUME NEXT
