10 REM a simple variable's type byte POKEd (VARPTR-4): the search (MATH1.ASM LOPTOP) steps by the
20 REM new length: the entry is found under its new type, a search ending on ARYTAB finds
30 REM nothing (0, VARPTR is error 5), a walk never landing there hangs (headgen.py --type)...
40 ON ERROR GOTO 200
50 E=.25:C#=1/3#:D$="HELLO":B!=1E+10:A%=-300:P=VARPTR(D$)-4
60 POKE P,5:PRINT "[";D$;"]";B!;A%;E;P
70 PRINT VARPTR(B!)
80 POKE P,3:PRINT D$;B!
90 POKE P,2:PRINT D%;VARPTR(D%)-P
100 D%=12:PRINT D%;E;C#;PEEK(P+4)
110 PRINT "B";B!
120 PRINT "A";A%;E
125 PRINT "not reached"
130 END
200 PRINT "E";ERR;ERL:RESUME NEXT
