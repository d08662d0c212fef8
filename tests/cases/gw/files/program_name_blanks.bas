5 REM Program-file names and KILL names with blanks, as GW-BASIC 3.23 hands them to DOS: no leading blank is dropped (53),
6 REM .BAS goes after a last part of blanks (53), a name ending at \ gets none (75); blanks before a dot after \ are a trunk (real GW-BASIC 3.23)
10 ON ERROR GOTO 1000
20 MKDIR "SUB":OPEN "O",1,"P.BAS":PRINT #1,"10 PRINT 42":CLOSE
30 DATA " P","  P.BAS","SUB\  ",".\SUB\ ",".\SUB \","SUB\ .","\ .","D:$$#@$%&*"," eA1,;","\  "
40 FOR I=1 TO 10:READ A$:N$="LOAD":LOAD A$:NEXT
50 RESTORE:FOR I=1 TO 10:READ A$:N$="MERGE":MERGE A$:NEXT
60 RESTORE:FOR I=1 TO 2:READ A$:N$="RUN":RUN A$:N$="CHAIN":CHAIN A$:NEXT
70 N$="OPEN":OPEN "I",1,"\ .":OPEN "I",1,"SUB\  ":OPEN "I",1,"SUB\  .BAS"
80 N$="KILL":KILL "C:\ .E":KILL "SUB\ .E":KILL ".E":KILL " .E"
90 OPEN "O",1,"SUB\.E":CLOSE:KILL "SUB\ .E":PRINT "K1":KILL "SUB\.E"
100 OPEN "O",1,"C: .E":CLOSE:KILL "\ *.E":PRINT "K2":KILL ".E"
110 KILL "P.BAS":RMDIR "SUB":N$="GONE":OPEN "I",1,"P.BAS":OPEN "I",1,".E":CHDIR "SUB"
120 PRINT "END":END
1000 PRINT N$;I;ERR;ERL:RESUME NEXT
