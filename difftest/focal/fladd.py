#!/usr/bin/env python3
"""FLADD's alignment on the DEC FOCAL,1969 binary against ferrite (issue 28).

Types sums and differences whose smaller operand has bits that the alignment shift moves
below the 24-bit mantissa: `(D-2^E+2^E)*2^23` for D = 2^-12 + J*2^E/2^23 (the case
difftest/focal/README.md names), and random pairs of values with set low bits, exponent
differences 0 to 25, both signs, each sum scaled back up so that its last bits show; and
sums of numbers whose exponents are of both signs and more than 2048 apart. Runs the
program on the SIMH oracle (../shared/oracles/focal69/focal-run) and on ferrite and prints
the lines that differ.

    python3 difftest/focal/fladd.py [SEED] [PAIRS]    # after cargo build --release

The 4K machine holds about a dozen pairs; run several seeds for more.
"""
import random
import sys

from compare import report, run_both


def program(seed, pairs):
    """The program: short lines (the 4K machine's line buffer and storage are small)."""
    rng = random.Random(seed)
    lines = [
        "01.10 FOR E=1,1,22; DO 2",
        "01.20 DO 3",
        "01.25 DO 6",
        "01.30 QUIT",
        "02.10 FOR J=-3,1,3; DO 4",
        "04.10 SET D=1/2^12+J*2^E/2^23",
        "04.20 T %3,E,J,%9.0,(D-2^E+2^E)*2^23,(2^E-D-2^E)*2^23,!",
        "05.10 S P=A/2^(23-X);S Q=B/2^(23-Y);S K=23-Y",
        "05.20 T %9.0,(P+Q-P)*2^K,(Q+P-P)*2^K,(P-Q-P)*2^K,!",
        # Exponents of both signs more than 2048 apart: the 12-bit difference wraps, the
        # larger number is still the sum.
        "06.10 S A=2^1100;S B=1/2^1100",
        "06.20 T %,A+B,B+A,A-B,B-A,-A+B,!",
    ]
    for step in range(10, 10 + min(pairs, 60)):
        a = rng.randrange(1 << 22, 1 << 23) * rng.choice([1, -1])
        b = rng.randrange(1 << 22, 1 << 23) * rng.choice([1, -1])
        ea = rng.randrange(-8, 9)
        shift = rng.randrange(0, 26)
        # P = a*2^ea/2^23 and Q = b*2^(ea-shift)/2^23: Q's last bit is worth 2^-K.
        lines.append(f"03.{step:02d} S A={a};S B={b};S X={ea};S Y={ea - shift};D 5")
    return "\n".join(lines) + "\n"


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    text = program(seed, pairs)
    oracle, ours = run_both(text, "FLADD.FC")
    differences = report(oracle, ours)
    values = sum(line.count("=") for line in oracle)
    print(f"{len(oracle)} lines, {values} values compared, {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
