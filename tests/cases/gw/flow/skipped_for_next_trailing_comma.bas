1 REM A FOR that runs no pass runs its NEXT from the FOR (GWMAIN.ASM FOR, NEXTS): `NEXT J,` wants
2 REM another name, NEXT without FOR in the NEXT line, and RESUME NEXT goes on after the FOR
7 ON ERROR GOTO 1000
10 FOR I=1 TO 3
20 FOR J=2 TO 1
30 PRINT I, J
40 NEXT J,
50 PRINT "after"; I; J
60 END
1000 PRINT "Error:", ERR, ERL: E=E+1: IF E>9 THEN END
1010 RESUME NEXT
