1 REM PC-BASIC run: the prompt, the answer's line end, then
2 REM Overflow
10 INPUT "VALUE";V
20 PRINT V*0
