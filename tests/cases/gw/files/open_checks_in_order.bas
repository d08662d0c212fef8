1 REM OPEN's checks in order: LEN's range, the number, the file open, the record length (output: real GW-BASIC 3.23, gw-real)
10 ON ERROR GOTO 100
20 OPEN "R",1,"OLA.DAT",32
30 OPEN "R",1,"B.DAT",255
40 OPEN "R",1,"B.DAT",0
50 OPEN "R",1,"B.DAT",40000
60 OPEN "O",1,"B.DAT",255
70 OPEN "R",2,"SCRN:",255
75 OPEN "R",2,"COM1:",255
80 OPEN "R",1,"KYBD:",255
90 CLOSE: KILL "OLA.DAT": END
100 PRINT ERR;ERL: RESUME NEXT
