1 REM PC-BASIC run: past 65535 the argument is Overflow
10 PRINT TAB(65535);"X"
20 PRINT TAB(65536);"Y"
