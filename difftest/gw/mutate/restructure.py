#!/usr/bin/env python3
"""restructure.py OUT SEED [K] [NAME...]: the real GW-BASIC test programs, changed in structure.

Where mutate.py changes numeric literals, this changes the programs' statements: a function or
statement swapped for a sibling of the same shape (LEFT$/RIGHT$, CINT/FIX/INT, MKI$/CVI, PRINT/WRITE,
GOTO/GOSUB, INPUT #/LINE INPUT #, OPEN modes, operators...), a variable's type suffix, a DEFtype range,
a string literal (empty, long, with commas or control characters), an argument dropped or added, a
line dropped, duplicated, moved or joined to the next, and a statement (ERROR n, RESUME NEXT, CLEAR,
ERASE, TRON, ...) inserted between two lines. Line numbers and line references stay valid: a line
that is referenced is never dropped or moved, and inserted lines take free numbers between two lines.

K variants of each of the suite's self-running programs (mutate.runnable) are written into OUT as
NAME.rJ.bas, run on the machine (one at a time: MUTATE_WORKERS) and on ferrite, and compared as
mutate.py compares them (screen stream, every file written; a run that never ends as a prefix).
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402

# Families of functions of one shape: a member is swapped for another of its family (or, now and
# then, for any function: the suite's probes of one function's parsing then probe another's).
FAMILIES = [
    ['ABS', 'SGN', 'INT', 'FIX', 'CINT', 'CSNG', 'CDBL', 'SQR', 'LOG', 'EXP', 'SIN', 'COS', 'TAN', 'ATN'],
    ['LEN', 'ASC', 'VAL', 'CVI', 'CVS', 'CVD'],
    ['CHR$', 'STR$', 'HEX$', 'OCT$', 'SPACE$', 'MKI$', 'MKS$', 'MKD$'],
    ['LEFT$', 'RIGHT$', 'MID$', 'STRING$'],
    ['INSTR', 'MID$'],
    ['EOF', 'LOC', 'LOF', 'POS', 'LPOS', 'FRE'],
]
FUNCS = sorted({f for fam in FAMILIES for f in fam} | {'VARPTR', 'VARPTR$', 'CSRLIN', 'ERR', 'ERL'})
# Statements and words of one shape.
STMT_FAMILIES = [
    ['PRINT', 'WRITE', 'LPRINT'],
    ['PRINT#', 'WRITE#'],
    ['GOTO', 'GOSUB'],
    ['INPUT#', 'LINE INPUT#'],
    ['OUTPUT', 'INPUT', 'APPEND', 'RANDOM'],
    ['LSET', 'RSET'],
    ['DEFINT', 'DEFSNG', 'DEFDBL', 'DEFSTR'],
    ['ERASE', 'DIM'],
    ['GET', 'PUT'],
    ['AND', 'OR', 'XOR', 'EQV', 'IMP', 'MOD'],
    ['THEN', 'GOTO'],
    # Statements of numeric arguments (none that waits, sounds or writes into memory or ports).
    ['LOCATE', 'COLOR', 'WIDTH', 'CLEAR', 'ERROR', 'SCREEN', 'PALETTE', 'KEY', 'CLOSE', 'RESTORE',
     'OPTION BASE', 'DEF SEG', 'VIEW PRINT', 'ERASE', 'CHAIN'],
]
OPERATORS = ['+', '-', '*', '/', '\\', '^']
KEYWORDS = set(FUNCS) | {w for fam in STMT_FAMILIES for w in fam} | set('''
AUTO BEEP BLOAD BSAVE CALL CHAIN CHDIR CIRCLE CLEAR CLOSE CLS COLOR COM COMMON CONT DATA DATE$ DEF
DELETE DRAW EDIT ELSE END ENVIRON ENVIRON$ ERDEV ERDEV$ ERROR FIELD FILES FN FOR INKEY$ INP INPUT$
IOCTL IOCTL$ KEY KILL LET LINE LIST LLIST LOAD LOCATE LOCK MERGE MKDIR NAME NEW NEXT NOT OFF ON OPEN
OPTION BASE OUT PAINT PALETTE PCOPY PEEK PEN PLAY PMAP POINT POKE PRESET PSET RANDOMIZE READ REM
RENUM RESET RESTORE RESUME RETURN RMDIR RND RUN SAVE SCREEN SHELL SOUND SPC STEP STICK STOP STRIG
SWAP SYSTEM TAB TIME$ TIMER TO TROFF TRON UNLOCK USING USR VIEW WAIT WEND WHILE WIDTH WINDOW AS SEG
SHARED ACCESS'''.split())
# Statements put between two lines.
INSERTS = [
    'ERROR {err}', 'ERROR {err}', 'RESUME NEXT', 'CLEAR', 'ERASE A', 'RESTORE', 'CLOSE', 'CLOSE #1',
    'A=1:B$="X"', 'DIM A(3)', 'OPTION BASE 1', 'PRINT#1, FRE(0)', 'PRINT#1, FRE("")', 'WRITE#1, ERR, ERL',
    'PRINT#1, POS(0)', 'PRINT#1, CSRLIN', 'SWAP A, B', 'A$=SPACE$(200)', 'ON ERROR GOTO 0', 'DEFSTR A',
    'DEFINT A-Z', 'DEFDBL B', 'READ A$', 'TRON', 'TROFF', 'ERROR', 'PRINT#1, LOC(1); LOF(1); EOF(1)',
    'WIDTH 40', 'LOCATE 1,1', 'PRINT ERR; ERL', 'RETURN', 'NEXT', 'WEND', 'FOR I=1 TO 2', 'WHILE 0',
    'PRINT#1, A, B, A$', 'A=B+1E+38*10', 'A%=32767+1', 'X=VARPTR(A)', 'CLEAR ,,', 'KEY OFF',
]
ERRS = list(range(1, 31)) + [50, 51, 52, 53, 54, 55, 57, 58, 61, 62, 63, 64, 67, 68, 70, 71, 72, 75, 76,
                             0, 31, 49, 73, 100, 200, 255, 256, -1]
STRINGS = ['""', '" "', '"A,B"', '"-1.5E+3"', '"&H7F"', '"1 2"', '"ABC"', '"abc"', '"A:B"']
STRING_EXPRS = ['CHR$(34)', '"A"+CHR$(0)+"B"', 'STRING$(255,"Q")', 'CHR$(13)', 'CHR$(255)', 'SPACE$(0)',
                '"X"+CHR$(10)+"Y"', 'STRING$(254,44)']
EXTRA_ARGS = ['1', '0', '-1', '"X"', 'A$', '256', '1.5', '#1', '']

LINE = re.compile(rb'\s*([0-9]+) ?(.*)$', re.S)
TOKEN = re.compile(r'"[^"]*"?|[A-Za-z][A-Za-z0-9.]*[$%!#]?|&[HhOo]?[0-9A-Fa-f]+|'
                   r'[0-9]*\.?[0-9]+(?:[EeDd][-+]?[0-9]+)?[!#%]?|\s+|.', re.S)
REFS = ('GOTO', 'GOSUB', 'THEN', 'ELSE', 'RESUME', 'RESTORE', 'RUN', 'ERL', 'LIST', 'DELETE', 'RETURN')


def tokens(body):
    """The tokens of a line's text: strings, words, numbers, spaces, one-character punctuation;
    a REM, ' or DATA keeps the rest of the line (up to a DATA's colon) as one opaque token."""
    out = []
    i = 0
    while i < len(body):
        m = TOKEN.match(body, i)
        t = m.group(0)
        up = t.upper()
        # A statement keyword's # is the file-number sign, not a type suffix.
        if up.endswith('#') and up[:-1] in ('PRINT', 'WRITE', 'INPUT', 'GET', 'PUT', 'FIELD', 'CLOSE', 'LINE'):
            t, up = t[:-1], up[:-1]
        if up == "'" or up.startswith('REM'):
            out.append(('opaque', body[i:]))
            return out
        if up == 'DATA':
            j = i + len(t)
            q = False
            while j < len(body) and (q or body[j] != ':'):
                q ^= body[j] == '"'
                j += 1
            out.append(('opaque', body[i:j]))
            i = j
            continue
        kind = 'str' if t.startswith('"') else 'word' if t[0].isalpha() else \
            'num' if t[0].isdigit() or t[0] in '.&' and len(t) > 1 else 'space' if t.isspace() else 'punct'
        out.append((kind, t))
        i += len(t)
    return out


def parse(src):
    """[(line number, tokens)] of a program's text; lines without a number are left out."""
    prog = []
    for raw in src.replace(b'\r\n', b'\n').split(b'\n'):
        m = LINE.match(raw)
        if m:
            prog.append([int(m.group(1)), tokens(m.group(2).decode('latin-1'))])
    return prog


