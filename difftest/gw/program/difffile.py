#!/usr/bin/env python3
"""difffile.py [SEED] [N] [KIND]: GW-BASIC program files, differential.

Each of N sessions has a small ASCII PROG.BAS write hand-made program files with a random
file (`OPEN "R"`, one-byte records, the bytes from hex DATA items, so any byte goes), then
LOAD one, and types commands at `Ok` on the real GW-BASIC 3.23 (the key feeder copy of
diffdirect.py) and on ferrite; the screens (without echoes and empty lines) and every file
left behind are compared byte for byte. KIND is one of:

  tok    a tokenised file (0xFF) of random token streams: names touching keywords, a
         keyword's letters stored as a name, every one- and two-byte token (0xFD/0xFE/0xFF
         prefixes), numbers of every type byte (0x0B-0x1F), ELSE with and without its `:`,
         constants inside quotes and REM, line numbers up to 65535; then LIST, SAVE of
         all three kinds, a line typed, RENUM, LIST and SAVE again.
  prot   the same file protected (0xFE, encoded as `SAVE ,P` does): LIST and SAVE refused,
         SAVE ,P again, RUN.
  chain  the tokenised file CHAINed (or CHAIN MERGEd) from the program (its line 1 ENDs
         the run), then LIST and the three SAVEs: CHAIN loads the file's bytes as LOAD does.
  ooo    a tokenised file whose lines are out of order (PRINT, GOTO and GOSUB lines):
         LIST and LIST ranges, RUN, GOTO typed, lines typed and deleted, SAVE.
  tokn   tokens_with_number's siblings: a line a token, then a stored number of any kind
         (0x0E, every constant type byte, digits); SAVE ,A, RENUM, SAVE ,A.
  ascii  an ASCII file with lines out of order, repeated numbers, bare numbers of lines
         that exist, numbers past 65529 and spaced digits; LOAD, LIST, then MERGE of a
         second such file, LIST, SAVE.
"""
import os, random, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import diffdirect  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))
WORDS = os.path.join(ROOT, 'crates', 'basic', 'src', 'token', 'gwwords.rs')

T = {}
for m in re.finditer(r'\(0x(..), "([^"]+)"\)', open(WORDS).read()):
    T[m.group(2)] = bytes([int(m.group(1), 16)])
for m in re.finditer(r'\(0x(..), 0x(..), "([^"]+)"\)', open(WORDS).read()):
    T[m.group(3)] = bytes([int(m.group(1), 16), int(m.group(2), 16)])

# GIODSK.ASM PENCOD's tables (MATH1.ASM $EXPCN, $LOGP bytes), as gwsave.rs has them.
K11 = [0x7c, 0x88, 0x59, 0x74, 0xe0, 0x97, 0x26, 0x77, 0xc4, 0x1d, 0x1e]
K13 = [0x9a, 0xf7, 0x19, 0x83, 0x24, 0x63, 0x43, 0x83, 0x75, 0xcd, 0x8d, 0x84, 0xa9]


def protect(plain):
    out = bytearray(b'\xfe')
    for i, b in enumerate(plain[1:-1]):
        c11, c13 = 11 - i % 11, 13 - i % 13
        x = ((b - c13) & 255) ^ K11[c11 - 1] ^ K13[c13 - 1]
        out.append((x + c11) & 255)
    return bytes(out + b'\x1a')


def tokfile(lines):
    out = bytearray(b'\xff')
    for n, body in lines:
        nxt = 0x126e + len(out) - 1 + 4 + len(body) + 1
        out += nxt.to_bytes(2, 'little') + n.to_bytes(2, 'little') + body + b'\0'
    return bytes(out + b'\0\0\x1a')


