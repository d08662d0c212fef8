#!/usr/bin/env python3
"""fileload.py [SEED] [N] [KIND]: hand-typed ASCII program files, LOADed, differential.

Each of N sessions has a small PROG.BAS write ASCII program files of awkward shapes, the way
people typed them in an editor (difffile.py's loader: one-byte random records, so any byte
goes): lowercase and mixed-case keywords, missing and doubled spaces, `?` for PRINT, `'`
comments, ELSE with and without a colon, trailing blanks and tabs, line 0 and lines past
65529, references to missing lines, line numbers with spaces in them and leading zeros,
`&H`/`&O`/`&` literals, names holding keywords, lines near and past 255 characters, lines
without a number, empty lines, lines out of order and twice, CR LF / LF / CR / LF CR line
ends, a CTRL-Z inside or missing, no last line end. Then, at `Ok` (diffdirect.py's key
feeder copy), the machine LOADs, MERGEs or CHAINs them and LISTs (ranges too), SAVEs them
three ways, MERGEs a second file and a tokenised one, RENUMs, LOADs what it saved, RUNs with
TRON. Screens (the copies of typed lines cut from the raw stream, as diffdirect.py does) and
every file left are compared byte for byte. KIND is one of:

  load   LOAD, LIST, LIST ranges, the three SAVEs, MERGE of an ASCII and of a tokenised
         file, RENUM, LIST, SAVE ,A, NEW, LOAD of the tokenised and the ASCII save, SAVE.
  run    a file whose lines run (forward jumps only, so every run ends): LOAD, TRON, RUN,
         TROFF, RUN from a line, LIST, SAVE.
  chain  CHAIN, CHAIN with ALL, CHAIN MERGE with a line, ALL and DELETE from the program;
         the chained file's line 1 ENDs; then LIST and the three SAVEs.
"""
import os, random, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import diffdirect  # noqa: E402
import difffile  # noqa: E402

FERRITE = difffile.FERRITE


def case(r, s):
    """s in a random mixed case, as typed."""
    k = r.randrange(4)
    if k == 0:
        return s.lower()
    if k == 1:
        return s.upper()
    if k == 2:
        return s.capitalize()
    return ''.join(c.upper() if r.randrange(2) else c.lower() for c in s)


def sp(r):
    return r.choice(['', ' ', ' ', ' ', '  ', '\t', ' \t'])


NUMS = ['0', '1', '10', '255', '32767', '32768', '65535', '1.5', '.5', '1e3', '1E+3', '1d3',
        '2.5e-5', '1#', '1!', '7%', '100000', '1234567', '12345678', '1.234567890123',
        '&h1f', '&HFFFF', '&o17', '&O777', '&17', '&o177777', '&h7FfF', '&H', '&o', '&',
        '3.14159', '0.0', '00012', '1.E5', '-1', '1e', '9D-3', '&HFF%']
NAMES = ['a', 'b1', 'x$', 'i%', 'd#', 's!', 'total', 'format', 'andy', 'fore', 'ton', 'step1',
         'lenny', 'sinx', 'datax', 'remark', 'items', 'iffy', 'fnord', 'elsewhere', 'printer',
         'nextx', 'tox', 'a.b', 'longvariablename', 'gotox', 'usingx', 'errx', 'erlx']


def expr(r):
    k = r.randrange(6)
    if k == 0:
        return r.choice(NUMS)
    if k == 1:
        return r.choice(NAMES)
    if k == 2:
        return r.choice(NAMES) + sp(r) + case(r, r.choice(['+', '-', '*', '/', '\\', '^', 'and',
                                                           'or', 'mod', '=', '<>', '><', '<=',
                                                           '=>', 'xor', 'eqv', 'imp'])) + sp(r) + r.choice(NUMS)
    if k == 3:
        return case(r, r.choice(['abs', 'int', 'chr$', 'str$', 'sqr', 'len', 'val', 'asc',
                                 'sgn', 'fix'])) + sp(r) + '(' + r.choice(NUMS) + ')'
    if k == 4:
        return '"' + r.choice(['hi', 'A:B', "'x", 'else', 'rem', '', ' sp ', 'PRINT']) + '"'
    return case(r, 'not') + sp(r) + r.choice(NAMES)