def render(prog):
    return b'\r\n'.join(('%d %s' % (n, ''.join(t for _, t in toks))).encode('latin-1') for n, toks in prog) + b'\r\n'


def referenced(prog):
    """The line numbers some statement names (conservatively: any number equal to a line's after a
    keyword that takes line numbers)."""
    lines = {n for n, _ in prog}
    refs = set()
    for _, toks in prog:
        seen = False
        for kind, t in toks:
            if kind == 'word' and t.upper() in REFS:
                seen = True
            elif seen and kind == 'num' and t.isdigit() and int(t) in lines:
                refs.add(int(t))
    return refs


def gaps(prog):
    """Indexes i with a free line number between line i and the next (or after the last)."""
    return [i for i in range(len(prog)) if i + 1 == len(prog) and prog[i][0] < 65529 or
            i + 1 < len(prog) and prog[i + 1][0] - prog[i][0] > 1]


def insert_line(prog, i, toks, rnd):
    hi = prog[i + 1][0] if i + 1 < len(prog) else 65530
    prog.insert(i + 1, [rnd.randrange(prog[i][0] + 1, hi), toks])


def occurrences(prog, pred):
    return [(li, ti) for li, (_, toks) in enumerate(prog) for ti, (k, t) in enumerate(toks) if pred(k, t)]


