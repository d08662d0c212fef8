10 REM INKEY$ reads keys POKEd into the BIOS keyboard ring (real GW-BASIC 3.23):
20 REM F1-F10 type their texts, KEY n,"" leaves an extended key, a grey key's 224
30 REM is 0, F11 and F12 and Ctrl-Break's empty word are no key, Ctrl-C is CHR$(3)
40 KEY 2,"":KEY 3,"XY"+CHR$(13):KEY 4,"Q"
50 DEF SEG=&H40:READ N:T=PEEK(&H1C)
60 FOR I=1 TO N:READ C,S:POKE T,C:POKE T+1,S:T=T+2:IF T>=&H3E THEN T=&H1E
70 NEXT:POKE &H1C,T
80 FOR I=1 TO 15:A$=INKEY$:PRINT LEN(A$);:FOR J=1 TO LEN(A$):PRINT ASC(MID$(A$,J));:NEXT:PRINT "|";:NEXT
90 PRINT:PRINT "HEAD";PEEK(&H1A);"TAIL";PEEK(&H1C)
100 DATA 15, 0,60, 0,61, 0,133, 0,134, 224,72, 0,0, 3,46, 0,62, 0,84, 65,30, 0,115, 0,104, 224,0, 0,59, 66,48
