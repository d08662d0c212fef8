0 REM COMMON A(n): CHAIN's scan reads nothing or one operand in the parentheses, as EVAL reads one (a sign and ^ after it, a call, a parenthesised sum), then wants ) (FIVEO.ASM COMADY; GW-BASIC 3.23, gw-real)
1 OPEN "O",1,"S2.BAS"
2 PRINT #1,"100 PRINT A(1);B(2);C(3);D(4);E(5);F(6);X":PRINT #1,"110 KILL "+CHR$(34)+"S2.BAS"+CHR$(34)
3 CLOSE 1
10 A(1)=1:B(2)=2:C(3)=3:D(4)=4:E(5)=5:F(6)=6:X=7
20 COMMON A(), B(-2^2), C((1+2)), D(ABS(-3)), E(&H10), F(+X), X
30 CHAIN "S2"
