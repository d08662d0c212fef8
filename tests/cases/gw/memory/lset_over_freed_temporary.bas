5 REM LSET/RSET of a literal-held variable from a longer temporary: GETSPA's space is the freed temporary's top, the copy reads its own bytes (DSKCOM.ASM LSET)
10 A$="free":LSET A$=MKI$(258)+MKS$(1):PRINT ASC(A$);ASC(MID$(A$,2));ASC(MID$(A$,3));ASC(MID$(A$,4))
20 B$="abc":RSET B$="XYZ"+"PQRS":PRINT B$
30 C$="abcdef":LSET C$="12"+"3":PRINT C$;"|"
40 D$="ab":X$="LMNOPQ":LSET D$=X$:PRINT D$
50 E$="abcd":LSET E$=STRING$(9,"K")+"123":PRINT E$
60 F$="abcde":RSET F$=STR$(1234567):PRINT F$;"|";FRE(0)
70 G$="xyz":LSET G$=LEFT$("ABCDEFGH"+"I",7):PRINT G$
