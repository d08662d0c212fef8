10 REM LET into an array element finds the element first (PTRGET: subscripts read and
11 REM checked, the bound too), then reads the value (FRMEVL) and converts it: the target's
12 REM faults come before the value's. GWMAIN.ASM LET. Real GW-BASIC 3.23 (gw-real).
13 REM SWAP likewise finds its second variable before it compares the types (BIMISC.ASM SWAP).
20 ON ERROR GOTO 100
30 DIM DA(10),DG$(3),DI%(3):V=-1
40 DA(1/0)=LOG(0)
50 DA(-1)=1/0
60 DA(11)=LOG(0)
70 DG$(5)=STRING$(-1,65)
80 DI%(4)=40000
90 DG$(V)=STRING$(2,65
91 DG$(V)=1+
92 DI%(1)=40000:DG$(1)=5:DA(2)=LOG(0)
93 PRINT DI%(1);DG$(1);DA(2)
94 SWAP DA(1),DG$(-1)
95 SWAP DA(1),DG$(1/0)
99 END
100 PRINT ERR;ERL:RESUME NEXT
