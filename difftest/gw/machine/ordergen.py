#!/usr/bin/env python3
"""ordergen.py DIR [PROGRAMS] [SEED]: the order of GW-BASIC's checks (issue 24).

Writes programs of four kinds to DIR, for trapdiff.py to run on the real GW-BASIC 3.23 and on
ferrite:

- `two`: a statement or function given two bad arguments at once (a string for a number, a
  value out of range, 1/0, an undefined FN, one left out, text after it), so which check comes
  first shows; each case under ON ERROR GOTO with RESUME NEXT, printing `@n`, then `k`.
- `part`: an error part-way through a list (PRINT, PRINT USING, WRITE, READ, SWAP, LOCATE,
  a function's 2nd of 3 arguments) after items with side effects (printing, RND, a variable
  assigned by READ), so what happened before the error shows.
- `fn`: errors inside DEF FN bodies (nested FNs, a body that errs on some argument only, a
  body with text after it, wrong argument counts and types).
- `stack`: programs of their own: an error inside GOSUB, FOR and WHILE frames, nested, with
  the handler going on by RESUME, RESUME NEXT or RESUME line, then RETURN, NEXT and WEND;
  ERR and ERL printed in the handler and after; errors inside the handler; event handlers
  (ON TIMER is not used: the machine's clock) are left to errgen.

    python3 difftest/gw/machine/ordergen.py /tmp/og 40 1 && python3 difftest/gw/machine/trapdiff.py /tmp/og
"""
import os
import random
import sys

BAD_NUM = ['"A"', '300', '-1', '1/0', 'FNU(1)', '1E10', '70000', '-32769', 'Z(11)', '']
BAD_STR = ['1', '""', 'FNU$(1)', 'Z$(11)', 'STRING$(300,65)', '']

# Forms with slots: N a number, S a string.
FORMS = [
    'X$=MID$({S},{N},{N})', 'X$=LEFT$({S},{N})', 'X$=RIGHT$({S},{N})', 'X$=STRING$({N},{N})',
    'X$=STRING$({N},{S})', 'X=INSTR({N},{S},{S})', 'X$=SPACE$({N})', 'X$=CHR$({N})',
    'LOCATE {N},{N}', 'COLOR {N},{N}', 'X=PEEK({N})', 'WIDTH {N}',
    'X$=HEX$({N})', 'X=ASC({S})', 'X=VAL({S})', 'MID$(A$,{N},{N})={S}', 'X=ATN({N})+LOG({N})',
    'X=CINT({N})*CVI({S})', 'ERROR {N}', 'X=SQR({N})^{N}', 'ON {N} GOSUB 990', 'X=EOF({N})',
    'SWAP A,{N}', 'X=POS({N})', 'X$=OCT$({N})+{S}',
    'X=SCREEN({N},{N})', 'X$=ENVIRON$({N})', 'X=LEN({S})+{N}', 'DIM D{u}({N},{N})',
    'X=FRE({N})', 'X=INT({N})\\{N}', 'X={N} MOD {N}', 'X={N} AND {N}', 'X$={S}+{S}',
]
TAILS = ['', '', '', ' X', ' "Q"', ')', ',', ' 5']


def fill(r, form, uid):
    out, slots = [], []
    parts = form.replace('{u}', str(uid)).split('{')
    text = parts[0]
    for p in parts[1:]:
        kind, rest = p[0], p[2:]
        slots.append((len(text), kind))
        text += '\x00' + kind + rest
    bad = set(r.sample(range(len(slots)), min(2, len(slots))))
    res = ''
    pieces = text.split('\x00')
    res = pieces[0]
    for i, p in enumerate(pieces[1:]):
        kind, rest = p[0], p[1:]
        if i in bad:
            v = r.choice(BAD_NUM if kind == 'N' else BAD_STR)
        else:
            v = r.choice(['1', '2', '5']) if kind == 'N' else r.choice(['"ABC"', 'A$'])
        res += v + rest
    return res + r.choice(TAILS)


