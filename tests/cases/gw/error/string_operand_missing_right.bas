0 REM a string stacked for an operator other than + and the relations is Type mismatch before the missing right operand (GWEVAL.ASM EVAL; GW-BASIC 3.23, gw-real)
1 ON ERROR GOTO 90
10 PRINT ""/
11 PRINT A$*(
12 X=(A$)^
13 PRINT ""+""-
14 PRINT A$\
15 PRINT A$+
16 PRINT A$<
17 PRINT 1-
18 PRINT LOG(0)^
19 PRINT 2^-
20 END
90 PRINT "E";ERR;ERL:RESUME NEXT
