1 REM PMAP after a WINDOW refused at a corner takes a logical value as it is (no 16-bit
2 REM check first): the origin read so far, the scales of the window before
3 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; difftest/gw/graphics gfxgen errors 506)
10 ON ERROR GOTO 900: SCREEN 2
20 WINDOW SCREEN (1E6,63)-(63,.4): PRINT PMAP(1E6,0)
30 WINDOW (-1,32768)-("A","A")
40 PRINT PMAP(1E6,0); PMAP(5,1)
50 WINDOW SCREEN (1E6,63)-(63,.4)
60 WINDOW (-1,30)-("A","A")
70 PRINT PMAP(1E6,0); PMAP(5,1)
80 WINDOW SCREEN (1E6,63)-(63,.4)
90 WINDOW (-1,32768)-(4,"A")
100 PRINT PMAP(1E6,0); PMAP(5,1)
110 SCREEN 0: END
900 PRINT "ERR";ERR;ERL: RESUME NEXT
