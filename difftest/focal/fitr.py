#!/usr/bin/env python3
"""FITR on the DEC FOCAL,1969 binary against ferrite (issue 28).

Builds one FOCAL program that types FITR of values around the carry edge (fractions near
1 - 2^-12, a few units of the last place either side, both signs) for exponents 1 to 22,
and of values with ordinary fractions (the negative ones negated from the positive, so
that both machines take FITR of the same bits: `D-2^E` itself differs by a unit of the last
place between them, a difference of FLADD's, not of FITR's); runs it on the SIMH oracle
(../shared/oracles/focal69/focal-run) and on ferrite, and prints the lines that differ.

    python3 difftest/focal/fitr.py            # from the repository, after cargo build --release
"""
import sys

from compare import report, run_both

PROGRAM = """\
01.10 FOR E=1,1,22; DO 2
01.20 FOR E=1,1,22; DO 3
01.30 QUIT
02.10 FOR J=-3,1,3; DO 4
03.10 FOR K=1,1,9; DO 5
04.10 SET D=1/2^12+J*2^E/2^23
04.20 SET Y=2^E-D; T %3,E,J,%9.06,FITR(Y),FITR(-Y),!
05.10 T %3,E,K,%9.06,FITR(2^E*K/10),FITR(-2^E*K/7),FITR(2^E+K/4097),!
"""


def main():
    oracle, ours = run_both(PROGRAM, "FITR.FC", timeout=120)
    values = sum(line.count("=") - 2 for line in oracle if line.startswith("="))
    differences = report(oracle, ours)
    print(f"{len(oracle)} lines, {values} FITR values compared, {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
