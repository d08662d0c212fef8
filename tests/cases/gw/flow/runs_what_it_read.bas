1 REM A statement that meets text it does not take has first run what it read: IF's condition
2 REM is evaluated before THEN is wanted, an element read whole before a missing operand,
3 REM GETBYT's check makes no string, READ stores before its bad list end and keeps DATPTR,
4 REM NEXT makes its variable before it finds no loop (GWMAIN.ASM IFS, READ, NEXT86.ASM)
10 ON ERROR GOTO 1000
20 DIM Q(10)
30 IF 1/0 (2) THEN PRINT "T" ELSE PRINT "F"
40 IF Q(11) 5 THEN 50
50 IF A$ X THEN 60
60 IF FNU(1) X GOTO 70
70 X=Q(11)+
80 X=(Q(11) (2))
90 F=FRE(0):ON 300 X GOTO 100:PRINT FRE(0)-F
100 F=FRE(0):ON A$ X GOTO 110:PRINT FRE(0)-F
110 READ R 5:PRINT R
120 READ S,:PRINT S
130 READ T:PRINT T
140 F=FRE(0):NEXT N:PRINT FRE(0)-F
150 RESTORE:READ U,V,W,Z:PRINT U;V;W
160 READ Z:PRINT Z
170 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
2000 DATA 1,2,3
