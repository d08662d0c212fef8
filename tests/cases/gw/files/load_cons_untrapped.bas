10 REM LOAD of CONS: opens, SCRTCH gives up the trap, the first read is Bad file mode
20 ON ERROR GOTO 100
30 PRINT "go":LOAD "CONS:"
40 PRINT "not here"
100 PRINT "ERR";ERR;ERL
