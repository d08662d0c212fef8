1 REM A new string may take the string space's last byte: FRE(0) reaches 0 before the space is compacted (output: real GW-BASIC 3.23, gw-real)
5 B$=SPACE$(24)
10 G=0: F=0: FOR I=1 TO 12000: A$=MID$("1234567890",1,10): F=FRE(0): IF F<25 THEN PRINT F;
20 IF F>G+100 AND I>1 THEN PRINT "|": GOTO 40
25 G=F
30 NEXT
40 CLEAR: B$=SPACE$(14): G=0: F=0: FOR I=1 TO 13000: A$=STR$(1234): F=FRE(0): IF F<12 THEN PRINT F;
50 IF F>G+100 AND I>1 THEN PRINT "|": END
60 G=F: NEXT
