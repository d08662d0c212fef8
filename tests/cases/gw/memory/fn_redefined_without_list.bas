10 REM an FN defined again without a parameter list takes none: PRINT reads the rest as its next item
20 ON ERROR GOTO 90
30 DEF FNA(X)=X*X:PRINT FNA(4)
40 DEF FNA=3:PRINT FNA(5):PRINT FNA(5);"Z"
50 PRINT FNA(5,6)
60 DEF FNB$="Q":PRINT FNB$("R");FNB$(7)
70 PRINT FNA(1)+1*4;FNA(2)^2
80 END
90 PRINT "ERR";ERR;ERL:RESUME NEXT
