#!/usr/bin/env python3
"""wrap.py OUT SEED [K] [FORM,...]: the real GW-BASIC test programs, combined and put in new contexts.

mutate.py changes a program's literals and restructure.py its statements; here a program keeps
its statements and runs where the suite never ran it (the forms, one per variant):

- `pair`: two different programs in one: the second's lines renumbered past the first's (every
  line reference with them), the first's END and SYSTEM made a GOTO to the second, one joining
  line between (CLOSE, CLEAR, RESTORE, ON ERROR GOTO 0, nothing), the second's OUTPUT file
  renamed or not (then its OPEN meets the first's file still open, or truncates it).
- `gosub`: the program is a subroutine: line 0 GOSUBs its first line and prints ERR and ERL
  after; a RETURN after its last line; its END made a RETURN or not.
- `for` / `while`: the program is the body of a two-pass FOR or WHILE loop (END made a jump to
  the loop's end or not): its files are opened twice, its handler set twice.
- `handler`: the program runs inside an error handler: line 0 sets ON ERROR GOTO its first line
  and raises ERROR n (n any code 1-255), so its own errors are not trapped until a RESUME.
- `chain`: a loader writes the program into B.BAS with PRINT # and CHAINs it (plain, ALL, MERGE,
  with a line number, with a DEFtype, OPTION BASE, an open file or a handler set before).
- `save`: the program saves itself and goes on in the copy: line 0 SAVEs it tokenised, `,A`
  and `,P` (some of them), and CHAINs (plain, ALL, MERGE of the ASCII copy) or
  `LOAD ...,R`s one of the copies from its first line, or just goes on; every copy is compared
  byte for byte with the run's other files.
- `trap`: the program's error trapping changed: ON ERROR GOTO 0, ERROR n (1-255), an error of
  its own, or ON ERROR GOTO the handler again put at the head of a handler; RESUME NEXT made
  RESUME 0, RESUME, or RESUME a line; ERROR n put between two lines; a handler's RESUME
  dropped (the handler falls through into what follows).

Each variant is run on the machine and on ferrite and compared as mutate.py compares (the screen
stream and every file written; a run the machine never ends is compared as a prefix).
`OUT/CHANGES.txt` says what each variant is. The suite's files are read where they are.

    python3 difftest/gw/mutate/wrap.py /tmp/wr 1 2
    python3 difftest/gw/mutate/wrap.py /tmp/wr 1 2 pair,trap
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402
import restructure as rs  # noqa: E402

FORMS = ['pair', 'pair', 'gosub', 'for', 'while', 'handler', 'chain', 'trap', 'trap', 'save', 'save']
MAX_LINE = 65529


def tok(kind, text):
    return (kind, text)


def words(text):
    """Tokens of a statement text (as restructure.tokens reads a line)."""
    return rs.tokens(text)


def ref_positions(toks):
    """Indexes of the number tokens that name lines: after GOTO, GOSUB, THEN, ELSE, RESUME,
    RESTORE, RUN, RETURN, LIST, DELETE (through a list of commas and a range's `-`), and after
    ERL and a relation."""
    out = []
    mode = None
    for i, (k, t) in enumerate(toks):
        up = t.upper()
        if k == 'word' and up in rs.REFS:
            mode = up
        elif mode and k == 'num' and t.isdigit():
            out.append(i)
        elif mode and (k == 'space' or t == ',' or t == '-' and mode in ('LIST', 'DELETE') or
                       mode == 'ERL' and t in '=<>'):
            continue
        else:
            mode = None
    return out


def shift(prog, off):
    """The program with every line and line reference moved up by `off` (references past the
    last line number kept as they were)."""
    out = []
    for n, toks in prog:
        toks = list(toks)
        for i in ref_positions(toks):
            v = int(toks[i][1]) + off
            if v <= MAX_LINE:
                toks[i] = ('num', str(v))
        out.append([n + off, toks])
    return out


def replace_words(prog, old, new_toks):
    """Each statement word in `old` replaced by the tokens `new_toks`; how many were."""
    count = 0
    for line in prog:
        toks = []
        for k, t in line[1]:
            if k == 'word' and t.upper() in old:
                toks.extend(new_toks)
                count += 1
            else:
                toks.append((k, t))
        line[1] = toks
    return count


def rename_output(prog):
    """OUTPUT file names of the program made OUTPUT2 (its strings that name one)."""
    for line in prog:
        line[1] = [(k, t.upper().replace('OUTPUT', 'OUTPUT2') if k == 'str' and 'OUTPUT' in t.upper() else t)
                   for k, t in line[1]]


def load(name):
    return rs.parse(open(os.path.join(mutate.SUITE, name, 'TEST.BAS'), 'rb').read())


def form_pair(prog, rnd, names):
    other = rnd.choice(names)
    second = load(other)
    if not second:
        return None
    off = (prog[-1][0] // 1000 + 1) * 1000
    if second[-1][0] + off + 10 > MAX_LINE:
        return None
    join = rnd.choice(['CLOSE', 'CLOSE:ON ERROR GOTO 0', 'CLEAR', 'RESTORE', 'REM', 'PRINT ERR;ERL'])
    start = off - 1 if off - 1 > prog[-1][0] else off
    second = shift(second, off)
    ends = replace_words(prog, ('END', 'SYSTEM'), words('GOTO %d' % start))
    if rnd.random() < 0.7:
        rename_output(second)
    return prog + [[start, words(join)]] + second, 'pair +%s (%d ends) join %s' % (other, ends, join)


def form_gosub(prog, rnd, names):
    if prog[0][0] < 1 or prog[-1][0] >= MAX_LINE:
        return None
    first, last = prog[0][0], prog[-1][0] + 1
    ends = replace_words(prog, ('END',), words('RETURN')) if rnd.random() < 0.5 else 0
    return ([[0, words('GOSUB %d:PRINT "BACK";ERR;ERL:END' % first)]] + prog + [[last, words('RETURN')]],
            'gosub (%d ends made RETURN)' % ends)


def form_loop(prog, rnd, kind):
    if prog[0][0] < 1 or prog[-1][0] >= MAX_LINE:
        return None
    last = prog[-1][0] + 1
    ends = replace_words(prog, ('END',), words('GOTO %d' % last)) if rnd.random() < 0.7 else 0
    if kind == 'for':
        head, tail = 'FOR ZZ%=1 TO 2:PRINT "PASS";ZZ%', 'NEXT ZZ%:PRINT "DONE";ZZ%'
    else:
        head, tail = 'WHILE ZZ%<2:ZZ%=ZZ%+1:PRINT "PASS";ZZ%', 'WEND:PRINT "DONE";ZZ%'
    return [[0, words(head)]] + prog + [[last, words(tail)]], '%s (%d ends made GOTO)' % (kind, ends)


def form_handler(prog, rnd, names):
    if prog[0][0] < 1:
        return None
    code = rnd.choice([rnd.randrange(1, 256), rnd.choice([1, 2, 5, 6, 11, 13, 20, 50, 53, 61, 73, 200, 255])])
    return ([[0, words('ON ERROR GOTO %d:ERROR %d' % (prog[0][0], code))]] + prog,
            'handler (ERROR %d)' % code)


def form_chain(prog, rnd, names):
    text = rs.render(prog).decode('latin-1').split('\r\n')
    loader = []
    n = 60000
    pre = rnd.choice(['', 'DEFINT A-Z', 'OPTION BASE 1', 'OPEN "KEEP.TXT" FOR OUTPUT AS 3:PRINT #3,"K"',
                      'ON ERROR GOTO 60999', 'A=7:B$="KEPT"', 'DIM A(20)'])
    if pre:
        loader.append([n, words(pre)])
        n += 1
    loader.append([n, words('OPEN "B.BAS" FOR OUTPUT AS 1')])
    for line in text:
        if not line:
            continue
        body = 'PRINT #1,"%s"' % line.replace('"', '"+CHR$(34)+"')
        if len(body) > 240:
            return None
        n += 1
        loader.append([n, words(body)])
    how = rnd.choice(['CHAIN "B.BAS"', 'CHAIN "B.BAS",,ALL', 'CHAIN "B.BAS",%d' % prog[0][0],
                      'CHAIN MERGE "B.BAS",%d' % prog[0][0], 'CHAIN MERGE "B.BAS",%d,ALL' % prog[0][0]])
    loader.append([n + 1, words('CLOSE 1:' + how)])
    loader.append([60999, words('PRINT "LOADER";ERR;ERL:RESUME NEXT')])
    if n + 1 >= 60999:
        return None
    return loader, 'chain %s; %s' % (pre or '-', how)


def form_save(prog, rnd, names):
    if prog[0][0] < 1:
        return None
    first = prog[0][0]
    saves = ['SAVE "W0"', 'SAVE "W1",A', 'SAVE "W2",P']
    rnd.shuffle(saves)
    saves = saves[:rnd.choice([1, 2, 3, 3])]
    go = rnd.choice(['CHAIN "W0",%d' % first, 'CHAIN "W2",%d' % first, 'CHAIN "W0",%d,ALL' % first,
                     'CHAIN MERGE "W1",%d' % first, 'CHAIN MERGE "W1",%d,ALL' % first, 'CHAIN "W1",%d' % first,
                     'REM', 'CHAIN "W2",%d,ALL' % first])
    names_saved = {s.split('"')[1] for s in saves}
    if go != 'REM' and go.split('"')[1] not in names_saved:
        saves.append({'W0': 'SAVE "W0"', 'W1': 'SAVE "W1",A', 'W2': 'SAVE "W2",P'}[go.split('"')[1]])
    head = ':'.join(saves + [go])
    return [[0, words(head)]] + prog, 'save: %s' % head


def handlers(prog):
    """Line numbers ON ERROR GOTO names (that are lines of the program)."""
    lines = {n for n, _ in prog}
    out = set()
    for _, toks in prog:
        flat = [(k, t.upper()) for k, t in toks if k != 'space']
        for i in range(len(flat) - 3):
            if flat[i][1] == 'ON' and flat[i + 1][1] == 'ERROR' and flat[i + 2][1] == 'GOTO' and \
                    flat[i + 3][0] == 'num' and int(flat[i + 3][1]) in lines:
                out.add(int(flat[i + 3][1]))
    out.discard(0)
    return sorted(out)


def form_trap(prog, rnd, names):
    hs = handlers(prog)
    code = rnd.randrange(1, 256)
    choices = ['error_between']
    if hs:
        choices += ['head', 'head', 'head', 'resume', 'resume', 'drop_resume']
    what = rnd.choice(choices)
    if what == 'error_between':
        gaps = rs.gaps(prog)
        if not gaps:
            return None
        rs.insert_line(prog, rnd.choice(gaps), words('ERROR %d' % code), rnd)
        return prog, 'trap: ERROR %d between lines' % code
    if what == 'head':
        h = rnd.choice(hs)
        stmt = rnd.choice(['ON ERROR GOTO 0', 'ERROR %d' % code, 'A=LOG(-1)', 'A$=1', 'ON ERROR GOTO %d' % h,
                           'RESUME NEXT:' if False else 'PRINT ERR;ERL', 'X=1/0', 'Z(11)=1'])
        for line in prog:
            if line[0] == h:
                line[1] = words(stmt + ':') + line[1]
        return prog, 'trap: %s at the head of handler %d' % (stmt, h)
    # RESUME forms: every RESUME NEXT, or one
    occ = [(li, ti) for li, (_, toks) in enumerate(prog) for ti, (k, t) in enumerate(toks)
           if k == 'word' and t.upper() == 'RESUME']
    if not occ:
        return None
    li, ti = rnd.choice(occ)
    toks = prog[li][1]
    j = ti + 1
    while j < len(toks) and toks[j][0] == 'space':
        j += 1
    end = j + 1 if j < len(toks) and (toks[j][0] == 'num' or toks[j][1].upper() == 'NEXT') else j
    if what == 'drop_resume':
        prog[li][1] = toks[:ti] + words('REM') + toks[end:]
        return prog, 'trap: RESUME of line %d dropped' % prog[li][0]
    later = [n for n, _ in prog if n > prog[li][0]] or [prog[-1][0]]
    new = rnd.choice(['RESUME 0', 'RESUME', 'RESUME %d' % rnd.choice(later), 'RESUME NEXT'])
    prog[li][1] = toks[:ti] + words(new) + toks[end:]
    return prog, 'trap: line %d RESUME made %s' % (prog[li][0], new)


def variant(name, rnd, names, forms):
    for _ in range(20):
        form = rnd.choice(forms)
        prog = load(name)
        if not prog:
            return None
        if form in ('for', 'while'):
            got = form_loop(prog, rnd, form)
        else:
            got = globals()['form_' + form](prog, rnd, names)
        if got:
            return got
    return None


def main():
    out_dir, seed = sys.argv[1], int(sys.argv[2])
    k = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    forms = sys.argv[4].split(',') if len(sys.argv) > 4 else FORMS
    names = mutate.runnable()
    rnd = random.Random(seed)
    os.makedirs(out_dir, exist_ok=True)
    made = []
    with open(os.path.join(out_dir, 'CHANGES.txt'), 'a') as log:
        for name in names:
            for j in range(k):
                got = variant(name, rnd, names, forms)
                if not got:
                    continue
                prog, what = got
                v = '%s.w%d' % (name, j)
                open(os.path.join(out_dir, v + '.bas'), 'wb').write(rs.render(prog))
                log.write('%s: %s\n' % (v, what))
                made.append(v)
    mutate.run_and_compare(out_dir, made)


if __name__ == '__main__':
    main()
