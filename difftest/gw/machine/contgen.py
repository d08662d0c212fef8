#!/usr/bin/env python3
"""contgen.py: CONT after each way a run can stop (issue 24), typed at `Ok` on the real
GW-BASIC 3.23 and on ferrite; prints the sessions that differ and a count.

A trapped error (the handler ends with STOP, END or nothing), an untrapped one, END, STOP,
a break at INPUT (Ctrl-C), an edit, a direct statement between. The stock gw-real driver ends
at the first `Ok`, so this copies it as `../program/diffdirect.py` does (its key feeder's
watched `Ok` changed in the copy; nothing in ../shared is changed).

    python3 difftest/gw/machine/contgen.py [FIRST]      # sessions FIRST on (default all)
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'program'))
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
FERRITE = os.path.join(ROOT, 'target', 'release', 'ferrite')

H = '100 PRINT "H";ERR;ERL'
SESSIONS = [
    (['10 ON ERROR GOTO 100', '20 PRINT "A":ERROR 5:PRINT "B"', '30 PRINT "C":END', H + ':STOP', '110 PRINT "I"'],
     ['CONT', 'CONT', 'CONT']),
    (['10 ON ERROR GOTO 100', '20 PRINT "A":ERROR 5:PRINT "B"', '30 PRINT "C":END', H + ':END'], ['CONT', 'CONT']),
    (['10 ON ERROR GOTO 100', '20 PRINT "A":ERROR 5:PRINT "B"', '30 PRINT "C":END', H], ['CONT', 'CONT']),
    (['10 ON ERROR GOTO 100', '20 PRINT "A":X=1/N:PRINT "B";X', '30 PRINT "C":END', H + ':N=2:STOP'],
     ['CONT', 'RESUME NEXT', 'CONT']),
    (['10 PRINT "A":ERROR 5:PRINT "B"', '20 PRINT "C"'], ['CONT', 'CONT']),
    (['10 PRINT "A":X=Q(N):PRINT "B";X', '20 PRINT "C"'], ['N=11', 'CONT', 'N=2', 'CONT']),
    (['10 PRINT "A":X=Q(N):PRINT "B";X', '20 PRINT "C"'], ['PRINT "D"', 'CONT']),
    (['10 PRINT "A":X=Q(N):PRINT "B";X', '20 PRINT "C"'], ['30 PRINT "E"', 'CONT']),
    (['10 PRINT "A"', '20 X=)', '30 PRINT "C"'], ['', 'CONT']),
    (['10 PRINT "A":END:PRINT "B"', '20 PRINT "C"'], ['CONT', 'CONT']),
    (['10 PRINT "A":STOP:PRINT "B"', '20 STOP', '30 PRINT "C"'], ['CONT', 'CONT', 'CONT']),
    (['10 PRINT "A":STOP:PRINT "B"', '20 PRINT "C"'], ['20 PRINT "D"', 'CONT']),
    (['10 PRINT "A":STOP:PRINT "B"', '20 PRINT "C"'], ['X=5', 'CONT', 'PRINT X']),
    (['10 INPUT A', '20 PRINT "A";A'], ['\x03', 'CONT', '7']),
    (['10 PRINT "A":STOP:PRINT "B"', '20 PRINT "C"'], ['ERROR 5', 'CONT']),
    (['10 PRINT "A":STOP:PRINT "B"', '20 PRINT "C"'], ['X=1/0', 'CONT']),
    (['10 ON ERROR GOTO 100', '20 IF 1 THEN ERROR 5:PRINT "B" ELSE PRINT "E"', '30 PRINT "C":END', H + ':STOP'],
     ['CONT', 'CONT']),
    (['10 ON ERROR GOTO 100', '20 ERROR 5', '30 PRINT "C":END', H + ':STOP'], ['ERROR 7', 'CONT', 'CONT']),
    (['10 ON ERROR GOTO 100', '20 PRINT "A"', '30 END', H + ':RESUME NEXT'], ['ERROR 7', 'CONT']),
    (['10 FOR I=1 TO 3:PRINT I:STOP:NEXT', '20 PRINT "Z"'], ['CONT', 'CONT', 'CONT', 'CONT']),
    (['10 GOSUB 30:PRINT "R"', '20 END', '30 PRINT "S":STOP:RETURN'], ['CONT', 'CONT']),
    (['10 PRINT "A":STOP:PRINT "B"', '20 PRINT "C"'], ['CLEAR', 'CONT']),
    (['10 PRINT "A":STOP:PRINT "B"', '20 PRINT "C"'], ['RUN', 'CONT', 'CONT']),
]

# Every error's words (0 to 255, unprintable ones too): `ERROR n` typed at `Ok`, and run in a
# program by a typed `N=n:GOTO 10` (`... in 10`), in sessions of 64.
# (The typed `N=n:GOTO 10` lines lose keys in the driver's feeder after the first errors, so
# a program's `in 10` is probed by the sessions below instead.)
for lo in range(0, 256, 64):
    SESSIONS.append(([], ['ERROR %d' % n for n in range(lo, lo + 64)]))
# Errors typed at `Ok` with a trap set: ERL 65535, the handler runs from the typed line.
SESSIONS += [
    (['10 ON ERROR GOTO 100', '20 END', '100 PRINT "H";ERR;ERL:RESUME NEXT'],
     ['RUN', 'ERROR 5', 'X=1/0:PRINT "B"', 'PRINT ERR;ERL', 'RESUME', 'RESUME NEXT', 'NEXT', 'RETURN', 'WEND']),
    (['10 ON ERROR GOTO 100', '20 END', '100 PRINT "H";ERR;ERL:RESUME 20'],
     ['RUN', 'ERROR 250:PRINT "A"', 'GOTO 999', 'ON ERROR GOTO 0', 'ERROR 5']),
    (['10 ON ERROR GOTO 100', '20 END', '100 PRINT "H";ERR;ERL'],
     ['RUN', 'ERROR 7', 'PRINT ERR;ERL', 'CONT', 'ERROR 8']),
    ([], ['ON ERROR GOTO 100', 'ERROR 5', 'PRINT ERL', 'FOR I=1 TO 2:NEXT J', 'X=(', 'ON 256 GOTO 1', 'RESUME']),
    # ERR and ERL after an error not trapped, and what clears them.
    (['10 ERROR 7', '20 PRINT ERR;ERL:ERROR 222'], ['PRINT ERR;ERL', 'CLEAR', 'PRINT ERR;ERL', 'GOTO 20', 'PRINT ERR;ERL',
                                                  'RUN', 'NEW', 'PRINT ERR;ERL', 'ERROR 254', 'PRINT ERR;ERL']),
    (['10 PRINT ERR;ERL', '20 ERROR 9'], ['RUN', 'RUN', 'X=1/0', 'PRINT ERR;ERL', 'NEXT', 'PRINT ERR;ERL']),
]


def main():
    from diffdirect import direct_oracle, clean
    gw = direct_oracle()
    bad = 0
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    for k, (prog, keys) in enumerate(SESSIONS):
        if k < first:
            continue
        d = tempfile.mkdtemp()
        p = os.path.join(d, 'PROG.BAS')
        prog_b = ('\r\n'.join(prog) + '\r\n').encode()
        keys_b = ('\n'.join(keys) + '\n').encode()
        open(p, 'wb').write(prog_b)
        open(os.path.join(d, 'KEYS.TXT'), 'wb').write(keys_b)
        g = subprocess.run([gw, p, os.path.join(d, 'KEYS.TXT'), '--raw'], capture_output=True,
                           timeout=120).stdout
        f = subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--no-share', '--run', 'PROG.BAS'], cwd=d,
                           input=keys_b.replace(b'\n', b'\r'), capture_output=True, timeout=60).stdout
        # The machine's copy of each line read is cut from its raw stream (diffdirect.uncopy).
        gl, fl = clean(g, None, True), clean(f, None)
        if gl != fl:
            bad += 1
            print('--- session %d differs\n%s\n%r' % (k, '\n'.join(prog), keys))
            print(' gw: %r\n fe: %r' % (gl, fl))
    print('%d of %d sessions differ' % (bad, len(SESSIONS)))


main()
