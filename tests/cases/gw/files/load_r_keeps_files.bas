0 REM LOAD "f",R in a program keeps the open files for the program it runs; LOAD and RUN "f" close them (gw-real)
10 Q$=CHR$(34):OPEN "O",2,"LOADR.BAS"
20 PRINT #2,"10 ON ERROR GOTO 40"
30 PRINT #2,"20 PRINT LOC(1);LOF(1)"
40 PRINT #2,"30 CLOSE:KILL ";Q$;"LOADR.BAS";Q$;":KILL ";Q$;"LOADR.DAT";Q$;":END"
50 PRINT #2,"40 PRINT ";Q$;"E";Q$;";ERR:RESUME 30"
60 CLOSE 2:OPEN "O",1,"LOADR.DAT":PRINT #1,STRING$(200,"X")
70 LOAD "LOADR",R
