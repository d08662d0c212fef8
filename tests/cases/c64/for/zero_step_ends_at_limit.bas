1 REM msbasic NEXT: FCOMP minus the step sign; a zero step ends
2 REM when the variable equals the limit (NBS P046)
10 FOR I=7 TO 7 STEP 0
20 PRINT "BODY";I
30 NEXT I
40 PRINT "AFTER";I
