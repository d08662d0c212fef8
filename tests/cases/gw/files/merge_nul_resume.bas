5 REM MERGE of DOS's NUL fails at the prompt it went back to (DSKCOM.ASM MERGE): ERL 65535, and RESUME NEXT goes back there, ending the program
10 ON ERROR GOTO 100
20 PRINT "a":MERGE "NUL":PRINT "not reached"
30 END
100 PRINT "E";ERR;ERL:RESUME NEXT
