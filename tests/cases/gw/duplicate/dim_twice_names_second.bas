1 REM GWMAIN.ASM DIM: an existing array is Duplicate Definition in
2 REM the DIM's line
10 DIM A(5)
20 PRINT "X"
30 DIM A(5)
