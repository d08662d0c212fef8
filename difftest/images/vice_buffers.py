#!/usr/bin/env python3
"""What the 1541's buffers hold after a program: the true-drive VICE RUNs PROGRAM on a
blank disk, then the drive's RAM at $0300-$07FF (buffers 0-4; the BAM is in buffer 4) is
printed as runs of bytes (`41x254` is 254 bytes of $41), then the disk's directory as
`ferrite dir` lists it. How the buffer model of `crates/images/src/d64/buffers.rs` was
found; end the program with `INPUT#15,E,E$` so the drive has finished its last command.

    python3 difftest/images/vice_buffers.py prog.bas
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vice_save  # noqa: E402


def runs(data):
    out, i = [], 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i]:
            j += 1
        out.append('%02x' % data[i] + ('x%d' % (j - i) if j - i > 1 else ''))
        i = j
    return ' '.join(out)


def main():
    listing = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        prg = os.path.join(tmp, 'p.prg')
        subprocess.run([vice_save.TOOL, 'tokenise', listing, prg], check=True)
        disk = os.path.join(tmp, 'v.d64')
        subprocess.run([vice_save.TOOL, 'format', disk, 'TEST DISK', '01'], check=True)
        drive = []
        vice_save.run_vice(disk, open(prg, 'rb').read()[2:], directory=[], typed=(), drive=drive)
        ram = bytes(drive)
        for b in range(5):
            print('buffer %d ($%04x): %s' % (b, 0x300 + 256 * b, runs(ram[0x300 + 256 * b:0x400 + 256 * b])))
        ferrite = os.path.join(vice_save.ROOT, 'target', 'release', 'ferrite')
        print(subprocess.run([ferrite, 'dir', disk], capture_output=True, text=True).stdout)


if __name__ == '__main__':
    main()
