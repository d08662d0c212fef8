#!/usr/bin/env python3
"""progfile.py OUT SEED [NAME...]: the real GW-BASIC test programs taken through the program-file
path at `Ok` before they run, against the machine.

Each of the suite's programs that run by themselves (mutate.py `runnable`) is LOADed at `Ok`
(a session as keyed.py runs one, started `load=TEST.BAS`) and then typed at:

    SAVE "T" / SAVE "TA",A / SAVE "TP",P        the three file forms
    NEW, then LOAD "T" | LOAD "TA" | MERGE "TA" onto a line of its own | CHAIN MERGE is not
        typed (it runs)                         back from one of them (chosen by SEED)
    LIST ,"L1.TXT" / LIST a-b,"L2.TXT"          the listing, whole and a range, into files
    (now and then DELETE a range, MERGE of the protected or tokenised file: errors 54)
    RENUM n,m,s (random: new start, an old line from the program, a step; sometimes bad)
    LIST ,"L3.TXT" / SAVE "R" / SAVE "RA",A     what RENUM made, listed and saved
    LOAD "TP" / SAVE "TQ" / LIST                a protected program saved again (still protected),
        now and then RENUMbered, saved `,P`, EDITed and LLISTed first (all but RENUM refused)
    then one of RUN "R", RUN "T", LOAD "TA",R, CHAIN "R", LOAD "R" and RUN, RUN "TP",
        RUN "TA",R, CHAIN MERGE "RA",first, CHAIN "TP": the program runs, then SYSTEM.

LOAD is never followed by `:` and more in its typed line: the machine ends the line there (DSKCOM.ASM
`LRUN3`: a tokenised file's load ends at READY, an ASCII file's lines are read into the line
buffer), where the suite's models (NEW, tokens_with_number) go on, as ferrite does.

Every file the session leaves (the tokenised, protected and ASCII saves, the listings, the
program's own files) is compared byte for byte, the screen streams by their messages
(keyed.py `compare`). `OUT/CHANGES.txt` lists each session's keys.

    cargo build --release
    python3 difftest/gw/mutate/progfile.py /tmp/pf 1
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gwkeys  # noqa: E402
import keyed  # noqa: E402
import mutate  # noqa: E402
import restructure as rs  # noqa: E402
import wrap  # noqa: E402


def renum_args(nums, rnd):
    """A RENUM command's arguments: new start, old start (a line of the program or not), step."""
    new = rnd.choice(['', '1', '10', '100', '1000', '5', '65000', '0', '65529', '40000'])
    old = rnd.choice(['', '', str(rnd.choice(nums)), str(rnd.choice(nums) + 1), '0'])
    step = rnd.choice(['', '', '1', '5', '7', '100', '1000', '0', '3000'])
    args = ','.join([new, old, step]).rstrip(',')
    return ('RENUM ' + args).rstrip()


def session(name, rnd):
    """(keys bytes, description) of one session."""
    prog = wrap.load(name)
    nums = [n for n, _ in prog] or [10]
    keys = ['SAVE "T"', 'SAVE "TA",A', 'SAVE "TP",P', 'NEW']
    back = rnd.choice(['LOAD "T"', 'LOAD "TA"', 'MERGE "TA"', 'MERGE "T"', 'RUN "T"'])
    if back.startswith('MERGE'):
        keys.append('%d REM BEFORE' % rnd.choice([nums[0], max(nums) + 1, 1 + nums[len(nums) // 2]]))
    if back.startswith('RUN'):
        keys += [back, 'LOAD "T"']
    else:
        keys.append(back)
    a, b = sorted(rnd.sample(nums, 2)) if len(nums) > 1 else (nums[0], nums[0])
    rng = rnd.choice(['%d-%d' % (a, b), '-%d' % b, '%d-' % a, '%d' % a])
    keys += ['LIST ,"L1.TXT"', 'LIST %s,"L2.TXT"' % rng]
    if rnd.random() < 0.3:
        keys += [rnd.choice(['DELETE %s' % rng, 'MERGE "TP"', 'MERGE "T"', 'DELETE %d' % a])]
    keys += [renum_args(nums, rnd), 'LIST ,"L3.TXT"',
             'SAVE "R"', 'SAVE "RA",A']
    if rnd.random() < 0.5:
        keys += [renum_args(nums, rnd), 'LIST ,"L4.TXT"', 'SAVE "R2"']
    keys += ['LOAD "TP"']
    if rnd.random() < 0.5:
        keys += [renum_args(nums, rnd), 'SAVE "TR",P', 'EDIT %d' % rnd.choice(nums), 'LLIST']
    keys += ['SAVE "TQ"', 'LIST', 'SAVE "TQA",A']
    keys.append(rnd.choice(['RUN "R"', 'RUN "T"', 'LOAD "TA",R', 'CHAIN "R"', 'LOAD "R"\rRUN', 'RUN "TP"',
                            'RUN "TA",R', 'CHAIN MERGE "RA",%d' % nums[0], 'CHAIN "TP"']))
    return ('\r'.join(keys) + '\rSYSTEM\r').encode('latin-1'), '; '.join(keys)


def main():
    out_dir, seed = sys.argv[1], int(sys.argv[2])
    names = sys.argv[3:] or mutate.runnable()
    rnd = random.Random(seed)
    os.makedirs(out_dir, exist_ok=True)
    bad = values = runs = 0
    log = open(os.path.join(out_dir, 'CHANGES.txt'), 'a')
    for name in names:
        text = open(os.path.join(mutate.SUITE, name, 'TEST.BAS'), 'rb').read()
        if not rs.parse(text):
            continue
        keys, what = session(name, rnd)
        v = '%s.p%d' % (name, seed)
        log.write('%s: %s\n' % (v, what.replace('\r', '; ')))
        log.flush()
        runs += 1
        files = {'TEST.BAS': text}
        start = ('load', 'TEST.BAS')
        real = gwkeys.run(files, keys, start, keyed.TIMEOUT)
        fer = keyed.run_ferrite(files, start, keys)
        vd = os.path.join(out_dir, v)
        for side, got in (('real', real[1]), ('fer', fer[1])):
            os.makedirs(os.path.join(vd, side), exist_ok=True)
            for f, data in got.items():
                open(os.path.join(vd, side, f), 'wb').write(data)
        open(os.path.join(vd, 'real.out'), 'wb').write(real[0])
        open(os.path.join(vd, 'fer.out'), 'wb').write(fer[0])
        differs, n = keyed.check(v, real, fer)
        bad += differs
        values += n
    print('%d of %d sessions differ; %d values compared' % (bad, runs, values))


if __name__ == '__main__':
    main()
