"""The answers typed to one program of the corpus, made from the program's own text.

People answered what a program asked: its menu letters, Y or N, a number, Enter alone, now
and then a wrong answer. The answers here cycle a fixed list of such (numbers, Y/N, letters,
Enter alone) and mix in the short strings the program compares its answers with
(`IF A$="Q"`, `INSTR("YN",K$)`), so a menu gets the letters it knows and the run goes past
the first question. Some answers are edited by keys as typed (Esc erasing what was typed,
Backspace, Tab) or are wrong for a numeric INPUT (`?Redo from start`), as a person's were.
Ctrl-C is not typed: under the reference oracle DOS itself takes it and the run ends
without its end marker.
"""
import re

# Answers a person might type to whatever the program asks, cycled.
BASE = [b'', b'1', b'Y', b'5', b'N', b'2', b'A', b'10', b'YES', b'3', b'Q', b'0', b'NO', b'7',
        b'B', b'4']
# Answers typed with editing keys, or wrong for a number (one every 8 answers).
EDITED = [b'X\x1b3', b'12\x085', b'1,2', b'AB', b'\t6', b'9\x08\x08', b'Y\x1bN', b'-1']
# The program's literals an answer is compared with.
COMPARED = [
    re.compile(rb'(?:=|<>)\s*"([^"\r\n]{1,4})"'),
    re.compile(rb'"([^"\r\n]{1,4})"\s*(?:=|<>)'),
]
CHOICES = re.compile(rb'INSTR\s*\(\s*"([^"\r\n]{1,16})"', re.I)
ROUNDS = 64


def literals(text):
    """The short printable strings the program compares answers with, in order, once each."""
    found = []
    for pat in COMPARED:
        for m in pat.finditer(text):
            found.append(m.group(1))
    for m in CHOICES.finditer(text):
        found.extend(bytes([c]) for c in m.group(1))
    seen, out = set(), []
    for s in found:
        s = s.strip()
        if s and all(32 <= c < 127 for c in s) and s not in seen:
            seen.add(s)
            out.append(s)
    return out[:24]


def keys_for(text):
    """The keys file (one answer a line) for the program `text`."""
    lits = literals(text)
    out = []
    for i in range(ROUNDS):
        if i % 8 == 7:
            out.append(EDITED[(i // 8) % len(EDITED)])
        elif i % 3 == 2 and lits:
            out.append(lits[(i // 3) % len(lits)])
        else:
            out.append(BASE[i % len(BASE)])
    return b'\n'.join(out) + b'\n'
