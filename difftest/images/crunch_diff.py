#!/usr/bin/env python3
"""Differential test of ferrite-images' C64 tokeniser against the real BASIC V2 ROM.

Random program lines (keywords, names that run into keywords, strings, DATA, REM, `?`,
spaces) are typed into cbmbasic (the C64 ROM recompiled, ../shared/oracles/c64-cbmbasic),
whose own CRUNCH stores them; a last line PEEKs the stored program from TXTTAB to VARTAB
and prints the bytes. The same listing goes through `cargo run --example prg -- tokenise`
and the bytes after the load address are compared (links relocated to cbmbasic's TXTTAB).
Then the same lines with `1 LIST` first are run, and the ROM's LIST is compared with
`prg list` of our file.

    python3 difftest/images/crunch_diff.py [PROGRAMS] [SEED]
"""
import os, random, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CBM = os.path.join(ROOT, '..', 'shared', 'oracles', 'c64-cbmbasic', 'cbm-run')
KEYWORDS = ["END", "FOR", "NEXT", "DATA", "INPUT#", "INPUT", "DIM", "READ", "LET", "GOTO",
            "RUN", "IF", "RESTORE", "GOSUB", "RETURN", "REM", "STOP", "ON", "WAIT", "POKE",
            "PRINT#", "PRINT", "CONT", "LIST", "CLR", "CMD", "SYS", "GET", "TAB(", "TO",
            "FN", "SPC(", "THEN", "NOT", "STEP", "AND", "OR", "SGN", "INT", "ABS", "FRE",
            "POS", "SQR", "RND", "LOG", "EXP", "COS", "SIN", "TAN", "ATN", "PEEK", "LEN",
            "STR$", "VAL", "ASC", "CHR$", "LEFT$", "RIGHT$", "MID$", "GO", "DEF"]
PIECES = ["A", "B", "X1", "TOTAL", "FORM", "ST", "TI", "AT", "ONE", "IFS", " ", "  ", "1",
          "23", "4.5", "E", ":", ";", ",", "+", "-", "*", "/", "^", "=", "<", ">", "(", ")",
          "?", "\"HI THERE\"", "\"PRINT\"", "\"", "$", "%", "."]


def random_line(rng, number):
    parts = []
    for _ in range(rng.randint(1, 12)):
        r = rng.random()
        if r < 0.4:
            parts.append(rng.choice(KEYWORDS))
        else:
            parts.append(rng.choice(PIECES))
    text = "".join(parts)
    # Keep the statement short of the editor's 80 columns with the number.
    return f"{number} {text[:60]}".rstrip()


def main():
    programs = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "ferrite-images", "--example", "prg"],
                   cwd=ROOT, check=True)
    prg_tool = os.path.join(ROOT, "target", "release", "examples", "prg")
    diffs = 0
    lines_total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for p in range(programs):
            lines = [random_line(rng, 10 * (i + 1)) for i in range(rng.randint(1, 8))]
            # Lines whose text starts with a digit would join the number: keep them apart.
            lines = [l for l in lines
                     if " " in l and l.split(" ", 1)[1].strip()
                     and not l.split(" ", 1)[1].lstrip()[:1].isdigit()]
            dump = ["63998 A=PEEK(43)+256*PEEK(44):B=PEEK(45)+256*PEEK(46):PRINTA",
                    "63999 FORI=ATOB-1:PRINTPEEK(I):NEXT"]
            listing = "\n".join(["1 GOTO63998"] + lines + dump) + "\n"
            src = os.path.join(tmp, f"p{p}.bas")
            with open(src, "w") as f:
                f.write(listing)
            out = subprocess.run([CBM, src], capture_output=True, text=True, timeout=60).stdout
            try:
                numbers = [int(x) for x in out.split()]
            except ValueError:
                print(f"program {p}: oracle printed {out[:200]!r}")
                diffs += 1
                continue
            base, oracle = numbers[0], numbers[1:]
            prg = os.path.join(tmp, f"p{p}.prg")
            subprocess.run([prg_tool, "tokenise", src, prg], check=True)
            ours = list(open(prg, "rb").read()[2:])
            # Relocate our links from $0801 to the oracle's TXTTAB.
            at = 0
            while at + 1 < len(ours) and ours[at + 1] != 0:
                link = ours[at] | ours[at + 1] << 8
                nxt = link - 0x0801
                link += base - 0x0801
                ours[at], ours[at + 1] = link & 255, link >> 8
                at = nxt
            lines_total += len(lines) + 3
            if ours != oracle:
                diffs += 1
                print(f"program {p} differs:\n{listing}ours   {ours}\noracle {oracle}")
            # LIST: the ROM lists the program it crunched; ours lists our .prg.
            listed = os.path.join(tmp, f"l{p}.bas")
            with open(listed, "w") as f:
                f.write("\n".join(["1 LIST"] + lines) + "\n")
            oracle_list = subprocess.run([CBM, listed], capture_output=True, text=True,
                                         timeout=60).stdout
            subprocess.run([prg_tool, "tokenise", listed, prg], check=True)
            ours_list = subprocess.run([prg_tool, "list", prg], capture_output=True,
                                       text=True).stdout
            # cbmbasic's LIST starts on a fresh line after RUN's output.
            if ours_list.strip("\n") != oracle_list.strip("\n"):
                diffs += 1
                print(f"program {p} LIST differs:\nours:\n{ours_list}oracle:\n{oracle_list}")
    print(f"{programs} programs, {lines_total} lines crunched and listed, {diffs} differing")


if __name__ == "__main__":
    main()
