#!/usr/bin/env python3
"""progtok.py DIR SEED [N]: program files of every shape through SAVE, LOAD, CHAIN, MERGE and
RUN "f", each program a main program that writes one or two program files byte by byte (a
RANDOM file of LEN 1, so no CTRL-Z is added) and then hands them to one statement.

The files are built here, not by a SAVE:
- tokenised (0xFF) and protected (0xFE, encoded as GIODSK.ASM `PENCOD` encodes) files of
  PRINT/GOTO/GOSUB/SAVE/LIST/MERGE/... lines, crunched by a small tokeniser that reads the
  keyword bytes from crates/basic/src/token/gwwords.rs; their lines in order or not, line
  numbers 0 and past 65529, long lines (past 255 bytes), odd links, and damaged ends: no
  CTRL-Z, no 0 link, a CTRL-Z inside, cut in a line, nothing after the first byte;
- ASCII files of the same lines as text: out of order, a line without a number (`Direct
  statement in file`), numbers past 65529, lines past 255 characters, no final CR LF, a
  CTRL-Z inside, LF or CR alone as line ends.

The file's own lines run `ON ERROR GOTO` then PEEK(1450) (the protection flag), `SAVE "S1"`,
`SAVE "S2",A`, `SAVE "S3",P`, GOTO/GOSUB into the odd line numbers, and end with LIST, EDIT,
DELETE or MERGE, which a protected program refuses. The main program's statement: MERGE (a
tokenised file is `Bad file mode`), CHAIN [MERGE] with a line, ALL and DELETE, RUN "f" [,R],
LOAD "f",R; a file left open before it. Every file each run leaves is compared byte for
byte (`filediff.py DIR`).
"""
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
WORDS = os.path.join(ROOT, 'crates/basic/src/token/gwwords.rs')


def keyword_table():
    text = open(WORDS).read()
    table = {}
    for a, w in re.findall(r'\((0x[0-9a-f]+), "([^"]+)"\)', text):
        table[w] = bytes([int(a, 16)])
    for a, b, w in re.findall(r'\((0x[0-9a-f]+), (0x[0-9a-f]+), "([^"]+)"\)', text):
        table[w] = bytes([int(a, 16), int(b, 16)])
    return table


KW = keyword_table()
# Longest first, so `PRINT` is not `PRINT` less a letter; words only at a name's start.
KW_ORDER = sorted((w for w in KW if w[0].isalpha()), key=len, reverse=True)
OPS = {'>': 0xe6, '=': 0xe7, '<': 0xe8, '+': 0xe9, '-': 0xea, '*': 0xeb, '/': 0xec, '^': 0xed}
LINE_AFTER = {'GOTO', 'GOSUB', 'THEN', 'ELSE', 'RESTORE', 'RUN', 'LIST', 'EDIT', 'DELETE',
              'RESUME', 'LLIST', 'RENUM'}


def crunch(text):
    """A line's text crunched as GW-BASIC's CRUNCH stores it (the subset these programs use:
    keywords, `'`, strings, REM/DATA tails, integers, line numbers after the jump words)."""
    out, i, after_line_word = bytearray(), 0, False
    while i < len(text):
        c = text[i]
        if c == '"':
            j = text.find('"', i + 1)
            j = len(text) if j < 0 else j + 1
            out += text[i:j].encode('latin-1')
            i = j
            continue
        if c == "'":
            out += b':\x8f\xd9' + text[i + 1:].encode('latin-1')
            break
        if c.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            n = int(text[i:j])
            if after_line_word:
                out += bytes([0x0e, n & 255, n >> 8])
            elif n < 10:
                out.append(0x11 + n)
            elif n < 256:
                out += bytes([0x0f, n])
            elif n < 32768:
                out += bytes([0x1c, n & 255, n >> 8])
            else:
                out += text[i:j].encode()  # not used
            i = j
            continue
        if c in OPS:
            out.append(OPS[c])
            i += 1
            after_line_word = False if c != '-' else after_line_word
            continue
        if c.isalpha():
            up = text[i:].upper()
            for w in KW_ORDER:
                if up.startswith(w):
                    if w == 'ELSE':
                        out += b':'
                    out += KW[w]
                    i += len(w)
                    if w in ('REM', 'DATA'):
                        out += text[i:].encode('latin-1')
                        return bytes(out)
                    after_line_word = w in LINE_AFTER
                    break
            else:
                j = i
                while j < len(text) and (text[j].isalnum() or text[j] in '$%!#.'):
                    j += 1
                out += text[i:j].encode('latin-1')
                i = j
            continue
        if c == ',' and after_line_word:
            pass
        elif c not in ' ':
            after_line_word = after_line_word and c == ','
        out += c.encode('latin-1')
        i += 1
    return bytes(out)


KEY11 = [0x7c, 0x88, 0x59, 0x74, 0xe0, 0x97, 0x26, 0x77, 0xc4, 0x1d, 0x1e]
KEY13 = [0x9a, 0xf7, 0x19, 0x83, 0x24, 0x63, 0x43, 0x83, 0x75, 0xcd, 0x8d, 0x84, 0xa9]