def op_sibling(prog, rnd):
    """A function or statement swapped for a sibling: everywhere or at one place."""
    fams = FAMILIES + STMT_FAMILIES
    occ = occurrences(prog, lambda k, t: k == 'word' and any(t.upper() in f for f in fams))
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    old = prog[li][1][ti][1].upper()
    fam = [f for f in fams if old in f]
    if old in FUNCS and rnd.random() < 0.3:
        new = rnd.choice(FUNCS)
    else:
        new = rnd.choice(rnd.choice(fam))
    if new == old:
        return None
    where = occurrences(prog, lambda k, t: k == 'word' and t.upper() == old) if rnd.random() < 0.6 else [(li, ti)]
    for a, b in where:
        prog[a][1][b] = ('word', new)
    return 'sibling %s>%s%s' % (old, new, '' if len(where) == 1 else ' (all)')


def op_type(prog, rnd):
    """A number where a string was, or a string where a number was (the type checks' order)."""
    occ = occurrences(prog, lambda k, t: k in ('num', 'str'))
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    k, t = prog[li][1][ti]
    if k == 'num':
        before = [x for x in prog[li][1][:ti] if x[0] != 'space']
        if before and before[-1][0] == 'word' and before[-1][1].upper() in REFS:
            return None
        new = rnd.choice(['"1"', '""', 'A$', '"' + t + '"'])
    else:
        new = rnd.choice(['1', '0', 'A', '-1', '1E+38', '65536'])
    prog[li][1][ti] = ('str' if new.startswith('"') else 'word' if new[0].isalpha() else 'num', new)
    return 'type %s>%s' % (t[:10], new)


def op_paren(prog, rnd):
    """A closing parenthesis dropped, or one more put after one."""
    occ = occurrences(prog, lambda k, t: k == 'punct' and t == ')')
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    if rnd.random() < 0.6:
        del prog[li][1][ti]
        return 'drop )'
    prog[li][1].insert(ti, ('punct', ')'))
    return 'extra )'


def op_operator(prog, rnd):
    occ = occurrences(prog, lambda k, t: k == 'punct' and t in OPERATORS)
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    new = rnd.choice(OPERATORS + ['MOD', 'AND', 'OR'])
    prog[li][1][ti] = ('word' if new.isalpha() else 'punct', ' %s ' % new if new.isalpha() else new)
    return 'operator %s' % new


