#!/usr/bin/env python3
"""Differential test of the C64's LOAD, SAVE and VERIFY on device 8 against a real C64
with a real 1541 (VICE's x64sc, true drive emulation).

Each case puts a few small programs on a blank disk (`prg save`), then types a random
sequence of lines at READY.: `LOAD"NAME",8` (names that are there, are not, or match
through `*` and `?`; `,8,1`), LIST, `SAVE"NAME",8` (new, already there, `@0:` to replace),
`VERIFY`, `LOAD"$",8` (and `$0:P*`) then LIST, the error channel read with INPUT#15, a
device that is not there, a missing name, and programs that LOAD another program while
they run (which then runs from its start keeping the variables). The screen of the C64
must show, line for line, what `ferrite basic --dialect c64 --disk` prints for the same
lines (ferrite's output split at each typed line, the typed line put back as the C64's
screen editor left it), and the two disks must end identical sector by sector.

    python3 difftest/images/vice_load.py [CASES] [SEED]     # about 6 s a case

`SHOW=1` prints each case's typed lines and both screens; `KEEP=1` keeps differing disks
in /tmp.
"""
import os, random, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vice_save  # noqa: E402

ROOT = vice_save.ROOT
TOOL = vice_save.TOOL
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')
NAMES = ['PA', 'PB', 'PROG', 'PART2', 'XY']


def stored_program(rng, name):
    """A program that says who it is and may chain to another."""
    lines = ['10 PRINT "%s";A;B' % name, '20 A=A+1']
    if rng.random() < 0.6:
        other = rng.choice(NAMES)
        lines.append('30 IF A<%d THEN LOAD"%s",8' % (rng.randint(2, 4), other))
    for i in range(rng.randint(0, 4)):
        lines.append('%d REM %s' % (40 + i, 'Z' * rng.randint(1, 30)))
    lines.append('99 PRINT "END %s"' % name)
    return '\n'.join(lines) + '\n'


def typed_lines(rng, stored):
    out = []
    # INPUT# is illegal in direct mode: the error channel is read by a line of program.
    channel = ['NEW', '9 OPEN15,8,15:INPUT#15,E,E$,T,S:PRINTE;E$;T;S:CLOSE15', 'RUN']
    for _ in range(rng.randint(3, 6)):
        k = rng.randrange(10)
        pick = rng.choice(NAMES)
        if k == 0:
            out += ['LOAD"%s",8' % rng.choice([pick, pick[0] + '*', '?' + pick[1:], 'NOPE']), 'LIST']
        elif k == 1:
            out += ['LOAD"%s",8,1' % pick, 'RUN']
        elif k == 2:
            out += ['NEW', '10 PRINT"NEW";B', '20 B=B+1', 'SAVE"%s%s",8' % (rng.choice(['', '@0:']), pick)] + channel
        elif k == 3:
            out += ['LOAD"%s",8' % pick, 'VERIFY"%s",8' % pick, 'VERIFY"%s",8' % rng.choice(NAMES)]
        elif k == 4:
            out += ['LOAD"%s",8' % rng.choice(['$', '$0:P*', '$:?A']), 'LIST']
        elif k == 5:
            out += ['LOAD"%s",8' % rng.choice([pick, 'NOPE'])] + channel
        elif k == 6:
            out += [rng.choice(['LOAD"%s",9' % pick, 'LOAD"",8', 'SAVE"",8', 'VERIFY"",8'])]
        elif k == 7:
            out += ['NEW', '1 B=7', '2 LOAD"%s",8' % pick, 'RUN']
        elif k == 8:
            out += ['A=5:LOAD"%s",8' % pick, 'PRINT A;ST']
        else:
            out += ['SAVE"%s",8' % rng.choice(NAMES + ['NEW1'])] + channel
    return out


