5 REM LOC of KYBD: counts the keys in GW-BASIC's queue (GIOKYB.ASM KYBLOC): the next key typed is there while keys are to come
6 REM (real GW-BASIC 3.23, gw-real with these keys)
10 OPEN "I",1,"KYBD:"
20 PRINT LOC(1);LOF(1)
30 A$=INPUT$(1,1):PRINT A$;LOC(1);LOF(1)
40 X=EOF(1):PRINT X;LOC(1);LOF(1)
50 A$=INPUT$(2,1):PRINT A$;LOC(1);LOF(1)
60 FOR I=1 TO 500:NEXT:PRINT LOC(1);LOF(1)
70 LINE INPUT #1,B$:PRINT B$;LOC(1);LOF(1)
80 PRINT LOC(1);LOF(1)