def variable(k, t):
    base = t.rstrip('$%!#').upper()
    return k == 'word' and t.upper() not in KEYWORDS and base not in KEYWORDS and not base.startswith('FN') \
        and not any(base.startswith(w) for w in ('PRINT', 'WRITE', 'INPUT'))


def op_suffix(prog, rnd):
    """A variable's type suffix changed, everywhere or at one place."""
    occ = occurrences(prog, variable)
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    old = prog[li][1][ti][1]
    new = old.rstrip('$%!#') + rnd.choice(['', '%', '!', '#', '$'])
    if new == old:
        return None
    where = occurrences(prog, lambda k, t: k == 'word' and t.upper() == old.upper()) if rnd.random() < 0.6 \
        else [(li, ti)]
    for a, b in where:
        prog[a][1][b] = ('word', new)
    return 'suffix %s>%s' % (old, new)


def op_deftype(prog, rnd):
    """A DEFtype statement's type or range changed, or one put before the first line."""
    ranges = ['A-Z', 'A', 'B-D', 'A-C,X-Z', 'I', 'Z-A', 'A-B,A']
    occ = occurrences(prog, lambda k, t: k == 'word' and t.upper()[:3] == 'DEF' and t.upper()[3:] in
                      ('INT', 'SNG', 'DBL', 'STR'))
    kind = rnd.choice(['DEFINT', 'DEFSNG', 'DEFDBL', 'DEFSTR'])
    if occ and rnd.random() < 0.5:
        li, ti = rnd.choice(occ)
        prog[li][1][ti] = ('word', kind)
        return 'deftype %s' % kind
    if prog[0][0] == 0:
        return None
    r = rnd.choice(ranges)
    prog.insert(0, [rnd.randrange(0, prog[0][0]), tokens('%s %s' % (kind, r))])
    return 'deftype %s %s first' % (kind, r)


