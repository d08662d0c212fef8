10 REM APPEND looks for the CTRL-Z in the last 128 bytes only: one before them is data
20 REM and the writing starts at the end (GIODSK.ASM APPFIN; 3.23 counts back from the end)
30 FOR L=100 TO 300 STEP 100:FOR P=L-140 TO L-110 STEP 6:IF P<0 THEN 80
40 OPEN "O",1,"A.DAT":PRINT #1,STRING$(P,"A");CHR$(26);STRING$(L-P,"A");:CLOSE
50 OPEN "A",2,"A.DAT":PRINT #2,"Q";:CLOSE
60 OPEN "R",1,"A.DAT",1:FIELD 1,1 AS F$:Q=-1:FOR I=1 TO LOF(1):GET 1,I:IF F$="Q" THEN Q=I-1
70 NEXT:PRINT L+1;P;Q;LOF(1):CLOSE:KILL "A.DAT"
80 NEXT P,L
