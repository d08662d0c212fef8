10 REM A LF printed while LSTCHR holds a CR is eaten (GIOSCN.ASM SCNOL1); a CR the
20 REM screen shows leaves a LF there, so only a POKEd 13 does it. Real GW-BASIC 3.23.
30 CLS:PRINT "A";:POKE &H11F,13:PRINT CHR$(10);"B"
40 PRINT "C";CHR$(13);CHR$(10);"D"
50 PRINT "E";:POKE &H11F,13:PRINT CHR$(10);CHR$(10);"F"
60 POKE &H11F,13:PRINT CHR$(13);"G";CHR$(10);"H"
70 PRINT CSRLIN;PEEK(&H11F)
