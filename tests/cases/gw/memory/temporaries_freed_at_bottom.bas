1 REM FRETMP frees a temporary only while it is the bottom of the string space: a
2 REM comparison's left operand with garbage made under it stays, INSTR frees both of its
3 REM strings (GWEVAL.ASM STRCMP, BISTRS.ASM INSTR, FRETMP; real GW-BASIC 3.23)
10 A$="12345":X=0:F=FRE(0)
20 X=LEN(LEFT$(STR$(12345),3)):PRINT F-FRE(0);
30 F=FRE(0):X=(A$+"1"=LEFT$(STR$(12345),3)):PRINT F-FRE(0);
40 F=FRE(0):X=(A$+"1"=STR$(12345)):PRINT F-FRE(0);
60 F=FRE(0):X=(LEFT$(STR$(12345),3)=A$+"1"):PRINT F-FRE(0);
70 F=FRE(0):X=(A$+"1"=MID$(STR$(12345),3)):PRINT F-FRE(0);
100 F=FRE(0):X=(A$+"1"<LEFT$(A$+"",3)):PRINT F-FRE(0);
110 F=FRE(0):X=(A$+"1"<LEFT$(A$+"",3)+"X"):PRINT F-FRE(0);
130 F=FRE(0):X=INSTR(A$+"1",LEFT$(A$+"",3)):PRINT F-FRE(0);
140 F=FRE(0):X=INSTR(A$+"1",A$+"2"):PRINT F-FRE(0);
150 F=FRE(0):X=INSTR(2,A$+"1",A$):PRINT F-FRE(0);
160 F=FRE(0):X=INSTR(A$,A$+"1"):PRINT F-FRE(0)
