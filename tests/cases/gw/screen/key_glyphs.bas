10 REM A key's control characters on the key line and in KEY LIST show as glyphs: 7 as
20 REM 14, 8 as 254, 9 as 26, 10 and 13 as 27, 11 as 127, 12 as 22, 28-31 as 16, 17, 24,
30 REM 25 (the OEM's SCROUT behind GWSTS.ASM KEYDCH and KEYLSP). Output of the real
40 REM GW-BASIC 3.23 (gw-real, 2026-11-29), read back by PEEK.
50 CLS:DEF SEG=&HB800:KEY ON:DIM A$(31)
60 FOR C=1 TO 31:KEY 1,CHR$(C)+"b":A=PEEK(24*160+2):B=PEEK(24*160+4):PRINT C;A;B;"/";:NEXT:PRINT
70 KEY OFF
80 FOR C=1 TO 31:KEY 1,"a"+CHR$(C)+"b":CLS:KEY LIST:R=CSRLIN:A$(C)=STR$(PEEK(8))+STR$(PEEK(10))+STR$(R):NEXT
90 CLS:FOR C=1 TO 31:PRINT C;A$(C);"/";:NEXT
