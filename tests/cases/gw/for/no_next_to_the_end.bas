1 REM GWMAIN.ASM NXTSCN: no NEXT up to the end is FOR without
2 REM NEXT, raised by the FOR before the body runs
10 PRINT "START"
20 FOR I=1 TO 3
30 PRINT "BODY"
