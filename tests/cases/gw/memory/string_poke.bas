10 REM POKE into a string's bytes through VARPTR: a literal in the program text (the line changes too), one in the string space, a copy and a shared literal (GW-BASIC 3.23, gw-real)
20 A$="FREE":B$=A$:P=VARPTR(A$):A=PEEK(P+1)+256*PEEK(P+2):F=FRE(0)
30 POKE A,84:POKE A+3,68:PRINT A$;" ";B$;FRE(0)-F
40 C$=STRING$(5,"X"):D$=C$:P=VARPTR(C$):A=PEEK(P+1)+256*PEEK(P+2)
50 POKE A+1,89:PRINT C$;" ";D$;PEEK(A+1);FRE(0)-F
60 E$=MID$("ABCDEF",2,3):P=VARPTR(E$):A=PEEK(P+1)+256*PEEK(P+2):POKE A+2,42:PRINT E$
70 DIM G$(2):G$(1)="XYZ"+"":P=VARPTR(G$(1)):A=PEEK(P+1)+256*PEEK(P+2):POKE A,35:PRINT G$(1)
80 LIST 20