def ref(r, nums):
    """A line number as people typed it: a line there or not, spaces in it, leading zeros."""
    n = r.choice(nums + [r.randrange(1, 400), 0, 65529, 65530])
    s = '%d' % n
    k = r.randrange(10)
    if k == 0 and len(s) > 1:
        i = r.randrange(1, len(s))
        s = s[:i] + ' ' + s[i:]
    elif k == 1:
        s = '0' + s
    return s


def statement(r, nums):
    k = r.randrange(22)
    if k == 0:
        return case(r, r.choice(['print', '?'])) + sp(r) + expr(r) + sp(r) + r.choice([';', ',', '', ' ;']) + sp(r) + expr(r)
    if k == 1:
        return case(r, 'if') + sp(r) + expr(r) + sp(r) + case(r, 'then') + sp(r) + r.choice(
            [ref(r, nums), case(r, 'print') + sp(r) + '1', case(r, 'goto') + sp(r) + ref(r, nums), '']) + sp(r) + r.choice(
            ['', ':']) + case(r, 'else') + sp(r) + r.choice([ref(r, nums), case(r, 'print 2'), "'c", case(r, 'rem x'), ''])
    if k == 2:
        return r.choice(["'", case(r, 'rem'), ":'", case(r, ':rem')]) + r.choice(
            ['', ' ', '\t']) + r.choice(['hello', 'goto 10', 'a:b', 'else 20', '"q', 'Print it', '', ' trailing  '])
    if k == 3:
        return case(r, 'data') + sp(r) + ','.join(r.choice(['1', ' 2 ', '"a,b"', 'abc', 'else', 'rem', '', '&h10', '1e3', 'x y'])
                                                  for _ in range(r.randrange(1, 4)))
    if k == 4:
        return case(r, 'on') + sp(r) + r.choice(NAMES[:4]) + sp(r) + case(r, r.choice(['goto', 'gosub', 'go to'])) + sp(r) + ','.join(
            ref(r, nums) for _ in range(r.randrange(1, 4)))
    if k == 5:
        return case(r, r.choice(['goto', 'gosub', 'restore', 'resume', 'go to', 'go  to', 'run', 'return'])) + sp(r) + ref(r, nums)
    if k == 6:
        return r.choice(['', case(r, 'let') + sp(r)]) + r.choice(NAMES) + sp(r) + '=' + sp(r) + expr(r)
    if k == 7:
        return case(r, 'for') + sp(r) + 'i' + sp(r) + '=' + sp(r) + '1' + sp(r) + case(r, 'to') + sp(r) + r.choice(['3', 'n', '10']) + r.choice(
            ['', sp(r) + case(r, 'step') + sp(r) + r.choice(['2', '-1', '.5'])]) + ':' + case(r, 'next') + r.choice(['', ' i', 'i'])
    if k == 8:
        return case(r, 'on error goto') + sp(r) + ref(r, nums)
    if k == 9:
        return case(r, r.choice(['print using', 'print  using', '?using'])) + sp(r) + '"##.#"' + r.choice([';', ',']) + expr(r)
    if k == 10:
        return case(r, r.choice(['def fna(x)', 'deffnb(x,y)', 'def fn c'])) + sp(r) + '=' + sp(r) + expr(r)
    if k == 11:
        return case(r, r.choice(['while', 'wend', 'end', 'stop', 'cls', 'beep', 'tron', 'troff', 'randomize 1',
                                 'swap a,b', 'erase a', 'dim a(10),b$(2,3)', 'defint i-n', 'option base 1',
                                 'key off', 'width 80', 'locate 1,1', 'color 7,0', 'clear', 'new', 'cont']))
    if k == 12:
        return case(r, r.choice(['input', 'line input', 'input;'])) + sp(r) + r.choice(['"x";a', 'a$', '"q",b', 'a,b'])
    if k == 13:
        return case(r, r.choice(['list', 'llist', 'delete', 'edit', 'renum', 'auto'])) + sp(r) + r.choice(
            ['', ref(r, nums), ref(r, nums) + '-' + ref(r, nums), '-' + ref(r, nums), ref(r, nums) + '-', '.', ref(r, nums) + ',' + ref(r, nums)])
    if k == 14:
        return case(r, 'if') + sp(r) + case(r, 'erl') + r.choice(['=', '<>', ' = ', '>']) + ref(r, nums) + sp(r) + case(r, r.choice(['then', 'goto'])) + sp(r) + ref(r, nums)
    if k == 15:
        return r.choice(NAMES) + '=' + r.choice(NAMES) + r.choice(['', ' ']) + case(r, r.choice(['and', 'or', 'mod'])) + r.choice(['', ' ']) + r.choice(NAMES)
    if k == 16:
        return case(r, r.choice(['print', '?'])) + r.choice(['"unterminated', '"a"b', 'tab(5)"x"spc(2)', '"x";', 'a$+"b"', ';;,'])
    if k == 17:
        return case(r, r.choice(['open', 'close', 'field', 'get', 'put', 'chain', 'merge', 'save', 'load', 'common'])) + sp(r) + r.choice(
            ['"f"', '#1', '1', 'a,b', '"x",' + ref(r, nums), ''])
    if k == 18:
        return case(r, r.choice(['mid$(a$,1,2)', 'left$', 'fn a(1)', 'usr', 'varptr(a)', 'instr(a$,"b")'])) + '=' + expr(r)
    if k == 19:
        return case(r, r.choice(['a=1', 'b=2', 'c=3'])) + r.choice([':', ': ', ' :', '::', ' : '])
    if k == 20:
        return r.choice(['', ' ', '  '])
    return r.choice(NAMES) + r.choice(['(1)', '(i,2)', '']) + sp(r) + '=' + sp(r) + r.choice(['-', '+', '']) + r.choice(NUMS)


