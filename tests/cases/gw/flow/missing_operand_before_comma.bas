1 REM EVAL meets a character that begins no operand: Missing operand at the statement's end,
2 REM a syntax error before anything else (a comma): WIDTH's device form reads its width so
3 REM (GWEVAL.ASM EVAL, GIO86.ASM WIDTHS)
10 ON ERROR GOTO 100
20 WIDTH "A",,#1
30 WIDTH "A",
40 WIDTH "A",,
50 WIDTH "SCRN:",,
60 WIDTH "SCRN:",
70 X=
80 X=,
90 COLOR ,,
95 END
100 PRINT "E";ERR;ERL:RESUME NEXT
