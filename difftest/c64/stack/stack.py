#!/usr/bin/env python3
"""The C64's stack page against ferrite's model of it: where ?OUT OF MEMORY comes when
GOSUBs, FOR loops and an expression's pending work (parentheses, unary minus, NOT, binary
operators, built-in functions, FN calls) share the 6502's stack.

Each program recurses by GOSUB, printing its depth, and at each depth evaluates one
expression of a given shape; the depth printed before ?OUT OF MEMORY shows how much stack
that shape takes. Runs each on cbmbasic (../shared/oracles/c64-cbmbasic/cbm-run) and on
ferrite (target/release/ferrite) and prints the shapes whose output differs.

    python3 difftest/c64/stack/stack.py [SEED] [COUNT]    # after cargo build --release
"""
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
ORACLE = os.path.join(ROOT, "..", "shared", "oracles", "c64-cbmbasic", "cbm-run")
FERRITE = os.path.join(ROOT, "target", "release", "ferrite")

# Pieces wrapped around an operand, each as (prefix, suffix).
WRAPS = [
    ("(", ")"),
    ("-", ""),
    ("-(", ")"),
    ("NOT ", ""),
    ("1+", ""),
    ("1+(", ")"),
    ("2*(", ")"),
    ("2^(", ")"),
    ("1-(", ")"),
    ("(1=", ")"),
    ("ABS(", ")"),
    ("INT(", ")"),
    ("SGN(", ")"),
    ("-ABS(", ")"),
    ("FN A(", ")"),
    ("-FN A(", ")"),
    ("1+FN A(", ")"),
]


def shape(rng):
    """An expression nesting several wraps around the number 1."""
    text = "1"
    for _ in range(rng.randrange(1, 12)):
        pre, post = rng.choice(WRAPS)
        text = f"{pre}{text}{post}"
    return text


def program(expr, loops):
    lines = ["10 DEF FN A(X)=X"]
    # FOR loops open at each level as well, when asked, with their own variables.
    body = "20 K=K+1:PRINT K;"
    if loops:
        body += "FOR I=1 TO 1:"
    body += f"Z={expr}:GOSUB 20"
    lines.append(body)
    return "\n".join(lines) + "\n"


def output(command):
    run = subprocess.run(command, capture_output=True, timeout=60)
    return run.stdout.decode("latin-1").replace("\r\n", "\n")


def last_words(text):
    """The depth reached and the error, from the end of a run's output."""
    lines = [l for l in text.split("\n") if l.strip()]
    return " / ".join(lines[-2:])


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    rng = random.Random(seed)
    differences = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "STACK.BAS")
        for n in range(count):
            expr = shape(rng)
            text = program(expr, rng.random() < 0.3)
            with open(path, "w") as f:
                f.write(text)
            oracle = output([ORACLE, path])
            ours = output([FERRITE, "run", "--dialect", "c64", path])
            if oracle.strip() != ours.strip():
                differences += 1
                print(f"{text.splitlines()[1]}\n  oracle:  {last_words(oracle)}\n  ferrite: {last_words(ours)}")
    print(f"seed {seed}: {count} shapes compared, {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
