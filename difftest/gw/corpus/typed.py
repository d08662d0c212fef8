#!/usr/bin/env python3
"""typed.py SRC OUT [N] [SEED]: listings of the era typed in at `Ok`, on the real machine and
on ferrite.

People typed programs in from books and magazines. This takes N ASCII listings from SRC (a
folder of GW-BASIC programs, for instance a checkout of a public collection: read where it
is, never copied into the repository) and types each at `Ok` as keys (`session`): every
numbered line then Enter, in runs of lines out of order, some with a typo rubbed out by
Backspace, some typed wrong first and typed again, and a line typed that is not wanted then
deleted by its number alone. Then LIST (whole and three ranges), `SAVE "X"` (tokenised),
`SAVE "Y",A` (ASCII), and RUN with typed answers (`answers.py`). The machine's stream (its
copies of typed lines cut, `../program/diffdirect.py` `uncopy`) and ferrite's are compared
line by line without empty lines, and the files X.BAS, Y.BAS and whatever the run wrote
byte for byte. This measures the cruncher (every real line tokenised as typed: keywords
inside names, spacing, numbers of every form, DATA, REM and `'` text, ELSE, &H/&O), the
lister and the program file formats.

The machine runs `GWBASIC PROG.BAS` with PROG.BAS `10 NEW` (back at `Ok`, no program), with
the copy of gw-real whose key feeder goes on at `Ok` (diffdirect's `direct_oracle`). Lines
holding control characters other than Tab are left out (a person could not type them), as
are lines not starting with a number (they would run as commands). A run stopped by the
time limit (the program's RUN going on) is compared as a prefix.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', 'program'))
import answers  # noqa: E402
from corpus import fixed_seed  # noqa: E402
from diffdirect import direct_oracle, FERRITE, M1, M2, MN  # noqa: E402

TIMEOUT = int(os.environ.get('TYPED_TIMEOUT', '40'))
# The typed program's own run gets this many answers.
RUN_ANSWERS = 24
# The most keys the oracle's feeder (FEEDK.COM) takes, less room.
FEEDK_KEYS = 31000
# How long and how far ferrite's run of a session goes (one that never ends is stopped).
FERRITE_SECONDS = 20
FERRITE_BYTES = 8 << 20


def bas_files(src, keep):
    """The .BAS files under SRC that `keep(path)` accepts, sorted."""
    found = []
    for d, _, files in os.walk(src):
        for f in files:
            p = os.path.join(d, f)
            if f.upper().endswith('.BAS') and keep(p):
                found.append(p)
    return sorted(found)


def listings(src):
    """The ASCII .BAS files under SRC, sorted (tokenised and protected ones left out)."""
    def ascii_head(p):
        head = open(p, 'rb').read(1)
        return bool(head) and head[0] not in (0xFF, 0xFE, 0xFC)
    return bas_files(src, ascii_head)


def typable(line):
    """A listing's line a person types (a number first, no control key but Tab in it)."""
    s = line.lstrip(b' ')
    return s[:1].isdigit() and not any(c < 32 and c != 9 for c in line) and len(line) < 250


def typo(r, line):
    """The line with a wrong key typed somewhere and rubbed out at once by Backspace."""
    k = r.randrange(1, len(line) + 1)
    return line[:k] + bytes([r.choice(b'QXZ;7 ')]) + b'\x08' + line[k:]


def number_of(line):
    """The line number a typed line starts with."""
    s = line.lstrip(b' ')
    n = 0
    while n < len(s) and s[n:n + 1].isdigit():
        n += 1
    return s[:n]


