1 REM SIN/COS/TAN of large arguments: RR multiplies by $IN2PI and takes the fraction with the double routines $FMULD/$FSUBD/$FADDD, whose roundings set the last bits of the turn (MATH1.ASM RR, RR2, COS; GW-BASIC 3.23, gw-real)
10 X#=-7318952363131.6#:PRINT SIN(X#);COS(X#);TAN(X#)
20 FOR K=0 TO 75 STEP 3:Z!=CVS(CHR$(K)+CHR$(2)+CHR$(213)+CHR$(171)):PRINT SIN(Z!);COS(Z!);:NEXT:PRINT
30 PRINT SIN(CVS(CHR$(225)+CHR$(161)+CHR$(209)+CHR$(162)));COS(CVS(CHR$(225)+CHR$(161)+CHR$(209)+CHR$(162)))
40 FOR K=24 TO 120 STEP 8:PRINT SIN(2^K/3);COS(2^K/7);TAN(-2^K/5):NEXT
