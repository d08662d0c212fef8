#!/usr/bin/env python3
"""keyed.py OUT SEED [K] [NAME...]: the real GW-BASIC test programs that are typed at, changed, against
the machine.

Takes the tests of ../shared/conformance/gw/pcbasic-suite that mutate.py leaves out: those with
keys= (INPUT answers, INKEY$, commands at `Ok`), exec=, load=, quit=False, or input files beside
TEST.BAS (STEP2.BAS, CHAIN.BA2, data files); not those with a tokenised program file (the oracle
types text) or a printer on the host (lpt1=). Writes K variants of each into OUT, each with one or
two changes (listed in OUT/CHANGES.txt):

- `lit`: numeric literals of TEST.BAS changed as mutate.py changes them;
- `struct`: TEST.BAS's structure changed as restructure.py changes it;
- `data`: numbers in an input file (a data file or another program) changed;
- `keys`: the typed keys changed: another answer or command line (numbers, strings, commas,
  quotes, empty, 255 characters), an extra Enter, Esc, Backspace, a line feed, an extended key
  (arrows, Home, End, Ins, Del, F1-F10, Ctrl+arrows), a key dropped, a line typed twice, a
  line's case changed, a command typed at `Ok` before the last SYSTEM (LIST, CONT, RUN, PRINT of
  FRE/ERR/ERL/CSRLIN/POS, CLEAR ...). Ctrl-C is never added: at INPUT it ends GW-BASIC itself
  under the oracle's DOSBox.

Each variant runs on the real GW-BASIC (gwkeys.py: the keys fed one at a time as GW-BASIC polls,
extended keys as NUL + scan code, any number of `Ok` prompts) and on `ferrite basic --dialect gw
--no-share` started as tests/pcbasic.rs starts it with the keys piped in; every file left in the
folder is compared (names without regard to case), and the screen streams without empty lines
and the copies of typed lines (../program/diffdirect.py `clean`). When the machine's run ended
waiting for a key with none left (its files then unflushed), each of its files need only begin
ferrite's; a run stopped at the time limit compares no files.

    cargo build --release
    python3 difftest/gw/mutate/keyed.py /tmp/ky 1 3
    python3 difftest/gw/mutate/keyed.py /tmp/ky0 0 0     # the tests as they are
"""
import difflib
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', 'program'))
import gwkeys  # noqa: E402
import mutate  # noqa: E402
import restructure  # noqa: E402
import suite  # noqa: E402
from diffdirect import clean  # noqa: E402

FERRITE = os.environ.get('FERRITE', os.path.join(gwkeys.ROOT, 'target', 'release', 'ferrite'))
TIMEOUT = float(os.environ.get('MUTATE_TIMEOUT', '15'))

# Answers and command lines a variant types instead of one of the test's typed lines.
ANSWERS = ['0', '1', '-1', '1E+39', '32768', '-32769', '&H10', '&O7', '1.5', '.', '1,2', '1,2,3', '1,',
           ',', '"A,B"', '"A"B', '""', 'A', 'abc', ' ', '', 'Y', 'N', '1D2', '1E', '+', '1 2', '"', "'",
           'X' * 255, 'A' * 79, 'B' * 80, 'C' * 81, '12345678901234567890', 'system', 'SYSTEM 1',
           'LIST', 'CONT', 'RUN', 'RUN 1000', 'CLEAR', 'NEW', 'PRINT FRE(0)', '?ERR;ERL', '?CSRLIN;POS(0)',
           'GOTO 1000', 'TRON', 'AUTO', 'EDIT .', 'LIST .', 'DELETE .', 'RENUM', 'KEY LIST', 'FILES "*.ZZ"',
           '10 PRINT 1', '?"A";:?"B"', 'WIDTH 40', 'WIDTH 80', 'LOCATE 1,1', 'CLS', 'PRINT #1,1']
COMMANDS = ['LIST', 'LIST 10-', 'CONT', 'PRINT FRE(0)', '?ERR;ERL', '?CSRLIN;POS(0)', 'CLEAR', 'TRON',
            'TROFF', 'RUN 1000', 'GOTO 1000', 'RENUM', 'RENUM 100,,5', 'DELETE 1-5', 'EDIT .', 'LIST .',
            '?A;A$;I;X;Y', 'CLOSE', 'KEY OFF', 'WIDTH 40', 'NEW', 'SAVE "Q",A', 'LOAD "TEST"', 'CHAIN "TEST"']
EXTENDED = [b'\0\x48', b'\0\x50', b'\0\x4b', b'\0\x4d', b'\0\x47', b'\0\x4f', b'\0\x52', b'\0\x53',
            b'\0\x73', b'\0\x74', b'\0\x75', b'\0\x77'] + [b'\0' + bytes([c]) for c in range(0x3b, 0x45)]
# The mutations that put one key in: what the change list calls it, and the key.
ONE_KEY = {'enter': ('Enter', b'\r'), 'esc': ('Esc', b'\x1b'), 'bs': ('Backspace', b'\x08'),
           'lf': ('line feed', b'\n')}
SYSTEM = re.compile(rb'(?i)system\r')


def units(keys):
    """The keys as a list of keys (an extended key is NUL and its scan code, one key)."""
    out, i = [], 0
    while i < len(keys):
        n = 2 if keys[i] == 0 and i + 1 < len(keys) else 1
        out.append(keys[i:i + n])
        i += n
    return out


def lines_of(us):
    """[(start, end)] of the typed lines: the keys between two Enters (end: the Enter's index)."""
    out, s = [], 0
    for i, u in enumerate(us):
        if u == b'\r':
            out.append((s, i))
            s = i + 1
    if s < len(us):
        out.append((s, len(us)))
    return out


def mutate_keys(keys, rnd):
    """Another key sequence near `keys` (the last SYSTEM and what follows kept), and what changed."""
    m = list(SYSTEM.finditer(keys))
    head, tail = (keys[:m[-1].start()], keys[m[-1].start():]) if m else (keys, b'')
    us = units(head)
    lines = lines_of(us)
    op = rnd.choice(['answer', 'answer', 'answer', 'enter', 'esc', 'ext', 'ext', 'bs', 'lf', 'drop', 'dup',
                     'case', 'command'])
    pos = rnd.randrange(len(us) + 1)
    if op == 'answer' and lines:
        s, e = rnd.choice(lines)
        new = rnd.choice(ANSWERS).encode()
        us[s:e] = [bytes([c]) for c in new]
        what = 'typed %r for %r' % (new[:20], b''.join(units(head)[s:e])[:20])
    elif op in ONE_KEY:
        name, key = ONE_KEY[op]
        us.insert(pos, key)
        what = '%s at %d' % (name, pos)
    elif op == 'ext':
        k = rnd.choice(EXTENDED)
        for _ in range(rnd.choice([1, 1, 2, 3])):
            us.insert(pos, k)
        what = 'key 0x%02X at %d' % (k[1], pos)
    elif op == 'drop' and us:
        pos = min(pos, len(us) - 1)
        what = 'dropped %r at %d' % (us[pos], pos)
        del us[pos]
    elif op == 'dup' and lines:
        s, e = rnd.choice(lines)
        us[e + 1:e + 1] = us[s:e] + [b'\r']
        what = 'typed %r twice' % b''.join(us[s:e])[:20]
    elif op == 'case' and lines:
        s, e = rnd.choice(lines)
        us[s:e] = [u.swapcase() if len(u) == 1 else u for u in us[s:e]]
        what = 'case of %r' % b''.join(us[s:e])[:20]
    else:
        cmd = rnd.choice(COMMANDS).encode()
        if head and not head.endswith(b'\r'):
            cmd = b'\r' + cmd
        us.append(cmd + b'\r')
        what = 'typed %r at the end' % cmd
    return b''.join(us) + tail, what


def mutate_numbers(data, rnd, rate):
    """A text file with some of its numbers changed (mutate.py's choices)."""
    out = []
    for line in data.split(b'\n'):
        def sub(m):
            return mutate.new_number(m.group(1), rnd) if rnd.random() < rate else m.group(1)
        out.append(mutate.NUMBER.sub(sub, line) if not line[:1].isdigit() else mutate.mutate_line(line, rnd, rate))
    return b'\n'.join(out)


