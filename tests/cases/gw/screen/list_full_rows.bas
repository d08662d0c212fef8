1 REM LIST of lines that fill their last row (80 and 160 characters): each next line starts
2 REM on the next row, with no empty row on the page and no empty line in the stream (real
3 REM GW-BASIC 3.23, gw-real 2026-11-29; a line of 79 leaves none either).
10 REM aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
20 LIST 10-40
30 REM bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
40 REM cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc
