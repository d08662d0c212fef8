1 ' expected output recorded on the real GW-BASIC 3.23 (../shared/oracles/gw-real)
10 CLEAR ,,256
20 PRINT FRE(0)>0
30 PRINT PEEK(1)+256*PEEK(2)
