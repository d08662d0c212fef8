1 REM msbasic ISLETC: a lower-case name is no variable
10 A=1
20 PRINT A
30 b=2
