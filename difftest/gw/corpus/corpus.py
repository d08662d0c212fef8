#!/usr/bin/env python3
"""corpus.py SRC OUT [N] [SEED]: programs of the era against the real machine.

Takes N programs (all when N is 0) from SRC, a folder of GW-BASIC programs as people wrote
them (for instance a checkout of a public collection: read where it is, never copied into
the repository), and runs each on ../shared/oracles/gw-real and on target/release/ferrite
with the same typed answers (answers.py: made from each program's text), as `TEST.BAS` in a
folder holding the files of the program's own folder it names (companions.py: given through
a loader both machines run, which then RUNs TEST.BAS), else as `TEST.BAS` alone. A
tokenised program is first listed to ASCII by ferrite itself (LOAD, then SAVE ,A: the
oracle takes text only); protected programs are left out.

The runs are compared as streams, typed text included (the oracle's raw stream, its
markers taken out; ferrite with --echo): equal when both ended (the program's end, an error,
or the answers used up), and the machine's as the beginning of ferrite's when the machine's
run was stopped by the time limit (DOSBox is slower). 0xFF bytes are taken out of both (the
oracle drops GW-BASIC's). Every file the runs leave in the folder is compared byte for byte
when both ended. `RANDOMIZE <clock>` is made `RANDOMIZE 1` in the listing run on both.
Prints the programs that differ with a short diff, and the counts. Both get the
keys from the same typist: the oracle's FEEDK types a key when GW-BASIC polls after it has
printed since the last one, or after 400 empty polls, and `ferrite run`'s piped keyboard
types them alike (docs/gw-programs.md, the piped typist). Output from TIME$ or TIMER
differs (the clocks).
"""
import difflib
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import answers  # noqa: E402
import companions  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.environ.get('GWREAL', os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real', 'gwreal-run'))
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))
TIMEOUT = os.environ.get('CORPUS_TIMEOUT', '6')
# Files of the folder the machine's and ferrite's runs leave that the program did not write.
NOT_WRITTEN = ('TEST.BAS', 'LOADER.BAS', 'SCREEN.TXT')


def programs(src):
    """The .BAS files under SRC, sorted."""
    found = []
    for d, _, files in os.walk(src):
        for f in files:
            if f.upper().endswith('.BAS'):
                found.append(os.path.join(d, f))
    return sorted(found)


def ascii_text(path, work):
    """The program as an ASCII listing (None for a protected file or one ferrite cannot list)."""
    data = open(path, 'rb').read()
    if not data:
        return None
    if data[0] == 0xFE:
        return None
    if data[0] != 0xFF:
        return data
    shutil.copy(path, os.path.join(work, 'IN.BAS'))
    keys = b'LOAD "IN.BAS"\rSAVE "OUT.BAS",A\rSYSTEM\r'
    try:
        subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share'], input=keys, cwd=work,
                       capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        return None
    out = os.path.join(work, 'OUT.BAS')
    return open(out, 'rb').read() if os.path.exists(out) else None


# RANDOMIZE seeded from the clock (TIMER, TIME$), to the end of its statement.
CLOCK_SEED = re.compile(rb'(RANDOMIZE)[^:\n]*TIME[^:\n]*', re.I)


def fixed_seed(text):
    """The program with `RANDOMIZE <clock>` made `RANDOMIZE 1`: the machine's clock in DOSBox
    and the host's are not the same, and the random numbers drawn would differ for that alone."""
    return CLOCK_SEED.sub(rb'\1 1', text)


def prepare(src, out, n, seed):
    """Writes OUT/Pnnn.bas (the listings), OUT/Pnnn.src (where each came from), OUT/Pnnn.keys
    (its answers, answers.py) and OUT/Pnnn.ldr (its companions' loader, companions.py)."""
    os.makedirs(out, exist_ok=True)
    paths = programs(src)
    if n:
        random.Random(seed).shuffle(paths)
    names = []
    work = tempfile.mkdtemp(prefix='corpus.')
    try:
        for p in paths:
            if n and len(names) >= n:
                break
            text = ascii_text(p, work)
            if text is None:
                continue
            # One kind of line end (the machine and ferrite read mixed CR LF and LF alike
            # only when it is one kind).
            text = text.replace(b'\r\n', b'\n').split(b'\x1a')[0]
            text = fixed_seed(text)
            name = 'P%03d' % len(names)
            open(os.path.join(out, name + '.bas'), 'wb').write(text)
            open(os.path.join(out, name + '.src'), 'w').write(os.path.relpath(p, src) + '\n')
            names.append(name)
            open(os.path.join(out, name + '.keys'), 'wb').write(answers.keys_for(text))
            companions.write(out, name, os.path.dirname(p), text, p)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return names


