1 REM PTRGET makes a name's entry before the statement finds fault: a call of a function no
2 REM DEF FN defined makes its entry (a single named NONE: 10 bytes) before Undefined user
3 REM function, and a later DEF FN fills that entry; FIELD makes its variable before Field
4 REM overflow (DSKCOM.ASM FIELD). Output of the real GW-BASIC 3.23 (gw-real;
5 REM difftest/gw/sweep seed 13 P0021).
10 ON ERROR GOTO 100
20 F=FRE(0):PRINT FNNONE(1):PRINT F-FRE(0)
30 F=FRE(0):PRINT FNNONE(2):PRINT F-FRE(0)
40 F=FRE(0):DEF FNNONE(Q)=Q*3:PRINT FNNONE(2);F-FRE(0)
50 OPEN "R",1,"EBE.DAT",15
60 F=FRE(0):FIELD #1,16 AS ZZ$:PRINT F-FRE(0)
70 CLOSE:KILL "EBE.DAT"
80 END
100 PRINT "E";ERR;ERL:RESUME NEXT
