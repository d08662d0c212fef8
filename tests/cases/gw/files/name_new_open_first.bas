5 REM NAME looks the new name up among the open files before DOS sees it (55, not DOS's 75 for a trailing dot)
10 ON ERROR GOTO 100
20 OPEN "O",1,"X.BAS":CLOSE:OPEN "O",3,"T.TXT":CLOSE 3:OPEN "I",3,"T.TXT"
30 NAME "X.BAS" AS "T.TXT."
40 NAME "X.BAS" AS "T.TXT"
50 NAME "X.BAS" AS "Q.TXT."
60 CLOSE:NAME "X.BAS" AS "T.TXT."
70 KILL "X.BAS":KILL "T.TXT"
90 END
100 PRINT "E";ERR;ERL:RESUME NEXT
