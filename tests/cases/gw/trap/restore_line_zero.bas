0 GOTO 10
10 REM RESTORE with no line number reads line 0 (BIMISC.ASM RESTORE, LINGET): with a line 0
20 REM the pointer is set, then the text left is a syntax error; without one it is error 8
30 ON ERROR GOTO 900
40 DATA 1,2,3
50 READ A:PRINT A;
60 RESTORE STOP
70 READ A:PRINT A;
80 RESTORE X
90 READ A:PRINT A;
100 RESTORE 40 Q
110 READ A:PRINT A;
120 READ A:PRINT A
130 END
900 PRINT "E";ERR;ERL:RESUME NEXT
