1 REM Real GW-BASIC 3.23 (gw-real, difftest/gw/input inpgen.py seed 2): a typed line keeps
2 REM at most 255 characters (SCNEDT.ASM INLRET), and the blanks typed at its end
10 LINE INPUT A$:PRINT LEN(A$);RIGHT$(A$,3)
20 LINE INPUT "L? ";A$:PRINT "[";A$;"]";LEN(A$)
30 INPUT A$,B$:PRINT "[";A$;"|";B$;"]"
