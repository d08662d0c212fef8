1 REM LEFT$, RIGHT$ and MID$ call GETSPA before they free their argument: an empty result is at the bottom of the strings with the argument still there, then the argument comes back (BISTRS.ASM; GW-BASIC 3.23, gw-real)
2 REM RSET and LSET make their variable before the value is evaluated (DSKCOM.ASM LSETA PTRGET); SWAP's PTRGET of an element makes its array before the new second variable is 5 (BIMISC.ASM SWAP)
10 S$=LEFT$(STR$(1),0):GOSUB 100
20 S$=LEFT$("AB"+"C",0):GOSUB 100
30 S$=MID$(STR$(1),5):GOSUB 100
40 S$=RIGHT$(STR$(12),0):GOSUB 100
50 S$=LEFT$(STR$(1),1):GOSUB 100
60 S$=STRING$(0,65)+"":GOSUB 100
70 S$=LEFT$("ABC",0):GOSUB 100
80 ON ERROR GOTO 200:PRINT FRE(0):RSET F$=STRING$(255,84)+"X":PRINT FRE(0)
90 SWAP X$(1),W$:PRINT FRE(0);PEEK(&H35A)+256*PEEK(&H35B);PEEK(&H35C)+256*PEEK(&H35D):END
100 V=VARPTR(S$):PRINT PEEK(V);PEEK(V+1)+256*PEEK(V+2);FRE(0):RETURN
200 PRINT "E";ERR;ERL:RESUME NEXT
