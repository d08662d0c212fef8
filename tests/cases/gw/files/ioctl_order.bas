10 REM IOCTL looks the file up (52) before it wants the comma and the string; the string
20 REM is read (13, 22), then 5 before what follows it is looked at. IOCTL$ likewise
30 REM looks the file up before its parenthesis (real GW-BASIC 3.23, every mode and device)
40 ON ERROR GOTO 500
50 FOR K=1 TO 3:CLOSE:PRINT "@";K;
60 IF K=2 THEN OPEN "O",#1,"F.TXT"
70 IF K=3 THEN OPEN "SCRN:" FOR OUTPUT AS #1
100 IOCTL #1,"A",
110 IOCTL #1,"A"X
120 IOCTL #1
130 IOCTL #1,
140 IOCTL #1,5,
150 IOCTL #1,"A"+
160 IOCTL #1 "A"
170 IOCTL #0,"A"
180 IOCTL #300,"A"
190 X$=IOCTL$(1,2)
200 X$=IOCTL$(#1
210 X$=IOCTL$(1)
220 X=IOCTL$(1)
230 PRINT:NEXT:CLOSE:KILL "F.TXT":END
500 PRINT ERL;ERR;:RESUME NEXT
