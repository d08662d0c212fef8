#!/usr/bin/env python3
"""inpgen.py DIR SEED N [KIND ...]: GW-BASIC 3.23 INPUT, LINE INPUT, INPUT$ and READ/DATA
programs (issue 24), for inpdiff.py.

Writes DIR/pNNN.bas and, for the kinds that type, DIR/pNNN.keys (typed lines, one per Enter).
KIND (all by default):
- input: many INPUT statements of every form (`INPUT ;`, `"prompt";`, `"prompt",`, lists of
  numbers, strings, type suffixes, array elements) with answers made of commas, quoted strings
  (commas inside, unclosed, text after the quote), spaces, empty items, too few and too many
  items, numbers with suffixes, D/E exponents, &H/&O, overflowing values, text for numbers;
  each answer's values printed between brackets.
- line: LINE INPUT with and without a prompt and `;`, answers of any text up to 300 characters.
- keys: control keys typed into answers (Backspace, Esc, Ctrl-E, Ctrl-B/F, cursor keys, Tab,
  Insert), then the values printed.
- inkey: INPUT$(n) from the keyboard (the typed keys with their Enter), codes printed.
- read: READ/DATA/RESTORE programs (no keys): quoted and unquoted items with spaces, empty
  items, strings into numbers (Syntax error in the DATA line), RESTORE to lines and missing
  ones, Out of DATA, DATA after REM / inside IF / after ELSE, arrays, suffixes, DEFSTR,
  overflow; most under ON ERROR with ERR and ERL printed, some stopping at their error.
"""
import os
import random
import sys

KINDS = ['input', 'line', 'keys', 'inkey', 'read']
NUMS = ['0', '1', '-1', '5', '12', '255', '32767', '32768', '-32768', '-32769', '40000', '65535',
        '1.5', '.5', '-.25', '1E3', '1e3', '1D3', '1d-2', '1.5E+2', '2.5D+20', '1E38', '1E39', '-1E39',
        '1D308', '1D309', '1E-39', '1E-40', '&HFF', '&hff', '&H7FFF', '&H8000', '&HFFFF', '&H10000',
        '&O17', '&o777', '&17', '&O177777', '&O200000', '&H', '&', '&HG', '1!', '2#', '3%', '4$',
        '1.5#', '123456789', '1234567.89', '0.1', '1E', '1E+', '+5', '+', '-', '.', '- 5', '1 2',
        '12abc', 'abc', '"5"', '1,', '  7  ', '3.4028E38', '9999999', '99999999999',
        '1.23456789012345678', '1E5%', '&H1F.5', '5E%', '%', '0&', 'E5', '.E2', '1..2', '1.2.3',
        '99999.5', '32767.5', '-32768.5', '32767.4', '-0', '00012', '1e-3', '4D', '7!2']
WORDS = ['hello', 'A', 'abc def', 'x', 'Yes', 'NO', '12', '1E3', '-5', 'a b c', 'DATA', 'ELSE',
         'REM', 'a:b', "it's", 'a;b', '?', '(1)', 'Q!', '&HFF']


def num_item(r):
    x = r.choice(NUMS)
    return r.choice(['', ' ', '  ']) + x + r.choice(['', '', ' ', '   '])


def str_item(r):
    w = r.choice(WORDS)
    form = r.randrange(10)
    if form == 0:
        return '"%s,%s"' % (w, r.choice(WORDS))
    if form == 1:
        return '"' + w                                  # unclosed
    if form == 2:
        return '"%s"%s' % (w, r.choice(['x', ' x', ' ', '  ', 'y"', '"']))
    if form == 3:
        return r.choice(['', ' ', '  ']) + '"%s"' % w + r.choice(['', ' '])
    if form == 4:
        return ''
    if form == 5:
        return r.choice(['  ', ' ', '']) + w + r.choice(['  ', ' ', ''])
    if form == 6:
        return w + '"' + r.choice(WORDS)
    return w


def answer(r, types):
    items = [num_item(r) if t != '$' else str_item(r) for t in types]
    roll = r.random()
    if roll < 0.08 and len(items) > 1:
        items = items[:r.randrange(1, len(items))]      # too few
    elif roll < 0.16:
        items.append(r.choice([num_item(r), str_item(r), '']))   # too many
    elif roll < 0.2:
        return r.choice(['', ' ', ',', ',,', ' , ', ':', '"', '""', '" "', 'x' * r.randrange(250, 300)])
    sep = lambda: r.choice([',', ',', ',', ', ', ' ,', ' , '])
    s = ''
    for i, it in enumerate(items):
        s += (sep() if i else '') + it
    return s


