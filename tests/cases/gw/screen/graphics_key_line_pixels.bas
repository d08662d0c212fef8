10 REM The key line in a graphics mode is drawn in the foreground without reverse video (the
20 REM largest attribute in each of its first cells: its number and text lit, the blanks after
30 REM the text 0), KEY OFF clears its pixels, a mode entered with it on draws it.
40 REM Real GW-BASIC 3.23 (gw-real): see the REM at 900.
50 DIM D$(9):SCREEN 1:KEY ON:GOSUB 100:KEY OFF:GOSUB 100:SCREEN 2:KEY ON:GOSUB 100:SCREEN 7:GOSUB 100
60 SCREEN 0:WIDTH 80:KEY OFF:FOR I=1 TO N:PRINT D$(I):NEXT:END
100 S$="":FOR C=0 TO 9:M=0:FOR Y=192 TO 199:FOR X=8*C TO 8*C+7:IF POINT(X,Y)>M THEN M=POINT(X,Y)
110 NEXT:NEXT:S$=S$+STR$(M):NEXT:N=N+1:D$(N)=S$:RETURN
900 REM  3 3 3 3 3 0 0 0 3 3 / 0 ... / 1 1 1 1 1 0 0 0 1 1 / 15 15 15 15 15 0 0 0 15 15
