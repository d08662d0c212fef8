1 REM LSET/RSET from a FIELD variable of the same buffer read it as it is written: RSET's
2 REM blanks first, the bytes a byte at a time forwards, LSET's blanks last (DSKCOM.ASM LSET)
10 OPEN "OVL.DAT" FOR RANDOM AS 1 LEN=16
20 FIELD#1, 10 AS A$:FIELD#1, 6 AS B$:FIELD#1, 4 AS X$, 8 AS C$
30 LSET A$="ABCDEFGHIJ":RSET A$=B$:PRINT A$
40 LSET A$="ABCDEFGHIJ":LSET C$=A$:PRINT A$;"|";C$
50 LSET A$="ABCDEFGHIJ":LSET A$=C$:PRINT A$;"|";C$
60 LSET A$="ABCDEFGHIJ":RSET C$=B$:PRINT A$;"|";C$
70 CLOSE:KILL "OVL.DAT"
