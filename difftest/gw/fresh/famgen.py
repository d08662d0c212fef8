#!/usr/bin/env python3
"""One family per GW-BASIC keyword, in the style of the real GW-BASIC test programs.

    python3 famgen.py OUTDIR [FAMILY ...]       # OUTDIR/<family>.bas, all families or the named
    python3 ../machine/trapdiff.py OUTDIR       # real machine and ferrite: screen and OUTPUT.TXT

Each program opens OUTPUT.TXT, sets `ON ERROR GOTO 10000` (the handler writes `ERR, ERL` to
the file and says `RESUME NEXT`) and exercises one keyword on lines of their own, one
argument shape a line, as PC-BASIC's authors wrote their GW-BASIC test programs: the bare
keyword, an open parenthesis, an argument left unclosed, every value of a pool in each
argument slot (edges of the integer range, roundings, doubles, hex and octal literals, the
single's limit, typed variables, strings for numbers and numbers for strings, expressions
that err inside), arguments left out, a file number `#1`, one argument too many, text after
the statement. Statements write what they changed after them (`PRINT#1, ...`).

Keywords left out or given only shapes that err before they act: those that wait for keys
(INKEY$, INPUT$, INPUT, LINE INPUT from the keyboard), that jump into memory (CALL, USR),
write the real machine's ports or memory (OUT, POKE, WAIT: only shapes whose arguments fail
GETINT/GETBYT), print on a printer (LPRINT, LLIST) or run a shell (SHELL).
"""
import os
import sys

NUM = ['0', '-1', '1', '1.5', '-1.5', '2.5', '-.5', '.5', '-1.5D2', '1.5D2', '255', '256',
       '-32768', '32767', '32768', '-32769', '65535', '65536', '1E10', '1.701412E+38',
       '1.701411834604692D+38', '1E-38', '&HFFFF', '&H8000', '&O177777', '&H', '&O', '&',
       '-&H1', '"ABC"', '""', 'A$', 'A%', 'A!', 'A#', 'NOT 0', '-0', '3/2', '1/0', 'Z(11)',
       'LOG(0)', '10^NOT 0', '2^15', '-2^15', '32767+1', 'A%+32767', '(1', '1)', '1 2']
STR = ['""', '"ABC"', '"A"', 'CHR$(0)', 'CHR$(255)', 'STRING$(255,"X")', '"1"', '" 12 "',
       '"&HFF"', '"1E3"', '1', 'A$', 'A%', 'MKI$(1)', 'MKS$(1)', 'MKD$(1)', 'SPACE$(3)',
       'A$+A$', '"A"+1', 'Z$(11)', 'STRING$(200,65)+STRING$(100,66)', '("A"', 'CHR$(256)']
# Sound lengths: none that would play for long.
DUR = ['-1', '.5', '-.5', '1.5', '65536', '1E10', '"A"', '1/0', 'Z(11)', 'A$', '(1', '1 2', '&H']
VAR = ['A', 'A%', 'A!', 'A#', 'A$', 'B(1)', 'B$(1)', 'B%(1)', 'Z(11)', '1', '"A"', 'FNA',
       'A(', 'B', 'B()', '#1']