def protect(body):
    """GIODSK.ASM PENCOD over the bytes after the 0xFF (the CTRL-Z left out)."""
    out = bytearray([0xfe])
    for i, b in enumerate(body):
        c11, c13 = 11 - i % 11, 13 - i % 13
        x = ((b - c13) & 255) ^ KEY11[c11 - 1] ^ KEY13[c13 - 1]
        out.append((x + c11) & 255)
    return bytes(out)


def tok_body(lines, rnd, links='good'):
    """The bytes after 0xFF: each line's link, number, crunched text, 0; then the 0 link."""
    out, addr = bytearray(), 0x1237
    for n, text in lines:
        t = crunch(text)
        addr += 5 + len(t)
        link = addr if links == 'good' else rnd.choice([1, 0x100, 0xffff, rnd.randrange(1, 65536)])
        out += bytes([link & 255, link >> 8, n & 255, n >> 8]) + t + b'\0'
    return bytes(out)


# ---------------------------------------------------------------------------------------
# The program file's lines.

def child_lines(rnd, base, shape):
    """(number, text) lines of a program file: a handler first, PRINT lines, probes, an end."""
    nums = sorted(rnd.sample(range(base + 10, base + 400, 10), rnd.randint(3, 7)))
    if shape.get('big'):
        nums.append(rnd.choice([65529, 65530, 65533, 65535]))
    if shape.get('zero'):
        nums.insert(0, 0)
    handler = base + 900 if base + 900 < 65530 else 65000
    lines = [(nums[0], 'ON ERROR GOTO %d' % handler)]
    probes = ['PRINT "L%d";PEEK(1450)', 'SAVE "S1"', 'SAVE "S2",A', 'SAVE "S3",P',
              'PRINT "L%d"', 'GOTO %d', 'GOSUB %d', 'RETURN', 'PRINT "L%d":A=A+1:IF A>3 THEN END',
              'RESTORE %d', 'READ X$:PRINT X$', 'DATA d%d', 'REM r%d', "PRINT \"L%d\" 'c",
              'PRINT "L%d";:PRINT FRE(0)']
    if shape.get('long'):
        probes.append('PRINT "' + 'X' * rnd.choice([120, 240, 250, 260, 300]) + '"')
    for n in nums[1:]:
        p = rnd.choice(probes)
        if '%d' in p:
            p = p % (rnd.choice(nums) if p.startswith(('GOTO', 'GOSUB', 'RESTORE')) else n)
        lines.append((n, p))
    end = rnd.choice(['LIST', 'LIST %d-' % nums[1], 'EDIT %d' % nums[1], 'DELETE %d' % nums[-1],
                      'MERGE "S2"', 'END', 'SAVE "S4",A:LIST', 'PRINT PEEK(1450):POKE 1450,0:LIST'])
    lines.append((handler - 5, 'PRINT "END":' + end))
    lines.append((handler, 'PRINT "C";ERR;ERL:RESUME NEXT'))
    if shape.get('order'):
        # Out of order: a few lines swapped (the handler stays findable by its number).
        for _ in range(rnd.randint(1, 3)):
            a, b = rnd.randrange(len(lines)), rnd.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
    if shape.get('dup'):
        k = rnd.randrange(len(lines))
        lines.insert(k, (lines[k][0], 'PRINT "DUP%d"' % lines[k][0]))
    return lines


def file_bytes(rnd, kind, lines):
    if kind in ('tok', 'prot'):
        body = tok_body(lines, rnd, rnd.choice(['good'] * 5 + ['odd']))
        end = b'\0\0'
        dmg = rnd.choice(['none'] * 6 + ['noz', 'nolink', 'zin', 'cut', 'empty', 'zz', 'onelink'])
        if dmg == 'noz':
            tail = end
        elif dmg == 'nolink':
            tail = b'\x1a'
        elif dmg == 'zin':
            k = rnd.randrange(len(body))
            body = body[:k] + b'\x1a' + body[k + 1:]
            tail = end + b'\x1a'
        elif dmg == 'cut':
            body = body[:rnd.randrange(1, len(body))]
            tail = b''
        elif dmg == 'empty':
            body, tail = b'', rnd.choice([b'', b'\x1a', b'\0\0\x1a'])
        elif dmg == 'zz':
            tail = end + b'\x1a\x1a' + bytes(rnd.randrange(256) for _ in range(rnd.randint(0, 5)))
        elif dmg == 'onelink':
            tail = b'\0'
        else:
            tail = end + b'\x1a'
        if kind == 'prot':
            data = protect(body + tail[:2 if tail.startswith(b'\0\0') else 0])
            data += tail[2:] if tail.startswith(b'\0\0') else tail
        else:
            data = b'\xff' + body + tail
        return data, dmg
    # ASCII.
    eol = rnd.choice([b'\r\n'] * 6 + [b'\n', b'\r', b'\n\r'])
    out = bytearray()
    for n, t in lines:
        out += ('%d %s' % (n, t)).encode('latin-1') + eol
    dmg = rnd.choice(['none'] * 4 + ['nonum', 'noeol', 'zin', 'zend', 'bigline', 'longline', 'lower'])
    rows = out.split(eol)
    if dmg == 'nonum':
        k = rnd.randrange(len(rows))
        rows.insert(k, rnd.choice([b'PRINT "DIRECT"', b' PRINT 5', b'', b'  ', b'REM', b'.', b'\t10 PRINT']))
    elif dmg == 'bigline':
        rows.insert(rnd.randrange(len(rows)), b'%d PRINT "BIG"' % rnd.choice([65530, 65535, 65536, 99999]))
    elif dmg == 'longline':
        rows.insert(rnd.randrange(len(rows)), b'5 PRINT "' + b'Y' * rnd.choice([240, 250, 252, 253, 254, 255, 260]) + b'"')
    elif dmg == 'lower':
        rows = [r.lower() for r in rows]
    out = eol.join(rows)
    if dmg == 'noeol':
        out = out.rstrip(b'\r\n')
    elif dmg == 'zin':
        k = rnd.randrange(len(out))
        out = out[:k] + b'\x1a' + out[k:]
    elif dmg == 'zend':
        out += b'\x1a'
    return bytes(out), dmg