def number(r):
    k = r.randrange(9)
    if k == 0:
        return bytes([0x11 + r.randrange(11)])
    if k == 1:
        return b'\x0f' + bytes([r.randrange(1, 256)])
    if k == 2:
        return b'\x1c' + r.randrange(1, 65536).to_bytes(2, 'little')
    if k == 3:
        return b'\x0b' + r.randrange(65536).to_bytes(2, 'little')
    if k == 4:
        return b'\x0c' + r.randrange(65536).to_bytes(2, 'little')
    if k == 5:
        return b'\x0e' + r.choice([10, 20, 100, 65529, 65535, r.randrange(1, 65536)]).to_bytes(2, 'little')
    if k == 6:
        return b'\x1d' + bytes([r.randrange(256) for _ in range(3)]) + bytes([r.randrange(0x60, 0xa0)])
    if k == 7:
        return b'\x1f' + bytes([r.randrange(256) for _ in range(7)]) + bytes([r.randrange(0x60, 0xc0)])
    return b'\x1d\x00\x00\x00\x00'


def word(r):
    return T[r.choice(sorted(T))]


def token_stream(r):
    """A random line of tokens, names, numbers and odd bytes; no 0 byte outside numbers."""
    out = b''
    for _ in range(r.randrange(1, 8)):
        k = r.randrange(14)
        if k < 4:
            out += word(r)
        elif k < 6:
            out += r.choice([b'A', b'B1', b'X$', b'I%', b'PRINT', b'FOR', b'TO', b'AB.C', b'ELSE', b'REM'])
        elif k < 8:
            out += number(r)
        elif k == 8:
            out += r.choice([b' ', b'  ', b':', b',', b';', b'(', b')', b'\t', b'#'])
        elif k == 9:
            out += b'"' + r.choice([b'HI', b'A' + word(r), b'\x12', b'']) + r.choice([b'"', b''])
        elif k == 10:
            out += r.choice([b':', b'']) + T['ELSE'] + r.choice([b'', b' ', b'X'])
        elif k == 11:
            out += T['WHILE'] + r.choice([T['+'], b'']) + b'A'
        elif k == 12:
            out += r.choice([T['REM'], b':' + T['REM'] + T["'"], T['DATA']]) + r.choice(
                [b' x', b' ' + word(r), b'1,2', b'\x12' + b'z', b'"q:' + word(r)])
            if r.randrange(2):
                return out
        else:
            out += r.choice([T['GOTO'], T['GOSUB'], T['THEN'], T['RESTORE']]) + r.choice([b' ', b'']) + number(r)
    return out


def tok_lines(r):
    nums = sorted(r.sample(range(1, 400), r.randrange(3, 9)))
    if r.randrange(3) == 0:
        nums.append(r.choice([65529, 65530, 65535]))
    return [(n, token_stream(r)) for n in nums]


def ascii_file(r):
    lines = []
    have = []
    for _ in range(r.randrange(3, 10)):
        k = r.randrange(8)
        if k == 0 and have:
            lines.append(b'%d' % r.choice(have))
            continue
        n = r.choice([r.randrange(1, 300), r.choice(have) if have else 5, 65530, 65535, 70000,
                      123456])
        text = r.choice([b'PRINT %d' % n, b'A=1:GOTO 10', b"REM x", b'X', b'IF A THEN 20 ELSE 30',
                         b' B=2 ', b'? "Q"'])
        num = b'%d' % n
        if r.randrange(6) == 0 and len(num) > 1:
            num = num[:1] + b' ' + num[1:]
        lines.append(num + r.choice([b' ', b'', b'  ']) + text)
        if n <= 65529:
            have.append(n)
    return b'\r\n'.join(lines) + b'\r\n'


def loader(files, tail):
    out = ['1 DEFINT A-Z:ON ERROR GOTO 60000']
    data = []
    n = 2
    for name, _ in files:
        out.append('%d OPEN "R",#1,"%s",1:FIELD #1,1 AS C$' % (n, name))
        out.append('%d READ H$:IF H$<>"." THEN FOR J=1 TO LEN(H$) STEP 2:LSET C$=CHR$(VAL("&H"'
                   '+MID$(H$,J,2))):PUT #1:NEXT:GOTO %d' % (n + 1, n + 1))
        out.append('%d CLOSE' % (n + 2))
        n += 3
    out.append('%d %s' % (n, tail))
    out.append('60000 PRINT "ERR";ERR;ERL:RESUME NEXT')
    n += 1
    for _, b in files:
        h = b.hex().upper()
        for k in range(0, len(h), 100):
            data.append('%d DATA %s' % (n, h[k:k + 100]))
            n += 1
        data.append('%d DATA .' % n)
        n += 1
    return ('\r\n'.join(out + data) + '\r\n').encode()


