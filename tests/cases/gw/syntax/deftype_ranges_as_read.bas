0 REM DEFtype sets each range as it reads it: a backward range, a range end that is no letter, anything but a comma after a range is a syntax error after the ranges before it took effect (GW-BASIC 3.23, gw-real; GWMAIN.ASM DEFCON, NOTRNG)
10 ON ERROR GOTO 90
20 DEFINT Z-A
30 X=1.5:PRINT X
40 DEFSTR A, Z-B
50 A="S":PRINT A
60 DEFINT B C
70 B=2.7:PRINT B:C=2.7:PRINT C
80 DEFDBL D-:DEFINT E-5:DEFINT 1:DEFINT F,:F=1.5:PRINT F
85 DEFINT G-H I:G=1.5:H=1.5:I=1.5:PRINT G;H;I:END
90 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
