10 REM INPUT$ reads keys POKEd into the BIOS keyboard ring (real GW-BASIC 3.23): an
20 REM extended key is CHR$(0) alone, its scan code dropped, a null function key too;
30 REM a function key's text is shared with INKEY$ (F1 "LIST ": INKEY$ takes "L")
40 KEY 2,""
50 DEF SEG=&H40:READ N:T=PEEK(&H1C)
60 FOR I=1 TO N:READ C,S:POKE T,C:POKE T+1,S:T=T+2:IF T>=&H3E THEN T=&H1E
70 NEXT:POKE &H1C,T
80 A$=INPUT$(2):PRINT LEN(A$);ASC(A$);ASC(MID$(A$,2))
90 A$=INPUT$(1):PRINT ASC(A$);
100 A$=INPUT$(1):PRINT ASC(A$);
110 A$=INKEY$:PRINT A$;:A$=INPUT$(3):PRINT "[";A$;"]";:A$=INKEY$:PRINT "[";A$;"]"
120 A$=INPUT$(4):FOR I=1 TO 4:PRINT ASC(MID$(A$,I));:NEXT:PRINT
130 DATA 10, 0,72, 65,30, 0,80, 0,60, 0,59, 224,75, 3,46, 0,134, 66,48, 67,46
