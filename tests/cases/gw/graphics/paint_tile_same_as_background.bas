1 REM PAINT refuses a tile whose every row is the background tile's row (padded to the
2 REM mode's bytes a row). Output: the real GW-BASIC 3.23 (DOSBox, VGA; gfxgen paint seed 96)
10 ON ERROR GOTO 900: DIM D$(40)
20 FOR M=1 TO 3: READ S: SCREEN S: FOR K=1 TO 4: READ T$, B$: PAINT (5,5),T$,1,B$: GOSUB 800: NEXT: NEXT
30 SCREEN 0: FOR I=1 TO N: PRINT D$(I): NEXT: END
40 DATA 1,AA,A,AAB,A,A,A,AB,AB, 8,ABCDABCD,ABCD,AB,AB,A,A,AB,ABC, 9,AB,AB,A,AB,ABCDE,E,A,A
800 N=N+1: D$(N)=STR$(S)+" "+T$+" "+B$+STR$(E): E=0: RETURN
900 E=ERR: RESUME NEXT
