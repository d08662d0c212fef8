#!/usr/bin/env python3
"""Every statement and function with its arguments varied (issue 24, run-time errors).

    python3 stmtgen.py OUTDIR [PER_PROGRAM]     # OUTDIR/S000.bas ...
    python3 trapdiff.py OUTDIR                  # the real machine and ferrite, compared

Each form below is a statement (or a function in an assignment) with argument slots; from
it come cases with each numeric slot given bad and borderline values (negative, 0, 255,
256, 32768, 65536, 1E10, fractions, a string, an expression that errs), each string slot
a number or an empty or long string, arguments left out (the last, all, the first by a
leading comma), one argument too many, and text after the last argument (a name, a
number, `)`, `,`, a string). Each case is a line of its own under `ON ERROR GOTO 1000`,
whose handler prints `E ERR ERL` and says `RESUME NEXT`; the line prints `@n` before and
`k` after, so the order shows what the statement did before it erred.
"""
import os
import sys

# (template, slots): a slot is (kind, good value): 'n' a number, 's' a string, 'r' the
# rest of a statement that is not varied. Templates take {0}, {1}, ... in order.
FORMS = [
    ('BEEP', []),
    ('CLS {0}', [('n', '0')]),
    ('COLOR {0},{1}', [('n', '7'), ('n', '0')]),
    ('COLOR {0},{1},{2}', [('n', '7'), ('n', '0'), ('n', '0')]),
    ('LOCATE {0},{1}', [('n', '5'), ('n', '1')]),
    ('LOCATE ,,{0},{1},{2}', [('n', '1'), ('n', '6'), ('n', '7')]),
    ('WIDTH {0}', [('n', '80')]),
    ('WIDTH {0},{1}', [('n', '80'), ('n', '25')]),
    ('WIDTH "SCRN:",{0}', [('n', '80')]),
    ('WIDTH LPRINT {0}', [('n', '80')]),
    ('SOUND {0},1', [('n', '1000')]),
    ('RANDOMIZE {0}', [('n', '5')]),
    ('KEY {0},{1}', [('n', '1'), ('s', '"A"')]),
    ('KEY({0}) ON', [('n', '1')]),
    ('KEY({0}) OFF', [('n', '2')]),
    ('ON KEY({0}) GOSUB 2000', [('n', '1')]),
    ('ON TIMER({0}) GOSUB 2000', [('n', '10')]),
    ('ON PLAY({0}) GOSUB 2000', [('n', '5')]),
    ('ON STRIG({0}) GOSUB 2000', [('n', '0')]),
    ('STRIG({0}) OFF', [('n', '0')]),
    ('PCOPY {0},{1}', [('n', '0'), ('n', '1')]),
    ('PALETTE {0},{1}', [('n', '0'), ('n', '0')]),
    ('SCREEN 0,{0},{1},{2}', [('n', '0'), ('n', '0'), ('n', '0')]),
    ('VIEW PRINT {0} TO {1}', [('n', '1'), ('n', '24')]),
    ('DEF SEG={0}', [('n', '0')]),
    ('ERROR {0}', [('n', '200')]),
    ('ERASE ZA:DIM ZA({0})', [('n', '3')]),
    ('DIM ZB{{}}({0},{1})', [('n', '2'), ('n', '2')]),
    ('SB={0}:SWAP SB,SC', [('n', '1')]),
    ('B$="ABCDE":MID$(B$,{0},{1})={2}:PRINT B$', [('n', '2'), ('n', '2'), ('s', '"XY"')]),
    ('B$="ABCDE":LSET B$={0}:PRINT B$', [('s', '"XY"')]),
    ('B$="ABCDE":RSET B$={0}:PRINT B$', [('s', '"XY"')]),
    ('PRINT USING {0};{1}', [('s', '"##.#"'), ('n', '1.25')]),
    ('PRINT TAB({0});"T"', [('n', '5')]),
    ('PRINT SPC({0});"S"', [('n', '5')]),
    ('WRITE {0},{1}', [('n', '1'), ('s', '"A"')]),
    ('RESTORE {0}:READ R$:PRINT R$', [('r', '3000')]),
    ('ON {0} GOTO {1}', [('n', '1'), ('r', '%N')]),
    ('ON {0} GOSUB 2000,2000', [('n', '2')]),
    ('X={0}:PRINT X', [('n', '1')]),
    ('IF {0} THEN PRINT "T" ELSE PRINT "F"', [('n', '1')]),
    ('WHILE {0}:GOTO %N:WEND', [('n', '0')]),
    ('FOR I={0} TO 2:NEXT:PRINT I', [('n', '1')]),
    ('FOR I=1 TO {0} STEP {1}:NEXT:PRINT I', [('t', '2'), ('t', '1')]),
    ('DEF FNZ{{}}(X)=X*{0}:PRINT FNZ{{}}({1})', [('n', '2'), ('n', '3')]),
    ('X$=LEFT$({0},{1}):PRINT X$', [('s', '"ABC"'), ('n', '2')]),
    ('X$=RIGHT$({0},{1}):PRINT X$', [('s', '"ABC"'), ('n', '2')]),
    ('X$=MID$({0},{1},{2}):PRINT X$', [('s', '"ABC"'), ('n', '2'), ('n', '1')]),
    ('X=INSTR({0},{1},{2}):PRINT X', [('n', '1'), ('s', '"ABC"'), ('s', '"B"')]),
    ('X$=STRING$({0},{1}):PRINT LEN(X$);ASC(X$+"/")', [('n', '3'), ('n', '65')]),
    ('X$=STRING$({0},{1}):PRINT LEN(X$);ASC(X$+"/")', [('n', '3'), ('s', '"Q"')]),
    ('X$=SPACE$({0}):PRINT LEN(X$)', [('n', '3')]),
    ('X$=CHR$({0}):PRINT ASC(X$)', [('n', '65')]),
    ('X=ASC({0}):PRINT X', [('s', '"A"')]),
    ('X=VAL({0}):PRINT X', [('s', '"12"')]),
    ('X$=STR$({0}):PRINT X$', [('n', '12')]),
    ('X$=HEX$({0}):PRINT X$', [('n', '255')]),
    ('X$=OCT$({0}):PRINT X$', [('n', '8')]),
    ('X=LEN({0}):PRINT X', [('s', '"AB"')]),
    ('X=CINT({0}):PRINT X', [('n', '2.5')]),
    ('X=INT({0}):PRINT X', [('n', '2.5')]),
    ('X=SQR({0}):PRINT X', [('n', '4')]),
    ('X=LOG({0}):PRINT X', [('n', '1')]),
    ('X=EXP({0}):PRINT X', [('n', '0')]),
    ('X=ATN({0}):PRINT X', [('n', '0')]),
    ('X=SGN({0}):PRINT X', [('n', '-2')]),
    ('X$=MKI$({0}):PRINT CVI(X$)', [('n', '2')]),
    ('X=CVI({0}):PRINT X', [('s', 'MKI$(7)')]),
    ('X=CVS({0}):PRINT X', [('s', 'MKS$(7)')]),
    ('X=FRE({0}):PRINT "F"', [('n', '0')]),
    ('X=POS({0}):PRINT "P"', [('n', '0')]),
    ('X=SCREEN({0},{1}):PRINT "C"', [('n', '1'), ('n', '1')]),
    ('X=PEEK({0}):PRINT "K"', [('n', '0')]),
    ('X=RND({0}):PRINT "R"', [('n', '1')]),
    ('X=VARPTR({0}):PRINT "V"', [('r', 'X')]),
    ('X=EOF({0})', [('n', '1')]),
    ('X=ENVIRON$({0})="":PRINT "N"', [('n', '1')]),
    ('X=TAN({0}):PRINT X', [('n', '0')]),
    ('X=FIX({0}):PRINT X', [('n', '-2.5')]),
    ('X=CDBL({0}):PRINT X', [('n', '2')]),
    ('X=ABS({0}):PRINT X', [('n', '-2')]),
]

