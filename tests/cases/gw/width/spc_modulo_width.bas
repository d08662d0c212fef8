1 REM GIO86.ASM TABER: SPC too is taken modulo the width
10 PRINT "A";SPC(80);"B"
20 PRINT "A";SPC(79);"B"
30 PRINT STRING$(78,"A");SPC(5);"B"
