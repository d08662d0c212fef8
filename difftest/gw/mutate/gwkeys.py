"""The real GW-BASIC 3.23 driven as PC-BASIC's test harness drives it: keys typed from the start
(INPUT answers, INKEY$, and the `Ok` prompt after the program stops), extended keys, any number of
`Ok` prompts, and the files a session leaves.

The stock driver (../shared/oracles/gw-real/gwreal-run) types whole lines of plain keys and ends the
run at the first `Ok`. This module assembles a copy of its key feeder (`feedk.asm`, nasm) with two
changes made to the text in a temporary folder, nothing in ../shared changed:

- `\\0` followed by a byte is one extended key (AL 0, AH the scan code), as GW-BASIC's keyboard
  buffer holds F1, the arrows, Home, Del ... (PC-BASIC's `keys=` notation);
- the `Ok` prompt does not end the run (the watched text is changed); the run ends when GW-BASIC
  waits for a key and none is left (`E`: a hard exit, files unflushed), at SYSTEM (GW-BASIC closes
  its files and returns to DOS) or at the time limit.

A test that starts at `Ok` (the suite's `load=`, or no `run=`) starts from a one-line program
`START.BAS` run as `GWBASIC START.BAS`, which clears the screen and LOADs the file or NEWs: the
page then holds `Ok` alone on its top row, as ferrite's `--load` and `--no-banner` start.
"""
import os
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
GWREAL = os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real')
if not os.path.isdir(GWREAL):  # a worktree under /work/wt: the oracle lies beside /work/main
    GWREAL = '/work/shared/oracles/gw-real'
TICKS_PER_S = 1193182 / 65536
# The files of the oracle's own folder: never compared.
OWN = {'GWBASIC.EXE', 'FEEDK.COM', 'KEYS.BIN', 'DOSBOX.CONF', 'SCREEN.TXT', 'HOME', 'START.BAS'}

_FEEDER = None


def feeder():
    """The path of the changed FEEDK.COM (assembled once a process)."""
    global _FEEDER
    if _FEEDER:
        return _FEEDER
    src = open(os.path.join(GWREAL, 'feedk.asm')).read()
    old_ok = "oktail  db 'Ok', 0FFh, 0Dh, 0Ah"
    old_give = ('.give:  mov al, [cs:bx]\n        inc word [cs:kptr]\n')
    new_give = ('.give:  mov al, [cs:bx]\n        inc word [cs:kptr]\n        mov ah, 0\n'
                '        cmp al, 0\n        jne .plain\n        mov ah, [cs:bx+1]\n'
                '        inc word [cs:kptr]\n.plain:\n')
    old_nom1 = '.nom1:  mov ah, 0\n'
    for old in (old_ok, old_give, old_nom1):
        if src.count(old) != 1:
            raise SystemExit('gwkeys: feedk.asm changed; cannot patch %r' % old)
    src = src.replace(old_ok, "oktail  db 'Q', 1, 0FFh, 0Dh, 0Ah")
    src = src.replace(old_give, new_give).replace(old_nom1, '.nom1:\n')
    _FEEDER = assemble(src)
    return _FEEDER


def assemble(src):
    """Assembles a changed feedk.asm with nasm: the path of its FEEDK.COM."""
    d = tempfile.mkdtemp(prefix='gwkeys.')
    asm = os.path.join(d, 'feedk.asm')
    open(asm, 'w').write(src)
    out = os.path.join(d, 'FEEDK.COM')
    subprocess.run(['nasm', '-f', 'bin', '-o', out, asm], check=True)
    return out


def start_program(load):
    """START.BAS for a session that starts at `Ok`: `load` the file to LOAD, or None (NEW)."""
    what = 'LOAD "%s"' % load if load else 'NEW'
    return ('0 CLS:%s\r\n' % what).encode()


def run(files, keys, start, timeout=20.0, feeder_com=None, redirect=True):
    """Runs GW-BASIC in a fresh folder holding `files` ({name: bytes}), typing `keys` (bytes, the
    PC-BASIC notation already decoded: NUL + scan code for an extended key). `start`: ('run',
    NAME) for `GWBASIC NAME`, ('load', NAME) or ('none', None) to start at `Ok`. `feeder_com`:
    another typist's FEEDK.COM (default `feeder()`). `redirect`: the machine's output goes to
    SCREEN.TXT (the stream returned); False leaves it on the console, as a person sees it
    (its page after Enter differs from a redirected run's; the stream returned is empty).
    -> (raw stream bytes, {NAME: bytes} of the folder's files after the run, end code)."""
    d = tempfile.mkdtemp(prefix='gwkeys.')
    try:
        shutil.copy(os.path.join(GWREAL, 'GWBASIC.EXE'), d)
        shutil.copy(feeder_com or feeder(), d)
        for name, data in files.items():
            open(os.path.join(d, name), 'wb').write(data)
        kind, name = start
        if kind != 'run':
            open(os.path.join(d, 'START.BAS'), 'wb').write(start_program(name if kind == 'load' else None))
            name = 'START.BAS'
        ticks = min(65535, max(1, int(timeout * TICKS_PER_S + 0.5)))
        open(os.path.join(d, 'KEYS.BIN'), 'wb').write(ticks.to_bytes(2, 'little') + keys)
        conf = os.path.join(d, 'dosbox.conf')
        open(conf, 'w').write(
            '[sdl]\noutput=surface\n[dosbox]\nmemsize=16\n[cpu]\ncore=dynamic\ncycles=max\n'
            '[mixer]\nnosound=true\n[speaker]\npcspeaker=false\n[autoexec]\n'
            'mount c "%s"\nc:\nFEEDK\nGWBASIC %s%s\nexit\n' % (d, name, ' > SCREEN.TXT' if redirect else ''))
        home = os.path.join(d, 'home')
        os.mkdir(home)
        env = dict(os.environ, SDL_VIDEODRIVER='dummy', SDL_AUDIODRIVER='dummy', HOME=home)
        slot = _slot()
        try:
            subprocess.run(['dosbox', '-conf', conf, '-noconsole'], env=env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=timeout * 1.5 + 20, cwd=d)
        except subprocess.TimeoutExpired:
            pass
        finally:
            slot.close()
        p = os.path.join(d, 'SCREEN.TXT')
        raw = open(p, 'rb').read() if os.path.exists(p) else b''
        i = raw.rfind(b'\x1b\x1b$')
        code = raw[i + 3:i + 4].decode('latin-1') if i >= 0 else 'S'   # S: SYSTEM (back to DOS)
        left = {}
        for f in os.listdir(d):
            if f.upper() not in OWN and os.path.isfile(os.path.join(d, f)):
                left[f.upper()] = open(os.path.join(d, f), 'rb').read()
        return raw, left, code
    finally:
        shutil.rmtree(d, ignore_errors=True)


def _slot():
    """One of the oracle's two run slots (the lock files gwreal-run takes)."""
    import fcntl
    import time
    d = os.path.join(tempfile.gettempdir(), 'gwreal-slots')
    os.makedirs(d, exist_ok=True)
    while True:
        for i in range(2):
            f = open(os.path.join(d, 'slot%d' % i), 'w')
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return f
            except OSError:
                f.close()
        time.sleep(0.05)
