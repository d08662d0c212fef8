1 REM msbasic TAB: column from PLOT, the logical line starts again
2 REM at 80
10 PRINT TAB(78);"AB";TAB(5);"C"
20 PRINT "X";TAB(100);"Y"
