5 REM FILES of a drive or its root cut at a NUL: DOS finds the folder's . alone for
6 REM "C:", nothing for "C:\" (real GW-BASIC 3.23 in DOSBox, gw-real)
10 ON ERROR GOTO 60000
20 N=1:FILES "C:"+CHR$(0)
30 N=2:FILES "C:\"+CHR$(0)
40 PRINT "END":END
60000 PRINT N;ERR;ERL:RESUME NEXT
