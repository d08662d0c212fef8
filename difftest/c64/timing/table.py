#!/usr/bin/env python3
"""Reads the last screen of each timing run (VICE .scr, ferrite .fer) and prints the table."""
import glob, os, re, sys

def values(path):
    if not os.path.exists(path):
        return {}
    text = open(path, encoding='utf-8').read()
    last = text.rsplit('=== SCREEN', 1)[-1]
    out = {}
    for m in re.finditer(r'^\d\d.\|(.*)\|$', last, re.M):
        for name, v in re.findall(r'([A-Z][A-Z0-9]*) (-?\d+)', m.group(1)):
            out[name] = int(v)
    return out

def main():
    d = sys.argv[1]
    rows, errs = [], []
    for f in sorted(glob.glob(os.path.join(d, 't*.bas'))):
        v, r = values(f[:-4] + '.scr'), values(f[:-4] + '.fer')
        for name in v:
            a, b = v[name], r.get(name)
            e = None if b is None else (b - a) / max(a, 1) * 100
            rows.append((name, a, b, e))
            if e is not None:
                errs.append(abs(e))
    print('%-6s %6s %6s %7s' % ('shape', 'VICE', 'ferrite', 'error'))
    for name, a, b, e in rows:
        print('%-6s %6d %6s %6s%%' % (name, a, '-' if b is None else b, '-' if e is None else '%+.0f' % e))
    if errs:
        errs.sort()
        print('%d shapes; mean |error| %.1f%%, median %.1f%%, worst %.1f%%' % (
            len(errs), sum(errs) / len(errs), errs[len(errs) // 2], errs[-1]))

if __name__ == '__main__':
    main()
