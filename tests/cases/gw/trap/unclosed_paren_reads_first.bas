10 REM A parenthesis, a function's one argument or an array's subscripts whose ) is missing:
11 REM GW has read what is inside (subscripts made indexes: 13, 6, 5) when SYNCHR finds no ),
12 REM so those faults come first, then the syntax error (GWEVAL.ASM PARCHK, BIPTRG.ASM PTRGET).
13 REM Real GW-BASIC 3.23 (gw-real).
20 ON ERROR GOTO 100
30 DIM A$(5),A(5),B(3,3):I=1
40 A$(I = STRING$(3,65)
41 A$(I = STRING$(3,65
42 X=ABS(1/0
43 X=A(1/0:PRINT "Y"
44 X=A(-1
45 X=A(40000
46 X=B(1,"A"
47 X=(1/0
48 X=SQR(-1
49 X=A(1,2
50 A(1=2
51 X=LEN(1/0 X
60 END
100 PRINT ERR;ERL:RESUME NEXT
