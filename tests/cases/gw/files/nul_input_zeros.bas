5 REM NUL and PRN read for input give a CHR$(0) a read, never an end; EOF reads one ahead (real GW-BASIC 3.23 in DOSBox, gw-real)
10 ON ERROR GOTO 100
20 OPEN "I",1,"NUL"
30 X$=INPUT$(3,#1):PRINT LEN(X$);ASC(X$);ASC(MID$(X$,3));EOF(1);LOC(1);LOF(1)
35 X$=INPUT$(200,#1):PRINT LEN(X$);EOF(1);LOC(1);LOF(1)
40 OPEN "I",2,"PRN":X$=INPUT$(2,#2):PRINT LEN(X$);ASC(X$);EOF(2);LOC(2);LOF(2)
60 PRINT "END":END
100 PRINT ERR;ERL:RESUME NEXT
