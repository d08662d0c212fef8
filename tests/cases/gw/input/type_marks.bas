1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/input inpgen.py seed 3): ! and # end a typed
2 REM number (only blanks may follow), % is eaten (3% is 3, % alone 0)
10 INPUT A,B%,C#
20 PRINT A;B%;C#
30 GOTO 10
