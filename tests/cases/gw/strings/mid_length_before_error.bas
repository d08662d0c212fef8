0 REM the MID$ statement reads and checks its length before the text after it goes wrong (gw-real; BISTRS.ASM LHSMID)
10 ON ERROR GOTO 90
20 A$="HELLO":B$="X"
30 MID$(A$,3,3=B$
40 MID$(A$,3,300 X
50 MID$(A$,3,2 X
60 MID$(A$,2,1)X
70 MID$(A$,0,1 X
80 PRINT A$:END
90 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
