#!/usr/bin/env python3
"""Number text for gwdiff.py, wider than gen_lit.py: every spelling FIN meets.

Usage: gen_text.py SEED N [val|lit|radix|str|using]

- `val` (`--mode print`): VAL of awkward texts: blanks, tabs and line feeds inside and
  around, signs repeated, D/E/d/e exponents with and without digits or signs, second points,
  type marks (`%`, `!`, `#`) in the middle, `&H`/`&O`/`&` with odd digits, overflowing or
  empty, mantissas of 1 to 40 digits with leading zeros, exponents past the range both ways,
  text after the number; VAL of the result of STR$ of it again.
- `lit` (`--mode print`): the same as program literals (where they tokenise), as operands of
  `+`, `*` and unary minus, and in `CINT`/`CSNG`/`CDBL`.
- `radix` (`--mode print`): `&H`/`&O` literals and VALs of 0 to 7 digits (bad digits after),
  HEX$/OCT$ of them, of -32769..65536 edges and of fractions that round.
- `str` (`--mode print`): STR$, HEX$, OCT$ of edge values of every type, LEN and the bytes of
  STR$, STR$ of doubles of 15-17 digits.
- `using` (`--mode print`): PRINT USING with `^^^^`/`^^^^^` and wide fields over extreme
  values (1.7D38, 2.9D-39, denormal-edge doubles, 16-17 digit doubles)."""
import random
import sys

rng = random.Random(int(sys.argv[1]))
n = int(sys.argv[2])
what = sys.argv[3] if len(sys.argv) > 3 else "val"


