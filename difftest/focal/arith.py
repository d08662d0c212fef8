#!/usr/bin/env python3
"""FOCAL,1969's arithmetic to the last bit, on the DEC binary against ferrite (issue 28).

Random expressions mix sums and differences (both signs, exponent gaps 0 to 25, leading
unary minus, chains of three operands) with products, quotients and the FITR, FSQT, FEXP
and FABS functions, on operands with set low bits built exactly as A*2^X/2^23. Each result
R is stored and typed as two 12-bit halves, H = FITR(R*2^S/4096) and R*2^S - H*4096,
with 2^S chosen from the value Python expects so that R*2^S is near 2^23: the whole 24-bit
mantissa shows, not just FOCAL's six digits. Runs the program on the SIMH oracle
(../shared/oracles/focal69/focal-run) and on ferrite and prints the lines that differ.

    python3 difftest/focal/arith.py [SEED] [LINES]    # after cargo build --release

The 4K machine holds a few dozen such lines; run several seeds for more.
"""
import math
import random
import sys

from compare import report, run_both


def operand(rng, name, lines, values):
    """A variable holding a*2^x/2^23 with a random 23-bit magnitude, set on its own line."""
    a = rng.randrange(1 << 22, 1 << 23) * rng.choice([1, -1])
    x = rng.randrange(-10, 14)
    values[name] = a * 2.0**x / 2**23
    if x >= 0:
        lines.append(f"S {name}={a}*2^{x}/2^23")
    else:
        lines.append(f"S {name}={a}/2^{23 - x}")
    return name


def expression(rng, names, values):
    """A random expression over the variables and its value as Python sees it."""
    a, b, c = rng.sample(names, 3)
    va, vb, vc = values[a], values[b], values[c]
    forms = [
        (f"{a}+{b}", va + vb),
        (f"{a}-{b}", va - vb),
        (f"-{a}+{b}", -va + vb),
        (f"-{a}-{b}", -va - vb),
        (f"{a}+{b}-{c}", va + vb - vc),
        (f"{a}-{b}+{c}", va - vb + vc),
        (f"{a}*{b}+{c}", va * vb + vc),
        (f"{a}-{b}*{c}", va - vb * vc),
        (f"{a}/{b}-{c}", va / vb - vc),
        (f"({a}+{b})*{c}", (va + vb) * vc),
        (f"({a}-{b})/{c}", (va - vb) / vc),
        (f"FITR({a})+{b}", math.trunc(va) + vb),
        (f"{a}-FABS({b})", va - abs(vb)),
        (f"FSQT(FABS({a}))-{b}", math.sqrt(abs(va)) - vb),
        (f"FEXP({a}/64)+{b}", math.exp(va / 64) + vb),
        (f"{a}+FSQT(FABS({b}))", va + math.sqrt(abs(vb))),
    ]
    return rng.choice(forms)


def scale(value):
    """FOCAL text for 2^S, S chosen so that value*2^S is near 2^23 (None for 0)."""
    if value == 0 or not math.isfinite(value):
        return None
    s = 23 - math.frexp(abs(value))[1]
    return f"2^{s}" if s >= 0 else f"1/2^{-s}"


def program(seed, count):
    rng = random.Random(seed)
    lines = []
    values = {}
    names = [operand(rng, n, lines, values) for n in "ABCDMN"]
    # One operand a line: the 4K machine takes typed lines of about 70 characters.
    body = [f"01.{10 + i:02d} {line}" for i, line in enumerate(lines)] + [
        # The result's mantissa as two 12-bit halves.
        "09.10 S T=R*K;S H=FITR(T/4096);T %9.0,H,T-H*4096,!",
    ]
    step = 30
    while len(body) < count + 7 and step <= 99:
        text, value = expression(rng, names, values)
        k = scale(value)
        if k is None:
            continue
        body.append(f"01.{step:02d} S R={text};S K={k};D 9")
        step += 1
    return "\n".join(body) + "\n"


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    text = program(seed, count)
    oracle, ours = run_both(text, "ARITH.FC")
    program_lines = text.splitlines()[7:]
    differences = report(
        oracle, ours, lambda i: program_lines[i] if i < len(program_lines) else "?"
    )
    values = sum(line.count("=") for line in oracle)
    print(f"seed {seed}: {len(oracle)} lines, {values} values compared, {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