def variant(sess, rnd):
    """A changed session: (files, start, keys, [what changed])."""
    files, start, keys, _ = sess
    files = dict(files)
    main = start[1] if start[0] != 'none' and start[1] in files else 'TEST.BAS' if 'TEST.BAS' in files else None
    others = [f for f in files if f != main]
    kinds = []
    if main:
        kinds += ['lit', 'lit', 'struct', 'struct']
    if keys:
        kinds += ['keys', 'keys', 'keys']
    if others:
        kinds += ['data']
    done = []
    for kind in rnd.sample(kinds, min(len(kinds), rnd.choice([1, 1, 2]))):
        if kind == 'lit':
            rate = rnd.choice([0.1, 0.2, 0.4])
            lines = files[main].replace(b'\r\n', b'\n').split(b'\n')
            files[main] = b'\r\n'.join(mutate.mutate_line(line, rnd, rate) for line in lines)
            done.append('lit %s (rate %s)' % (main, rate))
        elif kind == 'struct':
            prog = restructure.parse(files[main])
            if prog:
                new, what = restructure.variant(prog, rnd)
                files[main] = restructure.render(new)
                done.append('struct %s: %s' % (main, '; '.join(what)))
        elif kind == 'keys':
            keys, what = mutate_keys(keys, rnd)
            done.append('keys: ' + what)
        else:
            f = rnd.choice(others)
            files[f] = mutate_numbers(files[f], rnd, rnd.choice([0.2, 0.5]))
            done.append('data %s' % f)
    return files, start, keys, done


def ferrite_args(start):
    args = [FERRITE, 'basic', '--dialect', 'gw', '--no-share']
    if start[0] == 'run':
        args += ['--run', start[1]]
    elif start[0] == 'load':
        args += ['--load', start[1]]
    else:
        args.append('--no-banner')
    return args


def run_ferrite(files, start, keys):
    """-> (stdout bytes, {NAME: bytes} left, timed out)."""
    with tempfile.TemporaryDirectory(prefix='keyed.') as d:
        for name, data in files.items():
            open(os.path.join(d, name), 'wb').write(data)
        try:
            out = subprocess.run(ferrite_args(start), cwd=d, input=keys, capture_output=True,
                                 timeout=TIMEOUT + 10).stdout
            late = False
        except subprocess.TimeoutExpired:
            out, late = b'<host timeout>', True
        left = {f.upper(): open(os.path.join(d, f), 'rb').read() for f in os.listdir(d)
                if os.path.isfile(os.path.join(d, f))}
    return out, left, late


# GW-BASIC's messages: the screen streams are compared by these lines only (the copies of
# typed lines, of function keys' texts and of lines read by KYBD: or INPUT$ are not marked
# apart in the machine's stream, so the rest is noise; the screen itself is compared through
# the files the programs dump it into).
MESSAGES = ['NEXT without FOR', 'Syntax error', 'RETURN without GOSUB', 'Out of DATA',
            'Illegal function call', 'Overflow', 'Out of memory', 'Undefined line number',
            'Subscript out of range', 'Duplicate Definition', 'Division by zero', 'Illegal direct',
            'Type mismatch', 'Out of string space', 'String too long', 'String formula too complex',
            "Can't continue", 'Undefined user function', 'No RESUME', 'RESUME without error',
            'Unprintable error', 'Missing operand', 'Line buffer overflow', 'Device Timeout',
            'Device Fault', 'FOR without NEXT', 'Out of Paper', 'WHILE without WEND',
            'WEND without WHILE', 'FIELD overflow', 'Internal error', 'Bad file number',
            'File not found', 'Bad file mode', 'File already open', 'Device I/O Error',
            'File already exists', 'Disk full', 'Input past end', 'Bad record number',
            'Bad file name', 'Direct statement in file', 'Too many files', 'Device Unavailable',
            'Communication buffer overflow', 'Permission Denied', 'Disk not Ready', 'Disk Media Error',
            'Advanced Feature', 'Rename across disks', 'Path/File Access Error', 'Path not found',
            'Break in', '?Redo from start']


