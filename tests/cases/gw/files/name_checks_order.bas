0 REM NAME: the old name is looked for, then the new one read and checked; a DOS device as the old name is 75 after that (gw-real)
10 ON ERROR GOTO 900
20 OPEN "O",1,"E.DAT":PRINT #1,"X":CLOSE:OPEN "O",2,"O.DAT"
30 B$="A"+CHR$(1)+"B"
40 NAME "NOPE.X" AS B$
50 NAME "con.txt" AS B$
60 NAME "con.txt" AS "Y.X"
70 NAME "O.DAT" AS B$
80 NAME "E.DAT" AS B$
90 NAME "NOPE.X" AS "CON"
100 NAME "E.DAT" AS "CON"
110 NAME "NOPE.X" AS "O.DAT"
120 NAME "NOPE.X" AS "E.DAT"
130 NAME "E.DAT" AS "ABCDEFGHIJ.KLMN"
140 NAME "NOPE.X" AS "A*.B"
150 NAME "O.DAT" AS "E.DAT"
155 NAME "con.txt" AS "A*.B"
160 CLOSE:KILL "E.DAT":KILL "O.DAT":END
900 PRINT "E";ERR;ERL:RESUME NEXT