# Functions: name, argument kinds ('n' number, 's' string, 'v' variable), its good values.
FUNCS = [
    ('ABS', 'n', ['-2']), ('ASC', 's', ['"AB"']), ('ATN', 'n', ['1']), ('CDBL', 'n', ['2']),
    ('CHR$', 'n', ['65']), ('CINT', 'n', ['2.5']), ('COS', 'n', ['1']), ('CSNG', 'n', ['2']),
    ('CVD', 's', ['MKD$(3)']), ('CVI', 's', ['"AB"']), ('CVS', 's', ['MKS$(3)']),
    ('ENVIRON$', 'n', ['1']), ('ENVIRON$', 's', ['"PATH"']), ('EXP', 'n', ['1']),
    ('FIX', 'n', ['-2.5']), ('FRE', 'n', ['0']), ('HEX$', 'n', ['255']), ('INT', 'n', ['-2.5']),
    ('INSTR', 'ss', ['"ABC"', '"B"']), ('INSTR', 'nss', ['2', '"ABCB"', '"B"']),
    ('IOCTL$', 'n', ['1']), ('LEFT$', 'sn', ['"ABC"', '2']), ('LEN', 's', ['"AB"']),
    ('LOG', 'n', ['2']), ('LPOS', 'n', ['0']), ('MID$', 'sn', ['"ABC"', '2']),
    ('MID$', 'snn', ['"ABC"', '2', '1']), ('MKD$', 'n', ['2']), ('MKI$', 'n', ['2']),
    ('MKS$', 'n', ['2']), ('OCT$', 'n', ['8']), ('PEN', 'n', ['0']), ('PLAY', 'n', ['0']),
    ('POS', 'n', ['0']), ('RIGHT$', 'sn', ['"ABC"', '2']), ('SGN', 'n', ['-2']),
    ('SIN', 'n', ['1']), ('SPACE$', 'n', ['3']), ('SQR', 'n', ['2']), ('STICK', 'n', ['0']),
    ('STR$', 'n', ['12']), ('STRIG', 'n', ['0']), ('STRING$', 'nn', ['3', '65']),
    ('STRING$', 'ns', ['3', '"AB"']), ('TAN', 'n', ['1']), ('VAL', 's', ['"12"']),
    ('VARPTR', 'v', ['A']), ('VARPTR$', 'v', ['A']), ('SCREEN', 'nn', ['1', '1']),
    ('SCREEN', 'nnn', ['1', '1', '0']), ('EOF', 'n', ['1']), ('LOC', 'n', ['1']),
    ('LOF', 'n', ['1']), ('PEEK', 'n', ['1047']), ('INP', 'n', ['&H80']),
    ('RND', 'n', ['1']), ('CVI', 's', ['MKI$(-2)']),
]
# Functions without arguments (and RND, ERDEV, TIMER's shapes).
NULLARY = ['CSRLIN', 'ERDEV', 'ERDEV$', 'ERL', 'ERR', 'DATE$', 'RND', 'INKEY$']

