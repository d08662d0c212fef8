#!/usr/bin/env python3
"""hoard.py SRC OUT [NAME ...]: chosen period programs, scripted answers, both machines.

Each line of `programs.txt` names a program of SRC (a checkout of a public collection such
as robhagemans/hoard-of-gwbasic, read where it is, never copied into the repository) by its
path under SRC, with the seconds its run may take. `keys/<NAME>.keys` holds the answers a
player would type to it (one line each, written by hand for the program's questions). Each
program runs as `TEST.BAS` on ../shared/oracles/gw-real and on target/release/ferrite with
those answers (a tokenised one first listed to ASCII by ferrite), through corpus.py's runners (the same typist, the oracle's raw stream with
typed text kept, RANDOMIZE from the clock made RANDOMIZE 1, files left compared), and the
streams are compared: equal when both ended, the machine's as a prefix of ferrite's when the
machine's run was stopped by the time limit. Prints a unified diff of each that differs.
"""
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), 'corpus'))
import corpus  # noqa: E402


def table():
    """[(name, path under SRC, timeout)] from programs.txt: a line is the path, the seconds,
    and a name for the keys file when the file's own name is taken by another row."""
    rows = []
    for line in open(os.path.join(HERE, 'programs.txt')):
        line = line.split('#', 1)[0].split()
        if len(line) in (2, 3):
            path, secs = line[:2]
            name = line[2] if len(line) == 3 else os.path.splitext(os.path.basename(path))[0]
            rows.append((name.upper(), path, secs))
    return rows


def main():
    src, out = sys.argv[1], sys.argv[2]
    only = set(a.upper() for a in sys.argv[3:])
    os.makedirs(out, exist_ok=True)
    bad = n = values = 0
    for name, path, secs in table():
        if only and name not in only:
            continue
        # A tokenised program is listed to ASCII by ferrite (the oracle takes text only).
        work = tempfile.mkdtemp(prefix='hoard.')
        try:
            # `probes/...`: a program of this folder (answers typed wrong in every way).
            base = HERE if path.startswith('probes/') else src
            text = corpus.ascii_text(os.path.join(base, path), work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        text = text.replace(b'\r\n', b'\n').split(b'\x1a')[0]
        open(os.path.join(out, name + '.bas'), 'wb').write(corpus.fixed_seed(text))
        keys = open(os.path.join(HERE, 'keys', name + '.keys'), 'rb').read()
        open(os.path.join(out, name + '.keys'), 'wb').write(keys)
        corpus.TIMEOUT = secs
        corpus.run_real(out, name)
        corpus.run_fer(out, name)
        n += 1
        r = open(os.path.join(out, name + '.rout'), 'rb').read().rstrip(b'\n')
        f = open(os.path.join(out, name + '.fout'), 'rb').read().rstrip(b'\n')
        values += r.count(b'\n') + 1
        stopped = open(os.path.join(out, name + '.meta')).read().strip() == 'timeout'
        same = f.startswith(r.rsplit(b'\n', 1)[0]) if stopped else r == f
        fdiff = [] if stopped else corpus.file_differences(out, name)
        if same and not fdiff:
            print('same   %s%s' % (name, ' (timeout: prefix)' if stopped else ''))
            continue
        bad += 1
        corpus.show_difference(name, path, stopped, r, f, fdiff, 24)
    print('%d of %d programs differ (%d lines of the machine compared)' % (bad, n, values))


if __name__ == '__main__':
    main()
