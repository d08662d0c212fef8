10 REM KEY(n), STRIG(n), COM(n) ON/OFF/STOP: SEVSTT steps over one item after the ")" and
20 REM wants the statement's end (else 2), checks the number (5), then wants ON, OFF or
30 REM STOP (2) (GWSTS.ASM SEVSTT, EOSCH1, EVSET). ON TIMER(n) GOSUB 0 is no error.
40 REM Output of the real GW-BASIC 3.23 (gw-real, 2026-11-30).
50 ON ERROR GOTO 500
60 KEY(32) X
70 KEY(1) X
80 KEY(32) XY
90 KEY(32) 12
100 KEY(32) "A"
110 KEY(21)     ,
120 KEY(255) X
130 STRIG(32) X
140 COM(1) X
150 KEY(32) ON X
160 ON TIMER(1) GOSUB 0
170 KEY(2) STOP
180 PRINT "end"
190 END
500 PRINT ERR;ERL
510 RESUME NEXT
