#!/usr/bin/env python3
"""mutate.py OUT SEED [K] [NAME...]: the real GW-BASIC test programs, changed, against the machine.

Takes the programs of ../shared/conformance/gw/pcbasic-suite that run by themselves (`run=TEST.BAS`,
no keys, no other input files), and writes K variants of each into OUT: numeric literals outside
strings, REM and DATA changed (n to n+1, n-1, 0, -n, 2n, 255, 256, 32767, 32768, a fraction), except
line numbers and the numbers of line references (GOTO, GOSUB, THEN, ELSE, RESUME, RESTORE, RUN,
LIST, ERL comparisons). The variants ask the machine questions the suite's programs almost ask: the
same statements with other arguments, other errors, other paths.

Then runs each variant on ../shared/oracles/gw-real (one at a time: MUTATE_WORKERS) and on target/release/ferrite,
each in an empty folder under the name TEST.BAS, and compares the screen streams and every file the
run wrote (OUTPUT.TXT and the rest), printing the variants that differ and the counts.
The suite's files are read where they are; nothing of them is kept in the repository.
"""
import difflib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
SUITE = os.path.join(ROOT, '..', 'shared', 'conformance', 'gw', 'pcbasic-suite')
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run')
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))
# Seconds a run may take (the machine's and ferrite's); a run stopped there is compared as a prefix.
TIMEOUT = os.environ.get('MUTATE_TIMEOUT', '15')

# Keywords after which a number names a line.
LINE_REFS = ('GOTO', 'GOSUB', 'THEN', 'ELSE', 'RESUME', 'RESTORE', 'RUN', 'LIST', 'LLIST',
             'DELETE', 'ERL', 'RENUM', 'EDIT', 'AUTO', 'RETURN')
NUMBER = re.compile(rb'(&[HhOo]?[0-9A-Fa-f]+|[0-9]*\.?[0-9]+(?:[EeDd][-+]?[0-9]+)?[!#%]?)')


def runnable():
    """The suite's programs that run with no keys and no other files."""
    out = []
    for name in sorted(os.listdir(SUITE)):
        d = os.path.join(SUITE, name)
        if not os.path.isdir(d):
            continue
        files = set(os.listdir(d)) - {'model', 'PCBASIC.INI'}
        if files != {'TEST.BAS'}:
            continue
        # A tokenised program cannot be changed as text (and the oracle takes text).
        if open(os.path.join(d, 'TEST.BAS'), 'rb').read(1) == b'\xff':
            continue
        ini = open(os.path.join(d, 'PCBASIC.INI'), 'rb').read().decode('latin-1')
        keys = [l for l in ini.splitlines() if '=' in l and l.split('=')[0].strip() not in ('font', 'quit')]
        if keys != ['run=TEST.BAS']:
            continue
        out.append(name)
    return out


def new_number(tok, rnd):
    """Another literal in place of `tok` (bytes)."""
    if tok.startswith(b'&'):
        return rnd.choice([b'&H0', b'&HFF', b'&H7FFF', b'&H8000', b'&HFFFF', b'&O7'])
    suffix = tok[-1:] if tok[-1:] in (b'!', b'#', b'%') else b''
    try:
        v = float(tok.rstrip(b'!#%').replace(b'D', b'E').replace(b'd', b'e'))
    except ValueError:
        return tok
    choice = rnd.choice(['+1', '-1', '0', 'neg', 'x2', '255', '256', '32767', '32768', 'frac', 'big'])
    v = {'+1': v + 1, '-1': v - 1, '0': 0, 'neg': -v, 'x2': v * 2, '255': 255, '256': 256,
         '32767': 32767, '32768': 32768, 'frac': v + 0.5, 'big': v * 1e6}[choice]
    text = ('%d' % v) if v == int(v) and abs(v) < 1e9 else repr(v).upper()
    if suffix == b'%' and v != int(v):
        suffix = b''
    return text.encode() + suffix


