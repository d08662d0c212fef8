10 REM a record whose offset passes 4 GB is 63, but it is the file's record already:
20 REM LOC shows it and the next GET/PUT goes on after it (GIO86.ASM DPUTG stores it first)
30 ON ERROR GOTO 100
40 OPEN "R",1,"A.DAT",10:FIELD 1,10 AS F$
50 PUT 1,3:PRINT LOC(1)
60 PUT 1,536854786:PRINT LOC(1)
70 PUT 1:PRINT LOC(1)
80 GET 1,536854788:PRINT LOC(1)
85 GET 1:PRINT LOC(1);LOF(1)
90 CLOSE:KILL "A.DAT":END
100 PRINT "E";ERR;ERL;LOC(1):RESUME NEXT
