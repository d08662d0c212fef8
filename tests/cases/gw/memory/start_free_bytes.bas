10 REM Free memory at start holds the interpreter's start-up tables from &H1402 on, at fixed
20 REM addresses; the byte at STREND is carried up as lines and variables go in (BLTU).
30 REM real GW-BASIC 3.23
40 FOR I%=5120 TO 5160:PRINT PEEK(I%);:NEXT:PRINT
50 FOR I%=5452 TO 5462:PRINT PEEK(I%);:NEXT:PRINT
60 FOR I%=5800 TO 5815:PRINT PEEK(I%);:NEXT:PRINT
70 S%=PEEK(&H35C)+256*PEEK(&H35D):PRINT S%;PEEK(S%)
