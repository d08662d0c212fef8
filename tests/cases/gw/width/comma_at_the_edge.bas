1 REM GIO86.ASM comma: past the last zone is a new line
10 PRINT STRING$(70,"A"),"B"
20 PRINT STRING$(56,"A"),"C"
30 PRINT STRING$(55,"A"),"D"
40 PRINT 1,2,3,4,5,6,7
