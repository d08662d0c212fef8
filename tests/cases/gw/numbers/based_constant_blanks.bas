10 REM & then blanks then H or O: OCTCNS reads through CHRGTR (GWEVAL.ASM OCTCNS)
20 PRINT & H10; & O17; & 17; &O1 2; &1 7; &H 10
30 PRINT VAL("& H10"); VAL("& O7"); VAL("&O 7"); VAL("& 7"); VAL("&H 7"); VAL("&O1 2"); VAL(" & 1 2")
40 READ A, B, C: PRINT A; B; C
50 DATA & H1F, &O 1 7, & 2