def session(r, kind):
    if kind in ('tok', 'prot'):
        t = tokfile(tok_lines(r))
        if kind == 'prot':
            t = protect(t)
            keys = ['LIST', 'SAVE "TB"', 'SAVE "TA",A', 'SAVE "TP",P', 'NEW', 'LOAD "TP"',
                    'SAVE "TQ",P']
        else:
            keys = ['LIST', 'SAVE "TB"', 'SAVE "TP",P', 'SAVE "TA",A',
                    '%d PRINT 1' % r.randrange(1, 400), 'SAVE "TC"', 'RENUM', 'LIST',
                    'SAVE "TD"', 'NEW', 'LOAD "TB"', 'SAVE "TE"']
        return loader([('T.BAS', t)], 'LOAD "T"'), keys
    if kind == 'chain':
        # Line 1 ENDs the chained run: a syntax error would offer its line for editing.
        t = tokfile([(1, T['END'])] + tok_lines(r))
        keys = ['LIST', 'SAVE "TB"', 'SAVE "TA",A', 'SAVE "TP",P']
        return loader([('T.BAS', t)], r.choice(['CHAIN "T"', 'CHAIN "T",,ALL', 'CHAIN MERGE "T"'])), keys
    if kind == 'ooo':
        return ooo_session(r)
    if kind == 'tokn':
        return tokn_session(r)
    a, m = ascii_file(r), ascii_file(r)
    keys = ['LIST', 'MERGE "M"', 'LIST', 'SAVE "TB"', 'SAVE "TA",A']
    return loader([('A.BAS', a), ('M.BAS', m)], 'LOAD "A"'), keys


def ooo_session(r):
    """A tokenised file of runnable lines in a random order, and what to type at it."""
    nums = r.sample(range(1, 90), r.randrange(3, 8))
    lines = []
    for n in nums:
        k = r.randrange(4)
        if k == 0:
            body = T['GOTO'] + b' \x0e' + r.choice(nums + [r.randrange(1, 90)]).to_bytes(2, 'little')
        elif k == 1:
            body = T['PRINT'] + b' \x11' + b':' + T['GOSUB'] + b' \x0e' + r.choice(nums).to_bytes(2, 'little')
        elif k == 2:
            body = T['RETURN']
        else:
            body = T['PRINT'] + b' "L%d"' % n
        # A counter ends every run: GOTOs in memory order can go round for ever.
        guard = (b'C' + T['='] + b'C' + T['+'] + b'\x12:' + T['IF'] + b' C' + T['<'] +
                 b'\x0f\x1f ' + T['THEN'] + b' ')
        lines.append((n, guard + body + b':' + T['ELSE'] + b' ' + T['END']))
    t = tokfile(lines)
    a, b = sorted(r.sample(range(0, 95), 2))
    keys = ['LIST', 'LIST %d-%d' % (a, b), 'LIST -%d' % b, 'LIST %d-' % a, 'RUN',
            'GOTO %d' % r.choice(nums), 'GOSUB %d' % r.choice(nums),
            '%d PRINT "T"' % r.randrange(1, 95), 'LIST', '%d' % r.choice(nums), 'LIST',
            'RUN', 'DELETE %d-%d' % (a, b), 'LIST', 'SAVE "TB"']
    return loader([('T.BAS', t)], 'LOAD "T"'), keys


# A line pointer (0x0D) lists as the word 3 bytes past where it points (GWMAIN.ASM CONFC1):
# a random one reads the program's memory, which ferrite does not model (TOKN_POINTERS=1).
TOKN_POINTERS = os.environ.get('TOKN_POINTERS') == '1'


