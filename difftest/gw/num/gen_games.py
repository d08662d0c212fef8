#!/usr/bin/env python3
"""Programs in the style of BASIC Computer Games for whole-output comparison: RND(1) without
RANDOMIZE (or with a fixed one), INT(RND(1)*N) dice and cards, TAB/SPC pictures, PRINT of
computed numbers in zones and after `;`, string building with LEFT$/MID$/RIGHT$/CHR$/STR$,
arrays, DEF FN, ON GOTO, scores and averages. Nothing is typed: each program ends by itself.
Usage: gen_games.py SEED > P.BAS (`gen_nbs.sh --games SEED...` runs and compares them)."""
import random
import sys

seed = int(sys.argv[1])
r = random.Random(seed)
L = []


def add(s):
    L.append(s)


def num():
    return r.choice(["RND(1)", "INT(RND(1)*6)+1", "INT(RND(1)*100)", "I/7", "I*I/3", "SQR(I)",
                     "S/N", "INT(100*RND(1))/100", "I^2.5", "1/(I+1)", "S*1.05", "A(I)",
                     "FNR(I)", "LOG(I+1)", "EXP(I/4)", "SIN(I)*10", "ATN(I)", "ABS(I-5)*.1",
                     "10^(I-5)", "I*1E6", "-I/3", "INT(S/N*100+.5)/100", "CINT(I*2.5)"])


def block():
    k = r.randint(0, 9)
    n = r.randint(3, 12)
    if k == 0:
        add(f'FOR I=1 TO {n}:PRINT TAB(INT(RND(1)*{r.randint(5, 70)}));"{r.choice("*X#O+")}";:NEXT I:PRINT')
    elif k == 1:
        add(f'FOR I=1 TO {n}:PRINT {num()};{num()},{num()}:NEXT I')
    elif k == 2:
        add(f'FOR I=1 TO {n}:D1=INT(RND(1)*6)+1:D2=INT(RND(1)*6)+1:S=S+D1+D2:N=N+1')
        add(f'PRINT "ROLL";I;":";D1;"+";D2;"=";D1+D2;TAB({r.randint(20, 40)});"AVERAGE";S/N:NEXT I')
    elif k == 3:
        add(f'A$="":FOR I=1 TO {n}:A$=A$+CHR$(65+INT(RND(1)*26)):NEXT I:PRINT A$;LEN(A$)')
        add(f'PRINT LEFT$(A$,{r.randint(0, 5)});"/";MID$(A$,{r.randint(1, 6)},{r.randint(0, 4)});"/";RIGHT$(A$,{r.randint(0, 5)});INSTR(A$,"{chr(65 + r.randint(0, 25))}")')
    elif k == 4:
        add(f'FOR I=1 TO {n}:PRINT SPC(INT(RND(1)*{r.randint(5, 30)}));STR$(I*{r.choice(["3", "1.5", "-2", ".25"])});:NEXT I:PRINT')
    elif k == 5:
        add(f'FOR I=1 TO {n}:A(I)=INT(RND(1)*{r.choice(["10", "100", "1000"])}):NEXT I')
        add(f'FOR I=1 TO {n}-1:FOR J=I+1 TO {n}:IF A(I)>A(J) THEN T=A(I):A(I)=A(J):A(J)=T')
        add(f'NEXT J,I:FOR I=1 TO {n}:PRINT A(I);:NEXT I:PRINT')
    elif k == 6:
        add(f'FOR I=1 TO {n}:ON INT(RND(1)*3)+1 GOSUB 9000,9010,9020:NEXT I:PRINT')
    elif k == 7:
        add(f'FOR I=1 TO {n}:PRINT TAB({r.randint(1, 30)});"{r.choice(["HIT", "MISS", "YOU WIN", "SCORE"])}";TAB({r.randint(1, 60)});{num()}:NEXT I')
    elif k == 8:
        add(f'FOR I=1 TO {n}:PRINT USING "{r.choice(["###.##", "$$##.##", "##.#^^^^", "+##", "#,###.#"])}";{num()};:NEXT I:PRINT')
    else:
        add(f'FOR I=1 TO {n}:X=FNR(I):PRINT X;"{r.choice([",", ";"])}";:IF X>{r.randint(20, 80)} THEN PRINT "BIG":GOTO {{NEXT}}')
        add('NEXT I:PRINT')


add('DIM A(20)')
add('DEF FNR(X)=INT(RND(1)*X*10)+X')
if r.random() < 0.5:
    add(f'RANDOMIZE {r.randint(-32768, 32767)}')
add(f'PRINT TAB({r.randint(10, 30)});"GAME {seed}":PRINT TAB({r.randint(5, 20)});"CREATIVE COMPUTING":PRINT:PRINT')
for _ in range(r.randint(5, 10)):
    block()
add('PRINT "FINAL";S;N;:IF N>0 THEN PRINT S/N')
add('END')
out = []
ln = 10
for s in L:
    out.append((ln, s))
    ln += 10
for i, (ln, s) in enumerate(out):
    nxt = out[i + 1][0] if i + 1 < len(out) else ln
    print(f'{ln} {s.replace("{NEXT}", str(nxt))}')
print('9000 PRINT "A";:RETURN')
print('9010 PRINT "B";:RETURN')
print('9020 PRINT "C";:RETURN')
