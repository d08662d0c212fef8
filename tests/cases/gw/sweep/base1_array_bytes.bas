1 REM After OPTION BASE 1 an array keeps no element 0: PTRGET takes 1 from each subscript
2 REM (BIPTRG.ASM LNGNAM) and DIM's bounds too; an array made by use has 10 elements a
3 REM dimension (OPTVAL XOR 11). Output of the real GW-BASIC 3.23 (gw-real; difftest/gw/sweep
4 REM seed 11 P0025).
10 OPTION BASE 1
20 F=FRE(0):DIM B%(3):PRINT F-FRE(0)
30 F=FRE(0):ERASE B%:PRINT FRE(0)-F
40 F=FRE(0):DIM C#(2,3):PRINT F-FRE(0);VARPTR(C#(2,1))-VARPTR(C#(1,1));VARPTR(C#(1,2))-VARPTR(C#(1,1))
50 F=FRE(0):D(1)=5:PRINT F-FRE(0);D(10)
60 C#(2,3)=7:PRINT C#(2,3);C#(1,1)
