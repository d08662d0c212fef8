1 REM c64rom code7.s inloop: each item is stored before the next is
2 REM read (A=1, and X gives B 0) before the redo; RETURN alone keeps them
10 A=9:B=9:INPUT A,B:PRINT A;B
