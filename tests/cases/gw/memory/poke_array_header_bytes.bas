10 REM an array header POKEd: elements are found from the header's bytes (BIPTRG.ASM
20 REM GETDEF); the array search steps by the size word (MATH1.ASM LOPFD0): at 80 it never ends (the machine hangs; ferrite stops there)
30 DIM X(3),Y%(2,1),Z#(1):FOR I=0 TO 3:X(I)=I+.5:NEXT:Y%(1,1)=7:Z#(1)=1/3
40 V=VARPTR(X(0)):POKE V-1,6:PRINT X(4);X(5);VARPTR(X(5))-V
50 W=VARPTR(Y%(0,0)):POKE W-5,1:PRINT Y%(0);Y%(1);VARPTR(Y%(1))-W
60 POKE W-5,2:PRINT Y%(1,1)
70 PRINT "Z";Z#(1):POKE VARPTR(X(0))-5,1:PRINT "N"
80 PRINT Z#(1)
90 PRINT "not reached"