def data_lines(start, data):
    out, n = [], start
    hexs = data.hex().upper()
    for i in range(0, len(hexs), 200):
        out.append('%d DATA %s' % (n, hexs[i:i + 200]))
        n += 1
    out.append('%d DATA *' % n)
    return out


ACTIONS = ['CHAIN "{f}"', 'CHAIN "{f}",{l}', 'CHAIN "{f}",,ALL', 'CHAIN MERGE "{f}",{m}',
           'CHAIN MERGE "{f}",{m},ALL', 'CHAIN MERGE "{f}",{m},ALL,DELETE 100-199',
           'RUN "{f}"', 'RUN "{f}",R', 'LOAD "{f}",R', 'MERGE "{f}"', 'CHAIN "{f}",{l},ALL,DELETE 100-199']


def program(rnd):
    kinds = ['tok', 'prot', 'asc']
    files = []
    for name in rnd.sample(['T', 'U', 'V'], rnd.choice([1, 1, 2])):
        kind = rnd.choice(kinds)
        shape = {k: rnd.random() < 0.3 for k in ('big', 'zero', 'long', 'order', 'dup')}
        base = rnd.choice([200, 1000, 3000])
        lines = child_lines(rnd, base, shape)
        data, dmg = file_bytes(rnd, kind, lines)
        files.append((name, kind, dmg, lines, data))
    out = ['10 ON ERROR GOTO 60000', '20 A=7:B$="MAIN":DIM Z(3):Z(1)=9']
    n = 30
    for i, (name, kind, dmg, lines, data) in enumerate(files):
        out.append('%d REM %s %s %s' % (n, name, kind, dmg))
        out.append('%d F$="%s.BAS":RESTORE %d:GOSUB 50000' % (n + 1, name, 1000 + 100 * i))
        n += 10
    if rnd.random() < 0.4:
        out.append('%d OPEN "O",2,"K.TXT":PRINT #2,"KEPT"' % n)
        n += 10
    # Statements before the last that leave the program running (MERGE of a tokenised file
    # is an error; the others hand over).
    for name, kind, dmg, lines, data in files[:-1] if len(files) > 1 else []:
        out.append('%d MERGE "%s"' % (n, name))
        n += 10
    name, kind, dmg, lines, data = files[-1]
    act = rnd.choice(ACTIONS)
    nums = [l for l, _ in lines]
    line = rnd.choice(nums + [nums[0] + 1, 60000])
    out.append('%d PRINT "GO":%s' % (n, act.format(f=name, l=line, m=rnd.choice([2000, line]))))
    out.append('%d PRINT "BACK":PRINT #2,"BACK":END' % (n + 10))
    for i, f in enumerate(files):
        out += data_lines(1000 + 100 * i, f[4])
    out += ['2000 PRINT "M2000";A;B$;Z(1);PEEK(1450)', '2010 SAVE "M1",A', '2020 SAVE "M2"',
            '2030 PRINT #2,"MERGED"', '2040 ' + rnd.choice(['LIST', 'END', 'SAVE "M3",P'])]
    out += ['50000 OPEN "R",1,F$,1:FIELD 1,1 AS C$',
            '50010 READ H$:IF H$="*" THEN CLOSE 1:RETURN',
            '50020 FOR I=1 TO LEN(H$) STEP 2:LSET C$=CHR$(VAL("&H"+MID$(H$,I,2))):PUT 1:NEXT:GOTO 50010',
            '60000 PRINT "E";ERR;ERL:RESUME NEXT']
    return out


def main():
    d, seed = sys.argv[1], int(sys.argv[2])
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    os.makedirs(d, exist_ok=True)
    rnd = random.Random(seed)
    for k in range(n):
        lines = program(rnd)
        with open(os.path.join(d, 'p%03d.bas' % k), 'wb') as f:
            f.write(('\r\n'.join(lines) + '\r\n').encode('latin-1'))


if __name__ == '__main__':
    main()
