1 REM msbasic SPC: cursor-rights across the end of the logical
2 REM line
10 A$="0123456789":B$=A$+A$+A$+A$+A$+A$+A$+"012345"
20 PRINT B$;SPC(8);"A",1