def part_case(r):
    e = r.choice(['1/0', 'FNU(1)', '"A"+1', 'LOG(0)', 'Z(11)', 'CHR$(300)', 'SQR(-1)'])
    return r.choice([
        f'PRINT "P";RND(1);{e};"Q"',
        f'PRINT "P",FNA(2),{e}',
        f'PRINT USING "##.#";1;2;{e};4',
        f'PRINT USING "!";"AB";{e}',
        f'WRITE 1,"A",{e},3',
        f'READ R1,R2:PRINT R1;R2;{e}',
        f'READ R3$,R4:PRINT R3$;R4',
        f'X$=MID$("ABCDEF",FNA(1),{e})',
        f'X=INSTR(FNA(1),"ABC",{e})',
        f'LOCATE FNA(1),{e}',
        f'A=FNA(3)+{e}:PRINT A',
        f'PRINT FNA(1);:X=FNA(2)*{e}',
        f'IF {e} THEN PRINT "T" ELSE PRINT "E"',
        f'PRINT "P";:ON {e} GOSUB 990',
        f'FOR L=FNA(1) TO {e}:NEXT L',
        f'PRINT SPC(2);{e};TAB(3);"Z"',
    ])


FN_DEFS = [
    'DEF FNA(X)=X*2', 'DEF FNB(X)=1/X', 'DEF FNC(X,Y)=FNB(X)+Y', 'DEF FNS$(X)=STRING$(X,65)',
    'DEF FND(X)=SQR(X)+LOG(X)', 'DEF FNE(X$)=LEN(X$)+ASC(X$)', 'DEF FNF(X)=FNF2(X)',
    'DEF FNG(X)=Z(X)', 'DEF FNH(X)=X "Q"', 'DEF FNI(X)=(X', 'DEF FNJ=1/0',
]


def fn_case(r):
    a = r.choice(['0', '1', '-1', '300', '"A"', '1/0', '11', '', '1,2'])
    return r.choice([
        f'PRINT FNB({a})', f'PRINT FNC({a},{a})', f'PRINT LEN(FNS$({a}))', f'PRINT FND({a})',
        f'PRINT FNE({a})', f'PRINT FNF({a})', f'PRINT FNG({a})', f'PRINT FNH({a})',
        f'PRINT FNI({a})', 'PRINT FNJ', f'PRINT FNA(FNB({a}))', f'X=FNB({a})+FNB({a})',
        f'PRINT FNE$({a})', f'PRINT FNA({a});FNB({a})',
    ])


def batch(r, kind, n):
    lines = ['10 ON ERROR GOTO 1000', '20 A$="ABCDEF":DIM Z(10),Z$(10):DEF FNA(X)=X+1']
    if kind == 'fn':
        for i, d in enumerate(FN_DEFS):
            lines.append(f'{30 + i} {d}')
    ln = 100
    for i in range(n):
        if kind == 'two':
            c = fill(r, r.choice(FORMS), i)
        elif kind == 'part':
            c = part_case(r)
        else:
            c = fn_case(r)
        lines.append(f'{ln} PRINT "@{ln}";:{c}:PRINT "k"')
        ln += 10
    lines.append(f'{ln} PRINT "end";A;X;R1;R2;R3$;R4;L:END')
    lines.append('990 RETURN')
    lines.append('900 DATA 1,2,ABC,X,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26')
    lines.append('1000 PRINT "E";ERR;ERL:RESUME NEXT')
    return sorted(lines, key=lambda l: int(l.split()[0]))


