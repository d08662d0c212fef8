#!/usr/bin/env python3
"""direct.py OUT [FORM] [NAME...]: the real GW-BASIC test programs typed at `Ok`, against the machine.

Forms (default both, one session each per program):
- `direct`: the program's error handlers (its lines from the first line ON ERROR GOTO names on)
  are typed as program lines, and every line before them is typed without its number, as a
  direct statement, one after another; then SYSTEM. A trapped error in a direct line runs the
  program's handler, and its RESUME NEXT comes back into the typed line; a FOR or GOTO that
  spans lines meets direct mode's rules (FOR without NEXT, Undefined line number, a GOTO that
  runs the program).
- `typed`: the whole program typed line by line at `Ok` (the keyboard's tokeniser, lines the
  width of the screen), then RUN, then SYSTEM.

Sessions run on the machine through gwkeys.py (keys one at a time as GW-BASIC polls) and on
ferrite as keyed.py runs them, and are compared as keyed.py compares (the screen stream by its
messages; every file written byte for byte). The suite's programs are read where they are.

    python3 difftest/gw/mutate/direct.py /tmp/dm
    python3 difftest/gw/mutate/direct.py /tmp/dm direct FORNEXT3 SWAP2
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gwkeys  # noqa: E402
import keyed  # noqa: E402
import mutate  # noqa: E402
import restructure as rs  # noqa: E402
import wrap  # noqa: E402


def lines(name):
    return [l for l in rs.render(wrap.load(name)).decode('latin-1').split('\r\n') if l]


def session(name, form):
    """The keys typed for one program (bytes), or None when a line is too long to type."""
    text = lines(name)
    if any(len(l) > 240 for l in text):
        return None
    if form == 'typed':
        keys = [l.rstrip() for l in text] + ['RUN']
    else:
        hs = wrap.handlers(wrap.load(name))
        first = hs[0] if hs else 65536
        prog = [l for l in text if int(l.split(' ', 1)[0]) >= first]
        direct = [l.split(' ', 1)[1] if ' ' in l else '' for l in text if int(l.split(' ', 1)[0]) < first]
        keys = prog + [d.rstrip() for d in direct if d.strip()]
    return ('\r'.join(keys) + '\rSYSTEM\r').encode('latin-1')


def main():
    out_dir = sys.argv[1]
    forms = [sys.argv[2]] if len(sys.argv) > 2 and sys.argv[2] in ('direct', 'typed') else ['direct', 'typed']
    names = [a for a in sys.argv[2:] if a not in ('direct', 'typed')] or mutate.runnable()
    os.makedirs(out_dir, exist_ok=True)
    bad = values = runs = 0
    for name in names:
        for form in forms:
            keys = session(name, form)
            if keys is None:
                continue
            runs += 1
            v = '%s.%s' % (name, form)
            open(os.path.join(out_dir, v + '.keys'), 'wb').write(keys)
            real = gwkeys.run({}, keys, ('none', None), keyed.TIMEOUT)
            fer = keyed.run_ferrite({}, ('none', None), keys)
            open(os.path.join(out_dir, v + '.rout'), 'wb').write(real[0])
            open(os.path.join(out_dir, v + '.fout'), 'wb').write(fer[0])
            differs, n = keyed.check(v, real, fer)
            bad += differs
            values += n
    print('%d of %d sessions differ; %d values compared' % (bad, runs, values))


if __name__ == '__main__':
    main()
