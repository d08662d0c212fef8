1 ' expected output recorded on the real GW-BASIC 3.23 (../shared/oracles/gw-real)
5 CLEAR ,,400
10 ON ERROR GOTO 90:B=1:D#=1:B$="B"
20 A$=LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$("B",1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1):PRINT "19 levels fit"
30 A$=LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$(LEFT$("B",1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1),1):PRINT "20 levels fit"
80 END
90 PRINT "error";ERR;"in";ERL:RESUME NEXT
