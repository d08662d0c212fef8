0 REM DOS takes a trunk's first 8 and an extension's first 3 bytes as typed, blanks counted, then drops the blanks (gw-real)
10 ON ERROR GOTO 900
20 DATA "AB  B1,X",X,"ABB21  B11,1B",ABB21B,"ABCDEFG  H",ABCDEFG,"A B C D E F",ABCD
25 DATA "AB.C D",AB.CD,"AB.C  ,",AB.C,"AB.  C",AB.C,"AB. C,",X,"K.L M N",K.LM,ZZZ,Z
30 READ N$,X$:IF N$="ZZZ" THEN END
40 E=0:PRINT "[";N$;"]";:OPEN "O",1,N$:PRINT #1,N$;:CLOSE:IF E THEN PRINT E:GOTO 30
50 OPEN "I",1,X$:LINE INPUT #1,L$:CLOSE:KILL X$:PRINT " ";X$;" [";L$;"]":GOTO 30
900 E=ERR:PRINT " E";ERR;ERL:RESUME NEXT
