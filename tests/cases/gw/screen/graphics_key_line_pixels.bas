10 REM The key line in a graphics mode is drawn in the foreground without reverse video
20 REM (its numbers and texts alike), KEY OFF clears its pixels, a mode entered with it
30 REM on draws it. Real GW-BASIC 3.23 (gw-real): 0033000003300000003300000333 / 0 / 0011.. / FF..
40 DIM D$(9):SCREEN 1:KEY ON:GOSUB 100:KEY OFF:GOSUB 100:SCREEN 2:KEY ON:GOSUB 100:SCREEN 7:GOSUB 100
50 SCREEN 0:WIDTH 80:KEY OFF:FOR I=1 TO N:PRINT D$(I):NEXT:END
100 S$="":FOR X=0 TO 39:S$=S$+HEX$(POINT(X,195)):NEXT:N=N+1:D$(N)=S$:RETURN
