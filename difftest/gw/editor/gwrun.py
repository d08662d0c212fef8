"""Runs one GW-BASIC program (and typed keys) on the real GW-BASIC 3.23 and on ferrite, and
returns what each showed: the output stream and the files the program wrote.

`direct=True` runs the copy of gw-real whose key feeder goes on at the `Ok` prompt
(`difftest/gw/program/diffdirect.py`), so typed lines after the program are obeyed; the
run then ends when the keys are used up.
"""
import os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.environ.get('GWREAL', os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real'))
if not os.path.isdir(ORACLE):  # a worktree under /work/wt: the oracle lies beside /work/main
    ORACLE = '/work/shared/oracles/gw-real'
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')
sys.path.insert(0, os.path.join(ROOT, 'difftest', 'gw', 'program'))

from pagedump import dump_lines  # noqa: E402

_direct = None

# The page dump (`pagedump.py`): every cell, the cursor and the errors the handler collected.
DUMP = dump_lines(errors=True)


def oracle(direct):
    global _direct
    if not direct:
        return os.path.join(ORACLE, 'gwreal-run')
    if _direct is None:
        import diffdirect
        _direct = diffdirect.direct_oracle()
    return _direct


def files_of(d, skip):
    out = {}
    for f in sorted(os.listdir(d)):
        p = os.path.join(d, f)
        if os.path.isfile(p) and f.upper() not in skip:
            out[f.upper()] = open(p, 'rb').read()
    return out


def run_gw(prog, keys=b'', direct=False, timeout=30):
    d = tempfile.mkdtemp(prefix='gwe.')
    try:
        p = os.path.join(d, 'PROG.BAS')
        open(p, 'wb').write(prog)
        args = [oracle(direct), p]
        if keys:
            open(os.path.join(d, 'KEYS.TXT'), 'wb').write(keys)
            args.append(os.path.join(d, 'KEYS.TXT'))
        fd = os.path.join(d, 'files')
        r = subprocess.run(args + ['--files=' + fd, '--timeout=%d' % timeout] +
                           (['--echo'] if keys else []), capture_output=True, timeout=timeout * 2 + 60)
        return r.stdout, files_of(fd, set()) if os.path.isdir(fd) else {}
    finally:
        shutil.rmtree(d, ignore_errors=True)


def run_fe(prog, keys=b'', timeout=20):
    d = tempfile.mkdtemp(prefix='fee.')
    try:
        open(os.path.join(d, 'PROG.BAS'), 'wb').write(prog)
        try:
            r = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'], cwd=d,
                               input=keys.replace(b'\n', b'\r'), capture_output=True, timeout=timeout)
            out = r.stdout
        except subprocess.TimeoutExpired:
            out = b'<timeout>'
        return out, files_of(d, {'PROG.BAS'})
    finally:
        shutil.rmtree(d, ignore_errors=True)