def ferrite_output(disk, lines):
    """What ferrite prints for the typed lines, from just after the banner's READY."""
    run = subprocess.run([FERRITE, 'basic', '--dialect', 'c64', '--disk', disk],
                         input=('\n'.join(lines) + '\n').encode(), capture_output=True)
    return run.stdout.decode('latin-1')


def wrap(line):
    rows = []
    while len(line) > 40:
        rows.append(line[:40]); line = line[40:]
    return rows + [line]


def expected_screen(tmp, base, lines):
    """The C64's screen for the typed lines, made from ferrite's output: each prefix of the
    lines is run on a fresh copy of the disk, and the output it adds is what that line
    printed, under the line itself."""
    rows = []
    before = None
    for k in range(len(lines) + 1):
        disk = os.path.join(tmp, 'prefix.d64')
        shutil.copy(base, disk)
        out = ferrite_output(disk, lines[:k])
        if before is not None:
            part = out[len(before):]
            rows += wrap(lines[k - 1])
            seg = part.split('\n')
            if seg and seg[-1] == '':
                seg = seg[:-1]
            for s in seg:
                rows += wrap(s.replace('\x12', ''))
        before = out
    return [r.rstrip() for r in rows], disk


def main():
    cases = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'ferrite-images', '--example', 'prg'],
                   cwd=ROOT, check=True)
    diffs = 0
    with tempfile.TemporaryDirectory() as tmp:
        for c in range(cases):
            base = os.path.join(tmp, 'base%d.d64' % c)
            subprocess.run([TOOL, 'format', base, 'LOAD TEST', '01'], check=True)
            for name in rng.sample(NAMES, rng.randint(2, 4)):
                listing = os.path.join(tmp, name + '.bas')
                open(listing, 'w').write(stored_program(rng, name))
                subprocess.run([TOOL, 'save', base, listing, name], check=True)
            lines = ["NEW"] + typed_lines(rng, None)
            want, ours = expected_screen(tmp, base, lines)
            vice_disk = os.path.join(tmp, 'vice%d.d64' % c)
            shutil.copy(base, vice_disk)
            screen = []
            keys = [b'\x93'] + [(l + '\r').encode() for l in lines]
            typed = [k[i:i + 10] for k in keys for i in range(0, len(k), 10)]
            if not vice_save.run_vice(vice_disk, bytes([0x07, 0x08, 0, 0, 0x80, 0, 0, 0]),
                                      directory=screen, typed=typed):
                print('case %d: VICE did not finish' % c); diffs += 1; continue
            while screen and screen[-1] == '':
                screen.pop()
            # The cursor's row after the last READY. is empty; the screen scrolled when the
            # lines ran past 25 rows, so the end of ours is compared.
            got = screen
            tail = want[-len(got):] if len(want) >= len(got) else want
            got = got[-len(tail):]
            a = open(vice_disk, 'rb').read(); b = open(ours, 'rb').read()
            bad = [ts for i, ts in enumerate(vice_save.sector_offsets())
                   if a[i * 256:i * 256 + 256] != b[i * 256:i * 256 + 256]]
            same = got == tail
            print('case %d: %d lines typed, screen %s, image %s' % (
                c, len(lines), 'same' if same else 'DIFFERS',
                'identical' if not bad else 'sectors differ: %s' % bad[:8]))
            if not same or bad:
                diffs += 1
                if os.environ.get('KEEP'):
                    shutil.copy(vice_disk, '/tmp/vice-load-%d.d64' % c)
                    shutil.copy(ours, '/tmp/ours-load-%d.d64' % c)
            if os.environ.get('SHOW') or not same:
                print('\n'.join(lines))
                for i in range(max(len(tail), len(got))):
                    x = tail[i] if i < len(tail) else ''
                    y = got[i] if i < len(got) else ''
                    print('%s %-40s | %s' % (' ' if x == y else '*', x, y))
    print('%d cases, %d differing' % (cases, diffs))


if __name__ == '__main__':
    main()
