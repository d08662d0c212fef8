10 REM the relation mask: < = > each set a bit (GWEVAL.ASM LOPREL), all three always hold
20 PRINT 1 <>= 2; 2 =<> 1; 1 ><= 1; 1 >=< 2; "A" <=> "B"; "B" =>< "A"
30 IF 3 <>= 3 THEN PRINT "all" ELSE PRINT "none"
40 ON ERROR GOTO 90
50 PRINT 1 == 2
60 PRINT 1 <>< 2
70 PRINT "A" <>= 1
80 END
90 PRINT "error"; ERR; ERL: RESUME NEXT
