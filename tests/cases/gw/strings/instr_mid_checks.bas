0 REM INSTR reads its last argument and the ) before it checks the type; the MID$ statement checks each position as GETBYT reads it (GW-BASIC 3.23, gw-real; BISTRS.ASM INSTR, LHSMID)
10 ON ERROR GOTO 90
20 PRINT INSTR("AB",1,"B")
30 PRINT INSTR(1,"AB",2)
40 S$="HELLO":MID$(S$,265,65536)="X"
50 MID$(S$,0,40000!)="X"
60 MID$(S$,2,256)="X"
70 MID$(S$,6)="X"
75 MID$(S$,5,0)="ZZ":PRINT S$
80 MID$(S$,4)="ABCDEF":PRINT S$:END
90 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
