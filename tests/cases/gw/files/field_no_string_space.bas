10 REM FIELD variables point into the FIELD buffer and LSET writes there: no string space taken; WHILE is stored with a + after it (GWMAIN.ASM CRUNCH). GW-BASIC 3.23, gw-real
20 PRINT FRE(0)
30 WHILE K<2:K=K+1:FOR I=1 TO 2:NEXT:WEND:PRINT FRE(0)
40 OPEN "R",2,"FNS.DAT",16:FIELD #2,8 AS X$,8 AS Y$:PRINT FRE(0)
50 LSET X$="HI":RSET Y$="YO":PRINT FRE(0):PUT #2,3:GET #2,1:PRINT FRE(0):GET #2,3:PRINT "[";X$;"][";Y$;"]";FRE(0)
60 CLOSE:KILL "FNS.DAT":CLEAR ,30000:PRINT FRE(0)
