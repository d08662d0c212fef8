1 REM PC-BASIC run: a number that does not fit starts a new line;
2 REM a string is cut by the screen
10 PRINT STRING$(79,"A");"B"
20 PRINT STRING$(80,"A")
30 PRINT STRING$(78,"A");12
40 PRINT STRING$(75,"A");1234
50 PRINT STRING$(80,"A");"C"
