0 REM names as GW-BASIC reads them (gw-real, difftest/gw/files/namegen.py): a NUL ends the name DOS gets,
1 REM refused (52 to the file-0 statements and OPEN, 76 to KILL and NAME, 53 to FILES) unless a device stands
2 REM alone before it; control characters at either end are Bad file name; SCRN: holds no program (54) and no
3 REM files (68); SAVE evaluates its name before its tail's Syntax error; a long part is 52 to LOAD as to SAVE
10 ON ERROR GOTO 900
20 DEF SEG=&H1000:E$=""
30 OPEN "O",1,"NULTST.DAT":PRINT #1,"X":CLOSE
100 LOAD "N"+CHR$(0)+"Y"
110 RUN "NY"+CHR$(0)
120 MERGE CHR$(0)
130 CHAIN MERGE CHR$(0)+"NY",10,ALL,DELETE 10-20
140 SAVE "N"+CHR$(0)+"Y",A
150 SAVE "NY"+CHR$(0),P
160 BLOAD "N"+CHR$(0),0
170 KILL "NULTST.DAT"+CHR$(0)
180 NAME "NULTST.DAT" AS "Q"+CHR$(0)
190 FILES "NY"+CHR$(0)
200 OPEN "SCRN:"+CHR$(0) FOR INPUT AS 1
210 LOAD "SCRN:"+CHR$(0)
220 LOAD CHR$(10)
230 RUN CHR$(9)+"NY"
240 KILL "SCRN:"
250 NAME "SCRN:" AS "Q"
260 FILES "SCRN:"
270 SAVE "N"=1 TO 3
280 SAVE 5 X
290 SAVE "NY",Q
300 LOAD "ABCDEFGHI.X"
310 SAVE LEFT$("NYZ",-1) X
800 KILL "NULTST.DAT":END
900 PRINT "ERR";ERR;"ERL";ERL:RESUME NEXT