# The oracle's markers in its raw stream (gwreal-run, feedk.asm): before a typed line's first
# key, before its Enter, the end (then D: back at Ok, E: input used up, T: time limit), and
# GW-BASIC's line break before Ok.
M1, M2, MEND, MN = b'\x1b\x1b<K', b'\x1b\x1b>K', b'\x1b\x1b$', b'\x1b\x1b!N'
OKTAIL = b'Ok\xff\r\n'


def prompt_in_graphics(body):
    """Where the `Ok` of a program that ended in a graphics mode begins in the oracle's raw
    stream (an `Ok` with typing after it: a typed line's first key, or the Enter of a
    line whose keys INKEY$ took while the program ran; or a line `Ok` after an error
    message of a program line, `Syntax error in 7090`, which GW-BASIC follows with the line
    listed for editing), or None."""
    # (In a graphics mode GW-BASIC does not move to a new line before that `Ok`.)
    found = [k for k in (body.find(b'Ok\r\n' + m) for m in (M1, M2)) if k >= 0]
    m = re.search(rb'(?:^|\n)[^\n]* in \d+\r\n(Ok\r\n)', body)
    if m:
        found.append(m.start(1))
    return min(found) if found else None


def real_stream(raw, host_timeout):
    """(stream, stopped) of the oracle's raw stream: all GW-BASIC wrote, typed text included
    (as `--echo`), markers, 0xFF bytes and the final Ok taken out. gwreal-run itself drops
    what follows a typed line's first key when its Enter never comes (a program reading keys
    by INKEY$ that stops in the middle of a line), and without `--echo` takes each typed
    line's text out where it follows the Enter, which is a program's own echo when it reads
    its keys by INKEY$ and prints them: here nothing is dropped."""
    i = raw.rfind(MEND)
    code = raw[i + 3:i + 4] if i >= 0 else b''
    body = raw[:i] if i >= 0 else raw
    # In a graphics mode (SCREEN 1, 2) GW-BASIC writes its `Ok` without the 0xFF FEEDK
    # waits for, so the answers left are typed at the prompt: the program ended at the
    # first `Ok` a typed line follows.
    at = prompt_in_graphics(body)
    if at is not None:
        body, code = body[:at] + OKTAIL, b'D'
    if code == b'D':
        k = body.rfind(OKTAIL)
        if k >= 0:
            body = body[:k]
        if body.endswith(MN + b'\r\n'):
            body = body[:-len(MN) - 2]
    stopped = code == b'T' or (code == b'' and host_timeout)
    for m in (MN, M1, M2):
        body = body.replace(m, b'')
    body = body.replace(b'\xff', b'').replace(b'\r\n', b'\n')
    if stopped:
        # A stopped run: its last line may be cut.
        body = body[:body.rfind(b'\n') + 1]
    return body, stopped


def dos_text(data):
    """A program file as gwreal-run writes it into the machine's folder: CR LF line ends."""
    return data.replace(b'\r\n', b'\n').replace(b'\n', b'\r\n')


def program_file(out, name):
    """(DOS name, path) of the file both machines run: the companions' loader, or the program."""
    ldr = os.path.join(out, name + '.ldr')
    if os.path.exists(ldr):
        return 'LOADER.BAS', ldr
    return 'TEST.BAS', os.path.join(out, name + '.bas')


def files_of(d):
    """{DOS name: bytes} of the files in d the program wrote (or the loader gave it)."""
    found = {}
    if os.path.isdir(d):
        for f in os.listdir(d):
            p = os.path.join(d, f)
            if os.path.isfile(p) and f.upper() not in NOT_WRITTEN:
                found[f.upper()] = open(p, 'rb').read()
    return found


def run_real(out, name):
    """Runs the oracle (its raw stream kept as .rraw and the files left as .rfiles/, reused
    for the same program file and answers) and writes the stream compared (.rout) and how it
    ended (.meta)."""
    dos, prog = program_file(out, name)
    keys = os.path.join(out, name + '.keys')
    key = hashlib.sha1(open(prog, 'rb').read() + open(keys, 'rb').read()).hexdigest()
    keyfile, rawfile = os.path.join(out, name + '.rkey'), os.path.join(out, name + '.rraw')
    files = os.path.join(out, name + '.rfiles')
    kept = open(keyfile).read().split() if os.path.exists(keyfile) else []
    if len(kept) == 2 and kept[0] == key and os.path.exists(rawfile):
        raw, rc = open(rawfile, 'rb').read(), int(kept[1])
    else:
        shutil.rmtree(files, ignore_errors=True)
        r = subprocess.run([ORACLE, prog, keys, '--name=' + dos, '--timeout=' + timeout_for(dos),
                            '--raw', '--files=' + files], capture_output=True)
        raw, rc = r.stdout, r.returncode
        open(rawfile, 'wb').write(raw)
        open(keyfile, 'w').write('%s %d\n' % (key, rc))
    stream, stopped = real_stream(raw, rc == 124)
    open(os.path.join(out, name + '.meta'), 'w').write('timeout\n' if stopped else 'end\n')
    open(os.path.join(out, name + '.rout'), 'wb').write(stream)