# MUTATE_STRINGS=1 (session 28) also changes the number text and the PRINT USING fields inside
# string literals (VAL's and USING's questions: exponents with D or E, signs, dots, `&H`/`&O`,
# blanks; `#`, `^^^^`, `.`, `,`, `+`, `-`, `$$`, `**`, `!`, `&`, `\\`); off, seeds make the
# variants they made before.
STRINGS = os.environ.get('MUTATE_STRINGS') == '1'
STR_EDITS = [b'#', b'##', b'.', b',', b'^^^^', b'^^^', b'^^^^^', b'+', b'-', b'$$', b'**', b'**$',
             b'!', b'&', b'\\  \\', b'E', b'D', b'E+', b'D-', b'e', b'd', b'1', b'9', b'0', b'.5',
             b'&H', b'&O', b'&', b' ', b'  ', b'%', b'38', b'39', b'-38', b'308', b'1E', b'_']


def mutate_string(body, rnd):
    """A string literal's text with one to three edits where a number or a field was."""
    b = bytearray(body)
    for _ in range(rnd.randrange(1, 4)):
        spots = [i for i, c in enumerate(b) if chr(c) in '0123456789.#^+-EeDd&HhOo$*!,\\'] or [len(b)]
        i = rnd.choice(spots)
        k = rnd.randrange(4)
        if k == 0 and i < len(b):
            del b[i]
        elif k == 1 and i < len(b):
            b[i:i + 1] = rnd.choice(STR_EDITS)
        else:
            b[i:i] = rnd.choice(STR_EDITS)
    return bytes(b[:250])


def mutate_line(line, rnd, rate):
    """One program line with some of its literals changed."""
    m = re.match(rb'\s*[0-9]+\s?', line)
    if not m:
        return line
    out = bytearray(line[:m.end()])
    i = m.end()
    quoted = False
    while i < len(line):
        c = line[i:i + 1]
        if STRINGS and c == b'"' and not quoted:
            head = bytes(out).upper().rstrip()
            if not (head.endswith(b'REM') or head.endswith(b"'") or b"'" in head or b'REM' in head):
                j = line.find(b'"', i + 1)
                j = len(line) if j < 0 else j
                body = line[i + 1:j]
                if rnd.random() < rate * 2:
                    body = mutate_string(body, rnd)
                out += b'"' + body + line[j:j + 1]
                i = j + 1
                continue
        if c == b'"':
            quoted = not quoted
        if not quoted:
            head = bytes(out).upper().rstrip()
            if head.endswith(b'REM') or head.endswith(b"'") or head.endswith(b'DATA'):
                out += line[i:]
                break
            n = NUMBER.match(line, i)
            prev = line[i - 1:i] if i else b''
            if n and not (prev.isalpha() or prev in (b'$', b'%', b'!', b'#')):
                tok = n.group(1)
                before = bytes(out).upper().rstrip(b' ')
                is_ref = any(before.endswith(k.encode()) for k in LINE_REFS) or before.endswith(b',') and \
                    re.search(rb'(GOTO|GOSUB|RESTORE|LIST|DELETE|RENUM)[ 0-9,]*$', before)
                if not is_ref and rnd.random() < rate:
                    out += new_number(tok, rnd)
                else:
                    out += tok
                i = n.end()
                continue
        out += c
        i += 1
    return bytes(out)


def write_variants(out_dir, seed, k, names):
    rnd = random.Random(seed)
    os.makedirs(out_dir, exist_ok=True)
    made = []
    for name in names:
        src = open(os.path.join(SUITE, name, 'TEST.BAS'), 'rb').read()
        lines = src.replace(b'\r\n', b'\n').split(b'\n')
        for j in range(k):
            rate = rnd.choice([0.1, 0.2, 0.4])
            text = b'\r\n'.join(mutate_line(l, rnd, rate) for l in lines)
            v = '%s.%d' % (name, j)
            open(os.path.join(out_dir, v + '.bas'), 'wb').write(text)
            made.append(v)
    return made


def run_real(d, v):
    files = os.path.join(d, v + '.real')
    if os.path.isdir(files):
        return
    os.makedirs(files)
    r = subprocess.run([ORACLE, os.path.join(d, v + '.bas'), '--name=TEST.BAS', '--files=' + files,
                        '--timeout=' + TIMEOUT, '--meta=' + os.path.join(d, v + '.meta')], capture_output=True)
    open(os.path.join(d, v + '.rout'), 'wb').write(r.stdout)


