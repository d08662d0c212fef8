1 REM Real GW-BASIC 3.23 (gw-real, a memory test of the corpus, difftest/gw/corpus seed 11):
2 REM conventional memory below 640K keeps a POKE (the interrupt vectors, the free memory
3 REM above BASIC's segment), the ROMs at &HC000 and &HF000 do not
10 DATA 7,11, &H7000,0, &H9000,&H1234, &HF000,&H100, &HC000,&H10, &H5000,&HFFFF, &H40,&H300, 0,&H3FF
20 FOR I=1 TO 8:READ S,O:DEF SEG=S:POKE O,&H55:B=PEEK(O):POKE O,&HAA:C=PEEK(O):PRINT HEX$(S);":";HEX$(O);B;C:NEXT
30 DEF SEG=&H7000:POKE 1000,12:DEF SEG=&H7010:PRINT PEEK(744):DEF SEG
