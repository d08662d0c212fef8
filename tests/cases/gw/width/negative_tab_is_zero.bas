1 REM The real GW-BASIC 3.23 (gw-real, 2026-11-28): a TAB or SPC argument not above 0 as
2 REM a signed word is 0 (GIO86.ASM TABER), so TAB(-1) after text is a new line and
3 REM SPC(-5) no space; PC-BASIC keeps the unsigned word. Machine: X / AB / Y / Z /
4 REM 59 blanks W / V.
10 PRINT TAB(-1);"X"
20 PRINT "AB";TAB(-79);"Y"
30 PRINT SPC(-5);"Z"
40 PRINT TAB(300);"W"
50 PRINT TAB(-10);"V"
