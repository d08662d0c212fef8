0 REM CHAIN MERGE opens its file before anything else: a file another number holds open after finding it empty reads as empty, so nothing is merged and the run goes on at the line (gw-real)
10 OPEN "O",1,"X.BAS":PRINT #1,"100 PRINT 42":FOR I=1 TO 30:PRINT #1,"20 REM 12345678901234567890":NEXT
20 CHAIN MERGE "X.BAS",100
100 PRINT "kept":CLOSE:OPEN "I",1,"X.BAS":PRINT LOF(1):CLOSE:KILL "X.BAS"
