#!/usr/bin/env python3
"""Differential test of ferrite-images' 1541 writer against a real 1541 DOS.

A blank disk made by `prg format` is attached to VICE's x64sc with true drive emulation
(the real 1541 ROM from ../shared/oracles/c64-vice/data/DRIVES). A program made of padding
lines whose first line SAVEs it under several names (`0 SAVE"F1",8:SAVE"F2",8:...:END`) is
put at $0801 and RUN; when READY. is back, VICE is quit and writes the disk. The same
listing goes through `prg save` once per name onto another copy of the blank disk, and
the two images are compared sector by sector.

    python3 difftest/images/vice_save.py [CASES] [SEED]
"""
import importlib.machinery, importlib.util, os, random, shutil, socket, struct, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VICE_DIR = os.path.join(ROOT, '..', 'shared', 'oracles', 'c64-vice')
loader = importlib.machinery.SourceFileLoader('c64screen', os.path.join(VICE_DIR, 'c64screen-run'))
spec = importlib.util.spec_from_loader('c64screen', loader)
c64 = importlib.util.module_from_spec(spec)
loader.exec_module(c64)
TOOL = os.path.join(ROOT, 'target', 'release', 'examples', 'prg')


def sector_offsets():
    out = []
    for t in range(1, 36):
        n = 21 if t <= 17 else 19 if t <= 24 else 18 if t <= 30 else 17
        out += [(t, s) for s in range(n)]
    return out


def screen_text(scr):
    """The screen's 25 lines (reverse video dropped, trailing spaces cut)."""
    rows = []
    for r in range(25):
        row = ''
        for code in scr[r * 40:r * 40 + 40]:
            c = code & 0x7F
            row += '@' if c == 0 else chr(64 + c) if c < 27 else '[£]↑←'[c - 27] if c < 32 else chr(c) if c < 64 else '?'
        rows.append(row.rstrip())
    return rows


def run_vice(disk, prg, timeout=120, directory=None, typed=(b'LOAD"$",8\r', b'LIST\r'),
             memory=None, drive=None):
    T = tempfile.mkdtemp(prefix='vsave.')
    os.makedirs(T + '/home/.config/vice')
    os.makedirs(T + '/home/.local/state/vice')
    s = socket.socket(); s.bind(('127.0.0.1', 0)); port = s.getsockname()[1]; s.close()
    log = open(T + '/x64.log', 'w')
    p = subprocess.Popen([c64.VICE, '-default', '-directory', c64.DATA, '-sounddev', 'dummy', '-warp',
                          '-drive8type', '1541', '-drive8truedrive', '-8', disk, '-attach8rw',
                          '-binarymonitor', '-binarymonitoraddress', 'ip4://127.0.0.1:%d' % port,
                          '-initbreak', '0x%x' % c64.LOOP3, '-limitcycles', str(timeout * 1100000)],
                         cwd=T, env=dict(os.environ, HOME=T + '/home'), stdin=subprocess.PIPE,
                         stdout=log, stderr=subprocess.STDOUT)
    ok = False
    try:
        m = c64.BMon(port, timeout=timeout)
        p.stdin.write(b'\n'); p.stdin.flush()
        banks = m.call(0x82)
        nb = struct.unpack('<H', banks[:2])[0]; o = 2; bank = {}
        for _ in range(nb):
            ln = banks[o]; bid, nl = struct.unpack('<HB', banks[o + 1:o + 4]); bank[banks[o + 4:o + 4 + nl].decode()] = bid; o += 1 + ln
        RAM = bank['ram']
        m.checkpoint(c64.LOOP3)
        pc = None
        for _ in range(5):
            m.go(); pc = m.wait_stop()
            if pc == c64.LOOP3:
                break
        m.poke(0x0801, prg, RAM)
        end = 0x0801 + len(prg)
        for a in (0x2D, 0x2F, 0x31, 0xAE):
            m.poke(a, [end & 255, end >> 8], RAM)
        m.poke(0x0277, [0x52, 0x55, 0x4E, 0x0D], RAM)
        m.poke(0xC6, [4], RAM)
        # RUN: the first stop at the editor's wait with an empty buffer is READY. again.
        while True:
            m.go(); pc = m.wait_stop()
            if pc == c64.LOOP3 and m.mem(0xC6, 0xC6, RAM)[0] == 0:
                break
        ok = True
        if directory is not None:
            # LOAD"$",8 then LIST typed at READY. (or the lines given); the screen is read back.
            for keys in typed:
                m.poke(0x0277, list(keys), RAM)
                m.poke(0xC6, [len(keys)], RAM)
                while True:
                    m.go(); pc = m.wait_stop()
                    if pc == c64.LOOP3 and m.mem(0xC6, 0xC6, RAM)[0] == 0:
                        break
            directory.extend(screen_text(m.mem(0x0400, 0x07E7, RAM)))
        if drive is not None:
            # The 1541's RAM (memory space 1: drive 8): its buffers at $0300-$07FF.
            drive.extend(m.call(0x01, struct.pack('<BHHBH', 0, 0, 0x07FF, 1, 0))[2:])
        if memory is not None:
            # The program in memory: from the start of BASIC to the start of variables.
            start = bytes(m.mem(0x2B, 0x2E, RAM))
            text, variables = start[0] | start[1] << 8, start[2] | start[3] << 8
            if variables > text:
                memory.extend(m.mem(text, variables - 1, RAM))
        try:
            m.call(0xBB)
        except Exception:
            pass
    finally:
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            p.kill(); p.wait()
        log.close()
        if os.environ.get('KEEP'):
            shutil.copy(T + '/x64.log', '/tmp/vsave-x64.log')
        shutil.rmtree(T, ignore_errors=True)
    return ok


