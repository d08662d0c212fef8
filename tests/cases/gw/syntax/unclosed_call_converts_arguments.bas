1 REM BISTRS.ASM MID$/MIDRST: MID$ reads and converts its later
2 REM arguments before SYNCHR ")"; one-argument functions get
3 REM PARCHK's "(expr)" first (pcbasic-suite MID$FN, SGN)
10 ON ERROR GOTO 100
20 PRINT MID$("ABC",1,"A"
30 PRINT MID$("ABC",2,1
40 PRINT SGN("ABC"
50 END
100 PRINT "ERROR";ERR;"IN";ERL
110 RESUME NEXT
