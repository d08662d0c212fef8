10 REM ^ works in single precision: a double operand is forced to single first (GWEVAL.ASM
11 REM EXPSTK, FPWRQ), and each conversion that overflows warns on its own before the
12 REM power's own Overflow. Real GW-BASIC 3.23 (gw-real).
20 Y!=1E38:Z#=1.7014118D+38
30 PRINT (Z#^Y!)
40 PRINT Z#^Z#
50 PRINT (Y!^Y!)
60 A#=(Z#^Y!):PRINT A#
70 PRINT 2#^3#;Z#^0
