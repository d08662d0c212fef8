1 REM CLEAR in a program sets ERL to 0, as at the prompt (BIMISC.ASM CLEARC clears
2 REM ERRLIN). Output of the real GW-BASIC 3.23 (gw-real; difftest/gw/sweep seed 14
3 REM P0003).
10 ON ERROR GOTO 100
20 ERROR 7
30 PRINT ERR;ERL
40 CLEAR:PRINT ERR;ERL
50 END
100 RESUME NEXT