def timeout_for(dos):
    """The time limit of a run: the loader's runs get 4 seconds more to write the files."""
    return str(int(TIMEOUT) + (4 if dos == 'LOADER.BAS' else 0))


def run_fer(out, name):
    """Runs ferrite on the same program file and answers; writes its stream (.fout) and the
    files it left (.ffiles/)."""
    work = tempfile.mkdtemp(prefix='corpus.')
    try:
        dos, prog = program_file(out, name)
        # The same bytes the oracle's machine finds in its folder.
        open(os.path.join(work, dos), 'wb').write(dos_text(open(prog, 'rb').read()))
        # The oracle's folder holds the file its stream is redirected to (FILES lists it).
        open(os.path.join(work, 'SCREEN.TXT'), 'wb').close()
        keys = open(os.path.join(out, name + '.keys'), 'rb').read()
        try:
            r = subprocess.run([FERRITE, 'run', '--dialect', 'gw', '--no-share', '--echo',
                                '--timeout', timeout_for(dos), dos],
                               cwd=work, input=keys, capture_output=True, timeout=60)
            # The oracle's stream has GW-BASIC's 0xFF bytes taken out: a CHR$(255) the
            # program prints goes with them.
            got = r.stdout.replace(b'\xff', b'')
        except subprocess.TimeoutExpired:
            got = b'<host timeout>'
        open(os.path.join(out, name + '.fout'), 'wb').write(got)
        files = os.path.join(out, name + '.ffiles')
        shutil.rmtree(files, ignore_errors=True)
        os.makedirs(files)
        for f, b in files_of(work).items():
            open(os.path.join(files, f), 'wb').write(b)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def file_differences(out, name):
    """Lines saying which files the two runs left differ (by name or bytes)."""
    gf, ff = files_of(os.path.join(out, name + '.rfiles')), files_of(os.path.join(out, name + '.ffiles'))
    said = []
    for f in sorted(set(gf) | set(ff)):
        a, b = gf.get(f), ff.get(f)
        if a != b:
            said.append(' file %s: real %s, ferrite %s' % (
                f, 'none' if a is None else '%d bytes' % len(a),
                'none' if b is None else '%d bytes' % len(b)))
    return said


def show_difference(name, source, stopped, real, fer, fdiff, most):
    """Prints a differing run: its name and source, the first `most` lines of the unified
    difference of the two streams, then the written files that differ."""
    print('=== %s %s%s' % (name, source, ' (timeout)' if stopped else ''))
    al, bl = real.decode('latin-1').split('\n'), fer.decode('latin-1').split('\n')
    for line in list(difflib.unified_diff(al, bl, 'real', 'ferrite', lineterm='', n=1))[:most]:
        print(line)
    for line in fdiff:
        print(line)


def main():
    src, out = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    names = prepare(src, out, n, seed)
    with ThreadPoolExecutor(1) as ex:
        list(ex.map(lambda v: run_real(out, v), names))
    bad = timeouts = companions_given = 0
    for name in names:
        run_fer(out, name)
        r = open(os.path.join(out, name + '.rout'), 'rb').read().rstrip(b'\n')
        f = open(os.path.join(out, name + '.fout'), 'rb').read().rstrip(b'\n')
        stopped = open(os.path.join(out, name + '.meta')).read().strip() == 'timeout'
        timeouts += stopped
        # A stopped run: its last line may be cut.
        same = f.startswith(r.rsplit(b'\n', 1)[0]) if stopped else r == f
        # A stopped run's files may be cut short too: compared when both ended.
        fdiff = [] if stopped else file_differences(out, name)
        companions_given += os.path.exists(os.path.join(out, name + '.ldr'))
        if same and not fdiff:
            continue
        bad += 1
        src_name = open(os.path.join(out, name + '.src')).read().strip()
        show_difference(name, src_name, stopped, r, f, fdiff, 16)
    print('%d of %d programs differ (%d stopped by the time limit: compared as a prefix;'
          ' %d given their companion files)' % (bad, len(names), timeouts, companions_given))


if __name__ == '__main__':
    main()
