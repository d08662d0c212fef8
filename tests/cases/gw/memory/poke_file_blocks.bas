1 ' POKE into the blocks and buffers of files not open, past a buffer's record, or into
2 ' a closed file's block: the byte stays there through RUN and CLEAR. Real GW-BASIC 3.23.
10 IF R=0 THEN OPEN "NUL" FOR OUTPUT AS 1:PRINT PEEK(&H0F00):CLOSE 1
20 POKE &H1000,1:POKE &H0F00,2:POKE &H1200,3:POKE &H1100,4:PRINT PEEK(&H1000);PEEK(&H0F00);PEEK(&H1200);PEEK(&H1100):RUN 30
30 PRINT PEEK(&H1000);PEEK(&H0F00);PEEK(&H1200);PEEK(&H1100):CLEAR:PRINT PEEK(&H1000);PEEK(&H0F00)
