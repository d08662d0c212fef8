#!/usr/bin/env python3
"""okgen.py SEED N [NAME ...]: the screen editor at the `Ok` prompt, differential.

Each of N sessions runs a small program (`GWBASIC PROG.BAS`: CLS and a few PRINT / REM
lines with words, blanks and punctuation), then types at `Ok`: LIST, the cursor up onto a
listed line (Ctrl-^), editing keys (typing over, Ctrl-B / Ctrl-F word moves, Ctrl-N, Ctrl-E,
Backspace, Ctrl-R insert, Tab, cursor right / left / down, Ctrl-K home) and Enter, two or
three times, then `SAVE "E.BAS",A`. The saved program of the real GW-BASIC 3.23 (run by
the copy of gw-real that goes on at `Ok`, `../program/diffdirect.py`) and of ferrite
(`ferrite basic --dialect gw --run`, the keys one by one) are compared, and the sessions
whose files differ are printed. Nothing is kept.

    python3 difftest/gw/input/okgen.py 1 40
"""
import os
import random
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'editor'))
import gwrun  # noqa: E402

WORDS = ['abc', 'def', 'X1', 'go', 'zz9', 'A$', '"q r"', 'no', '12', 'b.c', 'x,y']
KEYS = ['\x02', '\x06', '\x0e', '\x05', '\x08', '\x08\x08', '\x12', '\t', '\x1c', '\x1d',
        '\x1f', '\x1c\x1c', '\x02\x02', '\x06\x06', '\x0b']


def session(r):
    n = r.randrange(3, 7)
    lines = ['1 CLS']
    for i in range(n):
        ln = 10 * (i + 1)
        if r.random() < 0.5:
            lines.append('%d PRINT "%s"' % (ln, ' '.join(r.choice(WORDS) for _ in range(r.randrange(1, 4)))
                                            .replace('"', '')))
        else:
            lines.append('%d REM %s' % (ln, ' '.join(r.choice(WORDS) for _ in range(r.randrange(1, 5)))))
    keys = []
    for _ in range(r.randrange(1, 4)):
        keys.append('\x1bLIST')
        # The listing is the program's lines, then Ok, then the cursor's row.
        k = '\x1e' * r.randrange(2, len(lines) + 2)
        for _ in range(r.randrange(1, 4)):
            k += r.choice(KEYS)
            if r.random() < 0.6:
                k += r.choice(['Q', 'zz', ' ', '7', 'ab'])
        keys.append(k)
    keys.append('\x1bSAVE "E.BAS",A')
    return ('\n'.join(lines) + '\n').encode(), ('\n'.join(keys) + '\n').encode()


def main():
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    only = set(sys.argv[3:])
    r = random.Random(seed)
    work = [(i, *session(r)) for i in range(n)]
    work = [w for w in work if not only or 's%03d' % w[0] in only]
    res = {}
    lock = threading.Lock()

    def worker():
        while True:
            with lock:
                if not work:
                    return
                i, prog, keys = work.pop(0)
            g = gwrun.run_gw(prog, keys, direct=True)[1].get('E.BAS', b'<none>')
            f = gwrun.run_fe(prog, keys)[1].get('E.BAS', b'<none>')
            res[i] = (prog, keys, g, f)
    ts = [threading.Thread(target=worker) for _ in range(2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    bad = 0
    for i in sorted(res):
        prog, keys, g, f = res[i]
        if g.replace(b'\r\n', b'\n') != f.replace(b'\r\n', b'\n'):
            bad += 1
            print('--- s%03d keys %r' % (i, keys))
            print('  gw %r' % g)
            print('  fe %r' % f)
    print('%d of %d sessions differ' % (bad, len(res)))


if __name__ == '__main__':
    main()
