#!/usr/bin/env python3
"""tokfiles.py SRC OUT [N] [SEED] [Tnnn ...]: tokenised programs of the era, LOADed on the
real machine and on ferrite, then listed, saved and run.

Takes N tokenised (0xFF) and protected (0xFE) program files from SRC (a folder of GW-BASIC
programs, for instance a checkout of a public collection: read where it is, never copied
into the repository) and gives each to both machines as `TB.BAS` through a loader (the
companions' loader of `companions.py`, which here LOADs the file instead of running
TEST.BAS). At `Ok` then typed: LIST, `SAVE "Y",A`, `SAVE "Z"` and `SAVE "P",P`, and RUN
with answers (`answers.py`). The streams (typed lines' copies cut) and the files Y.BAS,
Z.BAS and P.BAS (and whatever the run wrote) are compared as in `typed.py`. This measures
the lister (every token of the era's real programs as LIST and `SAVE ,A` detokenise it),
LOAD of tokenised and protected files and SAVE's formats.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import answers  # noqa: E402
import companions  # noqa: E402
import typed  # noqa: E402

# The largest file given (the loader writes about a kilobyte a second in DOSBox).
MAX_FILE = 20 * 1024
RUN_ANSWERS = 24


def tokenised(src):
    """The tokenised and protected .BAS files under SRC, sorted."""
    def binary(p):
        data = open(p, 'rb').read(MAX_FILE + 1)
        return data[:1] in (b'\xff', b'\xfe') and len(data) <= MAX_FILE
    return typed.bas_files(src, binary)


def program(data):
    """The loader that writes `data` as TB.BAS and LOADs it."""
    text = companions.loader([('TB.BAS', data)])
    # (As long as what it replaces: the payload's first record is worked out from it.)
    return text.replace(b'CLOSE:RUN "TEST.BAS"', b'CLOSE:LOAD "TB.BAS" ', 1)


def keys_for(data):
    """LIST, the three SAVEs and RUN with answers made from the program's bytes."""
    keys = [b'LIST', b'SAVE "Y",A', b'SAVE "Z"', b'SAVE "P",P', b'RUN']
    keys += answers.keys_for(data).split(b'\n')[:RUN_ANSWERS]
    return b'\n'.join(keys) + b'\n'


def main():
    src, out = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    only = sys.argv[5:]
    os.makedirs(out, exist_ok=True)
    paths = tokenised(src)
    random.Random(seed).shuffle(paths)
    gw = typed.direct_oracle()
    bad = 0
    paths = paths[:n]
    for i, p in enumerate(paths):
        name = 'B%03d' % i
        if only and name not in only:
            continue
        data = open(p, 'rb').read()
        open(os.path.join(out, name + '.src'), 'w').write(os.path.relpath(p, src) + '\n')
        gl, fl, stopped, notes = typed.run_one(gw, src, out, name, keys_for(data), program(data),
                                               'LOADER.BAS')
        if typed.report(name, os.path.relpath(p, src), '%d bytes' % len(data), gl, fl, stopped,
                        notes):
            bad += 1
    print('%d of %d files differ' % (bad, len(paths)))


if __name__ == '__main__':
    main()
