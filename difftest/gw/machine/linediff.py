#!/usr/bin/env python3
"""linediff.py DIR: after trapdiff.py, the cases (`@n` lines) whose output differs, with
their text: `n: text | real | ferrite`. Takes programs whose lines print `@n` first."""
import os
import re
import sys


def split(text):
    """The output cut at each `@n` mark: {n: what followed it up to the next mark}."""
    parts = re.split(r'@(\d+)', text)
    out = {}
    for i in range(1, len(parts) - 1, 2):
        out[int(parts[i])] = out.get(int(parts[i]), '') + parts[i + 1]
    return out


def main():
    d = sys.argv[1]
    count = 0
    for f in sorted(os.listdir(d)):
        if not f.endswith('.bas'):
            continue
        n = f[:-4]
        src = {}
        for line in open(os.path.join(d, f), encoding='latin-1'):
            m = re.match(r'(\d+) PRINT "@\d+";:(.*?):PRINT "k"(;FRE\(0\))?\s*$', line)
            if m:
                src[int(m.group(1))] = m.group(2)
        try:
            real = open(os.path.join(d, n + '.real'), encoding='latin-1').read().replace('gwreal-run: end', '')
            fer = open(os.path.join(d, n + '.fer'), encoding='latin-1').read()
        except OSError:
            continue
        r, g = split(real), split(fer)
        for k in sorted(set(r) | set(g)):
            a, b = r.get(k, '<none>').strip(), g.get(k, '<none>').strip()
            if a != b:
                count += 1
                print('%s %d: %s | %s | %s' % (n, k, src.get(k, '?'), a.replace('\n', '/'), b.replace('\n', '/')))
    print(count, 'cases differ')


main()
