1 REM FN is a reserved word whatever follows it, a blank too: FN R(3) is FNR; the name's own letters do not go on past a blank (FN A B is FNA then B)
2 REM output: the real GW-BASIC 3.23 (gw-real)
10 DEF FN R(Q)=Q*2
20 PRINT FN R(3); FN  R (3); FNR(3); FN R  (4)
30 DEF FN  AB ( X , Y ) = X+Y: PRINT FNAB(1,2)
40 DEF FN S$ (A$)=A$+"!": PRINT FN S$("X")
50 DEF FN Z = 7: PRINT FN Z; FNZ
60 ON ERROR GOTO 100
70 PRINT FN A B(1,2)
80 FN=1
90 LIST 10-50: END
100 PRINT "E";ERR;ERL: RESUME NEXT
