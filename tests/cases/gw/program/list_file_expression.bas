1 REM LIST's file is any string expression, read by NAMSCN and opened as file 0 by NULOPM
2 REM (GWLIST.ASM LIST): an empty name 52, KYBD: 54, CAS1: 57, a number 13; a name
3 REM built from a variable is written (real GW-BASIC 3.23, gw-real 2026-11-29).
10 ON ERROR GOTO 100
20 A$="":LIST 1,A$
30 LIST 1,""
40 LIST 1,"KYBD:"
50 LIST 1,"CAS1:"
60 LIST 1,A
70 A$="LST":LIST 10-30,A$+"X" Y
80 PRINT "NOT HERE"
100 PRINT ERR;ERL:RESUME NEXT
