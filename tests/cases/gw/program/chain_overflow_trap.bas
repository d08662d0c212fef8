0 REM CHAIN reads an ASCII file at the prompt's loop: a line past 255 bytes is a direct statement's Line buffer overflow, trapped (ERL 65535) while no line was stored; one stored clears the trap (GIO86.ASM INCHR, SCNEDT.ASM DSKCHI; real GW-BASIC 3.23)
10 ON ERROR GOTO 100
20 OPEN "O",1,"CHO.BAS":PRINT #1,"30 REM ";STRING$(255,"X"):CLOSE
30 Q=5:CHAIN MERGE "CHO",40,ALL
100 PRINT "ERR";ERR;ERL;Q:KILL "CHO.BAS":END
