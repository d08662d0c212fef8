10 REM A printed tab tests SCNDRV.ASM's insert flag (LTAB, F_INST): evaluating CHR$(9)
20 REM sets it, and the next tab prints blanks to the next stop (from column 8 to 9) and
30 REM clears it; otherwise a tab passes over the cells, stepping before it tests (from
40 REM column 8 to 17). The bell and the cursor codes clear the flag (CTLIRS).
50 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-29).
60 CLS:D$="0123456789ABCDEFGHIJKLMNOPQRST":U$=STRING$(1,9)
70 LOCATE 1,1:PRINT D$;:LOCATE 1,8:PRINT U$;"a";
80 LOCATE 2,1:PRINT D$;:LOCATE 2,8:PRINT CHR$(9);"b";
90 LOCATE 3,1:PRINT D$;:LOCATE 3,8:PRINT CHR$(9)+CHR$(9);"c";
100 LOCATE 4,1:PRINT D$;:LOCATE 4,8:Z=LEN(CHR$(9)):PRINT U$;"d";
110 LOCATE 5,1:PRINT D$;:LOCATE 5,8:Z$=CHR$(9):PRINT CHR$(28);U$;"e";
120 LOCATE 6,1:PRINT D$;:LOCATE 6,8:Z$=CHR$(10):PRINT U$;"f";
130 DIM S$(6):FOR R=1 TO 6:FOR C=1 TO 30:S$(R)=S$(R)+CHR$(SCREEN(R,C)):NEXT:NEXT
140 CLS:FOR R=1 TO 6:PRINT S$(R):NEXT
