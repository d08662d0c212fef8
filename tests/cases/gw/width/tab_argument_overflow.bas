1 REM The real GW-BASIC 3.23 (gw-real, 2026-11-28): TAB(65535) is TAB(0) (a word not above 0 as a signed number), past 65535 the argument is Overflow
10 PRINT TAB(65535);"X"
20 PRINT TAB(65536);"Y"
