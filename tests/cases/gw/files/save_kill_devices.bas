5 REM SAVE to GW's own devices goes through file 0 (DSKCOM.ASM SAVE, NULOPM); KILL of a folder path with no name is DOS's 53
10 ON ERROR GOTO 100
20 KILL "C:\":KILL "\":KILL "C:\"+CHR$(0):PRINT "k"
30 SAVE "SCRN:":SAVE "LPT1:"+CHR$(0):SAVE "SCRN:",P:SAVE "COM1:":SAVE "LPT2:":PRINT "s"
40 SAVE "SCRN:",A:PRINT "not reached"
100 PRINT "E";ERR;ERL:RESUME NEXT