# Statements: family, [(template, slot kinds, good values)], what to write after.
STMTS = [
    ('SWAP', [('SWAP {0},{1}', 'vv', ['A', 'C'])], 'A;C;A$;C$'),
    ('SWAPS', [('SWAP {0},{1}', 'vv', ['A$', 'C$'])], 'A$;C$'),
    ('ERASE', [('DIM E(3),E$(2):ERASE {0}', 'v', ['E'])], 'FRE(0)'),
    ('ERASE2', [('ERASE {0},{1}', 'vv', ['B', 'B$'])], 'FRE(0)'),
    ('OPTION', [('OPTION BASE {0}', 'n', ['1'])], '"ob"'),
    ('RANDOMIZE', [('RANDOMIZE {0}', 'n', ['5'])], 'RND'),
    ('TRON', [('TRON{0}', 'r', ['']), ('TROFF{0}', 'r', [''])], '"t"'),
    ('MIDS', [('M$="ABCDEF":MID$(M$,{0})={1}', 'ns', ['2', '"XY"']),
              ('M$="ABCDEF":MID$(M$,{0},{1})={2}', 'nns', ['2', '1', '"XY"'])], 'M$'),
    ('MIDS2', [('MID$({0},2)="XY"', 'v', ['A$'])], 'A$'),
    ('WRITE', [('WRITE {0}', 'n', ['1']), ('WRITE {0},{1}', 'ns', ['1', '"A"']),
               ('WRITE#1,{0},{1}', 'ns', ['1', '"A"'])], '"w"'),
    ('ENVIRON', [('ENVIRON {0}', 's', ['"ABC=1"'])], 'ENVIRON$("ABC")'),
    ('IOCTL', [('IOCTL {0},{1}', 'ns', ['#1', '"A"'])], '"i"'),
    ('PEN', [('PEN {0}', 'r', ['ON'])], 'PEN(0)'),
    ('STRIG', [('STRIG {0}', 'r', ['ON']), ('STRIG({0}) ON', 'n', ['0'])], 'STRIG(0)'),
    ('PLAY', [('PLAY {0}', 's', ['"MBT255L64N0"'])], 'PLAY(0)'),
    ('SOUND', [('SOUND {0},{1}', 'nd', ['37', '0'])], '"s"'),
    ('BEEP', [('BEEP{0}', 'r', [''])], '"b"'),
    ('KEY', [('KEY {0},{1}', 'ns', ['1', '"A"']), ('KEY {0}', 'r', ['OFF']),
             ('KEY({0}) ON', 'n', ['1'])], '"k"'),
    ('DEFSEG', [('DEF SEG={0}', 'n', ['0']), ('DEF SEG {0}', 'n', ['0'])], 'PEEK(1047)'),
    ('DEFUSR', [('DEF USR{0}={1}', 'rn', ['', '0'])], '"u"'),
    ('OUT', [('OUT {0},{1}', 'nn', ['&H80', '0'])], '"o"'),
    ('WAIT', [('WAIT {0},{1}', 'nn', ['"A"', '1'])], '"wt"'),
    ('LSET', [('M$="ABCD":LSET M$={0}', 's', ['"XY"']), ('M$="ABCD":RSET M$={0}', 's', ['"XY"'])], 'M$'),
    ('DIM', [('DIM {0}', 'v', ['D(3)']), ('DIM D2({0})', 'n', ['3']), ('DIM D3({0},{1})', 'nn', ['2', '2'])], 'FRE(0)'),
    ('LET', [('LET L={0}', 'n', ['1']), ('L%={0}', 'n', ['1']), ('L#={0}', 'n', ['1']), ('L$={0}', 's', ['"1"'])], 'L;L%;L#;L$'),
    ('ERROR', [('ERROR {0}', 'n', ['200'])], '"e"'),
    ('READ', [('RESTORE 9000:READ {0}', 'v', ['A']), ('RESTORE 9010:READ {0}', 'v', ['A$'])], 'A;A%;A$'),
    ('RESTORE', [('RESTORE {0}:READ R$', 'r', ['9000'])], 'R$'),
    ('DEFFN', [('DEF FNA(X)={0}:PRINT#1,FNA(2)', 'n', ['X*2']), ('DEF FNB$(X$)=X$+{0}:PRINT#1,FNB$("Q")', 's', ['"!"'])], '"d"'),
    ('DEFINT', [('DEFINT {0}:Q=2.5', 'r', ['Q']), ('DEFSTR {0}', 'r', ['S'])], 'Q'),
    ('LOCATE', [('LOCATE {0},{1}', 'nn', ['1', '1'])], 'CSRLIN'),
    ('CLS', [('CLS {0}', 'n', ['0'])], '"c"'),
    ('COLOR', [('COLOR {0},{1}', 'nn', ['7', '0'])], '"co"'),
    ('PRINTU', [('PRINT#1,USING {0};{1}', 'sn', ['"##.##"', '1.5'])], '""'),
    ('PRINT', [('PRINT#1,{0};{1}', 'nn', ['1', '2']), ('PRINT#1,TAB({0});"T"', 'n', ['5']),
               ('PRINT#1,SPC({0});"S"', 'n', ['5'])], '""'),
]
REST = {'r': ['', ' ', ' 1', ' "A"', ' X', ',', ' ON', ' OFF', ' STOP', '(1)', ' 1/0', ' GOTO']}

HEAD = ['10 REM generated family {fam}', '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1',
        '40 ON ERROR GOTO 10000', '50 A%=3:A!=2.5:A#=1.5#:A$="7":DIM B(3),B$(3),B%(3)']
TAIL = ['9000 DATA 1,2,3,X,,"Q",1E40', '9010 DATA "S1",,S3,4', '9990 CLOSE:END',
        '10000 PRINT#1, ERR, ERL', '10010 RESUME NEXT']


def pool(kind):
    return {'n': NUM, 's': STR, 'v': VAR, 'd': DUR}.get(kind, REST['r'])


def arg_shapes(good, kinds):
    """Argument lists (as text inside the parentheses) for one signature."""
    out = [', '.join(good)]
    for i, k in enumerate(kinds):
        for v in pool(k):
            out.append(', '.join(good[:i] + [v] + good[i + 1:]))
    if good:
        out += [', '.join(good[:-1]), ', '.join(good) + ',', ', '.join(good) + ', 1',
                ', ' + ', '.join(good[1:]) if len(good) > 1 else ',', '#1']
        if len(good) > 1:
            out.append(', '.join(good[:1]) + ',,' + ', '.join(good[2:]))
    return out


