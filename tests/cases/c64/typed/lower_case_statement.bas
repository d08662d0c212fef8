1 REM msbasic ISLETC takes only A-Z: ASCII lower case is no
2 REM letter, ?SYNTAX  ERROR (NBS P204, cbmbasic)
10 PRINT "A"
20 print
30 PRINT "B"
