1 REM LOF of a disk file is a double: DOS's 32-bit size normalized with VALTYP 8
2 REM (GIODSK.ASM DSKLOF). Output of the real GW-BASIC 3.23 (gw-real; difftest/gw/files
3 REM seed 47 f009).
10 OPEN "R",1,"LOFD.DAT",1
20 FIELD #1,1 AS A$:LSET A$="Z":PUT #1,1000
30 PRINT LOF(1);LOF(1)/3
40 CLOSE:OPEN "O",1,"LOFD.DAT":PRINT #1,"ABCDEFG":CLOSE
50 OPEN "I",1,"LOFD.DAT":PRINT LOF(1)/3:CLOSE:KILL "LOFD.DAT"
