0 REM MERGE in a program: the files stay open while the file is read, so a trapped error of the first line finds them; closed after (gw-real)
10 ON ERROR GOTO 900
20 OPEN "O",1,"MKL.BAS":PRINT #1,"5 PRINT ";CHR$(34);STRING$(150,65);STRING$(150,66):CLOSE 1
30 OPEN "O",2,"MKF.TXT":PRINT #2,"KEPT"
40 MERGE "MKL"
50 PRINT "NOT HERE"
900 PRINT "E";ERR;ERL:PRINT #2,"H";ERR:CLOSE 2:OPEN "I",2,"MKF.TXT":LINE INPUT #2,X$:PRINT X$:LINE INPUT #2,X$:PRINT X$:CLOSE 2
910 KILL "MKL.BAS":KILL "MKF.TXT":RESUME NEXT