def body(r, nums, long=False):
    s = ':'.join(statement(r, nums) for _ in range(r.randrange(1, 4)))
    if long:
        want = r.choice([240, 250, 253, 254, 255, 256, 260, 300])
        while len(s) < want:
            s += ':' + statement(r, nums)
        s = s[:want]
    return s + r.choice(['', '', '', ' ', '  ', '\t', ' \t ', '   '])


def number(r, n):
    s = '%d' % n
    k = r.randrange(14)
    if k == 0:
        return '0' + s
    if k == 1:
        return ' ' + s
    if k == 2:
        return '\t' + s
    if k == 3 and len(s) > 1:
        return s[:1] + ' ' + s[1:]
    return s


def ascii_lines(r, low=0):
    """The lines of a hand-typed file: (number or None, text as typed)."""
    nums = sorted(r.sample(range(max(low, 1), 400), r.randrange(3, 10)))
    if low == 0 and r.randrange(4) == 0:
        nums.insert(0, 0)
    if r.randrange(4) == 0:
        nums.append(r.choice([65529, 65529, 65530, 65535, 65536, 99999]))
    lines = []
    for n in nums:
        lines.append((n, number(r, n) + r.choice(['', ' ', ' ', ' ', '  ', '\t']) +
                      body(r, nums, long=r.randrange(9) == 0)))
    # odd lines: twice, out of order, a bare number, no number at all, a blank line
    for _ in range(r.randrange(0, 3)):
        k = r.randrange(6)
        i = r.randrange(len(lines) + 1)
        if k == 0:
            n = r.choice(nums)
            lines.insert(i, (n, '%d %s' % (n, body(r, nums))))
        elif k == 1 and len(lines) > 1:
            a, b = r.sample(range(len(lines)), 2)
            lines[a], lines[b] = lines[b], lines[a]
        elif k == 2:
            n = r.choice(nums)
            lines.insert(i, (n, '%d%s' % (n, r.choice(['', ' ', '  ', '\t']))))
        elif k == 3 and r.randrange(3) == 0:
            lines.insert(i, (None, body(r, nums)))
        elif k == 4:
            lines.insert(i, (None, r.choice(['', ' ', '\t'])))
        else:
            n = r.randrange(1, 400)
            lines.insert(i, (n, '%d%s' % (n, body(r, nums))))
    return lines


