0 REM FILES shows a name DOSBox took with a byte past 127 as that byte, not shortened (gw-real)
10 FOR I=1 TO 4:READ C:OPEN "O",1,"R"+CHR$(C)+".TMP":CLOSE:NEXT
20 DATA 160,189,229,246
30 FILES "R?.TMP"
40 OPEN "O",1,"ABCDEFG"+CHR$(160)+"."+CHR$(246)+"X":CLOSE:FILES "ABCDEFG?.*"
50 KILL "R?.TMP":KILL "ABCDEFG"+CHR$(160)+".*"
