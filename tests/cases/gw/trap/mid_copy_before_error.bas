10 REM the MID$ statement copies a string of the program text before it reads its arguments (BISTRS.ASM LHSMID; output is the real GW-BASIC 3.23's, difftest/gw/memory mid)
20 ON ERROR GOTO 9000
30 A$="abcdef":F=FRE(0):MID$(A$,2,1,3)="XYZ":PRINT A$
40 PRINT "@40";F-FRE(0)
50 B$="uvwxyz":F=FRE(0):MID$(B$,0,1,3)="XYZ"
60 PRINT "@60";F-FRE(0)
70 C$="ghijkl":F=FRE(0):MID$(C$ 2)="XYZ"
80 PRINT "@80";F-FRE(0)
90 D$="mnopqr":F=FRE(0):MID$(D$,3)="XY":PRINT D$;F-FRE(0)
8990 END
9000 PRINT " E";ERR;ERL
9010 RESUME NEXT
