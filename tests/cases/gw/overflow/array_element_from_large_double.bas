1 REM PC-BASIC run: an array element takes the largest single too
10 DIM X(2)
20 A#=1.7D38*1.001
30 X(1)=A#:PRINT X(1)
