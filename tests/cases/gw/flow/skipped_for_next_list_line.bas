1 REM A FOR that runs no pass runs its NEXT with CURLIN that NEXT's line: the error of the
2 REM rest of its list names line 35, RESUME NEXT goes on after the FOR (real GW-BASIC 3.23)
10 ON ERROR GOTO 1000
20 FOR I! = 3 TO 10 STEP -1
25 C=C+1: IF C>4 THEN 40
30 PRINT I!
35 NEXT I!,K
40 PRINT "after";I!;C
50 END
1000 PRINT ERR; ERL
1010 RESUME NEXT
