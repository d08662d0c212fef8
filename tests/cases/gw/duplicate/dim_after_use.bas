1 REM PC-BASIC run: A(1) made A(10) implicitly; DIM A names line
2 REM 20
10 A(1)=1
20 DIM A(5)