def func_lines(name, kinds, good):
    out = [name, name + '(', name + '()', name + '(' + good[0], name + ' ' + ', '.join(good),
           name + '(' + ', '.join(good) + '))', name + ' (' + ', '.join(good) + ')']
    out += [name + '(' + a + ')' for a in arg_shapes(good, kinds)]
    out.append('"A"; ' + name + '(1/0); "B"')
    out.append(name + '(' + ', '.join(good) + ') + ' + name + '(' + ', '.join(good) + ')')
    return ['PRINT#1, ' + x for x in out]


def stmt_lines(forms, after):
    out = []
    for tmpl, kinds, good in forms:
        cases = [tmpl.format(*good)]
        for i, k in enumerate(kinds):
            for v in pool(k):
                cases.append(tmpl.format(*(good[:i] + [v] + good[i + 1:])))
        stem = tmpl.split('{')[0].rstrip()
        if kinds and kinds[0] != 'r':
            cases += [stem, tmpl.format(*good) + ',', tmpl.format(*good) + ',1',
                      tmpl.format(*good) + ' PRINT', tmpl.format(*good) + ' "Q"']
            if len(good) > 1:
                cases.append(tmpl.format(*([''] + good[1:])))
                cases.append(tmpl.format(*(good[:-1] + [''])))
        out += [c + ': PRINT#1, ' + after for c in cases]
    return out


def families():
    fams = {}
    seen = {}
    for name, kinds, good in FUNCS:
        key = 'F_' + name.replace('$', 'S')
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            key += str(seen[key])
        if name in ('EOF', 'LOC', 'LOF', 'IOCTL$'):
            lines = ['OPEN "IN.TXT" FOR OUTPUT AS 2: PRINT#2, "L1": CLOSE 2: OPEN "IN.TXT" FOR INPUT AS 2']
            lines += func_lines(name, kinds, good)
            lines += [x.replace('(1', '(2') for x in func_lines(name, kinds, ['2'])]
        elif name == 'INP':
            lines = [x for x in func_lines(name, kinds, good)
                     if not any(p in x for p in ('(1)', '(0)', '(255)', '(256)', '(32767)', '(1.5)', '(2.5)',
                                                 '(.5)', '(-.5)', '(-0)', '(3/2)', 'A%', 'A!', 'A#', '2^15',
                                                 '(&HFFFF)', '(&H8000)', '(&O177777)', '(-1)', '(-1.5)',
                                                 '(-32768)', '(65535)', '(NOT 0)', '(-&H1)', '1.5D2', '(&', '(1 2'))]
        else:
            lines = func_lines(name, kinds, good)
        fams[key] = lines
    fams['NULLARY'] = []
    for name in NULLARY:
        fams['NULLARY'] += ['PRINT#1, ' + s for s in (name + '(1)', name + '()', name + ' 1', name + '(', 'LEN(' + name + ')' if '$' in name else name + '+1')]
    for fam, forms, after in STMTS:
        fams[fam] = stmt_lines(forms, after)
    # OUT and WAIT: only shapes that cannot reach a port but &H80 (a port no device uses)
    bad = ('"A"', '1/0', 'Z(11)', 'LOG(0)', '"ABC"', 'A$', '""', '(1', '65536', '1E10',
           '1.7014', '-32769', 'FNA')

    def harmless(x):
        head = x.split(':')[0]
        args = head.split(' ', 1)[1] if ' ' in head else ''
        first = args.split(',')[0].strip()
        return first in ('&H80', '') or any(b in first for b in bad)
    fams['OUT'] = [x for x in fams['OUT'] if harmless(x)]
    fams['WAIT'] = [x for x in fams['WAIT'] if harmless(x) and '&H80' not in x.split(':')[0]]
    return fams


def main():
    outdir = sys.argv[1]
    only = set(sys.argv[2:])
    os.makedirs(outdir, exist_ok=True)
    total = 0
    for fam, lines in families().items():
        if only and fam not in only:
            continue
        prog = [h.format(fam=fam) for h in HEAD]
        n = 100
        for text in lines:
            if n > 8990:
                break
            prog.append('%d %s' % (n, text))
            n += 10
        total += (n - 100) // 10
        prog += TAIL
        with open(os.path.join(outdir, fam + '.bas'), 'w', encoding='latin-1') as f:
            f.write('\r\n'.join(prog) + '\r\n')
    print(total, 'lines in', len(families()) if not only else len(only), 'programs')


if __name__ == '__main__':
    main()
