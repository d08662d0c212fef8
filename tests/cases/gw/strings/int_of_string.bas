1 REM INT of a string after a double was printed gives the string back (MATH1.ASM VINT sends a
2 REM string to $INT, which leaves the FAC alone at a large exponent); MID$ evaluates its first
3 REM argument before its comma. Checked on the real GW-BASIC 3.23 (gw-real, fresh famgen).
10 ON ERROR GOTO 1000
20 PRINT INT(1.5D2):PRINT INT("ABC");"|"
30 PRINT INT(-1.5D2):A$=INT("XY")+"Z":PRINT A$
40 PRINT 1.5D20:PRINT LEN(INT("ABCD"))
50 X=INT("A")
60 PRINT "A";MID$(1/0);"B"
70 PRINT "A";MID$("X");"B"
80 PRINT "A";RIGHT$(Z(11));"B"
999 END
1000 PRINT "E";ERR;ERL:RESUME NEXT
