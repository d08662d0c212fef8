10 REM CLEAR with a memory top past the most there is says Out of memory without OMERR's
11 REM emptying of the stack: the loop around it goes on. A stack too big for CLEART
12 REM (CLEAR ,,65535) and an array too big for memory are OMERR's: the loop is gone.
13 REM BIMISC.ASM CLEAR, CLEART, OMERR. Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 1000
30 FOR I=1 TO 2:GOSUB 900:PRINT "@30";I;:CLEAR ,65535:PRINT "k";:NEXT:PRINT "n";I
40 FOR I=1 TO 2:GOSUB 900:PRINT "@40";I;:CLEAR ,-1:PRINT "k";:NEXT:PRINT "n";I
50 FOR I=1 TO 2:GOSUB 900:PRINT "@50";I;:CLEAR ,,65535:PRINT "k";:NEXT:PRINT "n";I
60 FOR I=1 TO 2:GOSUB 900:PRINT "@60";I;:DIM Z(30000):PRINT "k";:NEXT:PRINT "n";I
70 FOR I=1 TO 2:GOSUB 900:PRINT "@70";I;:ERROR 7:PRINT "k";:NEXT:PRINT "n";I
80 END
900 RETURN
1000 PRINT ERR;ERL;:RESUME NEXT