def session(r, text):
    """(keys, lines typed): the listing typed in at `Ok` as a person did, then LIST, LIST
    ranges, SAVE both ways and RUN with answers."""
    lines = [l.rstrip(b'\r') for l in text.split(b'\x1a')[0].split(b'\n')]
    lines = [l for l in lines if typable(l)]
    # Type in runs of a few lines, the runs now and then out of order (a page typed later).
    runs, i = [], 0
    while i < len(lines):
        k = r.randrange(1, 12)
        runs.append(lines[i:i + k])
        i += k
    for _ in range(len(runs) // 6):
        a, b = r.randrange(len(runs)), r.randrange(len(runs))
        runs[a], runs[b] = runs[b], runs[a]
    keys = []
    for run in runs:
        for line in run:
            roll = r.random()
            if roll < 0.08 and len(line) > 4:
                keys.append(typo(r, line))
            elif roll < 0.12 and len(line) > 8:
                # Typed wrong (a piece left out), seen, typed again.
                cut = r.randrange(len(number_of(line)) + 1, len(line))
                keys.append(line[:cut])
                keys.append(line)
            elif roll < 0.14:
                # A line typed that is not wanted (the next number), then deleted.
                n = number_of(line)
                keys.append(line)
                extra = b'%d' % (int(n) + 1) if n else b'1'
                keys.append(extra + b' REM')
                keys.append(extra)
            else:
                keys.append(line)
    nums = sorted({int(number_of(l)) for l in lines if number_of(l)})
    keys.append(b'LIST')
    if nums:
        a, b = sorted(r.choice(nums) for _ in range(2))
        keys += [b'LIST %d-%d' % (a, b), b'LIST -%d' % a, b'LIST %d-' % b]
    keys += [b'SAVE "X"', b'SAVE "Y",A', b'RUN']
    keys += answers.keys_for(text).split(b'\n')[:RUN_ANSWERS]
    keys = b'\n'.join(keys) + b'\n'
    if len(keys) > FEEDK_KEYS and len(lines) > 1:
        # The oracle's key feeder holds 32000 bytes: type the listing's first part.
        keep = len(lines) * FEEDK_KEYS // len(keys) - 1
        return session(r, b'\n'.join(lines[:max(keep, 1)]))
    return keys, len(lines)


def edited(line):
    """A typed line as the editor read it: Backspace rubs out the key before it, Esc all."""
    got = b''
    for c in line:
        if c == 8:
            got = got[:-1]
        elif c == 27:
            got = b''
        else:
            got += bytes([c])
    return got


def uncopy(raw, keys):
    """The machine's raw stream without its copies of typed lines (the markers show where a
    typed line's keys begin and its Enter comes; what follows the Enter to the line's end is
    the copy GW-BASIC writes of the line it read, cut only when it is that line: a line
    whose keys INKEY$ took is followed by the program's own output)."""
    i = raw.rfind(b'\x1b\x1b$')
    body = (raw[:i] if i >= 0 else raw).replace(MN, b'').replace(b'\xff', b'')
    typed = keys.split(b'\n')
    out, k = b'', 0
    # Whether `body` starts a row (it was cut after a line end, not in mid-row).
    row_start = True
    while True:
        a = body.find(M1)
        if a < 0:
            return out + body
        line_start = body.rfind(b'\n', 0, a) + 1
        before = body[line_start:a]
        # A line offered for editing (`10 SOUND ON` after `Syntax error in 10`, AUTO's
        # number) is part of the line read: a line number then a blank or AUTO's `*` at a
        # row's start (a program's prompt `1.   ENTER ...`, or its output after a key it
        # read, is output).
        at_start = line_start > 0 or row_start
        offered = before if at_start and re.match(rb'\d+[ *]', before) else b''
        if offered:
            before = b''
        out += body[:line_start] + before
        b = body.find(M2, a + 4)
        if b < 0:
            body = body[a + 4:]
            continue
        out += body[a + 4:b]
        e = body.find(b'\r\n', b + 4)
        e = e if e >= 0 else len(body)
        # GW-BASIC ends its copy with CR LF at once: a line whose keys INKEY$ took is
        # followed by the program's output, and the next line's keys may come before any
        # line end.
        nxt = body.find(M1, b + 4)
        if 0 <= nxt < e:
            e = b + 4
        copy = body[b + 4:e]
        line = edited(typed[k]) if k < len(typed) else b''
        k += 1
        # (A Tab is spaces on the screen: compared without blanks.)
        bare = line.replace(b'\t', b'').replace(b' ', b'')
        # The copy is the row as read: a line typed over other text (a listed line's
        # second row) is read with the rest of that row.
        # A line whose first keys INKEY$ took is read from the rest: its copy is the
        # line's tail (`ES` of `YES`), which ferrite, not echoing, does not show either.
        tail = copy.rstrip() and line.rstrip().endswith(copy.rstrip())
        # A line a running program read after its prompt on the row (`N? `, `? `) is copied
        # as typed, then the program goes on: after `INPUT;` on the same row (`AB?Redo from
        # start`, `5/ 5`), so only the typed line is cut there; a line read at `Ok` is cut
        # with the rest of its row (the row as read). (When the next line's keys come before
        # the row's end, the copy is empty: INKEY$ took those keys and the program echoes
        # them itself.)
        whole = line.rstrip()
        if before and not offered and whole and copy.startswith(whole):
            n = len(line) if copy.startswith(line) else len(whole)
            body = body[b + 4 + n:]
        elif offered or (whole and copy.startswith(whole)) or not copy.strip() or tail or (
                b'\t' in line and copy.replace(b' ', b'') == bare):
            body = body[e:]
        else:
            body = body[b + 4:]
        # (A cut at a line end leaves the CR LF, so the next row's start is found.)
        row_start = False


def lines_of(out):
    """A stream's lines without empty ones (trailing blanks and the prompt's SO dropped)."""
    got = []
    for l in out.decode('latin-1').replace('\r', '').split('\n'):
        l = l.rstrip('\x0e ')
        if l.strip():
            got.append(l)
    return got


def files_of(d):
    """{name: bytes} of the files a session left in d (but the program it started from)."""
    found = {}
    if os.path.isdir(d):
        for f in os.listdir(d):
            p = os.path.join(d, f)
            if os.path.isfile(p) and f.upper() not in ('PROG.BAS', 'SCREEN.TXT', 'KEYS.TXT', 'TB.BAS', 'LOADER.BAS'):
                found[f.upper()] = open(p, 'rb').read()
    return found


def run_ferrite(d, keys, dos='PROG.BAS'):
    """ferrite's stream of the session in d: a run that goes on (the typed program never
    ending) is stopped after FERRITE_SECONDS or FERRITE_BYTES, its stream so far kept."""
    p = subprocess.Popen([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', dos],
                         cwd=d, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL)
    got = []

    def read():
        n = 0
        while n < FERRITE_BYTES:
            b = p.stdout.read1(65536)
            if not b:
                break
            got.append(b)
            n += len(b)

    t = threading.Thread(target=read)
    t.start()
    try:
        p.stdin.write(keys.replace(b'\n', b'\r'))
        p.stdin.close()
    except BrokenPipeError:
        pass
    t.join(FERRITE_SECONDS)
    p.kill()
    t.join()
    p.wait()
    return b''.join(got)


def run_one(gw, src, out, name, keys, program=b'10 NEW\r\n', dos='PROG.BAS'):
    """Runs one session on both; returns (machine lines, ferrite lines, stopped, file notes)."""
    d = os.path.join(out, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    prog = os.path.join(d, dos)
    open(prog, 'wb').write(program)
    open(os.path.join(d, 'KEYS.TXT'), 'wb').write(keys)
    rawfile = os.path.join(d, 'real.raw')
    g = subprocess.run([gw, prog, os.path.join(d, 'KEYS.TXT'), '--files=' + d + '/real', '--raw',
                        '--name=' + dos,
                        '--timeout=%d' % TIMEOUT], capture_output=True, timeout=TIMEOUT + 120)
    open(rawfile, 'wb').write(g.stdout)
    end = g.stdout[g.stdout.rfind(b'\x1b\x1b$') + 3:][:1]
    stopped = g.returncode == 124 or end == b'T'
    fd = os.path.join(d, 'fer')
    os.makedirs(fd)
    shutil.copy(prog, fd)
    # The machine's folder holds the file its stream is redirected to (`FILES "*.TXT"`
    # lists it), as corpus.py's does.
    open(os.path.join(fd, 'SCREEN.TXT'), 'wb').close()
    f = run_ferrite(fd, keys, dos)
    open(os.path.join(d, 'fer.out'), 'wb').write(f)
    # The oracle takes GW-BASIC's 0xFF bytes out of its stream: ferrite's go too (a
    # `CHR$(255)` the program prints goes with them, as corpus.py does).
    gl, fl = lines_of(uncopy(g.stdout, keys)), lines_of(f.replace(b'\xff', b''))
    # The machine's run ended waiting for keys when they were used up; ferrite's piped
    # keyboard ends there and goes back to `Ok`.
    if end == b'E' and fl[-1:] == ['Ok'] and gl[-1:] != ['Ok']:
        fl.pop()
    open(os.path.join(d, 'real.txt'), 'w').write('\n'.join(gl) + '\n')
    open(os.path.join(d, 'fer.txt'), 'w').write('\n'.join(fl) + '\n')
    notes = []
    a, b = files_of(os.path.join(d, 'real')), files_of(fd)
    for fn in sorted(set(a) | set(b)):
        if fn in ('X.BAS', 'Y.BAS') or not stopped:
            if a.get(fn) != b.get(fn):
                notes.append(' file %s: real %s, ferrite %s' % (
                    fn, 'none' if fn not in a else '%d bytes' % len(a[fn]),
                    'none' if fn not in b else '%d bytes' % len(b[fn])))
    return gl, fl, stopped, notes


def report(name, rel, size, gl, fl, stopped, notes):
    """Prints how a session's streams (`gl` the machine's, `fl` ferrite's) differ, and `notes`
    on the files; a session the machine did not finish is compared as a prefix. -> differed."""
    import difflib
    same = fl[:len(gl) - 1] == gl[:-1] if stopped else gl == fl
    if same and not notes:
        return False
    print('=== %s %s (%s)%s' % (name, rel, size, ' (timeout)' if stopped else ''))
    for line in list(difflib.unified_diff(gl, fl, 'real', 'ferrite', lineterm='', n=1))[:14]:
        print(line)
    for line in notes:
        print(line)
    sys.stdout.flush()
    return True


def main():
    src, out = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    only = sys.argv[5:]  # names of sessions to run again (Tnnn)
    os.makedirs(out, exist_ok=True)
    paths = listings(src)
    r = random.Random(seed)
    r.shuffle(paths)
    gw = direct_oracle()
    bad = typed = 0
    done = 0
    for p in paths:
        if done >= n:
            break
        # The clocks differ: `RANDOMIZE TIMER` is typed as `RANDOMIZE 1` (corpus.py).
        text = fixed_seed(open(p, 'rb').read().replace(b'\r\n', b'\n'))
        keys, count = session(random.Random('%d %s' % (seed, p)), text)
        if count == 0:
            continue
        name = 'T%03d' % done
        done += 1
        if only and name not in only:
            continue
        typed += count
        open(os.path.join(out, name + '.src'), 'w').write(os.path.relpath(p, src) + '\n')
        gl, fl, stopped, notes = run_one(gw, src, out, name, keys)
        if report(name, os.path.relpath(p, src), '%d lines' % count, gl, fl, stopped, notes):
            bad += 1
    print('%d of %d sessions differ (%d lines typed)' % (bad, done, typed))


if __name__ == '__main__':
    main()
