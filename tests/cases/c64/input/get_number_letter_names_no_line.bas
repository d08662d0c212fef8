1 REM c64rom code7.s trmnok: for GET the bad key sets CURLIN to $FF..,
2 REM so ?SYNTAX  ERROR names no line
10 PRINT "KEY";:GET A:PRINT A
