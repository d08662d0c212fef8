1 REM NEXT86.ASM INXTDO: an integer loop adds the step with ADD
2 REM and JO OV1: stepping past 32767 is Overflow in the NEXT
10 FOR I%=32760 TO 32767 STEP 5
20 PRINT I%
30 NEXT I%
40 PRINT "NOT HERE"
