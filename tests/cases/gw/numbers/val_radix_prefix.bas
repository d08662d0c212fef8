1 ' expected output recorded on the real GW-BASIC 3.23 (../shared/oracles/gw-real)
10 PRINT VAL("&h1g");VAL(" &H 1F");VAL("&H7FFF");VAL("&HFFFF");VAL("&O17");VAL("&17")
20 PRINT VAL("1.2D+23");VAL("&HZ");VAL("&H")
