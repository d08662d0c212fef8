10 REM POKE and OUT read and convert their address before they look for the comma
20 REM (GWMAIN.ASM POKE: GETIN2, then SYNCHR): a string address is Type mismatch, an
30 REM operand missing at the statement's end Missing operand, a number without its
40 REM comma Syntax error. Output of the real GW-BASIC 3.23 (gw-real, 2026-11-29).
50 ON ERROR GOTO 1000
60 POKE A$
70 POKE 1.5+
80 OUT 1*
90 POKE A$,1
100 OUT "A"
110 POKE 1+,2
120 PRINT "Z":POKE "Q"
130 END
1000 PRINT ERR;ERL:RESUME NEXT