def run_fer(d, v):
    work = tempfile.mkdtemp(prefix='mutate.')
    try:
        shutil.copy(os.path.join(d, v + '.bas'), os.path.join(work, 'TEST.BAS'))
        try:
            r = subprocess.run([FERRITE, 'run', '--dialect', 'gw', '--no-share', '--timeout', TIMEOUT, 'TEST.BAS'],
                               cwd=work, capture_output=True, stdin=subprocess.DEVNULL, timeout=40)
            out = r.stdout
        except subprocess.TimeoutExpired:
            out = b'<host timeout>'
        os.remove(os.path.join(work, 'TEST.BAS'))
        files = os.path.join(d, v + '.fer')
        shutil.rmtree(files, ignore_errors=True)
        shutil.copytree(work, files)
        open(os.path.join(d, v + '.fout'), 'wb').write(out)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def upper_files(d):
    return {f.upper(): open(os.path.join(d, f), 'rb').read() for f in os.listdir(d)
            if os.path.isfile(os.path.join(d, f))}


def main():
    out_dir, seed = sys.argv[1], int(sys.argv[2])
    k = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    names = sys.argv[4:] or runnable()
    variants = write_variants(out_dir, seed, k, names)
    run_and_compare(out_dir, variants)


def run_and_compare(out_dir, variants, workers=None):
    """Runs each variant OUT/V.bas on the machine and on ferrite, prints those that differ and the counts.

    `workers` oracle runs at a time (the environment's MUTATE_WORKERS, else 1: the oracle allows two
    runs at a time across every user of the machine)."""
    workers = workers or int(os.environ.get('MUTATE_WORKERS', '1'))
    with ThreadPoolExecutor(workers) as ex:
        list(ex.map(lambda v: run_real(out_dir, v), variants))
    bad = values = diffs = timeouts = 0
    for v in variants:
        run_fer(out_dir, v)
        r = open(os.path.join(out_dir, v + '.rout'), 'rb').read().rstrip(b'\n')
        f = open(os.path.join(out_dir, v + '.fout'), 'rb').read().rstrip(b'\n')
        meta = os.path.join(out_dir, v + '.meta')
        if os.path.exists(meta) and open(meta).read().strip() == 'timeout':
            # A program that never ends: the machine's output, cut at its last whole line,
            # must begin ferrite's; the files are not compared (the run was stopped).
            timeouts += 1
            if not f.startswith(r):
                bad += 1
                diffs += 1
                print('=== %s (timeout: not a prefix)' % v)
            continue
        rf, ff = upper_files(os.path.join(out_dir, v + '.real')), upper_files(os.path.join(out_dir, v + '.fer'))
        pairs = [('screen', r, f)] + [(n, rf.get(n), ff.get(n)) for n in sorted(set(rf) | set(ff))]
        n_diff = 0
        shown = []
        for label, a, b in pairs:
            al = (a or b'').split(b'\n')
            bl = (b or b'').split(b'\n')
            values += max(len(al), len(bl))
            nd = sum(1 for x, y in zip(al, bl) if x != y) + abs(len(al) - len(bl)) + (a is None) + (b is None)
            if nd:
                n_diff += nd
                shown.append((label, a, b))
        if not n_diff:
            continue
        bad += 1
        diffs += n_diff
        print('===', v)
        for label, a, b in shown:
            if a is None or b is None:
                print('%s: only %s' % (label, 'ferrite' if a is None else 'real'))
                continue
            al = a.decode('latin-1').replace('\r', '').split('\n')
            bl = b.decode('latin-1').replace('\r', '').split('\n')
            for line in list(difflib.unified_diff(al, bl, 'real ' + label, 'ferrite', lineterm='', n=1))[:16]:
                print(line)
    print('%d of %d variants differ (%d never end: compared as a prefix); %d values compared, %d differ'
          % (bad, len(variants), timeouts, values, diffs))


if __name__ == '__main__':
    main()