NUMBERS = ['0', '-1', '255', '256', '32767', '32768', '-32769', '65536', '1E10', '0.5', '-0.5',
           '1/0', '"A"', 'Q(11)']
STRINGS = ['1', '""', 'STRING$(255,65)', 'Q$(11)']
# A FOR's limit and step: values whose loops end soon (no zero step, no huge limit).
LIMITS = ['-1', '255', '0.5', '32768', '1/0', '"A"', 'Q(11)']
TAILS = [' X', ' 1', ')', ',', ' "Q"', ',1']


def cases():
    """Each form's cases, in order."""
    out = []
    for k, (form, slots) in enumerate(FORMS):
        tag = chr(ord('A') + k % 26)
        good = [v for _, v in slots]
        text = lambda vals: form.format(*vals).replace('{}', tag)
        out.append(text(good))
        for i, (kind, _) in enumerate(slots):
            pool = {'n': NUMBERS, 's': STRINGS, 't': LIMITS}.get(kind, [])
            for v in pool:
                out.append(text(good[:i] + [v] + good[i + 1:]))
        if not slots:
            for t in TAILS:
                out.append(form + t)
            continue
        out += omissions_and_tails(form, good, tag)
    return out


def omissions_and_tails(form, good, tag):
    """A form's arguments left out (the last, all, the first: a leading comma), then each
    of TAILS after its last argument (a name, a number, `)`, `,`, a string, one more)."""
    text = lambda vals: form.format(*vals).replace('{}', tag)
    out = []
    if len(good) >= 2:
        out.append(text(good[:-1] + ['']))
    out.append(text([''] * len(good)))
    out.append(text([''] + good[1:]))
    mark = '{%d}' % (len(good) - 1)
    end = form.rfind(mark) + len(mark)
    for t in TAILS:
        out.append((form[:end] + t + form[end:]).format(*good).replace('{}', tag))
    return out


def main():
    outdir = sys.argv[1]
    per = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    os.makedirs(outdir, exist_ok=True)
    all_cases = list(dict.fromkeys(cases()))
    for p in range(0, len(all_cases), per):
        lines = ['10 ON ERROR GOTO 1000', '20 DIM Q(10),Q$(10)']
        n = 30
        for c in all_cases[p:p + per]:
            c = c.replace('%N', str(n + 1))
            lines.append('%d PRINT "@%d";:%s:PRINT "k"' % (n, n, c))
            n += 1
        lines += ['%d PRINT "DONE":END' % n, '1000 PRINT "E";ERR;ERL:RESUME NEXT',
                  '2000 RETURN', '3000 DATA "D1","D2"']
        with open(os.path.join(outdir, 'S%03d.bas' % (p // per)), 'w') as f:
            f.write('\r\n'.join(lines) + '\r\n')
    print(len(all_cases), 'cases in', (len(all_cases) + per - 1) // per, 'programs')


if __name__ == '__main__':
    main()