def ascii_bytes(r, lines):
    """The lines joined as some editor wrote them."""
    k = r.randrange(10)
    end = [b'\r\n'] * 6 + [b'\n', b'\r', b'\n\r', b'mix']
    end = end[k]
    out = b''
    for _, text in lines:
        e = r.choice([b'\r\n', b'\n', b'\r', b'\r\r\n']) if end == b'mix' else end
        out += text.encode('latin-1') + e
    k = r.randrange(8)
    if k == 0:
        out += b'\x1a'
    elif k == 1:
        out = out.rstrip(b'\r\n')
    elif k == 2 and len(lines) > 2:
        # a CTRL-Z inside: the rest is never read
        cut = out.find(b'\n', len(out) // 2)
        if cut > 0:
            out = out[:cut + 1] + b'\x1a' + out[cut + 1:]
    elif k == 3:
        out += b'\x1a\x1a junk\r\n'
    return out


def runnable(r):
    """A file whose lines run to an end: jumps only forward, no RESUME, no INPUT."""
    nums = sorted(r.sample(range(1, 300), r.randrange(4, 10)))
    out = []
    for i, n in enumerate(nums):
        later = nums[i + 1:] or [n + 1]  # past the last line: Undefined line number
        fwd = lambda: r.choice(later) if r.randrange(5) else r.randrange(n + 1, 400)
        k = r.randrange(12)
        if k == 0:
            s = case(r, 'goto') + sp(r) + '%d' % fwd()
        elif k == 1:
            s = case(r, 'if') + sp(r) + r.choice(['a', 'a=0', 'b>1', 'x$=""']) + sp(r) + case(r, 'then') + sp(r) + '%d' % fwd() + sp(r) + case(r, 'else') + sp(r) + '%d' % fwd()
        elif k == 2:
            s = case(r, 'if') + ' a ' + case(r, 'then') + sp(r) + case(r, 'print') + ' "t"' + r.choice([' ', '', ':']) + case(r, 'else') + sp(r) + case(r, '?') + '"e"'
        elif k == 3:
            s = case(r, 'for i=1 to 2') + ':' + case(r, r.choice(['?i;', 'print i,', '? "l";i'])) + ':' + case(r, 'next')
        elif k == 4:
            s = case(r, r.choice(['?', 'print'])) + sp(r) + expr(r) + r.choice([';', '', ',']) + sp(r) + expr(r)
        elif k == 5:
            s = case(r, 'on') + ' b ' + case(r, r.choice(['goto', 'gosub'])) + ' ' + ','.join('%d' % fwd() for _ in range(2))
        elif k == 6:
            s = r.choice(['a', 'b', 'x$']) + sp(r) + '=' + sp(r) + r.choice(['1', '2', '"s"', 'a+1', '&o17', '&h10'])
        elif k == 7:
            s = case(r, r.choice(["' note", 'rem note', 'tron', 'troff', 'beep', 'cls']))
        elif k == 8:
            s = case(r, 'while') + ' w<2:w=w+1:' + case(r, '?') + 'w;:' + case(r, 'wend')
        elif k == 9:
            s = case(r, 'gosub') + sp(r) + '%d' % fwd()
        elif k == 10:
            s = case(r, 'return')
        else:
            s = case(r, 'read') + ' d:' + case(r, '?') + 'd:' + case(r, 'data') + ' ' + r.choice(['5', '"x"', '1,2'])
        out.append((n, number(r, n) + r.choice([' ', '', '  ']) + s + r.choice(['', ' ', '\t'])))
    if r.randrange(2):
        a, b = r.sample(range(len(out)), 2)
        out[a], out[b] = out[b], out[a]
    return out


def range_args(r, nums):
    pick = lambda: r.choice(nums + [r.randrange(0, 400), 0, 65529])
    return r.choice(['', ' %d' % pick(), ' %d-%d' % (pick(), pick()), ' -%d' % pick(),
                     ' %d-' % pick(), ' .', ' %d -%d' % (pick(), pick()), ' 65530'])


def nums_of(lines):
    return sorted({n for n, _ in lines if n is not None and n < 65530})


def session(r, kind):
    files = []
    if kind == 'run':
        lines = runnable(r)
        files.append(('A.BAS', ascii_bytes(r, lines)))
        nums = nums_of(lines)
        keys = ['LOAD "A"', 'LIST', 'TRON', 'RUN', '', 'TROFF', 'RUN %d' % r.choice(nums), '',
                'LIST' + range_args(r, nums), 'SAVE "TB"', 'SAVE "TA",A']
        return difffile.loader(files, 'END'), keys
    if kind == 'chain':
        lines = [(1, case(r, '1 end'))] + ascii_lines(r, low=2)
        files.append(('A.BAS', ascii_bytes(r, lines)))
        nums = nums_of(lines)
        # the loader's lines go unless DELETE spares them: CHAIN MERGE keeps the program
        tail = r.choice(['CHAIN "A"', 'CHAIN "A",1', 'CHAIN "A",,ALL', 'CHAIN MERGE "A",1',
                         'CHAIN MERGE "A",1,ALL', 'CHAIN MERGE "A",,ALL,DELETE 2-59999',
                         'CHAIN MERGE "A",1,ALL,DELETE 2-59999'])
        keys = ['LIST', 'SAVE "TB"', 'SAVE "TA",A', 'SAVE "TP",P', 'LIST' + range_args(r, nums)]
        return difffile.loader(files, tail), keys
    a, m = ascii_lines(r), ascii_lines(r)
    files.append(('A.BAS', ascii_bytes(r, a)))
    files.append(('M.BAS', ascii_bytes(r, m)))
    nums = nums_of(a)
    keys = ['LOAD "A"', 'LIST', 'LIST' + range_args(r, nums), 'SAVE "TB"', 'SAVE "TA",A',
            'SAVE "TP",P', 'MERGE "M"', 'LIST', 'MERGE "TB"', 'MERGE "TP"',
            'RENUM' + r.choice(['', ' 100', ' 1000,,5', ' ,,1', ' 10,%d' % r.choice(nums), ' 65000,,100']),
            'LIST', 'SAVE "TR",A', 'NEW', 'LOAD "TB"', 'LIST' + range_args(r, nums), 'SAVE "TC"',
            'LOAD "TA"', 'SAVE "TD"']
    return difffile.loader(files, 'END'), keys


OFFERED = re.compile(rb'(Ok\xff\r\n)(\d[^\x1b]*?)(\x1b\x1b<K)', re.S)


def run(gw, prog, keys):
    keys = ('\n'.join(keys) + '\n').encode()
    g, f = tempfile.mkdtemp(), tempfile.mkdtemp()
    for d in (g, f):
        open(os.path.join(d, 'PROG.BAS'), 'wb').write(prog)
        open(os.path.join(d, 'KEYS.TXT'), 'wb').write(keys)
    go = subprocess.run([gw, os.path.join(g, 'PROG.BAS'), os.path.join(g, 'KEYS.TXT'),
                         '--files=' + g, '--raw', '--timeout=30'], capture_output=True,
                        timeout=120).stdout
    try:
        fo = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'],
                            cwd=f, input=keys.replace(b'\n', b'\r'), capture_output=True,
                            timeout=60).stdout
    except subprocess.TimeoutExpired:
        fo = b'<timeout>'
    # The line a syntax error (or EDIT) offers is on the machine's stream before the typed
    # Enter; diffdirect.uncopy cuts its last row, this every row (a LF in a line lists it
    # on two).
    go = OFFERED.sub(rb'\1\3', go)
    gl, fl = diffdirect.clean(go, None, True), diffdirect.clean(fo.replace(b'\xff', b''), None)
    return g, f, gl, fl, difffile.files_of(g), difffile.files_of(f)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    only = sys.argv[3] if len(sys.argv) > 3 else None
    gw = diffdirect.direct_oracle()
    r = random.Random(seed)
    bad = values = 0
    for k in range(n):
        kind = only or r.choice(['load', 'load', 'run', 'chain'])
        prog, keys = session(r, kind)
        g, f, gl, fl, gf, ff = run(gw, prog, keys)
        values += len(gl) + sum(len(v) for v in gf.values())
        diffs = difffile.differences(gl, fl, gf, ff)
        if diffs:
            bad += 1
            print('--- session %d (%s) differs (gw=%s fe=%s)' % (k, kind, g, f))
            print('\n'.join(diffs))
    print('seed %d: %d sessions, %d bytes and lines compared, %d differ' % (seed, n, values, bad))


if __name__ == '__main__':
    main()
