#!/usr/bin/env python3
"""Differential test of running an Atari BASIC SAVE file from its tokens (`ferrite run
PROG.BAS`) against the real Atari BASIC rev. C.

The Atari oracle (../shared/oracles/atari) has no disk drive, but its atari800 has the H:
host device: this script starts that emulator the way `atari-run` does, with H1: a
temporary folder and writes allowed (nothing in the oracle folder is changed). Each random
program is typed in with some lines entered, some deleted and some typed again (so the
variable-name table holds names no line uses any more, in the order they were first
typed), then `SAVE "H:P.BAS"`, `NEW` and `RUN "H:P.BAS"`: the machine runs the program as
LOAD put it in memory. The program prints FRE(0), ADR of its strings and the values of
its variables. `ferrite run` of the saved file must print the same.

The other way round: the same lines typed at `ferrite basic --dialect atari --disk DIR`
and `SAVE "D:P.BAS"` must give the machine's SAVE file byte for byte, and the machine's
`RUN "H:..."` of ferrite's file must print what it prints for its own.

    python3 difftest/images/atari_saved.py [CASES] [SEED]      # about 2 s a case
"""
import os, random, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracles', 'atari')
sys.path.insert(0, ORACLE)
import atari_run  # noqa: E402  (its config template, ROM and emulator paths)

FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')


def run_with_h(listing, hdir, timeout=30):
    """The oracle's run of a listing, with H1: the folder `hdir` (read and write)."""
    with tempfile.TemporaryDirectory() as td:
        prog = os.path.join(td, 'PROG.LST')
        open(prog, 'wb').write(listing)
        cfg = atari_run.CFG_TEMPLATE.format(
            os_rom=os.path.join(atari_run.ROMS, 'ATARIXL.ROM'),
            basic_rom=os.path.join(atari_run.ROMS, 'ATARIBAS.ROM'))
        cfg = (cfg.replace('H1_DIR=\n', 'H1_DIR=%s\n' % hdir)
               .replace('HD_READ_ONLY=1', 'HD_READ_ONLY=0')
               .replace('ENABLE_H_PATCH=0', 'ENABLE_H_PATCH=1'))
        open(os.path.join(td, 'atari800.cfg'), 'w').write(cfg)
        env = dict(os.environ, A8_ORACLE_SEED='1')
        r = subprocess.run([atari_run.EXE, '-config', os.path.join(td, 'atari800.cfg'), '-xl',
                            '-basic', '-turbo', '-run', prog], input=b'', capture_output=True,
                           timeout=timeout, cwd=td, env=env)
    out = r.stdout.decode('latin-1')
    # RUN "H:..." typed by the E: loader closes the loader's own channel first: its
    # ERROR- 131 comes before the program's output; READY after it is the driver's.
    out = out.replace('\nERROR-   131\n', '', 1)
    return out.rstrip('\n').removesuffix('READY').rstrip('\n')


def program(rng):
    """Lines typed at READY: entered, deleted and typed again, then SAVEd and RUN."""
    nums = ['A', 'B', 'X1', 'Y2', 'CNT', 'TOTAL', 'Q', 'ZZ9', 'I', 'N']
    strs = ['S$', 'T$', 'NAME$', 'W$']
    used = rng.sample(nums, rng.randint(2, 6))
    sv = rng.sample(strs, rng.randint(0, 2))
    gone = [v for v in nums if v not in used][:rng.randint(0, 4)]
    typed = []
    # Lines that bring names in and are deleted again.
    for k, v in enumerate(gone):
        typed.append('%d %s=%d' % (500 + k, v, rng.randint(1, 99)))
    order = used + sv
    rng.shuffle(order)
    body = []
    n = 10
    for v in order:
        if v.endswith('$'):
            body.append('%d DIM %s(%d):%s="%s"' % (n, v, rng.randint(5, 40), v, rng.choice(['HI', 'ATARI', 'X'])))
        else:
            body.append('%d %s=%s' % (n, v, rng.choice(['1', '2.5', '-7', '1E3', '0.001'])))
        n += 10
    prints = ['FRE(0)'] + ['ADR(%s)' % v for v in sv] + [v for v in used] + [v for v in sv]
    # A few items a PRINT: a long PRINT line is refused at entry by the real tokeniser
    # (ERROR- 14 for 19 items), which is not what is tested here.
    for k in range(0, len(prints), 4):
        body.append('%d PRINT %s' % (n, ';",";'.join(prints[k:k + 4])))
        n += 10
    typed += body
    for k in range(len(gone)):
        typed.append('%d' % (500 + k))
    if rng.random() < 0.5 and len(body) > 2:
        typed.append(rng.choice(body[:-1]))
    return typed


def ferrite_save(typed, name):
    """The bytes of `SAVE "D:name"` typed after the lines at ferrite's prompt, with D: a
    folder of its own."""
    keys = '\n'.join(typed + ['SAVE "D:%s"' % name]) + '\n'
    with tempfile.TemporaryDirectory() as ddir:
        subprocess.run([FERRITE, 'basic', '--dialect', 'atari', '--disk', ddir], input=keys,
                       capture_output=True, text=True, timeout=30)
        path = os.path.join(ddir, name)
        return open(path, 'rb').read() if os.path.exists(path) else b''


def main():
    cases = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    diffs = 0
    with tempfile.TemporaryDirectory() as hdir:
        for c in range(cases):
            typed = program(rng)
            name = 'P%d.BAS' % c
            listing = '\n'.join(typed + ['SAVE "H:%s"' % name, 'NEW', 'RUN "H:%s"' % name]) + '\n'
            want = run_with_h(listing.encode(), hdir)
            saved = os.path.join(hdir, name)
            if not os.path.exists(saved):
                print('case %d: the machine saved nothing' % c); diffs += 1; continue
            got = subprocess.run([FERRITE, 'run', saved], capture_output=True, text=True,
                                 stdin=subprocess.DEVNULL).stdout.rstrip('\n')
            mine = ferrite_save(typed, name)
            # The machine runs its own file and ferrite's, each from an H: folder of its
            # own under the same name (the loader takes a listing only if it starts with a
            # numbered line, so `1 REM` comes first; RUN replaces it).
            loader = ('1 REM\nRUN "H:%s"\n' % name).encode()
            own = run_with_h(loader, hdir)
            with tempfile.TemporaryDirectory() as fdir:
                open(os.path.join(fdir, name), 'wb').write(mine)
                back = run_with_h(loader, fdir)
            # The immediate line SAVE leaves at the end names the device: D: here, H: there.
            theirs = open(saved, 'rb').read().replace(b'H:' + name.encode(), b'D:' + name.encode())
            checks = {'run': got == want,
                      'save bytes': mine == theirs,
                      "machine's run of ferrite's file": back == own}
            bad = [k for k, ok in checks.items() if not ok]
            print('case %d: %s' % (c, 'same' if not bad else 'DIFFERS: ' + ', '.join(bad)))
            if bad:
                diffs += 1
                print('\n'.join(typed))
                print('--- atari:\n%s\n--- ferrite:\n%s\n--- atari running ferrite\'s file:\n%s'
                      % (want, got, back))
    print('%d cases, %d differing' % (cases, diffs))


if __name__ == '__main__':
    main()
