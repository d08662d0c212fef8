1 RENUM 100,,5
2 REM RENUM in a program: messages in scan order; its own arguments are line numbers; a number then a constant (real GW-BASIC 3.23, gw-real)
10 ON ERROR GOTO 0:GOTO 30&H10
20 ON X GOTO 10,25 &O7:IF ERL=40&HF THEN 5
30 RESTORE 35&H0:GOSUB 20
40 IF 20=ERL THEN 10 ELSE 45
