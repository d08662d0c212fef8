#!/usr/bin/env python3
"""casediff.py DIR: for each group program DIR/X.bas, print the cases (marked `@line`)
whose output differs between X.real and X.fer, with the case text."""
import os, re, sys
d = sys.argv[1]
def blocks(path):
    out, cur = {}, None
    for l in open(path, errors='replace').read().split('\n'):
        m = re.match(r'^@(\d+)', l)
        if m:
            cur = m.group(1); out[cur] = []
        elif cur:
            out[cur].append(l)
    return out
for f in sorted(os.listdir(d)):
    if not f.endswith('.bas'): continue
    n = os.path.join(d, f[:-4])
    if not os.path.exists(n + '.real') or not os.path.exists(n + '.fer'): continue
    src = {l.split(" ")[0]: l.split(":", 1)[-1] for l in open(n + ".bas").read().splitlines() if l}
    r, fe = blocks(n + '.real'), blocks(n + '.fer')
    if not r: continue
    for k in sorted(set(r) | set(fe), key=int):
        if r.get(k) != fe.get(k):
            print(f"{f[:-4]} {k} {src.get(k)!s:40} real={'|'.join(r.get(k, ['<none>']))!s:30} fer={'|'.join(fe.get(k, ['<none>']))}")