def stack_program(r):
    """A program whose error falls inside nested frames and whose handler goes on by one
    of the RESUME forms."""
    frames = r.sample(['G', 'F', 'W'], r.randint(1, 3))
    err = r.choice(['X=1/0', 'ERROR 200', 'X=LOG(0)', 'X$=CHR$(300)', 'A=Z(11)', 'RETURN',
                    'NEXT Q', 'WEND', 'X="A"'])
    resume = r.choice(['RESUME NEXT', 'RESUME', 'RESUME 500', 'RESUME 0', 'RESUME 510'])
    lines = ['10 ON ERROR GOTO 1000', '20 DIM Z(10):T=0:PRINT "start"']
    body = ['300 PRINT "in";T:T=T+1:IF T<3 THEN ' + err + ' ELSE PRINT "ok"', '310 PRINT "after";T']
    # Frames opened in order; each closes after the body.
    opens, closes = [], []
    for i, f in enumerate(frames):
        if f == 'G':
            opens.append(f'GOSUB {200 + i * 10}')
        elif f == 'F':
            opens.append(f'FOR F{i}=1 TO 2')
            closes.insert(0, f'NEXT F{i}')
        else:
            opens.append(f'W{i}=0:WHILE W{i}<2:W{i}=W{i}+1')
            closes.insert(0, 'WEND')
    # Build: line 100 runs the frames; GOSUBs go to subroutines that continue the chain.
    prog = {}
    chain = []
    ln = 100
    for i, f in enumerate(frames):
        if f == 'G':
            chain.append(f'GOSUB {2000 + i * 100}')
        elif f == 'F':
            chain.append(f'FOR F{i}=1 TO 2:PRINT "F{i}";F{i}')
        else:
            chain.append(f'W{i}=0:WHILE W{i}<2:W{i}=W{i}+1:PRINT "W{i}";W{i}')
    # Emit the chain: each GOSUB's target holds the rest.
    def emit(start, idx):
        n = start
        pend = []
        while idx < len(frames):
            f = frames[idx]
            if f == 'G':
                prog[n] = f'GOSUB {2000 + idx * 100}:PRINT "back{idx}"'
                n += 10
                emit(2000 + idx * 100, idx + 1)
                break
            prog[n] = chain[idx]
            n += 10
            pend.insert(0, f'NEXT F{idx}' if f == 'F' else 'WEND')
            idx += 1
        else:
            prog[n] = 'GOSUB 300'
            n += 10
        for c in pend:
            prog[n] = c
            n += 10
        if start >= 2000:
            prog[n] = 'RETURN'
    emit(100, 0)
    prog[90] = 'PRINT "go"'
    prog[1990] = 'PRINT "end";ERR;ERL;T:END'
    for n in sorted(prog):
        if n < 300 or n >= 1990:
            pass
    out = ['10 ON ERROR GOTO 1000', '20 DIM Z(10):T=0']
    keys = sorted(k for k in prog if k < 300)
    for k in keys:
        out.append(f'{k} {prog[k]}')
    out.append('290 GOTO 1990')
    out.append('300 PRINT "in";T:T=T+1:IF T<3 THEN ' + err + ' ELSE PRINT "ok"')
    out.append('310 PRINT "after";T;ERR;ERL:RETURN')
    out.append('500 PRINT "at500";ERR;ERL:RETURN')
    out.append('510 PRINT "at510";ERR;ERL:GOTO 1990')
    h = r.choice(['', 'PRINT ERR;ERL:', 'IF ERR=200 THEN PRINT "E200":', 'X=ERL/0:'])
    out.append(f'1000 PRINT "E";ERR;ERL;T:T=T+1:{h}{resume}')
    out.append('1990 PRINT "end";ERR;ERL;T:END')
    for k in sorted(k for k in prog if k >= 2000):
        out.append(f'{k} {prog[k]}')
    return out


def main():
    d = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    r = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    os.makedirs(d, exist_ok=True)
    count = 0
    for i in range(n):
        kind = ['two', 'part', 'fn', 'stack'][i % 4]
        if kind == 'stack':
            lines = stack_program(r)
        else:
            lines = batch(r, kind, 25)
            count += 25
        with open(os.path.join(d, f'{kind}{i:03d}.bas'), 'w', newline='\r\n') as f:
            f.write('\n'.join(lines) + '\n')
    print(f'{n} programs, {count} batched cases, {n // 4} stack programs in {d}')


if __name__ == '__main__':
    main()