def op_string(prog, rnd):
    occ = occurrences(prog, lambda k, t: k == 'str')
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    if rnd.random() < 0.35:
        new = rnd.choice(STRING_EXPRS)
    else:
        new = rnd.choice(STRINGS + ['long'])
        if new == 'long':
            room = 240 - len(render([prog[li]]))
            if room < 4:
                return None
            new = '"%s"' % ''.join(rnd.choice('ABC, 123') for _ in range(rnd.randrange(room // 2, room)))
    prog[li][1][ti] = ('str', new)
    return 'string %s' % new[:20]


def matching(toks, i):
    """Index of the ) closing the ( at i, and the depth-1 commas between (None if unclosed)."""
    depth = 0
    commas = []
    for j in range(i, len(toks)):
        k, t = toks[j]
        if k != 'punct':
            continue
        if t == '(':
            depth += 1
        elif t == ')':
            depth -= 1
            if depth == 0:
                return j, commas
        elif t == ',' and depth == 1:
            commas.append(j)
    return None


def op_args(prog, rnd):
    """An argument dropped from, or one added to, a parenthesised list or a statement's list."""
    occ = occurrences(prog, lambda k, t: k == 'punct' and t in '(,')
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    toks = prog[li][1]
    if toks[ti][1] == '(':
        m = matching(toks, ti)
        if not m:
            return None
        close, commas = m
        if commas and rnd.random() < 0.6:
            c = rnd.choice(commas)
            nxt = min([x for x in commas if x > c] + [close])
            del toks[c:nxt]
            return 'drop argument'
        extra = rnd.choice(EXTRA_ARGS)
        toks.insert(close, ('punct', ',' + extra))
        return 'add argument %s' % extra
    # A comma outside parentheses: drop what follows it up to the next comma or statement's end.
    depth = sum(1 if t == '(' else -1 if t == ')' else 0 for k, t in toks[:ti] if k == 'punct')
    if depth:
        return None
    j = ti + 1
    while j < len(toks) and not (toks[j][0] == 'punct' and toks[j][1] in ',:') and toks[j][0] != 'opaque':
        if toks[j][1] in ('(',):
            m = matching(toks, j)
            j = m[0] if m else len(toks)
        j += 1
    if rnd.random() < 0.5:
        del toks[ti:j]
        return 'drop list item'
    extra = rnd.choice(EXTRA_ARGS)
    toks.insert(j, ('punct', ', ' + extra))
    return 'add list item %s' % extra


def op_drop(prog, rnd):
    refs = referenced(prog)
    cand = [i for i, (n, _) in enumerate(prog) if n not in refs]
    if len(cand) < 2:
        return None
    i = rnd.choice(cand)
    n = prog[i][0]
    del prog[i]
    return 'drop line %d' % n


def op_dup(prog, rnd):
    g = gaps(prog)
    if not g:
        return None
    i = rnd.choice(g)
    insert_line(prog, i, list(prog[i][1]), rnd)
    return 'duplicate line %d' % prog[i][0]


def op_move(prog, rnd):
    """Two neighbouring lines, neither referenced, swap their statements (the numbers stay)."""
    refs = referenced(prog)
    cand = [i for i in range(len(prog) - 1) if prog[i][0] not in refs and prog[i + 1][0] not in refs]
    if not cand:
        return None
    i = rnd.choice(cand)
    prog[i][1], prog[i + 1][1] = prog[i + 1][1], prog[i][1]
    return 'swap lines %d %d' % (prog[i][0], prog[i + 1][0])


def op_join(prog, rnd):
    """A line's statements put after the previous line's (a colon between): ERL and RESUME NEXT
    see one line where there were two."""
    refs = referenced(prog)
    cand = [i for i in range(len(prog) - 1) if prog[i + 1][0] not in refs and
            not any(k == 'opaque' and not t.upper().startswith('DATA') for k, t in prog[i][1]) and
            not any(k == 'word' and t.upper() in ('IF', 'THEN', 'ELSE') for k, t in prog[i][1])]
    if not cand:
        return None
    i = rnd.choice(cand)
    if len(render([prog[i]])) + len(render([prog[i + 1]])) > 240:
        return None
    prog[i][1] = prog[i][1] + [('punct', ':')] + prog[i + 1][1]
    n = prog[i + 1][0]
    del prog[i + 1]
    return 'join line %d' % n


def op_insert(prog, rnd):
    g = gaps(prog)
    if not g:
        return None
    i = rnd.choice(g)
    text = rnd.choice(INSERTS).format(err=rnd.choice(ERRS))
    insert_line(prog, i, tokens(text), rnd)
    return 'insert %s' % text


OPS = [(op_sibling, 8), (op_type, 2), (op_paren, 1), (op_operator, 1), (op_suffix, 3), (op_deftype, 1), (op_string, 2), (op_args, 3),
       (op_drop, 1), (op_dup, 1), (op_move, 1), (op_join, 2), (op_insert, 4)]


def variant(prog, rnd):
    """A copy of `prog` with one to three structural changes, and what they were."""
    prog = [[n, list(t)] for n, t in prog]
    done = []
    for _ in range(rnd.choice([1, 1, 2, 3])):
        for _ in range(10):
            op = rnd.choices([o for o, _ in OPS], [w for _, w in OPS])[0]
            what = op(prog, rnd)
            if what:
                done.append(what)
                break
    return prog, done


def write_variants(out_dir, seed, k, names):
    rnd = random.Random(seed)
    os.makedirs(out_dir, exist_ok=True)
    made = []
    with open(os.path.join(out_dir, 'CHANGES.txt'), 'a') as log:
        for name in names:
            prog = parse(open(os.path.join(mutate.SUITE, name, 'TEST.BAS'), 'rb').read())
            if not prog:
                continue
            for j in range(k):
                new, done = variant(prog, rnd)
                v = '%s.r%d' % (name, j)
                open(os.path.join(out_dir, v + '.bas'), 'wb').write(render(new))
                log.write('%s: %s\n' % (v, '; '.join(done)))
                made.append(v)
    return made


def main():
    out_dir, seed = sys.argv[1], int(sys.argv[2])
    k = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    names = sys.argv[4:] or mutate.runnable()
    variants = write_variants(out_dir, seed, k, names)
    mutate.run_and_compare(out_dir, variants)


if __name__ == '__main__':
    main()
