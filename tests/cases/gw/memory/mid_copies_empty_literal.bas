0 REM The MID$ statement copies its string into the string space when the pointer lies in the program text (an empty literal too: to FRETOP+1), before the position is checked; a string never given a value or one in the string space is not copied (BISTRS.ASM LHSMID; gw-real)
10 ON ERROR GOTO 900
20 S$="":GOSUB 100:MID$(S$,2)="MM":GOSUB 100:A$="X"+"Y":MID$(S$,1)="Q":GOSUB 100
30 MID$(T$,1)="Z":V=VARPTR(T$):GOSUB 110:U$=LEFT$(A$,0):B$=A$+A$:MID$(U$,1)="R":V=VARPTR(U$):GOSUB 110
40 W$="":MID$(W$,1,0)="K":V=VARPTR(W$):GOSUB 110:END
100 V=VARPTR(S$)
110 PRINT FRE(0);PEEK(V);PEEK(V+1)+256*PEEK(V+2);PEEK(&H474)+256*PEEK(&H475):RETURN
900 PRINT "E";ERR;ERL:RESUME NEXT
