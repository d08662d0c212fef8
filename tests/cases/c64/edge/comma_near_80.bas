1 REM msbasic comma: zones of 10 counted from the logical line
2 REM column (PLOT)
10 A$="0123456789":B$=A$+A$+A$+A$+A$+A$+A$+"012345"
20 PRINT B$,1
30 PRINT 1,2,3,4,5,6,7,8,9
40 PRINT B$;"67",2
