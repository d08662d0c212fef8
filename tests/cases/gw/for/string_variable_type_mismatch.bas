1 REM PC-BASIC run: a string loop variable is Type mismatch
2 REM (GWMAIN.ASM FOR: DOCNVF forces the start to the variable's type)
10 PRINT "S"
20 FOR A$="A" TO "B"
30 NEXT