def messages(lines):
    return [l.strip() for l in lines if any(m in l for m in MESSAGES)]


def compare(real, fer):
    """[(label, real text, ferrite text)] of what differs, and the count of values compared."""
    (raw, rfiles, code), (fout, ffiles, late) = real, fer
    shown, values = [], 0
    rs, fs = messages(clean(raw, None, True)), messages(clean(fout, None))
    values += max(len(rs), len(fs))
    if code in ('E', 'T'):
        # The machine's run was cut: its stream, but for its last line, must begin ferrite's.
        if fs[:len(rs) - 1] != rs[:-1]:
            shown.append(('screen (cut)', rs, fs))
    elif rs != fs:
        shown.append(('screen', rs, fs))
    if code == 'T' or late:
        return shown, values
    for name in sorted(set(rfiles) | set(ffiles)):
        a, b = rfiles.get(name), ffiles.get(name)
        values += max(len((a or b'').split(b'\n')), len((b or b'').split(b'\n')))
        if code == 'E' and a is not None and b is not None and b.startswith(a):
            continue
        if a != b:
            txt = lambda x: None if x is None else x.decode('latin-1').replace('\r', '').split('\n')
            shown.append((name, txt(a), txt(b)))
    return shown, values


def tests():
    """The suite's tests mutate.py leaves out that the oracle can run."""
    plain = set(mutate.runnable())
    return [n for n in suite.names() if n not in plain and suite.session(n)]


def main():
    out_dir, seed = sys.argv[1], int(sys.argv[2])
    k = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    names = sys.argv[4:] or tests()
    os.makedirs(out_dir, exist_ok=True)
    rnd = random.Random(seed)
    jobs = []
    log = open(os.path.join(out_dir, 'CHANGES.txt'), 'a')
    for name in names:
        sess = suite.session(name)
        if not sess:
            continue
        for j in range(max(k, 1)):
            # K = 0: the tests as they are (the runner's check against ferrite).
            files, start, keys, done = variant(sess, rnd) if k else (sess[0], sess[1], sess[2], ['as is'])
            v = '%s.k%d' % (name, j)
            vd = os.path.join(out_dir, v)
            os.makedirs(vd, exist_ok=True)
            for f, data in files.items():
                open(os.path.join(vd, f), 'wb').write(data)
            open(os.path.join(vd, 'KEYS'), 'wb').write(keys)
            log.write('%s: %s %s; %s\n' % (v, start[0], start[1] or '', '; '.join(done)))
            jobs.append((v, files, start, keys))
    log.close()
    workers = int(os.environ.get('MUTATE_WORKERS', '1'))
    bad = values = 0
    with ThreadPoolExecutor(workers) as ex:
        reals = ex.map(lambda j: gwkeys.run(j[1], j[3], j[2], TIMEOUT), jobs)
        for (v, files, start, keys), real in zip(jobs, reals):
            fer = run_ferrite(files, start, keys)
            differs, n = check(v, real, fer)
            bad += differs
            values += n
    print('%d of %d variants differ; %d values compared' % (bad, len(jobs), values))


def check(v, real, fer):
    """Compares one run, prints its differences; (1 if it differs else 0, values compared)."""
    shown, values = compare(real, fer)
    if shown:
        show(v, real, shown)
    return (1 if shown else 0), values


def show(v, real, shown):
    """Prints one run's differences: each compared item's unified diff, cut to 14 lines."""
    print('=== %s (machine ended: %s)' % (v, real[2]))
    for label, a, b in shown:
        if a is None or b is None:
            print('%s: only %s' % (label, 'ferrite' if a is None else 'real'))
            continue
        for line in list(difflib.unified_diff(a, b, 'real ' + label, 'ferrite', lineterm='', n=1))[:14]:
            print(line[:160] + ('...' if len(line) > 160 else ''))
    sys.stdout.flush()


if __name__ == '__main__':
    main()
