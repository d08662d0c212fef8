1 ' expected output recorded on the real GW-BASIC 3.23 (../shared/oracles/gw-real)
10 ON ERROR GOTO 90
20 A$="abcdef":MID$(A$,3)="zz":PRINT A$
30 A$="abcdef":MID$ (A$,3)="zz":PRINT A$
40 PRINT MID$ (A$,2,3)
80 END
90 PRINT "error";ERR;"in";ERL:RESUME NEXT
