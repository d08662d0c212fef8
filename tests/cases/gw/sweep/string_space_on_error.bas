1 REM INPUT$ from a file takes its string's space before it reads (DSKCOM.ASM FIXINP,
2 REM STRINI): reading past the end leaves the bytes as garbage. CVI/CVS/CVD, ASC and VAL
3 REM free their string argument before they refuse it: no garbage. Output of the real
4 REM GW-BASIC 3.23 (gw-real; difftest/gw/files seed 47 f018, f028).
10 ON ERROR GOTO 100
20 OPEN "O",1,"SSOE.DAT":PRINT #1,"A";:CLOSE:OPEN "I",1,"SSOE.DAT"
30 F=FRE(0):S$=INPUT$(5,1):PRINT F-FRE(0)
40 F=FRE(0):PRINT CVD(CHR$(0)+CHR$(0)+CHR$(0)+CHR$(129)):PRINT F-FRE(0)
50 F=FRE(0):X=CVI(CHR$(1)+""):PRINT F-FRE(0)
60 F=FRE(0):X=ASC(CHR$(1)+"")+ASC(""+""):PRINT F-FRE(0)
70 CLOSE:KILL "SSOE.DAT"
80 END
100 PRINT "E";ERR;ERL:RESUME NEXT
