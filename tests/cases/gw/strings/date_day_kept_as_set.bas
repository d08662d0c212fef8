1 REM DOS keeps the day DATE$= gives it as set, 1 to 31 in any month (GW-BASIC 3.23 under DOSBox, the machine of the recordings)
20 FOR I=1 TO 9:READ D$:DATE$=D$:PRINT D$;" ";DATE$:NEXT
30 END
100 PRINT "E";ERR;ERL:RESUME NEXT
200 DATA 02-30-1990,02-31-1990,04-31-1990,02-29-1991,12-31-1990,02-29-2000,06-31-2099,1-31-80,09-31-1999
