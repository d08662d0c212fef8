1 RENUM 100,,5
2 REM RENUM run by a program: the Undefined line messages in scan order, its own arguments crunched as line numbers, ERROR GOTO 0 kept, a number followed by a constant (real GW-BASIC 3.23, gw-real: Undefined line 100 in 1, 5 in 1, 25 in 20, 5 in 20, 35 in 30, 45 in 40)
10 ON ERROR GOTO 0:GOTO 30&H10
20 ON X GOTO 10,25 &O7:IF ERL=40&HF THEN 5
30 RESTORE 35&H0:GOSUB 20
40 IF 20=ERL THEN 10 ELSE 45
