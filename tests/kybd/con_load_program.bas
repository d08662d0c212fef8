5 REM LOAD of DOS CON reads the keys as KYBD: does; of AUX an empty program
10 PRINT "BEFORE"
20 LOAD "CON",R
