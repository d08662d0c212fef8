#!/usr/bin/env python3
"""Differential test of the C64's device 8 (ferrite's serial bus and 1541 model) against a
real 1541 DOS.

Random programs OPEN the command channel, write SEQ files with PRINT#, try to write one
again without and with `@`, read files back with INPUT# and GET# printing ST (several variables a statement, past
the end, after an OPEN the drive refused), scratch and
rename through channel 15, and print every message INPUT#15 gives. Each runs on VICE's
x64sc with true drive emulation (the 1541 ROM) with a blank disk attached, and on
`ferrite run --dialect c64 --disk` with a copy of that disk. The lines the program printed
(the C64's screen between RUN and READY.) and the two images, sector by sector, must agree.

    python3 difftest/images/vice_drive.py [CASES] [SEED]      # about 5 s a case
"""
import os, random, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vice_save  # noqa: E402

ROOT = vice_save.ROOT
TOOL = vice_save.TOOL
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')


def program(rng):
    """A listing: random file operations, each printing what the drive said."""
    lines = ['10 OPEN 15,8,15', '20 INPUT#15,E,E$,T,S:PRINT E;E$;T;S']
    n = 30
    names = ['F%d' % i for i in range(4)]

    def add(text):
        nonlocal n
        lines.append('%d %s' % (n, text))
        n += 10

    status = 'INPUT#15,E,E$,T,S:PRINT E;E$;T;S'
    for _ in range(rng.randint(2, 6)):
        op = rng.choice(['write', 'write', 'replace', 'read', 'get', 'multi', 'scratch', 'rename'])
        f = rng.choice(names)
        if op in ('write', 'replace'):
            at = '@0:' if op == 'replace' else ''
            items = ':'.join('PRINT#2,"%s"%s' % (rng.choice(['A', 'HELLO', 'X1,Y2', '12345']),
                                                  rng.choice(['', ';']))
                             for _ in range(rng.randint(1, 4)))
            extra = ':FOR I=1 TO %d:PRINT#2,I;:NEXT' % rng.randint(0, 300) if rng.random() < 0.5 else ''
            add('OPEN 2,8,2,"%s%s,S,W":%s' % (at, f, status))
            add('%s%s:CLOSE 2:%s' % (items, extra, status))
        elif op == 'read':
            add('OPEN 3,8,3,"%s,S,R":%s' % (f, status))
            add('K=0')
            add('INPUT#3,A$:K=K+1:IF ST=0 AND K<40 THEN %d' % (n))
            lines[-1] = '%d INPUT#3,A$:K=K+1:IF ST=0 AND K<40 THEN %d' % (n - 10, n - 10)
            add('PRINT K;ST;LEN(A$);ASC(A$+CHR$(0)):CLOSE 3')
        elif op == 'get':
            add('OPEN 3,8,3,"%s,S,R":C=0:X=0' % f)
            add('GET#3,A$:C=C+1:IF A$<>"" THEN X=X+ASC(A$)')
            lines[-1] = '%d GET#3,A$:C=C+1:IF A$<>"" THEN X=X+ASC(A$)' % (n - 10)
            add('IF ST=0 AND C<3000 THEN %d' % (n - 10))
            add('PRINT C;X;ST:CLOSE 3')
        elif op == 'multi':
            # Several variables a statement, past the end and after a refused OPEN: the
            # KERNAL's ST rules (LOOKUP clears it, BASIN gives CR once it is set, INPUT#
            # skips its statement when the first line timed out).
            add('OPEN 3,8,3,"%s,S,R":A$="A0":B$="B0":C$="C0"' % f)
            for _ in range(rng.randint(1, 4)):
                if rng.random() < 0.6:
                    add('INPUT#3,A$,B$,C$:PRINT A$;"/";B$;"/";C$;ST')
                else:
                    add('GET#3,A$,B$:PRINT ASC(A$+CHR$(0));ASC(B$+CHR$(0));ST')
            add('CLOSE 3')
        elif op == 'scratch':
            add('PRINT#15,"S0:%s":%s' % (f if rng.random() < 0.7 else 'F*', status))
        else:
            g = rng.choice(names)
            add('PRINT#15,"R0:%s=%s":%s' % (g, f, status))
    add('CLOSE 15')
    add('END')
    return '\n'.join(lines) + '\n'


def main():
    cases = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    diffs = 0
    with tempfile.TemporaryDirectory() as tmp:
        given = os.environ.get('PROGRAM')
        for c in range(1 if given else cases):
            text = open(given).read() if given else program(rng)
            listing = os.path.join(tmp, 'c%d.bas' % c)
            open(listing, 'w').write(text)
            prg_file = os.path.join(tmp, 'c%d.prg' % c)
            subprocess.run([TOOL, 'tokenise', listing, prg_file], check=True)
            prg = open(prg_file, 'rb').read()[2:]
            vice_disk = os.path.join(tmp, 'vice%d.d64' % c)
            ours = os.path.join(tmp, 'ours%d.d64' % c)
            subprocess.run([TOOL, 'format', vice_disk, 'TEST DISK', '01'], check=True)
            shutil.copy(vice_disk, ours)
            screen = []
            if not vice_save.run_vice(vice_disk, prg, directory=screen, typed=()):
                print('case %d: VICE did not finish' % c); diffs += 1; continue
            out = subprocess.run([FERRITE, 'run', '--dialect', 'c64', '--disk', ours, listing],
                                 capture_output=True, text=True, stdin=subprocess.DEVNULL).stdout
            # A shifted letter (a-z in ferrite's text, as CHR$(199) prints) is a graphic
            # on the C64's upper-case screen, which screen_text shows as '?'.
            out = ''.join('?' if 'a' <= ch <= 'z' else ch for ch in out)
            want = [l.rstrip() for l in out.splitlines() if l.strip()]
            end = max(i for i, l in enumerate(screen) if l == 'READY.')
            got = [l for l in screen[:end] if l]
            got = got[len(got) - len(want):] if len(want) <= len(got) else got
            a = open(vice_disk, 'rb').read(); b = open(ours, 'rb').read()
            bad = [ts for i, ts in enumerate(vice_save.sector_offsets())
                   if a[i * 256:i * 256 + 256] != b[i * 256:i * 256 + 256]]
            same = got == want
            print('case %d: output %s, image %s' % (c, 'same' if same else 'DIFFERS',
                                                     'identical' if not bad else 'sectors differ: %s' % bad[:8]))
            if not same or bad:
                diffs += 1
                if os.environ.get('SHOW') or not same:
                    print(text)
                    print('--- ferrite:\n%s\n--- c64:\n%s' % ('\n'.join(want), '\n'.join(got)))
                if os.environ.get('KEEP'):
                    shutil.copy(vice_disk, '/tmp/vice-drive-%d.d64' % c)
                    shutil.copy(ours, '/tmp/ours-drive-%d.d64' % c)
    print('%d cases, %d differing' % (1 if given else cases, diffs))


if __name__ == '__main__':
    main()
