10 REM INPUT of & constants: the letter after & and octal digits past blanks, hex digits byte by byte (GWEVAL.ASM OCTCNS)
20 FOR I=1 TO 5: INPUT A: PRINT A: NEXT
