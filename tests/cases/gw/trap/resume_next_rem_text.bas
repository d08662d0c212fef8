1 REM RESUME NEXT skips to the next colon as DATA does, past a REM token into its raw text,
2 REM where NEWSTT runs the text as a LET: a syntax error (GWMAIN.ASM RESTXT, DATA, GONE).
3 REM Output of the real GW-BASIC 3.23 (gw-real, trapgen F_resume_next_rem).
10 ON ERROR GOTO 1000
20 IF X/0 THEN REM ::  : 
30 IF X/0 THEN REM "a:b": A=1 :X
40 IF X/0 THEN REM
45 IF 1 THEN REM :X
50 PRINT "Z";:IF X/0 THEN REM :   :Y=1:Z
60 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
