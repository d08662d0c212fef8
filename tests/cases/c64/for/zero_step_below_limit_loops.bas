1 REM msbasic NEXT: with a zero step below the limit the sign
2 REM never matches
10 C=0
20 FOR I=1 TO 3 STEP 0
30 C=C+1:IF C=4 THEN 60
40 NEXT
50 PRINT "EXIT"
60 PRINT C;I
