1 REM A string just read before + goes to CAT at once, which reads its next operand before
2 REM the operators stacked under it are applied (GWEVAL.ASM LPOPER): 1+A$+ is 22, 1+A$- 13.
3 REM Real GW-BASIC 3.23 (gw-real): the same output.
10 ON ERROR GOTO 900:A$="a":B$="b"
20 X=1+A$+
30 X=1*A$+
40 X=1+A$+1/0
50 X=1+A$+B$
60 X=A$+1+
70 X=1-A$+
80 X=1+A$-
90 X=1+(A$+)
100 X$=A$+1/0+
110 IF 1+A$+ THEN 120
120 PRINT 1+A$+
130 X=1+A$*
140 X=1<A$+
150 X=1+2*A$+
160 X=NOT A$+
170 X=-A$+
180 PRINT "DONE":END
900 PRINT "E";ERR;ERL:RESUME NEXT
