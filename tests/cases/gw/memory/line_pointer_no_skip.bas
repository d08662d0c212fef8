1 ' GWMAIN.ASM GOTO2: a GOTO whose constant is already a pointer goes at once, without
2 ' the REM skip over the rest of its line, so CONTXT stays after the pointer: the RETURN
3 ' of a GOSUB that pushed NUMCON (GOSUB 600005) goes on there. Real GW-BASIC 3.23.
5 ON ERROR GOTO 100
10 GOSUB 600005
20 PRINT "back1"
30 GOSUB 600005
40 PRINT "back2": END
100 PRINT "e";ERR;ERL: IF K=0 THEN K=1: RESUME 20 ELSE RESUME 40
60000 GOTO 60010 : PRINT 7;
60010 PRINT "r";: RETURN
