1 REM PC-BASIC run: three literals, three warnings before the run;
2 REM 1E38*10 warns when it runs
10 PRINT 1E40
20 PRINT 1E39,2E39
30 PRINT 1E38*10
40 PRINT "END"
