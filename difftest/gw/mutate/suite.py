"""The tests of ../shared/conformance/gw/pcbasic-suite as sessions: how each is started and what is
typed (its PCBASIC.INI, read as tests/pcbasic.rs reads it), and its input files.

A session is (files, start, keys): files {NAME: bytes} put in the empty folder (TEST.BAS, STEP2.BAS,
data files ...), start ('run', NAME) / ('load', NAME) / ('none', None), keys the bytes typed (exec=
line and Enter, keys= decoded, Enter SYSTEM Enter for quit=True).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
SUITE = os.path.join(ROOT, '..', 'shared', 'conformance', 'gw', 'pcbasic-suite')
if not os.path.isdir(SUITE):  # a worktree under /work/wt
    SUITE = '/work/shared/conformance/gw/pcbasic-suite'

# PC-BASIC settings the real machine has no counterpart for and that change what is compared:
# a printer sent to the host's stdout.
UNMODELLED = ('lpt1', 'lpt2', 'lpt3', 'mount', 'current-device', 'peek')


def settings(ini):
    """[(key, value)] of a PCBASIC.INI, keys lower case, in order."""
    out = []
    for line in ini.splitlines():
        line = line.strip()
        if not line or line.startswith('#') or line.startswith('[') or '=' not in line:
            continue
        k, v = line.split('=', 1)
        out.append((k.strip().lower(), v.strip()))
    return out


def get(sets, key):
    vals = [v for k, v in sets if k == key]
    return vals[-1] if vals else None


def unescape(text):
    """The bytes of a keys= value: \\r \\n \\t \\\\ \\0 \\xNN (tests/pcbasic.rs `unescape`)."""
    b = text.encode('latin-1')
    out = bytearray()
    i = 0
    while i < len(b):
        c = b[i]
        i += 1
        if c != 0x5c or i >= len(b):
            out.append(c)
            continue
        e = b[i]
        i += 1
        simple = {ord('r'): 13, ord('n'): 10, ord('t'): 9, ord('0'): 0, 0x5c: 0x5c}
        if e in simple:
            out.append(simple[e])
        elif e == ord('x'):
            try:
                out.append(int(b[i:i + 2].decode('latin-1'), 16))
                i += 2
            except ValueError:
                out += b'\\x'
        else:
            out += bytes([0x5c, e])
    return bytes(out)


def tokenised(data):
    """A tokenised (0xFF) or protected (0xFE) program file: the oracle takes text only."""
    return data[:1] in (b'\xff', b'\xfe')


def session(name):
    """(files, start, keys, sets) of the suite's test `name`, or None when it cannot be run on the
    oracle (a tokenised program file, a setting with no counterpart)."""
    d = os.path.join(SUITE, name)
    sets = settings(open(os.path.join(d, 'PCBASIC.INI'), 'rb').read().decode('latin-1'))
    if any(k in UNMODELLED for k, _ in sets):
        return None
    files = {}
    for f in sorted(os.listdir(d)):
        p = os.path.join(d, f)
        if f in ('model', 'PCBASIC.INI') or not os.path.isfile(p):
            if f != 'model' and f != 'PCBASIC.INI':
                return None        # a sub-folder
            continue
        data = open(p, 'rb').read()
        if f.upper().split('.')[-1].startswith('BA') and tokenised(data):
            return None
        files[f.upper()] = data
    run, load = get(sets, 'run'), get(sets, 'load')
    start = ('run', run.upper()) if run else ('load', load.upper()) if load else ('none', None)
    keys = b''
    if get(sets, 'exec'):
        keys += get(sets, 'exec').encode('latin-1') + b'\r'
    if get(sets, 'keys'):
        keys += unescape(get(sets, 'keys'))
    if (get(sets, 'quit') or '').lower() == 'true':
        keys += b'\rSYSTEM\r'
    return files, start, keys, sets


def names():
    return sorted(n for n in os.listdir(SUITE) if os.path.isdir(os.path.join(SUITE, n)))


def model(name):
    """{NAME: bytes} of the test's model folder (what GW-BASIC wrote)."""
    d = os.path.join(SUITE, name, 'model')
    out = {}
    for f in os.listdir(d):
        if os.path.isfile(os.path.join(d, f)):
            out[f.upper()] = open(os.path.join(d, f), 'rb').read()
    return out
