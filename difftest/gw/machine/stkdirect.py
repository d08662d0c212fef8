#!/usr/bin/env python3
"""Statements typed at `Ok` against a small stack (issue 24): direct mode's GETSTK.

Each session runs `10 CLEAR ,,n` (n = 241..260), then types a DIM and statements whose
first stack request lies around the room left (`stkgen.py` measured them in programs); the
copy of the driver that goes on at `Ok` (`../program/diffdirect.py`) runs it on the real
GW-BASIC 3.23, ferrite reads the same keys. Prints the sessions that differ and a count.

    python3 difftest/gw/machine/stkdirect.py
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'program'))
from diffdirect import direct_oracle, clean  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))

STMTS = ['A(1)=1:PRINT "B"', 'X=A(1):PRINT "C"', 'X$=MID$("AB",1,1):PRINT "D"', 'X=Y+1:PRINT "J"',
         'PRINT 1', 'X=(1):PRINT "O"', 'IF X<1 THEN PRINT "K"', 'FOR K=1 TO 1:NEXT:PRINT "L"',
         'GOSUB 100:PRINT "G"', 'X=1+2*3:PRINT "M"', 'X=SIN(1):PRINT "S"', 'RANDOMIZE 1:PRINT "R"',
         'ON 1 GOSUB 100:PRINT "N"', 'X$=STRING$(2,65):PRINT "T"', 'X=ERL+ERR:PRINT "E"']


def main():
    gw = direct_oracle()
    bad = 0
    sizes = range(241, 261)
    for n in sizes:
        d = tempfile.mkdtemp()
        p = os.path.join(d, 'PROG.BAS')
        with open(p, 'wb') as f:
            f.write(b'10 CLEAR ,,%d\r\n20 END\r\n100 RETURN\r\n' % n)
        keys_b = ('\n'.join(['DIM A(2)'] + STMTS) + '\n').encode()
        with open(os.path.join(d, 'KEYS.TXT'), 'wb') as f:
            f.write(keys_b)
        g = subprocess.run([gw, p, os.path.join(d, 'KEYS.TXT'), '--raw'], capture_output=True,
                           timeout=120).stdout
        f = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'],
                           cwd=d, input=keys_b.replace(b'\n', b'\r'), capture_output=True,
                           timeout=60).stdout
        gl, fl = clean(g, None, True), clean(f, None)
        if gl != fl:
            bad += 1
            print('--- n=%d\n gw: %r\n fe: %r' % (n, gl, fl))
    print('%d of %d sessions differ' % (bad, len(sizes)))


main()
