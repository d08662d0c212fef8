10 REM LOCATE, CLS and COLOR read their arguments one by one (GWSTS.ASM SCNINT): after
20 REM a value only a comma or the end may follow (else 5), after the last one anything
30 REM is a syntax error, raised after the row and column checks; CLS 1,2 clears nothing.
40 REM A bell or drawing the key line puts a cursor waiting past a full row back on the
50 REM last column; CLS clears in grey on COLOR's background; a printed CHR$(13) after a
60 REM full row is one row down. Output of the real GW-BASIC 3.23 (gw-real, 2026-11-28).
70 ON ERROR GOTO 500
80 CLS:LOCATE 10,10:LOCATE 5,5 X:GOSUB 400
90 LOCATE 5,5,1,1,1,1:GOSUB 400
100 VIEW PRINT 2 TO 19:LOCATE 1,1,1,1,1,1:GOSUB 400:VIEW PRINT
110 LOCATE 5,5,1,1,1,:GOSUB 400
120 LOCATE 7,7:PRINT "A";:CLS 1,2:GOSUB 400:A=SCREEN(7,7):PRINT A
130 CLS ,:GOSUB 400
140 COLOR 2,3:COLOR 1 X:COLOR 18,5:CLS:PRINT SCREEN(1,1,1);SCREEN(10,10,1)
150 COLOR 7,0:CLS:LOCATE 5,1:PRINT STRING$(80,"z");CHR$(7);"Q";:GOSUB 400
160 LOCATE 8,1:PRINT STRING$(80,"y");:KEY ON:GOSUB 400:KEY OFF
170 LOCATE 11,1:PRINT STRING$(80,"x");CHR$(13);"W";:GOSUB 400
180 LOCATE 25,1:PRINT "K";:KEY OFF:CLS:PRINT SCREEN(25,1)
190 LOCATE 15,1:PRINT "ab";TAB(-1);"T";TAB(32768);"U";SPC(-5);"V":GOSUB 400
200 PRINT R$:END
400 R$=R$+STR$(CSRLIN)+STR$(POS(0))+"/":RETURN
500 R$=R$+"e"+MID$(STR$(ERR),2)+"@"+MID$(STR$(ERL),2)+" ":RESUME NEXT
