5 REM CHAIN MERGE of NUL: the variables COMMON does not name are gone before the read
6 REM fails (23 at 65535); real GW-BASIC 3.23 in DOSBox (gw-real)
10 ON ERROR GOTO 60000
20 DEF SEG:E$="":A%=1
30 N=7:M$="S":DIM Q(3):Q(1)=4:COMMON M$,Q()
110 CHAIN MERGE "NUL"
59990 PRINT "END":END
60000 PRINT N;M$;Q(1);A%;ERR;ERL:RESUME NEXT
