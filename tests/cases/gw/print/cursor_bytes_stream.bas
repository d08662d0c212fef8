10 REM The screen driver moves the cursor for CHR$(28) to CHR$(31) and CHR$(11); the
20 REM redirected stream gets the bytes as they are, CHR$(13) ends the row (real GW-BASIC 3.23)
30 PRINT "AB";CHR$(29);"C":PRINT "DE";CHR$(30);"F":PRINT "GH";CHR$(31);"I"
40 PRINT "JK";CHR$(28);"L":PRINT "MN";CHR$(11);"O":PRINT "PQ";CHR$(13);"R"
50 PRINT "ST";CHR$(29);:PRINT "U":PRINT "VW";CHR$(29);CHR$(29);"XY";CHR$(30);"Z"
60 PRINT "c";CHR$(29):PRINT "d":PRINT STRING$(80,"-");
70 PRINT CHR$(29);CHR$(30);"|";CHR$(29);CHR$(30);"|":PRINT POS(0);CSRLIN
