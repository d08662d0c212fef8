10 REM file 0 names of devices and drives (DSKCOM.ASM LRUN3, GIO86.ASM PRGFIL/NAMBAS)
20 ON ERROR GOTO 1000
30 PRINT "bload c:":BLOAD "C:"
40 PRINT "bsave c:":BSAVE "C:",0,1
50 PRINT "save c:":SAVE "C:"
60 PRINT "list c:":LIST 10,"C:"
70 PRINT "bload c:nul":BLOAD "C:"+CHR$(0)
80 PRINT "load c:nul":LOAD "C:"+CHR$(0)
90 PRINT "merge cons:":MERGE "CONS:"
100 PRINT "merge com1:":MERGE "COM1:"
110 PRINT "chain com1:":CHAIN "COM1:"
130 PRINT "files nul":FILES "NUL"
140 PRINT "files aux.x":FILES "C:AUX.X"
150 PRINT "load nul":LOAD "NUL"
160 PRINT "not here"
1000 PRINT "ERR";ERR;ERL:RESUME NEXT
