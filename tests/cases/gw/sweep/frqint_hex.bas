1 REM HEX$, OCT$ and TAB read their argument with FRQINT (GWMAIN.ASM): a number from 32768
2 REM up to 65536 is made a single less 65536, anything else rounded to an integer, so
3 REM 32767.5 is Overflow and 65535.5 is 0. Output of the real GW-BASIC 3.23 (gw-real;
4 REM difftest/gw/sweep seed 11 P0002).
10 ON ERROR GOTO 100
20 FOR I=1 TO 9:READ X#:PRINT X#;HEX$(X#);" ";OCT$(X#);" ";HEX$(CSNG(X#)):NEXT
30 PRINT TAB(32767.5);"T"
40 END
50 DATA 32767.5,32767.4,65535.5,65535.4,65535.99999#,-32768.5,-32768.4,32768,-.5
100 PRINT "E";ERR;ERL:RESUME NEXT
