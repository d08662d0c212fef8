#!/usr/bin/env python3
"""filediff.py DIR [NAME ...]: run DIR/*.bas on the real GW-BASIC 3.23 and on ferrite; compare
the screen streams and every file each run left (byte for byte). Prints the differing
programs and the counts: programs, values (screen lines and files) compared, differences.

The real outputs are kept as DIR/X.real and DIR/X.real.d/ (REUSE=1 reruns only ferrite);
ferrite's as DIR/X.fer and DIR/X.fer.d/. `FILES` ends with the disk's bytes free, which
differ between DOSBox and ferrite: that number is masked on both sides."""
import os
import time
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# The paths and the file reader are trapdiff's (the same runner for error-trapping programs).
sys.path.insert(0, os.path.join(os.path.dirname(HERE), 'machine'))
from trapdiff import FERRITE, ORACLE, ROOT, read  # noqa: E402,F401
sys.path.insert(0, os.path.dirname(HERE))
from compare_runs import compare  # noqa: E402

# FERRITE=path compares another build (a copy kept as the baseline while this one is rebuilt).
FERRITE = os.environ.get('FERRITE', FERRITE)


TIMEOUT = b'\n<timeout>'


def files(d):
    out = {}
    if os.path.isdir(d):
        for f in os.listdir(d):
            if f.upper() != 'PROG.BAS' and os.path.isfile(os.path.join(d, f)):
                out[f.upper()] = read(os.path.join(d, f))
    return out


def mask(b):
    return re.sub(rb'\d+ Bytes free', b'N Bytes free', b)


def run_real(d, n):
    bas = os.path.join(d, n + '.bas')
    real, rdir = os.path.join(d, n + '.real'), os.path.join(d, n + '.real.d')
    if os.environ.get('REUSE') and os.path.exists(real):
        return
    # Files an earlier run left would pass for this run's.
    if os.path.isdir(rdir):
        shutil.rmtree(rdir)
    os.makedirs(rdir, exist_ok=True)
    began = time.time()
    with open(real, 'wb') as out:
        subprocess.run([ORACLE, os.path.abspath(bas), '--timeout=20', '--files=' + os.path.abspath(rdir)],
                       stdout=out, stderr=subprocess.DEVNULL, cwd=rdir)
    # A run that took the whole time limit never ended on the machine.
    stamp = real + '.timeout'
    if time.time() - began >= 19:
        open(stamp, 'w').close()
    elif os.path.exists(stamp):
        os.remove(stamp)


def run_fer(d, n):
    fdir = os.path.join(d, n + '.fer.d')
    # Folders too: MKDIR's from an earlier run would make this run's MKDIR 75.
    if os.path.isdir(fdir):
        shutil.rmtree(fdir)
    os.makedirs(fdir, exist_ok=True)
    with open(os.path.join(fdir, 'PROG.BAS'), 'wb') as f:
        f.write(read(os.path.join(d, n + '.bas')))
    try:
        p = subprocess.run([FERRITE, 'run', '--dialect', 'gw', '--no-share', 'PROG.BAS'], cwd=fdir, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=20)
        fer = p.stdout
    except subprocess.TimeoutExpired as e:
        fer = (e.stdout or b'') + TIMEOUT
    with open(os.path.join(d, n + '.fer'), 'wb') as f:
        f.write(fer)


def outputs(d, n):
    r = mask(read(os.path.join(d, n + '.real')))
    fer = mask(read(os.path.join(d, n + '.fer')))
    rf, ff = files(os.path.join(d, n + '.real.d')), files(os.path.join(d, n + '.fer.d'))
    # A program that never ends on either machine is compared as a prefix: the machine's
    # stream up to its last line end, and no file (a killed run leaves its writes half done).
    if fer.endswith(TIMEOUT) and os.path.exists(os.path.join(d, n + '.real.timeout')):
        r = r[:r.rfind(b'\n') + 1]
        fer = fer[:len(r)]
        return r, fer, {}
    others = {'file ' + k: (rf.get(k, b'<none>'), ff.get(k, b'<none>')) for k in set(rf) | set(ff)}
    return r, fer, others


compare(sys.argv[1], set(sys.argv[2:]), run_real, run_fer, outputs, 'real screen')