def main():
    cases = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'ferrite-images', '--example', 'prg'],
                   cwd=ROOT, check=True)
    diffs = 0
    with tempfile.TemporaryDirectory() as tmp:
        for c in range(cases):
            names = ['F%d' % i for i in range(rng.randint(1, 10))]
            pad = rng.randint(0, 120)
            lines = ['0 ' + ':'.join('SAVE"%s",8' % n for n in names) + ':END']
            lines += ['%d REM %s' % (10 + i, 'X' * rng.randint(1, 70)) for i in range(pad)]
            listing = os.path.join(tmp, 'c%d.bas' % c)
            open(listing, 'w').write('\n'.join(lines) + '\n')
            prg_file = os.path.join(tmp, 'c%d.prg' % c)
            subprocess.run([TOOL, 'tokenise', listing, prg_file], check=True)
            prg = open(prg_file, 'rb').read()[2:]
            vice_disk = os.path.join(tmp, 'vice%d.d64' % c)
            ours = os.path.join(tmp, 'ours%d.d64' % c)
            subprocess.run([TOOL, 'format', vice_disk, 'TEST DISK', '01'], check=True)
            shutil.copy(vice_disk, ours)
            for n in names:
                subprocess.run([TOOL, 'save', ours, listing, n], check=True)
            screen = []
            if not run_vice(vice_disk, prg, directory=screen):
                print('case %d: VICE did not finish' % c); diffs += 1; continue
            ferrite = os.path.join(ROOT, 'target', 'release', 'ferrite')
            listing_ours = subprocess.run([ferrite, 'dir', ours], capture_output=True, text=True).stdout
            want = [l.replace('{rvon}', '').rstrip() for l in listing_ours.splitlines()]
            # The LIST on the screen ends just above the last READY.
            end = max(i for i, l in enumerate(screen) if l == 'READY.')
            got = screen[end - len(want):end]
            if os.environ.get('SHOW'):
                print('\n'.join(got))
            if got != want:
                diffs += 1
                print('case %d: directory differs:\n%s\n--- screen:\n%s' % (c, '\n'.join(want), '\n'.join(got)))
            a = open(vice_disk, 'rb').read(); b = open(ours, 'rb').read()
            bad = [ts for i, ts in enumerate(sector_offsets()) if a[i * 256:i * 256 + 256] != b[i * 256:i * 256 + 256]]
            blocks = (len(prg) + 2 + 253) // 254
            print('case %d: %d files of %d blocks: %s' % (c, len(names), blocks,
                                                          'identical' if not bad else 'sectors differ: %s' % bad[:12]))
            if bad:
                diffs += 1
                if os.environ.get('KEEP'):
                    shutil.copy(vice_disk, '/tmp/vice-fail.d64'); shutil.copy(ours, '/tmp/ours-fail.d64')
    print('%d cases, %d differing' % (cases, diffs))


if __name__ == '__main__':
    main()
