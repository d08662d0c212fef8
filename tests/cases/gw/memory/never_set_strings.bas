1 REM A string no statement gave a value is 0 0 0 (PTRGET and DIM zero it): SWAP and a new variable keep that;
2 REM LET copies it to the bottom of the strings as it copies a FIELD variable's (GWMAIN.ASM LETCN6); LSET into it changes nothing (DSKCOM.ASM LSET RETCUR)
3 REM FRETOP is at &H474, MEMSIZ at &H44F, the bytes 0-&H2B as the machine has them (GW-BASIC 3.23, gw-real)
20 ON ERROR GOTO 200
30 PRINT PEEK(&H474)+256*PEEK(&H475);PEEK(&H44F)+256*PEEK(&H450);FRE(0)+PEEK(&H35C)+256*PEEK(&H35D)
40 A$="abc"+"d":PRINT PEEK(&H474)+256*PEEK(&H475);FRE(0)+PEEK(&H35C)+256*PEEK(&H35D)
50 SWAP L$,T$:V=VARPTR(T$):GOSUB 100
60 LSET U$="AB":V=VARPTR(U$):GOSUB 100
70 DIM Y$(2):B$=Y$(1):V=VARPTR(B$):GOSUB 100:PRINT PEEK(&H474)+256*PEEK(&H475)
80 V=0:V=VARPTR(Q$):PRINT V;PEEK(V+1)+256*PEEK(V+2)
90 END
100 PRINT PEEK(V);PEEK(V+1)+256*PEEK(V+2):RETURN
200 PRINT "E";ERR;ERL:RESUME NEXT
