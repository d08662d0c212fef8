1 REM RANDOMIZE's prompt reads the answer with FIN and makes it an integer (FRCINT) before it seeds: 1.5 seeds as the integer 2, -32768 as the integer, 32767.5 overflows (GWMAIN.ASM INPRG; GW-BASIC 3.23, gw-real)
10 ON ERROR GOTO 100
20 FOR I=1 TO 6:RANDOMIZE:PRINT RND:NEXT
30 A%=2:RANDOMIZE A%:PRINT RND:A%=-32768:RANDOMIZE A%:PRINT RND
40 END
100 PRINT "E";ERR;ERL:RESUME NEXT
