10 REM PRINT USING ^^^^ of a double zero in a field of 16 digits or more: $FOTCV takes its
20 REM digits from the mantissa bytes as they are (MATH1.ASM $PUFE, MATH2.ASM $FOTCV)
30 F$="+########.############^^^^"
40 PRINT USING F$;-1#;-0#
50 PRINT USING F$;1#;-0#
60 PRINT USING "########.############^^^^";-1#;-0#
70 PRINT USING "+#########.############^^^^";-1#;-0#
80 PRINT USING F$;-1#;CVD(STRING$(7,255)+CHR$(0))
90 PRINT USING "##.##^^^^";-1#;-0#
100 PRINT USING F$;-1#;0#;-0!
