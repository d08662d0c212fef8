0 REM The cruncher reads a constant as FIN and OCTCNS read it and crunches on after it: a reserved word may touch an exponent's digits or a hex constant (GWMAIN.ASM FLTGET, NTSNGT; GW-BASIC 3.23, gw-real)
10 PRINT &H10MOD 3, 1E2MOD 7, 1.5MOD 7, 1E2AND 7, 1D2MOD 3
20 PRINT 1E2OR 7, &O17AND 5, &HFFXOR 1, 2E1EQV 20, 100MOD 7
30 A=5:PRINT AAND&H10MOD 3, A&H10
40 LIST
