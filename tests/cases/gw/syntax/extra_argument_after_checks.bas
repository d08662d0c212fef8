1 REM A function of several arguments checks them before an extra argument's syntax error; one argument's ) comes first (output: real GW-BASIC 3.23, gw-real)
10 ON ERROR GOTO 100
20 PRINT RIGHT$("ABC",-1,1)
30 PRINT RIGHT$("ABC",1,1)
40 PRINT SIN(1,2)
50 PRINT MID$("A",0,1,2)
60 PRINT INSTR(1,"A","B",1)
70 PRINT LEFT$(1,2,3)
80 PRINT CHR$(300,1)
90 PRINT STRING$(3,"A",1);"X"
95 PRINT LEN("A",1);ASC("",1);CHR$(65,1)
99 END
100 PRINT "E";ERR;ERL: RESUME NEXT
