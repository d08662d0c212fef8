#!/usr/bin/env python3
"""Differential test of GW-BASIC's data segment: real GW-BASIC 3.23 (gwreal-run) vs ferrite.

Usage: memdiff.py [--keep DIR] [--only NAME] [--stmt | --poke | --low | --ptr | --type | --array | --erase] [SEED [N]]
Runs the hand cases of `cases.py` and N (default 40) random variable mixes of `gen.py`
(seeded by SEED, default 1) on both machines; each program prints PEEK/VARPTR/FRE figures.
`--stmt`: N random statement runs of `stmtgen.py` instead (a probe after every statement).
`--poke`: N random programs of `pokegen.py` (POKEs into variables' values and descriptors).
`--low`: N random programs of `lowgen.py` (RND, RANDOMIZE, DEF USR, SCREEN, COLOR and POKEs
into RNDX, each followed by the bytes &HF0-&H132 and &H4E).
`--ptr`: N random programs of `ptrgen.py` (jumps of every kind, then the program text's
bytes: the line constants the jumps made pointers).
`--type`, `--array`, `--erase`: N programs of `headgen.py` (one POKE into an entry's header,
for `--erase` a size word, then ERASE; the machine can hang, so the oracle gets 10 seconds and
ferrite 10).
Prints every differing line as `case:line | real | ferrite` and the totals.
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases  # noqa: E402
import gen  # noqa: E402
import headgen  # noqa: E402
import pokegen  # noqa: E402
import ptrgen  # noqa: E402
import lowgen  # noqa: E402
import stmtgen  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
ORACLE = os.path.join(ROOT, "..", "shared", "oracles", "gw-real", "gwreal-run")
FERRITE = os.environ.get("FERRITE", os.path.join(ROOT, "target", "release", "ferrite"))


TIMEOUT = 60
# headgen's programs (`--type`, `--array`): the machine can hang.
HEAD = False


def run(cmd, cwd, timeout=None, whole_lines=False):
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=timeout or TIMEOUT * 2, cwd=cwd)
        out = r.stdout.decode("latin-1")
        if whole_lines:
            # ferrite stops where the machine hangs; the oracle's stream of a hung run ends
            # at its last line end, so a line left open is not compared.
            out = out[: out.rfind("\n") + 1]
    except subprocess.TimeoutExpired as e:
        # A run that never ends (ferrite waiting for Ctrl-C where the machine hangs): what it
        # printed, as the oracle gives what the machine printed before its timeout.
        # The oracle's stream of a hung run ends at its last line end (the line being
        # printed when the machine hung is not in it), so the same is kept here.
        out = (e.stdout or b"").decode("latin-1")
        out = out[: out.rfind("\n") + 1]
    return out.replace("\r", "").rstrip("\n").split("\n")


def compare(name, text, keep):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "T.BAS")
        with open(path, "w", newline="") as f:
            f.write("\r\n".join(text.strip("\n").split("\n")) + "\r\n")
        real = run([ORACLE, path, "--timeout=%d" % TIMEOUT], tmp)
        fer = run([FERRITE, "run", "--dialect", "gw", path], tmp, TIMEOUT, HEAD)
        # The oracle removes GW-BASIC's 0xFF bytes from its stream (its README): a string
        # read from memory can hold them, so ferrite's are removed alike.
        fer = [line.replace("\xff", "") for line in fer]
    if keep:
        os.makedirs(keep, exist_ok=True)
        for tag, out in (("real", real), ("ferrite", fer)):
            with open(os.path.join(keep, f"{name}.{tag}"), "w") as f:
                f.write("\n".join(out) + "\n")
    diffs = 0
    values = 0
    for i in range(max(len(real), len(fer))):
        a = real[i] if i < len(real) else "<none>"
        b = fer[i] if i < len(fer) else "<none>"
        values += len(a.split()) or 1
        if a != b:
            diffs += 1
            print(f"{name}:{i + 1} | {a} | {b}")
    return values, diffs


def main():
    args = sys.argv[1:]
    keep = None
    only = None
    stmt = False
    poke = False
    low = False
    ptr = False
    head = None
    while args and args[0].startswith("--"):
        if args[0] == "--keep":
            keep, args = args[1], args[2:]
        elif args[0] == "--stmt":
            stmt, args = True, args[1:]
        elif args[0] == "--poke":
            poke, args = True, args[1:]
        elif args[0] == "--low":
            low, args = True, args[1:]
        elif args[0] == "--ptr":
            ptr, args = True, args[1:]
        elif args[0] in ("--type", "--array", "--erase"):
            head, args = args[0][2:], args[1:]
        elif args[0] == "--only":
            only, args = args[1], args[2:]
        else:
            sys.exit(__doc__)
    seed = int(args[0]) if args else 1
    n = int(args[1]) if len(args) > 1 else 40
    global TIMEOUT, HEAD
    if head:
        TIMEOUT = 10
        HEAD = True
        progs = headgen.programs(seed, n, head)
    elif poke:
        progs = pokegen.programs(seed, n)
    elif low:
        progs = lowgen.programs(seed, n)
    elif ptr:
        progs = ptrgen.programs(seed, n)
    elif stmt:
        progs = stmtgen.programs(seed, n)
    else:
        progs = list(cases.CASES.items()) + gen.programs(seed, n)
    total = lines = bad = progs_bad = 0
    for name, text in progs:
        if only and not name.startswith(only):
            continue
        v, d = compare(name, text, keep)
        total += v
        bad += d
        lines += 1
        progs_bad += d > 0
    print(f"# {lines} programs, {total} values, {bad} lines differ in {progs_bad} programs",
          file=sys.stderr)


if __name__ == "__main__":
    main()