def good(r, types):
    return ','.join(str(r.randrange(-99, 100)) if t != '$' else r.choice(['ok', 'z']) for t in types)


SUFFIX = ['', '%', '!', '#', '$', '$', '$']


def targets(r, k):
    vs, types = [], []
    for i in range(r.randrange(1, 5)):
        t = r.choice(SUFFIX)
        name = r.choice('ABCDXYZ') + r.choice(['', '', '1', 'Q'])
        if r.random() < 0.15:
            vs.append('%s%s(%d)' % (name, t, r.randrange(0, 11)))
        else:
            vs.append(name + t)
        types.append(t)
    return vs, types


def show(vs):
    return 'PRINT "[";' + ';"|";'.join(vs) + ';"]"'


def prompt_form(r):
    return r.choice(['', '', '; ', '"Q";', '"Q",', '"Name? ";', ';"P";', ';"P",', '"";',
                     '"",', '"A,B";', '"X" ;', '"long prompt text with words ";'])


def prog_input(r):
    lines, keys, n = [], [], 10
    for _ in range(r.randrange(15, 30)):
        vs, types = targets(r, 0)
        lines.append('%d INPUT %s%s' % (n, prompt_form(r), ','.join(vs)))
        lines.append('%d %s' % (n + 1, show(vs)))
        n += 10
        for _ in range(r.randrange(1, 4)):
            keys.append(answer(r, types))
        keys.append(good(r, types))
    return lines, keys


def prog_line(r):
    lines, keys, n = [], [], 10
    for _ in range(r.randrange(15, 30)):
        v = r.choice(['A$', 'B$', 'L$(%d)' % r.randrange(0, 11), 'Z1$'])
        pf = r.choice(['', '', ';', '"L? ";', '"L?",', ';"P? ";', '"";', '"Q" ;'])
        lines.append('%d LINE INPUT %s%s' % (n, pf, v))
        lines.append('%d PRINT "[";%s;"]";LEN(%s)' % (n + 1, v, v))
        n += 10
        roll = r.random()
        if roll < 0.2:
            keys.append(answer(r, ['$'] * r.randrange(1, 4)))
        elif roll < 0.3:
            keys.append(r.choice(['', ' ', '  lead', 'trail  ', '"q"', '"', 'a,b', '?']))
        elif roll < 0.4:
            keys.append(chr(r.randrange(65, 91)) * r.choice([79, 80, 81, 200, 250, 254, 255, 256, 260, 300]))
        else:
            keys.append(' '.join(r.choice(WORDS) for _ in range(r.randrange(1, 6))))
    lines.append('%d LINE INPUT A' % n)             # not a string: Type mismatch
    keys.append('x')
    return lines, keys


CTRL = ['\x08', '\x08\x08', '\x1b', '\x05', '\x02', '\x06', '\x0b', '\x0e', '\x1d', '\x1c', '\x09',
        '\x12', '\x7f', '\x1e', '\x1f', '\x0b\x05']


def prog_keys(r):
    # CLS first: `GWBASIC PROG.BAS` starts on an empty page, ferrite's `--run` with `Ok` on
    # its top row (as the pcbasic-suite's recordings have it), which cursor keys would reach.
    lines, keys, n = ['1 CLS'], [], 10
    for _ in range(r.randrange(12, 25)):
        if r.random() < 0.5:
            vs, types = targets(r, 0)
            lines.append('%d INPUT %s%s' % (n, r.choice(['', '"Q";', '"Q",']), ','.join(vs)))
            lines.append('%d %s' % (n + 1, show(vs)))
        else:
            types = ['$']
            lines.append('%d LINE INPUT %sL$' % (n, r.choice(['', '"L? ";'])))
            lines.append('%d PRINT "[";L$;"]";LEN(L$)' % (n + 1))
        n += 10
        a = good(r, types) if r.random() < 0.6 else answer(r, types)
        k = ''
        for _ in range(r.randrange(1, 4)):
            cut = r.randrange(0, len(a) + 1)
            k += a[:cut] + r.choice(CTRL)
            a = a[cut:]
        k += a
        keys.append(k)
        keys.append(good(r, types))                     # in case it was asked again
    return lines, keys


