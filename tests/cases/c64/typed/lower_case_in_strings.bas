1 REM cbmbasic: the bytes inside quotes are printed as they are
10 PRINT "lower case"
20 PRINT "MiXeD"
