10 REM a percent after a suffixed constant is a character of its own (listed as typed)
20 LIST 30
30 A=1#%:B=1!%:C=1%!:D=1%%:E=1#!:F=1.5#%:G=1E3#%
