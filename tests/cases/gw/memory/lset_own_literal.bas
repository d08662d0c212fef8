10 REM LSET/RSET of a variable whose string is a program literal from itself: the descriptor
20 REM is pointed at new space before the value is read, so the copy is the new space's own
30 REM bytes (DSKCOM.ASM LSET, MADESC then OLDSTR; real GW-BASIC 3.23)
40 A$="XYZ":RSET A$=A$:PRINT LEN(A$);ASC(A$);ASC(MID$(A$,3));FRE(0)
50 DIM B$(3):B$(2)="HELLO":I=2:LSET B$(I)=B$(2):PRINT LEN(B$(2));ASC(B$(2));ASC(MID$(B$(2),5))
60 C$="ABCDE":D$=C$:RSET C$=D$:PRINT "[";C$;"]"
70 E$="ABCDE":LSET E$=MID$(E$,2):PRINT "[";E$;"]";FRE(0)
