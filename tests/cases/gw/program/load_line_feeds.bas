0 REM ASCII LOAD as SCNEDT.ASM DSKCHI: a CR ends a line (not one right after a LF), a LF at its start is dropped,
1 REM other LFs stay in it, a last line no CR ended is not stored (real GW-BASIC 3.23, gw-real: RUN of a file PRINT # wrote)
10 OPEN "O",1,"LFT.BAS"
20 PRINT #1,"100 PRINT "+CHR$(34)+"A"+CHR$(9)+CHR$(10)+"C"+CHR$(34)+CHR$(13)+CHR$(10);
30 PRINT #1,"110 PRINT 1;"+CHR$(10)+"2"+CHR$(13)+CHR$(10)+CHR$(10)+CHR$(10);
40 PRINT #1,"120 PRINT 3:"+CHR$(10)+"PRINT 4"+CHR$(13)+CHR$(10);
50 PRINT #1,"130 REM"+CHR$(10)+CHR$(13)+CHR$(10)+"140 PRINT 5"+CHR$(13)+CHR$(10);
60 PRINT #1,"150 KILL "+CHR$(34)+"LFT.BAS"+CHR$(34)+CHR$(13)+CHR$(10);
70 PRINT #1,"160 PRINT 6";
80 CLOSE
90 RUN "LFT.BAS"
