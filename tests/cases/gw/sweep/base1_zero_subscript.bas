1 REM After OPTION BASE 1 a 0 subscript is out of range as soon as it is read, before the
2 REM next subscript and before the array is looked up or made: A(0) leaves no array, so a
3 REM later DIM is no duplicate; a past-the-end subscript makes it first (BIPTRG.ASM LNGNAM,
4 REM BSERR). Output of the real GW-BASIC 3.23 (gw-real; difftest/gw/sweep seed 3 P0031).
10 ON ERROR GOTO 1000
20 OPTION BASE 1
30 PRINT D$(0)
40 DIM D$(3):PRINT "DIM D$"
50 PRINT E(11)
60 DIM E(3):PRINT "DIM E"
70 X=F(0,5)
80 DIM F(3):PRINT "DIM F"
90 G%(1,0)=5
100 DIM G%(2,2):PRINT "DIM G%"
110 PRINT H(0,-1);H(-1,0)
120 DIM H(0,-1)
130 DIM H(-1,0)
140 DIM H(2):PRINT "DIM H"
150 DIM J(3):PRINT J(0);J(3)
160 ERASE J:J(0)=1
170 DIM J(5):PRINT "DIM J"
999 END
1000 PRINT "ERR";ERR;ERL:RESUME NEXT
