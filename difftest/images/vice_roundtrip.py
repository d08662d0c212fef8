#!/usr/bin/env python3
"""Round trip of programs SAVEd by ferrite through a real C64 and 1541 (VICE's x64sc, true
drive emulation).

Each case types random lines (keywords, names that run into keywords, strings, DATA, REM,
as crunch_diff.py makes them) at `ferrite basic --dialect c64 --disk NEW.d64` and SAVEs
them as one to three programs on a disk that did not exist (ferrite makes it blank). That
image is attached to the C64, which types `LOAD"NAME",8` and `LIST` for each program: the
bytes it loaded (start of BASIC to the start of variables) must be the file's, and its
screen must show what `ferrite list IMAGE:NAME` prints, row for row (long lines wrapped at
40 columns as the screen did).

    python3 difftest/images/vice_roundtrip.py [CASES] [SEED]     # about 5 s a program
"""
import os, random, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vice_save  # noqa: E402
import crunch_diff  # noqa: E402

ROOT = vice_save.ROOT
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')


def rows(lines):
    """A listing's lines as the 40-column screen shows them (the listing convention's `^`,
    `\\` and `_` are the screen's arrow up, pound and arrow left)."""
    lines = [l.translate(str.maketrans({'^': '\u2191', '\\': '\u00a3', '_': '\u2190'})) for l in lines]
    out = []
    for line in lines:
        out += [line[i:i + 40] for i in range(0, max(len(line), 1), 40)]
    return [r.rstrip() for r in out]


def main():
    cases = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    checked = diffs = 0
    with tempfile.TemporaryDirectory() as tmp:
        for c in range(cases):
            disk = os.path.join(tmp, 'rt%d.d64' % c)
            names = rng.sample(['PA', 'PB', 'GAME', 'PART 2', 'XY'], rng.randint(1, 3))
            typed = []
            for name in names:
                numbers = sorted(rng.sample(range(1, 200), rng.randint(1, 6)))
                typed += [crunch_diff.random_line(rng, n) for n in numbers]
                typed += ['SAVE"%s",8' % name, 'NEW']
            subprocess.run([FERRITE, 'basic', '--dialect', 'c64', '--disk', disk],
                           input='\n'.join(typed) + '\n', capture_output=True, text=True, check=True)
            for name in names:
                listed = subprocess.run([FERRITE, 'list', '%s:%s' % (disk, name)],
                                        capture_output=True, text=True)
                file = subprocess.run([vice_save.TOOL, 'read', disk, name], capture_output=True)
                want_rows = rows(listed.stdout.splitlines())
                screen, memory = [], []
                copy = disk + '.vice'
                shutil.copy(disk, copy)
                # The keyboard buffer holds 10 keys: longer lines go in pieces.
                keys = [b'\x93', ('LOAD"%s",8\r' % name).encode(), b'\x93LIST\r']
                typed = [k[i:i + 10] for k in keys for i in range(0, len(k), 10)]
                ok = vice_save.run_vice(copy, bytes([0x07, 0x08, 0, 0, 0x80, 0, 0, 0]),
                                        directory=screen, typed=typed, memory=memory)
                checked += 1
                if not ok:
                    print('case %d %s: VICE did not finish' % (c, name)); diffs += 1; continue
                end = max(i for i, l in enumerate(screen) if l == 'READY.')
                # LIST starts on a fresh line: the row after the typed LIST is empty.
                start = next(i for i, l in enumerate(screen) if l == 'LIST') + 2
                got_rows = screen[start:end]
                same_bytes = file.returncode == 0 and bytes(memory) == file.stdout[2:]
                same_screen = got_rows == want_rows
                print('case %d %s: %d lines, bytes %s, screen %s' % (
                    c, name, len(listed.stdout.splitlines()),
                    'same' if same_bytes else 'DIFFER', 'same' if same_screen else 'DIFFERS'))
                if not (same_bytes and same_screen):
                    diffs += 1
                    print('--- ferrite list:\n%s\n--- c64:\n%s' % ('\n'.join(want_rows), '\n'.join(got_rows)))
                    if not same_bytes:
                        print('file  %s\nc64   %s' % (file.stdout[2:].hex(), bytes(memory).hex()))
    print('%d programs, %d differing' % (checked, diffs))


if __name__ == '__main__':
    main()
