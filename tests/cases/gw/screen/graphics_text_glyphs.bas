10 REM A graphics mode draws printed text into its pixels in COLOR's foreground on 0, and
20 REM SCREEN(r,c) reads a cell back from them: a printed character as itself, a space 0, a
30 REM cell filled 219, a cell cleared 0, a character a drawing grew 0. The largest attribute
40 REM in the first cell is the foreground. Real GW-BASIC 3.23 (gw-real): see the REM at 900.
50 DIM D$(20):SCREEN 1:PRINT "ABCDEFGH":LINE (16,0)-(23,7),1,BF:LINE (24,0)-(31,7),0,BF
55 LINE (40,0)-(47,7),2,B
60 GOSUB 200:SCREEN 9:COLOR 14,1:PRINT "A B":LINE (8,0)-(15,13),2,BF:GOSUB 200
65 SCREEN 7:COLOR 5:PRINT "AB";CHR$(219);CHR$(221);"  Z":GOSUB 200
70 SCREEN 0:WIDTH 80:FOR I=1 TO N:PRINT D$(I):NEXT:END
200 S$="":FOR C=1 TO 8:S$=S$+STR$(SCREEN(1,C)):NEXT
210 M=0:FOR Y=0 TO 7:FOR X=0 TO 7:IF POINT(X,Y)>M THEN M=POINT(X,Y)
220 NEXT:NEXT:N=N+1:D$(N)=S$+" /"+STR$(M):RETURN
900 REM  65 66 219 0 69 0 71 72 / 3; 65 219 66 0 ... / 14; 65 66 219 221 0 0 90 0 / 5
