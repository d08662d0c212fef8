10 REM BISTRS.ASM MID$LP copies a byte at a time forwards: a value lying in the string it
20 REM changes reads the bytes already written (real GW-BASIC 3.23)
30 S$="ABCDEFGHIJ":MID$(S$,3)=S$:PRINT S$
40 S$="ABCDEFGHIJ":MID$(S$,1)=MID$(S$,3):PRINT S$
50 S$="ABCDEFGHIJ":MID$(S$,2,3)=S$:PRINT S$
60 S$="ABCDEFGHIJ":T$=S$:MID$(T$,3)=T$:PRINT T$;" ";S$
70 S$=SPACE$(12):MID$(S$,1)="xy":MID$(S$,3)=S$:PRINT S$
80 A$="ABCDEFGHIJ":B$=MID$(A$,2):MID$(A$,5)=B$:PRINT A$;" ";B$
90 B$=STRING$(6,"-")+"|"+CHR$(10):MID$(B$,3)=B$:PRINT B$;"<"
