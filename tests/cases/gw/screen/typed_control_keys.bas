1 REM The control keys the editor has no work for are typed as characters: ^A, ^D, ^O-^Q,
2 REM ^S-^Z go into the line as their codes (^U is not ESC); the editor's side is exec/inlin.rs's
3 REM test. Real GW-BASIC 3.23 (gw-real, keys fed one by one, 2026-11-29).
10 LINE INPUT A$:PRINT LEN(A$);:FOR I=1 TO LEN(A$):PRINT ASC(MID$(A$,I,1));:NEXT:PRINT
20 IF A$<>"END" THEN 10
