10 REM ASC, CVI/CVS/CVD and VAL free their string before they refuse it, but an error in
20 REM their argument leaves what the argument made (real GW-BASIC 3.23: the STR$ result's
30 REM bytes stay counted after String too long)
40 ON ERROR GOTO 900
50 PRINT FRE(0)
60 X=ASC(RIGHT$(STRING$(255,73)+STR$(-2.5),3)):PRINT FRE(0)
70 X=ASC(RIGHT$(STRING$(255,73)+STR$(-2.5),3)+"a"):PRINT FRE(0)
80 X=CVI(MID$(STRING$(255,73)+STR$(12),2)):PRINT FRE(0)
90 X=CVD(CHR$(0)+CHR$(0)+CHR$(0)+CHR$(129)):PRINT FRE(0)
100 X=ASC(""+""):PRINT FRE(0)
110 END
900 PRINT "E";ERR;ERL;FRE(0):RESUME NEXT
