1 REM output: the real GW-BASIC 3.23 (DOSBox, VGA; gwreal-run --timeout=30): nothing after
2 REM BEFORE. A tile row equal to the background is never painted: round the block of
3 REM border the runs split and meet again, queueing runs back for ever with a short
4 REM queue; PAINT takes entry after entry until a BREAK (ferrite: a hang).
10 PRINT "BEFORE"
20 SCREEN 1: LINE (2,2)-(36,18),3,B: LINE (10,5)-(20,12),2,BF: LINE (15,8)-(18,10),3,BF
30 PAINT (30,4),CHR$(0),3
40 SCREEN 0: PRINT "AFTER"
