1 REM PC-BASIC run: a string start is Type mismatch at the FOR, not
2 REM FOR without NEXT (GWMAIN.ASM FOR: DOCNVF comes before the scan)
10 PRINT "S"
20 FOR A="X" TO 2
