10 REM The function keys' entries in STRTAB (16 bytes a key from &H50) as the real
20 REM GW-BASIC 3.23 has them: KEY writes the text and a 0 and leaves the rest, key 3's
30 REM entry ends in 125 and 248 from the start, a POKE changes one byte
40 DEF SEG
50 KEY 3,"AB":KEY 1,"XYZXYZXYZXYZXYZ":KEY 2,""
60 FOR K=0 TO 3:FOR I=0 TO 15:PRINT PEEK(&H50+K*16+I);:NEXT:PRINT:NEXT
70 POKE &H50+32+3,0:POKE &H50+32+4,65
80 FOR I=0 TO 15:PRINT PEEK(&H50+32+I);:NEXT:PRINT
