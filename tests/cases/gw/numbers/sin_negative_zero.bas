1 REM SIN's sign flips (MATH1.ASM SIN65, $NEG) leave a zero result with its sign bit: MKS$ shows 0 0 128 0, RANDOMIZE seeds from it, every other use sees 0 (GW-BASIC 3.23, gw-real)
10 X=SIN(-1.7E38):PRINT X;X*1;X+0;-X;STR$(X);X=0;SGN(X);INT(X);FIX(X);ABS(X);X<0;X>0
20 M$=MKS$(X):PRINT ASC(M$);ASC(MID$(M$,2));ASC(MID$(M$,3));ASC(MID$(M$,4))
30 RANDOMIZE X:PRINT RND;:RANDOMIZE 0:PRINT RND
40 Y=SIN(-3E37):PRINT Y;CDBL(Y);CINT(Y);X^2;X*X;SQR(X);EXP(X);Y-X;SIN(X);ATN(X);SGN(-X)
50 PRINT USING "##.##";X:PRINT USING "+#.#^^^^";X:PRINT HEX$(X);X\1;X MOD 3;X=Y;X+X