def prog_inkey(r):
    # Each INPUT$(k) takes one typed line of k-1 keys and its Enter, so the typed lines and
    # the statements that take them stay in step (the comparison cuts the copy of each line).
    lines, keys, n = [], [], 10
    for _ in range(r.randrange(6, 14)):
        k = r.randrange(1, 6)
        v = r.choice(['A$', 'B$'])
        form = r.choice(['%s=INPUT$(%d)', '%s=INPUT$ (%d)', '%s=INPUT$(%d):PRINT "*";'])
        lines.append('%d %s' % (n, form % (v, k)))
        lines.append('%d PRINT "<";LEN(%s);:FOR I=1 TO LEN(%s):PRINT ASC(MID$(%s,I,1));:NEXT:PRINT' % (n + 1, v, v, v))
        n += 10
        keys.append(''.join(r.choice('abcxyz019 ,"') for _ in range(k - 1)))
        if r.random() < 0.4:
            lines.append('%d INPUT "I";X$:PRINT "<";X$' % n)
            n += 10
            keys.append(r.choice(['abc', 'x,y', '12']))
    lines.append('%d A$=INPUT$(0)' % n)
    lines.append('%d PRINT "<E"' % (n + 1))
    return lines, keys


DITEMS = ['1', '2.5', '-3', '  4  ', '"str"', '" sp "', 'word', ' two words ', '', ' ', '1E3',
          '1D2', '&HFF', '&O17', '"a,b"', '"q"x', '"q" ', '"unclosed', '40000', '1E39', '-1E39', 'abc',
          '12abc', '3%', '4!', '5#', '.5', '+7', '"5"', 'a"b', '&H8000', '1e400', '99999999999',
          'ELSE', 'REM x', "'q", '"', '""', 'x y', '1 2', '32768', '-32769']


def prog_read(r):
    lines, n = [], 10
    trap = r.random() < 0.8
    if trap:
        lines.append('1 ON ERROR GOTO 60000')
    if r.random() < 0.2:
        lines.append('2 DEFSTR S-T:DEFINT I:DEFDBL D')
    if r.random() < 0.3:
        lines.append('3 DIM R(20),R$(20),R%(20)')
    data_lines = []
    n = 10 if r.random() < 0.7 else 5000
    for _ in range(r.randrange(4, 9)):
        items = ','.join(r.choice(DITEMS) for _ in range(r.randrange(1, 6)))
        pre = r.choice(['DATA ', 'DATA ', 'DATA', 'DATA  ', 'REM:DATA ', 'PRINT "d":DATA ',
                        'IF 0 THEN DATA ', 'IF 1 THEN PRINT "t" ELSE DATA ', "' x:DATA ",
                        'DATA 9:DATA ', 'X=1:  DATA '])
        data_lines.append((n, pre + items + r.choice(['', '', ':PRINT "after"', ' :REM z'])))
        n += 10
    stmts = []
    allnums = [d[0] for d in data_lines]
    for _ in range(r.randrange(10, 25)):
        roll = r.random()
        if roll < 0.15:
            stmts.append(r.choice(['RESTORE', 'RESTORE %d' % r.choice(allnums), 'RESTORE %d' % r.choice(allnums),
                                   'RESTORE %d' % r.randrange(1, 300), 'RESTORE %d' % (r.choice(allnums) + 5)]))
        else:
            vs = []
            for _ in range(r.randrange(1, 4)):
                t = r.choice(['', '%', '!', '#', '$', '$'])
                nm = r.choice(['A', 'B', 'S', 'T', 'I', 'D', 'N'])
                if r.random() < 0.2:
                    vs.append('R%s(%d)' % (t, r.randrange(0, 5)))
                else:
                    vs.append(nm + t)
            stmts.append('READ %s:%s' % (','.join(vs), show(vs)))
    allb = list(data_lines)
    m = 1000
    for s in stmts:
        allb.append((m, s))
        m += 10
    allb.append((m, 'END'))
    if trap:
        allb.append((60000, 'PRINT "E";ERR;ERL:RESUME NEXT'))
    for ln, t in sorted(allb):
        lines.append('%d %s' % (ln, t))
    return lines, None


GEN = {'input': prog_input, 'line': prog_line, 'keys': prog_keys, 'inkey': prog_inkey,
       'read': prog_read}


def main():
    d, seed, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    kinds = sys.argv[4:] or KINDS
    r = random.Random(seed)
    os.makedirs(d, exist_ok=True)
    for i in range(n):
        kind = kinds[i % len(kinds)]
        lines, keys = GEN[kind](r)
        name = os.path.join(d, 'p%03d_%s' % (i, kind))
        open(name + '.bas', 'wb').write(('\r\n'.join(lines) + '\r\n').encode('latin-1'))
        if keys is not None:
            open(name + '.keys', 'wb').write(('\n'.join(keys) + '\n').encode('latin-1'))


if __name__ == '__main__':
    main()
