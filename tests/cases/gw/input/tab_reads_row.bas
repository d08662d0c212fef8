1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/corpus seed 13, a menu at LOCATE 12,30): a Tab
2 REM typed in an answer passes over what the row holds there, and that is read as the answer
10 CLS:FOR I=1 TO 3:LOCATE 5,1:PRINT "QHELLO WORLD";:LOCATE 5,1:LINE INPUT "Q";A$:PRINT "[";A$;"]":NEXT
20 LOCATE 12,30:PRINT "Y,2  9";:LOCATE 12,30:INPUT "",P:PRINT P