def tokn_number(r):
    """A number of any stored kind, as tokens_with_number's lines have after a token."""
    k = r.randrange(10)
    if k < 3:
        return b'\x0e' + r.choice([10, 20, 5, 65529, 65535, 0, r.randrange(1, 400)]).to_bytes(2, 'little')
    if k == 3:
        return b'10'
    if k == 4 and TOKN_POINTERS:
        return b'\x0d' + r.randrange(0x1270, 0x1400).to_bytes(2, 'little')
    return number(r)


def tokn_session(r):
    """tokens_with_number's siblings: a tokenised file whose lines are each one token (every
    one- and two-byte token, in a random share) then a blank or none and a stored number
    (line number 0x0E, a constant of every type byte, digits as text);
    LOAD, SAVE as text, RENUM (which line numbers it renumbers after which token), SAVE."""
    words = sorted(T)
    r.shuffle(words)
    lines = []
    n = 1
    for w in words[:r.randrange(20, 60)]:
        n += r.randrange(1, 20)
        body = T[w] + r.choice([b' ', b' ', b'', b'  ']) + tokn_number(r)
        if r.randrange(4) == 0:
            body += r.choice([b',', b' ', b'-', b':']) + tokn_number(r)
        lines.append((n, body))
    lines.append((n + 1, T['GOTO'] + b' \x0e' + (n + 1).to_bytes(2, 'little')))
    keys = ['SAVE "TA",A', 'RENUM', 'SAVE "TR",A', 'RENUM 1000,,7', 'SAVE "TS",A', 'SAVE "TB"']
    return loader([('T.BAS', tokfile(lines))], 'LOAD "T"'), keys


def files_of(d):
    out = {}
    for f in os.listdir(d):
        p = os.path.join(d, f)
        if os.path.isfile(p) and f.upper() not in ('PROG.BAS', 'KEYS.TXT'):
            out[f.upper()] = open(p, 'rb').read()
    return out


def differences(gl, fl, gf, ff, show=repr):
    """What differs between the machine's screen lines and files (`gl`, `gf`) and ferrite's
    (`fl`, `ff`), one text a difference; a file's bytes are shown by `show`."""
    diffs = []
    if gl != fl:
        diffs.append(' screen\n  gw: %r\n  fe: %r' % (gl, fl))
    for name in sorted(set(gf) | set(ff)):
        a, b = gf.get(name), ff.get(name)
        if a != b:
            diffs.append(' %s\n  gw: %s\n  fe: %s' % (name, show(a), show(b)))
    return diffs


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    only = sys.argv[3] if len(sys.argv) > 3 else None
    gw = diffdirect.direct_oracle()
    r = random.Random(seed)
    bad = values = 0
    for k in range(n):
        kind = only or r.choice(['tok', 'prot', 'ascii'])
        prog, keys = session(r, kind)
        keys = ('\n'.join(keys) + '\n').encode()
        g, f = tempfile.mkdtemp(), tempfile.mkdtemp()
        for d in (g, f):
            open(os.path.join(d, 'PROG.BAS'), 'wb').write(prog)
            open(os.path.join(d, 'KEYS.TXT'), 'wb').write(keys)
        go = subprocess.run([gw, os.path.join(g, 'PROG.BAS'), os.path.join(g, 'KEYS.TXT'),
                             '--files=' + g], capture_output=True, timeout=120).stdout
        fo = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'], cwd=f,
                            input=keys.replace(b'\n', b'\r'), capture_output=True,
                            timeout=60).stdout
        # gwreal-run drops every 0xFF byte of the screen stream.
        gl, fl = diffdirect.clean(go, keys), diffdirect.clean(fo.replace(b'\xff', b''), keys)
        gf, ff = files_of(g), files_of(f)
        values += len(gl) + sum(len(v) for v in gf.values())
        diffs = differences(gl, fl, gf, ff, lambda v: v and v.hex(' '))
        if diffs:
            bad += 1
            print('--- session %d (%s) differs (gw=%s fe=%s)' % (k, kind, g, f))
            print('\n'.join(diffs))
    print('seed %d: %d sessions, %d bytes and lines compared, %d differ' % (seed, n, values, bad))


if __name__ == '__main__':
    main()
