1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/input inpgen.py seed 3 and probes): a double
2 REM variable's INPUT answer and DATA item are read by FINDBL, double from the first digit
10 DATA .1,1E38,1.23456789012345678
20 FOR I=1 TO 3:READ D#,S!:PRINT D#;:NEXT:PRINT
25 RESTORE:FOR I=1 TO 3:READ S!:PRINT S!;:NEXT:PRINT
30 INPUT D#,S!:PRINT D#;S!
40 GOTO 30
50 DATA 5,6,7