def digits(k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def mantissa():
    r = rng.random()
    if r < 0.1:
        return rng.choice(["", ".", "0", "00", ".0", "0.", "000.000"])
    k = rng.choice([1, 1, 2, 3, 5, 7, 8, 9, 10, 15, 16, 17, 18, 20, 25, 40])
    d = digits(k)
    if rng.random() < 0.2:
        d = "0" * rng.randint(1, 6) + d
    if rng.random() < 0.15:
        d = rng.choice(["9" * k, "1" + "0" * (k - 1), "5" * k, "4" * (k - 1) + "5"])
    if rng.random() < 0.7:
        p = rng.randrange(len(d) + 1)
        d = d[:p] + "." + d[p:]
    return d


def exponent():
    r = rng.random()
    if r < 0.5:
        return ""
    e = rng.choice("EeDd")
    s = rng.choice(["", "", "+", "-"])
    k = rng.choice([None, 0, 1, 5, 9, 10, 16, 17, 18, 19, 30, 37, 38, 39, 40, 45, 99, 300, 32767, 65536])
    num = "" if k is None else str(k)
    if k is not None and rng.random() < 0.1:
        num = "0" * rng.randint(1, 3) + num
    return e + s + num


def sign():
    return rng.choice(["", "", "", "-", "+", "--", "+-", "-+", " -", "- "])


def radix_text():
    pre = rng.choice(["&H", "&h", "&O", "&o", "&", "&Q"])
    alpha = "0123456789ABCDEFabcdefG" if pre in ("&H", "&h") else "012345678"
    k = rng.choice([0, 1, 2, 3, 4, 4, 5, 6, 7])
    d = "".join(rng.choice(alpha) for _ in range(k))
    if rng.random() < 0.2:
        d = rng.choice(["FFFF", "8000", "7FFF", "10000", "177777", "100000", "200000", "0000FFFF", "1FFFF"])
    return pre + d


def odd_val_text():
    r = rng.random()
    if r < 0.2:
        return radix_text() + rng.choice(["", "", " ", "1", "X", ".5", "E2"])
    t = sign() + mantissa() + exponent()
    if rng.random() < 0.15:
        t += rng.choice(["%", "!", "#", "D", "E", ".5", "X", " 5", "E5", ",5", "$"])
    if rng.random() < 0.2:
        # blanks, tabs and line feeds inside: FIN skips some of them
        pos = rng.randrange(len(t) + 1)
        t = t[:pos] + rng.choice([" ", "  ", '"+CHR$(9)+"', '"+CHR$(10)+"', '"+CHR$(13)+"', '"+CHR$(0)+"']) + t[pos:]
    if rng.random() < 0.15:
        t = rng.choice([" ", "   ", '"+CHR$(9)+"', '"+CHR$(10)+"']) + t
    return t


def val():
    t = odd_val_text()
    e = f'VAL("{t}")'
    r = rng.random()
    if r < 0.15:
        return f"VAL(STR$({e}))"
    if r < 0.25:
        return f"{e}*1#"
    if r < 0.3:
        return f"LEN(STR$({e}))"
    return e


def lit():
    t = mantissa()
    if t in ("", "."):
        t = "1" + t
    t += exponent()
    if t[-1] in "EeDd+-":
        t += str(rng.randint(0, 40))
    if rng.random() < 0.15:
        t += rng.choice(["!", "#", "%"]) if "E" not in t.upper() and "D" not in t.upper() else ""
    r = rng.random()
    if r < 0.4:
        return t
    if r < 0.55:
        return "-" + t
    if r < 0.65:
        return f"{t}+1"
    if r < 0.75:
        return f"{t}*{rng.choice(['1', '1#', '10', '.1', 'A%', 'A#'])}"
    return f"{rng.choice(['CINT', 'CSNG', 'CDBL', 'FIX', 'INT', 'ABS', 'SGN'])}({t})"


def overflows(t):
    """Whether a literal's digits pass 16 bits: in a program line that is `Overflow` while the
    file loads, and the machine keeps no line of it (nothing would be compared). Such texts
    go into VAL instead."""
    hexa = t[:2] in ("&H", "&h")
    digits = t[2:] if t[:2].upper() in ("&H", "&O", "&Q") else t[1:]
    v = 0
    for c in digits:
        d = int(c, 16) if c in "0123456789ABCDEFabcdef" else None
        if d is None or (not hexa and d > 7):
            break
        v = v * (16 if hexa else 8) + d
    # an 8 or 9 in an octal literal: a syntax error while the line is crunched, which ends
    # the load the same way
    octal_bad = not hexa and any(c in "89" for c in digits)
    return v > 0xFFFF or octal_bad


def radix():
    r = rng.random()
    t = radix_text()
    if t in ("&", "&Q") or t[-1] in "Hh" or t[-1] in "Oo":
        t += "1"
    if overflows(t):
        return f'VAL("{t}")'
    if r < 0.3:
        return f'VAL("{radix_text()}")'
    if r < 0.5:
        return t.replace("&Q", "&O") if rng.random() < 0.5 else t
    if r < 0.7:
        v = rng.choice(["-32769", "-32768", "-32767", "-1", "-.5", "-.49", ".5", "1.5", "2.5", "32767",
                        "32767.5", "32768", "65535", "65535.4", "65535.5", "65536", "-32768.5", "-32768.4",
                        "1E5", "-0", "A%", "C%", "&HFFFF", "&O177777", "1.7E38"])
        return f"{rng.choice(['HEX$', 'OCT$'])}({v})"
    return f"{rng.choice(['HEX$', 'OCT$'])}({t.replace('&Q', '&O')})"


EDGES = ["0", "-0", "1", "-1", "32767", "-32768", "32768", "A%", "C%", "1.7E38", "-1.7E38",
         "1.701411E38", "1.701412E38", "2.938736E-39", "2.938736E-39/2", "1E-38", "1.5E-45",
         "1D38", "1.701411834604692D38", "2.938735877055719D-39", "1D-39", "1#/3", "2#/3", "1/3",
         "2/3", "123456789012345678#", "1234567.5", "12345678", "9999999", "9999999.5", "999999.95",
         ".1", ".01#", "1E15", "1D15", "1D16", "9999999999999999#", "99999999999999999#",
         "100000000000000000#", "1E7", "1E6", "999999.5", "1E-7", "1D-16", "-1D-17"]


def strs():
    v = rng.choice(EDGES)
    if rng.random() < 0.25:
        v = f"{rng.choice(['', '-'])}{digits(rng.randint(1, 18))}{rng.choice(['#', 'D0', 'D' + str(rng.randint(-30, 30)), ''])}"
        v = v.lstrip("0") or "0"
        if v[0] == "D" or v.startswith("-D"):
            v = v.replace("D", "1D", 1)
    f = rng.choice(["STR$", "STR$", "LEN(STR$", "ASC(STR$", "RIGHT$(STR$"])
    if f == "STR$":
        return f"STR$({v})"
    if f == "LEN(STR$":
        return f"LEN(STR$({v}))"
    if f == "ASC(STR$":
        return f"ASC(STR$({v}))"
    return f"RIGHT$(STR$({v}),3)"


def using():
    lead = rng.choice(["", "", "+", "**", "$$", "**$", "-"])
    f = lead + "#" * rng.choice([0, 1, 2, 3, 5, 8, 12, 16, 20])
    if rng.random() < 0.6:
        f += "." + "#" * rng.choice([0, 1, 2, 4, 7, 9, 12, 16])
    f += rng.choice(["^^^^", "^^^^", "^^^^^", "", "^^^", "^^^^^^"])
    if rng.random() < 0.2:
        f += rng.choice("+-")
    if f.strip("+-*$^") == "" and "#" not in f:
        f = "#" + f
    vals = []
    for _ in range(rng.randrange(1, 4)):
        if rng.random() < 0.5:
            vals.append(rng.choice(EDGES))
        else:
            s = rng.choice(["", "-"])
            vals.append(f"{s}.{digits(rng.randint(1, 17))}{rng.choice('ED')}{rng.randint(-39, 38):+d}")
    return f'USING "{f}";' + ";".join(vals)


for _ in range(n):
    print({"val": val, "lit": lit, "radix": radix, "str": strs, "using": using}[what]())
