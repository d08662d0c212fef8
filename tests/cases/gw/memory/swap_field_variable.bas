1 REM SWAP exchanges descriptors: a FIELD variable's pointer into the buffer goes with
2 REM its string to the other variable (BIMISC.ASM SWAP; real GW-BASIC 3.23)
10 OPEN "SWF.DAT" FOR RANDOM AS 1 LEN=16
20 FIELD#1, 6 AS A$, 10 AS C$
30 B$="free":LSET C$="0123456789"
40 SWAP B$,C$:SWAP A$,C$
50 LSET B$="XY":RSET A$="Q":LSET C$="ZZZ"
60 PRINT A$;"|";B$;"|";C$
70 P=PEEK(VARPTR(B$)+1)+256*PEEK(VARPTR(B$)+2)-VARPTR(#1)
80 FOR I=0 TO 15:PRINT PEEK(VARPTR(#1)+188+I);:NEXT:PRINT P
90 GET#1,5:PRINT A$;"|";B$;"|";C$;"|";FRE(0)
100 CLOSE:KILL "SWF.DAT"
