5 REM doubles of exponent 0 with mantissa bytes (CVD): MATH2.ASM $CSD rounds them without a zero test, $FMULD returns a zero FAC, DSUB/$FSUBD answer -ARG, FIXER negates around $VINT
10 DEF FNH$(M$)=RIGHT$("0"+HEX$(ASC(M$)),2)
20 D#=CVD("ABCDEFG"+CHR$(0)):T#=2:Z#=0:X=CVS("ABC"+CHR$(0)):F#=CVD(STRING$(3,255)+CHR$(128)+STRING$(3,255)+CHR$(0))
30 DIM R#(20):R#(1)=D#*T#:R#(2)=T#*D#:R#(3)=D#-Z#:R#(4)=Z#-D#:R#(5)=D#-D#:R#(6)=X*D#:R#(7)=SQR(D#):R#(8)=SQR(-Z#):R#(9)=INT(D#):R#(10)=FIX(-D#)
40 R#(11)=FIX(-.5):R#(12)=FIX(-.5#):R#(13)=ATN(-X):R#(14)=D#-T#:R#(15)=T#-D#:R#(16)=Z#+D#
50 FOR I=1 TO 16:M$=MKD$(R#(I)):PRINT I;:FOR K=1 TO 8:PRINT FNH$(MID$(M$,K,1));:NEXT:PRINT:NEXT
60 FOR I=1 TO 3:ON I GOSUB 100,110,120:M$=MKS$(S):PRINT S;:FOR K=1 TO 4:PRINT FNH$(MID$(M$,K,1));:NEXT:PRINT CINT(S);S=0:NEXT
70 END
100 S=CSNG(D#):RETURN
110 S=CSNG(F#):RETURN
120 S=CSNG(-F#):RETURN
