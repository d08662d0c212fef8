#!/usr/bin/env python3
"""inpdiff.py DIR [NAME ...]: runs inpgen.py's programs on the real GW-BASIC 3.23
(../shared/oracles/gw-real/gwreal-run, raw stream) and on `target/release/ferrite run --dialect
gw`, and prints the programs whose output differs, with the first differing lines, and a count.

The machine copies each typed line to its stream when Enter is read; ferrite's run mode shows
nothing of it. So the copy is cut from the machine's raw stream: after the driver's mark before
the Enter key comes the typed text (cut as typed, or as far as it agrees: a line past 255
characters is cut short), or, for a line with control keys (edited before Enter), the rest of
that row. INPUT$ shows nothing, so nothing is cut. The end marks, the final `Ok` and the line
GW-BASIC lists for editing after a Syntax error are dropped as gwreal-run drops them.

    REUSE=1 keeps the machine's outputs (DIR/*.real) from an earlier run.
"""
import os
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.path.join(os.environ.get('GWREAL', os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real')), 'gwreal-run')
if not os.path.exists(ORACLE):  # a worktree under /work/wt: the oracle lies beside /work/main
    ORACLE = '/work/shared/oracles/gw-real/gwreal-run'
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')
M1, M2, MEND, MN = b'\x1b\x1b<K', b'\x1b\x1b>K', b'\x1b\x1b$', b'\x1b\x1b!N'
OKTAIL = b'Ok\xff\r\n'


def typed_lines(keys):
    return keys.replace(b'\r\n', b'\n').split(b'\n')[:-1] if keys else []


def uncopy(raw, lines):
    """The machine's stream without its copies of typed lines, and how it ended."""
    i = raw.rfind(MEND)
    code = raw[i + 3:i + 4] if i >= 0 else b''
    body = raw[:i] if i >= 0 else raw
    if code == b'D':
        k = body.rfind(OKTAIL)
        if k >= 0:
            body = body[:k]
        if body.endswith(MN + b'\r\n'):
            body = body[:-len(MN) - 2]
    body = body.replace(MN, b'')
    out, pos, k = b'', 0, 0
    while True:
        a = body.find(M1, pos)
        if a < 0:
            out += body[pos:]
            break
        out += body[pos:a]
        b = body.find(M2, a + 4)
        if b < 0:
            break
        out += body[a + 4:b]
        ln = lines[k] if k < len(lines) else b''
        k += 1
        pos = b + 4
        if any(c < 32 or c == 127 for c in ln):
            e = body.find(b'\r\n', pos)
            pos = e if e >= 0 else len(body)
        else:
            # The copy is the line as typed, or its start (a line past 255 characters), or
            # its end (INPUT$ took its first keys before the INPUT that read the rest).
            n = 0
            while n < len(ln) and pos + n < len(body) and body[pos + n] == ln[n]:
                n += 1
            for j in range(1, len(ln) - n):
                if body.startswith(ln[j:], pos):
                    n = len(ln) - j
                    break
            pos += n
    out = out.replace(b'\xff', b'').replace(b'\r\n', b'\n')
    return out, code.decode('latin-1')


def real(bas, keys_path):
    args = [ORACLE, bas] + ([keys_path] if keys_path else []) + ['--raw', '--timeout=60']
    return subprocess.run(args, capture_output=True, timeout=300).stdout


def ferrite(bas, keys, mode):
    """`run`: `ferrite run`, the answers as lines; `keys`: `ferrite basic --run`, the keys one
    by one through the screen editor (Enter = CR), its final `Ok` (and what follows) cut."""
    if mode == 'run':
        cmd, inp = [FERRITE, 'run', '--dialect', 'gw', '--no-share'], keys
    else:
        cmd, inp = [FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run'], keys.replace(b'\n', b'\r')
    p = subprocess.run(cmd + [os.path.basename(bas)], cwd=os.path.dirname(bas), input=inp,
                       capture_output=True, timeout=60)
    out = p.stdout.replace(b'\r\n', b'\n')
    if mode == 'keys':
        k = out.find(b'Ok\n')
        while k > 0 and out[k - 1:k] != b'\n':
            k = out.find(b'Ok\n', k + 1)
        if k >= 0:
            out = out[:k]
    return out


def main():
    d = sys.argv[1]
    names = sys.argv[2:] or sorted(f[:-4] for f in os.listdir(d) if f.endswith('.bas'))
    todo = list(names)
    lock = threading.Lock()

    def worker():
        while True:
            with lock:
                if not todo:
                    return
                n = todo.pop(0)
            bas = os.path.join(d, n + '.bas')
            kp = os.path.join(d, n + '.keys')
            kp = kp if os.path.exists(kp) else None
            rp = os.path.join(d, n + '.real')
            if not (os.environ.get('REUSE') and os.path.exists(rp)):
                open(rp, 'wb').write(real(bas, kp))
    ts = [threading.Thread(target=worker) for _ in range(2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    bad = values = runs = 0
    for n in names:
        bas = os.path.join(d, n + '.bas')
        kp = os.path.join(d, n + '.keys')
        keys = open(kp, 'rb').read() if os.path.exists(kp) else b''
        g, code = uncopy(open(os.path.join(d, n + '.real'), 'rb').read(), typed_lines(keys))
        # Control keys need the screen editor; the other programs are run both ways.
        modes = ['keys'] if any(c < 32 and c != 10 for c in keys) else ['run', 'keys']
        runs += len(modes)
        for mode in modes:
            bad += compare(d, n, g, code, ferrite(bas, keys, mode), mode)
        values += len([x for x in g.split(b'\n') if x.strip()])
    print('%d of %d program runs differ (%d programs, %d output lines of the machine)'
          % (bad, runs, len(names), values))


def compare(d, n, g, code, f, mode):
        gl, fl = g.split(b'\n'), f.split(b'\n')
        # A run that ends with the input used up (E) stops where the machine waits; ferrite
        # stops there too, without a line break.
        gl = [x.rstrip() for x in gl if x.strip()]
        fl = [x.rstrip() for x in fl if x.strip()]
        open(os.path.join(d, n + '.fe_' + mode), 'wb').write(f)
        open(os.path.join(d, n + '.gw'), 'wb').write(g)
        if gl == fl:
            return 0
        i = next((i for i in range(min(len(gl), len(fl))) if gl[i] != fl[i]), min(len(gl), len(fl)))
        print('--- %s %s (%s) line %d' % (n, mode, code, i + 1))
        for x in gl[max(0, i - 2):i + 3]:
            print('  gw %r' % x)
        for x in fl[max(0, i - 2):i + 3]:
            print('  fe %r' % x)
        return 1


if __name__ == '__main__':
    main()
