1 REM Real GW-BASIC 3.23 in DOSBox (gw-real, difftest/gw/corpus): a drive the machine does not
2 REM have is DOS's Path not found to LOAD, MERGE, CHAIN, RUN (GIODSK.ASM OPNFIL), CHDIR, RMDIR;
3 REM FILES finds no file there (53); a folder not there is 76 to LOAD too
10 ON ERROR GOTO 100
20 LOAD "B:M.BAS"
30 MERGE "B:M.BAS"
40 CHAIN "B:M.BAS"
50 RUN "B:M.BAS"
60 LOAD "\NODIR\M.BAS"
70 LOAD "NOFILE.BAS"
80 FILES "B:*.*"
90 CHDIR "B:\"
95 RMDIR "B:\X"
99 END
100 PRINT ERR;ERL:RESUME NEXT
