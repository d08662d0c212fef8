1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/input probes): with ON ERROR set, FIN's
2 REM overflow is error 6 before anything is stored; &H past 16 bits still warns and redoes;
3 REM 40000 for an integer is error 6 when stored (the items before it stored)
5 ON ERROR GOTO 900
10 A=-1:INPUT A,Z%:PRINT "[";A;Z%;"]":GOTO 10
900 PRINT "E";ERR;ERL;A:RESUME NEXT
