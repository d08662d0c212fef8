#!/usr/bin/env python3
"""Run generated programs on the real GW-BASIC 3.23 and on ferrite; compare the whole output.

Usage: run.py SEED N [WORKDIR]
Makes N programs with gen.py (seed SEED) in WORKDIR (default /tmp/gwsweep/SEED), runs each
on gw-real (`gwreal-run`, as difftest/gw/num/gwdiff.py calls it) and on ferrite, compares the
outputs byte for byte (0xFF removed from ferrite's: the driver drops them) and prints, per
differing program, its name and the first differing line. Each differing program's outputs
are kept beside it (`.real`, `.fer`) for reduce.py. A summary line gives programs, output
lines compared and the number that differ. FERRITE=path runs another ferrite binary.
"""
import os
import shutil
import subprocess
import tempfile
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "num"))
import gen  # noqa: E402
from gwdiff import ORACLE, FERRITE  # noqa: E402


def real(path, timeout=30):
    """gw-real's output of one program (bytes), or None on a timeout / failed run."""
    d = tempfile.mkdtemp(prefix="gwsweepr")
    try:
        r = subprocess.run([ORACLE, os.path.abspath(path), f"--timeout={timeout}"],
                           capture_output=True, timeout=timeout + 60, cwd=d)
    except subprocess.TimeoutExpired:
        return None
    finally:
        shutil.rmtree(d, ignore_errors=True)
    if r.returncode != 0:
        return None
    return r.stdout


def fer(path, timeout=30):
    """ferrite's output of one program, the 0xFF bytes dropped as the driver drops them."""
    d = tempfile.mkdtemp(prefix="gwsweep")
    shutil.copy(path, os.path.join(d, "PROG.BAS"))
    try:
        r = subprocess.run([FERRITE, "run", "--dialect", "gw", "--no-share", "PROG.BAS"], capture_output=True,
                           timeout=timeout, stdin=subprocess.DEVNULL, cwd=d)
    except subprocess.TimeoutExpired:
        return None
    finally:
        shutil.rmtree(d, ignore_errors=True)
    return r.stdout.replace(b"\r", b"").replace(b"\xff", b"")


def first_diff(a, b):
    la, lb = a.split(b"\n"), b.split(b"\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else b"<none>"
        y = lb[i] if i < len(lb) else b"<none>"
        if x != y:
            return i, x, y
    return None


def main():
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    work = sys.argv[3] if len(sys.argv) > 3 else f"/tmp/gwsweep/{seed}"
    os.makedirs(work, exist_ok=True)
    progs = lines = diffs = skipped = 0
    for i in range(n):
        path = os.path.join(work, "P%04d.BAS" % i)
        with open(path, "w", newline="") as f:
            f.write(gen.make(seed, i))
        a = real(path)
        b = fer(path)
        if a is None:
            skipped += 1
            print(f"{path}: real timed out", flush=True)
            continue
        progs += 1
        lines += a.count(b"\n")
        if b is None:
            b = b"<ferrite timed out>"
        if a != b:
            diffs += 1
            d = first_diff(a, b)
            open(path + ".real", "wb").write(a)
            open(path + ".fer", "wb").write(b)
            print(f"{path}: line {d[0]}\n  real: {d[1]!r}\n  fer:  {d[2]!r}", flush=True)
    print(f"# seed {seed}: {progs} programs, {lines} output lines compared, {diffs} differ, "
          f"{skipped} skipped (real timed out)", flush=True)


if __name__ == "__main__":
    main()
