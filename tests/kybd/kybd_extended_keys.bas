5 REM KYBD: gives an extended key to LINE INPUT # as the IBM keyboard routine hands it over (GIOKYB.ASM KYBSIN):
6 REM the editing keys &HFF and a control code, Alt and a letter &H80 and the letter, F1 its text, F2 with no text
7 REM nothing, other keys &HFE; INPUT$ gives CHR$(0) and drops the scan code (real GW-BASIC 3.23, gw-real)
10 KEY 2,"":OPEN "I",1,"KYBD:"
20 FOR I=1 TO 3:LINE INPUT #1,A$:GOSUB 100:NEXT
30 A$=INPUT$(6,1):GOSUB 100
40 A$=INPUT$(4,1):GOSUB 100
50 INPUT #1,A$:GOSUB 100
60 END
100 FOR J=1 TO LEN(A$):PRINT HEX$(ASC(MID$(A$,J)));" ";:NEXT:PRINT:RETURN
