1 REM RUN, LOAD and MERGE take their file name as a string expression (DSKCOM.ASM LRUN3 and
2 REM MERGE through PRGFLI's NAMSCN): "" is 52, blanks 53, a number 13, a missing file 53
3 REM before the tail's Syntax error, which comes after the file is found; RUN A$,R keeps
4 REM file 1 open (real GW-BASIC 3.23, gw-real 2026-11-29).
10 ON ERROR GOTO 100
20 Q$=CHR$(34):OPEN "O",#1,"RUNEXPR.BAS"
30 PRINT #1,"10 PRINT "+Q$+"CHILD"+Q$+";LOC(1)":PRINT #1,"20 CLOSE:KILL "+Q$+"RUNEXPR.BAS"+Q$+":KILL "+Q$+"RUNEXPR.TMP"+Q$:CLOSE
40 RUN ""
50 RUN " "
60 X=1:RUN X
70 A$="NOPE":RUN A$ X
80 A$="RUNEXPR":RUN A$ X
85 LOAD "":MERGE "":LOAD A$+"",Y:MERGE A$,R
90 OPEN "O",#1,"RUNEXPR.TMP":RUN (A$),R
100 PRINT ERR;ERL:RESUME NEXT
