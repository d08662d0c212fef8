1 REM msbasic PRINT: a number is never moved to a new line
10 A$="0123456789":B$=A$+A$+A$+A$+A$+A$+A$+"01234567"
20 PRINT B$;12345
30 PRINT "Z"
40 PRINT B$;"89";-7
