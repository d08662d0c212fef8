"""The runner the per-area comparers share (`files/filediff.py`, `graphics/gfxdiff.py`): runs
every DIR/X.bas on the real GW-BASIC 3.23 (two at a time, DOSBox's limit) and on ferrite,
compares the output streams line by line and any other values the comparer names (files a
run left), prints the differing programs with a short diff, and the counts: programs,
values compared, values that differ."""
import difflib
import os
from concurrent.futures import ThreadPoolExecutor


def program_names(d, only):
    """The programs in DIR (X for each X.bas), or only those named."""
    return sorted(f[:-4] for f in os.listdir(d) if f.endswith('.bas') and (not only or f[:-4] in only))


def compare(d, only, run_real, run_fer, outputs, label='real'):
    """Runs and compares DIR's programs. `run_real(d, n)` and `run_fer(d, n)` make the runs;
    `outputs(d, n)` gives (real stream, ferrite stream, {name: (real value, ferrite value)})."""
    names = program_names(d, only)
    with ThreadPoolExecutor(2) as ex:
        list(ex.map(lambda n: run_real(d, n), names))
    bad = values = diffs = 0
    for n in names:
        run_fer(d, n)
        r, f, others = outputs(d, n)
        r, f = r.rstrip(b'\n'), f.rstrip(b'\n')
        rl, fl = r.split(b'\n'), f.split(b'\n')
        values += max(len(rl), len(fl)) + len(others)
        nd = sum(1 for a, b in zip(rl, fl) if a != b) + abs(len(rl) - len(fl))
        nd += sum(1 for rv, fv in others.values() if rv != fv)
        if not nd:
            continue
        bad += 1
        diffs += nd
        print('===', n)
        if r != f:
            al, bl = r.decode('latin-1').split('\n'), f.decode('latin-1').split('\n')
            for line in list(difflib.unified_diff(al, bl, label, 'ferrite', lineterm='', n=1))[:30]:
                print(line)
        for k in sorted(others):
            rv, fv = others[k]
            if rv != fv:
                print('%s: real %r' % (k, rv[:200]))
                print('%s: fer  %r' % (k, fv[:200]))
    print('%d of %d programs differ; %d values compared, %d differ' % (bad, len(names), values, diffs))
