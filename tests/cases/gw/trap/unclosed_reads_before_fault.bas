10 REM What stops as it is read (a ) missing, an operand missing) is read up to the fault:
11 REM GW evaluates as it reads, so faults of what came before come first, also inside
12 REM parentheses, later subscripts, PARCHK before a comma, several-argument functions
13 REM before other text, IF's condition, ON's selector and FOR's values. GWEVAL.ASM FRMEVL,
14 REM PARCHK; BIPTRG.ASM PTRGET. Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
25 DIM A(10)
30 X=ABS(1/0,2)
40 X=A(1/0,
50 X=(1/0+,
60 X=(LOG(0)+
70 X=1*(1/0+
80 X=A(-1,
90 X$=LEFT$("A",-1 X
100 X$=MID$("A",1,-1 X
110 IF (1/0 THEN PRINT "A":PRINT "B"
120 IF (1/0 THEN PRINT "A" ELSE PRINT "C":PRINT "D"
130 ON (1/0 GOTO 140:PRINT "F"
140 PRINT "G":IF (1 THEN PRINT "H":PRINT "I"
150 FOR I=(1/0 TO 2:PRINT "L":NEXT
160 X=CHR$(300,1)
900 END
1000 PRINT ERR;ERL:RESUME NEXT
