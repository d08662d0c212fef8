10 REM DOS names: wild cards only in the 8.3 part DOS keeps and before GW's long part, in a folder first; blanks after a \ counted in the 8; . and .. read off the text; MKDIR's 76; KILL's second dot; RMDIR of the root (GW-BASIC 3.23 in DOSBox, gw-real)
20 ON ERROR GOTO 900
30 MKDIR "WSB"
40 READ S,N$:IF S=0 THEN 200
50 E=0
60 ON S GOSUB 100,110,120,130,140
70 PRINT S;"[";N$;"]";E:GOTO 40
100 OPEN "O",1,N$:CLOSE:RETURN
110 MKDIR N$:RETURN
120 KILL N$:RETURN
130 OPEN "I",1,N$:CLOSE:RETURN
140 RMDIR N$:RETURN
200 OPEN "I",1,"&RRORS":PRINT "&RRORS";LOF(1):CLOSE
210 OPEN "I",1,"ABCDEFGH":PRINT "ABCDEFGH";LOF(1):CLOSE
220 OPEN "I",1,"ABC.DEF":PRINT "ABC.DEF";LOF(1):CLOSE
230 OPEN "I",1,"X":PRINT "X";LOF(1):CLOSE
240 KILL "&RRORS":KILL "ABCDEFGH":KILL "ABC.DEF":KILL "X":KILL "WSB\Y":RMDIR "WSB":RMDIR "QRSTUVWX.X":RMDIR "TST":END
900 E=ERR:RESUME NEXT
1000 DATA 1,"\  &RRORSTXT",1,"tst**",1,"eOUTPUT**$.TXT",1,"ABCDEFGHI*",1,"ABCDEFG*I.TXT",1,"ABCDEFGHI.*",1,"ABC.DEF*",1,"X\*",1,"\ \X",1," \A",1,"c: ",1,"\ "
1010 DATA 1,"S*\X",1,"D:S*\X",1,"C: WSB \Y"
1020 DATA 2,"tst**",2,"*",2,"ABC.D*",2,"QRSTUVWXYZ*.X",2," \A"
1030 DATA 3,"\   .",3,".\..\.",3,".**",3," ~?-@.~&B,",3,"S*\X",3,"\WSB\XB@  +.;.+A@_?"
1040 DATA 4,"\NOSUCH\..\X",4,"C:\ WSB \.\+ $$e %. X",4,"X. X.[",4,"+B;B.1.z"
1050 DATA 5,"\",5,"c:\.",5," "
1060 DATA 0,""
