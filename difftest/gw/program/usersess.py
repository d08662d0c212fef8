#!/usr/bin/env python3
"""usersess.py [SEED] [N]: typed direct-mode sessions as people type them, differential.

Each of N sessions starts from an empty program (PROG.BAS is `1 CLS:NEW`) and types what a
person at GW-BASIC's `Ok` would: a program with mistakes (misspelt keywords, an unclosed
string, a missing TO, a NEXT without FOR, a jump to a missing line), then RUN; the syntax
error's line offered for editing handed back (Enter), erased and typed again (ESC), or left
(Ctrl-C); lines fixed by typing them again or by EDIT with the cursor keys; AUTO with and
without a start and step, over existing lines (the `*`); DELETE, LIST ranges, RENUM; INPUT
answered, answered badly (`?Redo from start`), broken with Ctrl-C then CONT; STOP and CONT,
CONT after an edit; direct statements and typed errors; NEW; SAVE and LOAD; WIDTH, KEY,
LOCATE and CLS. The third round (`THIRD`, off with ROUND3=0) adds INPUT answers of 79-300
characters with editing keys in them, half-typed lines edited with the screen editor's keys,
lines past column 80 and past 255 characters, the key line, WIDTH with text on the page,
LOCATE then typing, CONT after END and errors, AUTO `.` with a step and commands typed in
AUTO mode. The generator keeps a model of the program (which lines, which of them
ask for input or stop) so each RUN is given the answers it asks for.

At the end a typed line dumps the page into SCR.TXT (`../editor/pagedump.py`'s format:
every cell's character and attribute, then CSRLIN and POS). The real machine is driven as
diffdirect.py drives it (`direct_oracle`, `uncopy`); the streams are compared without empty
lines, and the pages cell by cell.
"""
import os, random, sys

from diffdirect import direct_oracle
import diffmix

# ROUND3=0 keeps the sessions of the first two rounds (their seeds as they were); ROUND4=0
# those of the first three.
ROUND3 = int(os.environ.get('ROUND3', '1'))
ROUND4 = int(os.environ.get('ROUND4', '1'))

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'editor'))
from pagedump import page_difference  # noqa: E402


# The page dump as one typed line (the cursor first, as pagedump.py's last record).
DUMP = ('R%=CSRLIN:C%=POS(0):DEF SEG=&HB800:OPEN "SCR.TXT" FOR OUTPUT AS 3:FOR Y%=0 TO 24:'
        'L$="":FOR X%=0 TO 159:L$=L$+CHR$(PEEK(Y%*160+X%)):NEXT:PRINT #3,L$:NEXT:'
        'PRINT #3,R%;C%:CLOSE 3')

# Program lines: (text, kind, fixed text). kind: ok, in_n (a numeric INPUT), in_s (a string
# INPUT or LINE INPUT), stop (STOP: Break), end, err (a run-time error), syn (a syntax error
# when run; `fixed` is the line as it was meant).
GOOD = [
    ('PRINT "HELLO"', 'ok'), ('PRINT "A=";A', 'ok'), ('A=A+1', 'ok'), ('FOR I=1 TO 3:PRINT I;:NEXT', 'ok'),
    ('PRINT', 'ok'), ('B$="X"+B$', 'ok'), ('PRINT TAB(10);"T"', 'ok'), ('PRINT 1,2,3', 'ok'),
    ('IF A>2 THEN PRINT "BIG" ELSE PRINT "SMALL"', 'ok'), ("REM THE PROGRAM", 'ok'),
    ('PRINT "X";', 'ok'), ('LOCATE ,5:PRINT "L"', 'ok'), ('PRINT CSRLIN;POS(0)', 'ok'),
    ('INPUT "NUMBER";N', 'in_n'), ('INPUT N', 'in_n'), ('INPUT "NAME";N$', 'in_s'),
    ('INPUT "X,Y";X,Y', 'in_n2'), ('LINE INPUT "TEXT? ";T$', 'in_s'), ('INPUT N$', 'in_s'),
    ('STOP', 'stop'), ('END', 'end'), ('PRINT 1/0', 'ok'), ('PRINT SQR(-1)', 'err'),
    ('PRINT STRING$(90,"=")', 'ok'), ("PRINT N;N$;T$ ' SHOW", 'ok'), ('DIM Q(5):Q(6)=1', 'err'),
]
TYPOS = [
    ('PRIN "HELLO"', 'PRINT "HELLO"'), ('PRNT A', 'PRINT A'), ('PRINT "OOPS', 'PRINT "OOPS"'),
    ('FOR I=1 3:PRINT I:NEXT', 'FOR I=1 TO 3:PRINT I:NEXT'), ('X=(1+2', 'X=(1+2)'),
    ('IF A=1 PRINT "Y"', 'IF A=1 THEN PRINT "Y"'), ('PRINT 1+*2', 'PRINT 1*2'),
    ('GOTO', 'REM GOTO'), ('INPT N', 'INPUT N'), ('PRINT "A" "B', 'PRINT "A" "B"'),
    ('LET = 5', 'LET Z=5'), ('A=5:PRINT A B', 'A=5:PRINT A;B'),
]
ERRS = [('NEXT J', 'REM J'), ('GOTO 999', 'REM 999'), ('RETURN', 'REM R'), ('PRINT Q(20)', 'PRINT 20')]
DIRECT = ['PRINT 2+2', '?A;N;N$', 'FOR I=1 TO 3:PRINT I*I;:NEXT', 'PRINT 1/0', 'GOTO 500',
          'X=)', 'PRINT "A', '?SQR(-1)', 'A=5:B=6:PRINT A*B', 'PRINT CSRLIN;POS(0)',
          'LOCATE 5,5:PRINT "HI"', 'CLS', 'KEY OFF', 'KEY ON', 'KEY LIST', 'WIDTH 40', 'WIDTH 80',
          'PRINT FRE(0)', 'NEXT', 'RETURN', 'RESUME', 'PRINT "ONE";:PRINT "TWO"', 'BEEP',
          'PRINT STRING$(100,"*")', 'COLOR 7', 'PRIN 5', 'TRON', 'TROFF', '? 3,', '?',
          'PRINT USING "##.#";3.14159', 'PRINT LEN("ABC")', 'PRINT ASC("A");CHR$(66)']
ANS_N = ['5', '42', '-1.5', 'ABC', '', '1,2', '3E2', ' 7 ', '1E40', '&H10']
ANS_S = ['BOB', 'Hello there', '', '"Q,R"', '  SPACE', 'X' * 70, 'Y' * 90]
# Third round: answers that wrap rows, fill BUF (255) and go past it, edited with the keys.
ANS_LONG = ['L' * 79, 'M' * 80, 'N' * 81, 'O' * 159, 'P' * 160, 'Q' * 200, 'R' * 254, 'S' * 255,
            'T' * 256, 'U' * 300, 'AB\x1bCD', 'ABC\x08\x08Z', 'XY\x1d\x1d\x12Q', 'WORD ONE\x17TWO',
            'HALF\x15NEW', 'V' * 100 + '\x1e' + 'W']


# Ops of the second round: long lines, width and key-line changes, edits on listed lines.
EXTRA = ['long', 'width', 'up']
# Ops of the third round (issue 24): INPUT of long answers, a half-typed line edited with the
# screen editor's keys (SCNDRV.ASM FUNTAB: ^B ^E ^F ^H ^K ^N ^R ^T ^U ^W ^Z, cursor keys,
# DEL, ESC), typed lines past column 80 and past 255 characters, the key line, WIDTH with
# text on the page, LOCATE then typing, CONT after END and errors.
THIRD = ['longin', 'halfline', 'type80', 'keyline', 'widthtext', 'locate', 'contend']
EDKEYS = ['\x02', '\x05', '\x06', '\x08', '\x0b', '\x0e', '\x12', '\x14', '\x15', '\x17',
          '\x1a', '\x1b', '\x1c', '\x1d', '\x1e', '\x1f', '\x7f', '\x09']
# Ops of the fourth round (issue 24): LOCATE onto a listed line and typing over it; a listed
# line edited with Ins (^R), Del, Ctrl-End (^E), Home (^K) and Enter; Ctrl-Home (^L) and CLS
# half-way through a typed line; control characters printed (CHR$ 7, 9-13, 28-31) and then
# a line typed after them; a program's INPUT after LOCATE near the bottom (the answer scrolls
# the page); VIEW PRINT with the editor (typed and listed lines inside the window); KEY OFF
# and ON (and ^T) while lines are typed.
FOURTH = ['overtype', 'insedit', 'clsmid', 'ctrlprint', 'inbottom', 'viewprint', 'keytoggle']
CTRLS = [7, 9, 10, 11, 12, 13, 28, 29, 30, 31]
LONGIN = [('INPUT "LONG";L$', 'in_long'), ('LINE INPUT L$', 'in_long'),
          ('PRINT STRING$(75,"-");:INPUT L$', 'in_long'), ('LINE INPUT "' + 'P' * 70 + '";L$', 'in_long'),
          ('PRINT LEN(L$);CSRLIN;POS(0)', 'ok'), ('LOCATE 24,70:INPUT L$', 'in_long')]


class Model:
    def __init__(self):
        self.lines = {}  # number -> (text, kind, fixed)
        self.can_cont = False

    def put(self, n, text, kind, fixed=None):
        self.lines[n] = (text, kind, fixed)

    def nums(self):
        return sorted(self.lines)


def answers(r, kind, out):
    """Keys for one INPUT of `kind`: bad answers first sometimes (each is asked again)."""
    if kind == 'in_n':
        while r.random() < 0.3:
            out.append(r.choice(['ABC', '1,2', 'X1', '1E40']))  # Redo (1E40: Overflow, taken)
            if out[-1] == '1E40':
                return
        out.append(r.choice(['5', '42', '-1.5', '', ' 7 ', '3E2', '&H10']))
    elif kind == 'in_n2':
        while r.random() < 0.3:
            out.append(r.choice(['1', 'A,B', '1,2,3']))
        out.append(r.choice(['1,2', ' 3 , 4', ',']))
    elif kind == 'in_long':
        out.append(r.choice(ANS_LONG + ANS_S))
    else:
        out.append(r.choice(ANS_S))


def run(r, m, keys, start=None):
    """Keys for RUN [start], answering what the model's lines ask; the run's end state."""
    keys.append('RUN' if start is None else 'RUN %d' % start)
    m.can_cont = False
    for n in m.nums():
        if start is not None and n < start:
            continue
        text, kind, fixed = m.lines[n]
        if kind.startswith('in'):
            # (No Ctrl-C here: typed through the driver into INPUT it ends GW-BASIC's
            # run on the machine, DOS's Ctrl-C check, so Break at INPUT is not compared.)
            answers(r, kind, keys)
        elif kind == 'stop':
            m.can_cont = True
            return
        elif kind == 'end':
            m.can_cont = True
            return
        elif kind == 'err':
            return
        elif kind == 'syn':
            # The line is offered for editing: Enter keeps it, ESC and the line mended
            # replaces it, Ctrl-C leaves it.
            c = r.random()
            if c < 0.3:
                keys.append('')
            elif c < 0.7 and fixed:
                keys.append('\x1b%d %s' % (n, fixed))
                m.put(n, fixed, 'ok')
            else:
                keys.append('\x03')
            return
    m.can_cont = False


def cont(r, m, keys):
    """CONT: goes on after a STOP, END or Break (an INPUT asks again)."""
    keys.append('CONT')
    if not m.can_cont:
        return
    # Where it stopped is not kept by the model: only CONT after Break at an INPUT is
    # answered (a line of its own); anything else stops at the next INPUT the machine
    # reaches, so the model gives one answer that fits both kinds.
    keys.append('7')
    m.can_cont = False


def edit_line(r, m, keys):
    """EDIT n, then the cursor moved right over the number and some text typed or deleted."""
    n = r.choice(m.nums())
    text = m.lines[n][0]
    keys_ = 'EDIT %d' % n
    keys.append(keys_)
    move = len(str(n)) + 1 + r.randrange(0, max(1, len(text)))
    c = r.random()
    if c < 0.4:
        keys.append('\x1c' * move + r.choice(['X', '\x7f', '\x7f\x7f', '\x12AB', '\x05', ':PRINT 9']))
    elif c < 0.6:
        keys.append('\x0e:PRINT "E"')  # Ctrl-N: the end of the line
    elif c < 0.8:
        keys.append('')
    else:
        keys.append('\x03')
    m.can_cont = False
    if c < 0.6:
        m.put(n, text + '?', 'ok' if m.lines[n][1] == 'syn' else 'ok')  # unknown now: plain


def fourth(r, m, keys, op):
    """The fourth round's ops (FOURTH); the model forgets what the screen editor may have
    stored, keeping the line numbers it knows as plain lines."""
    nums = m.nums()
    m.can_cont = False
    if op == 'overtype':
        keys.append(r.choice(['LIST', 'CLS:LIST', 'LIST ' + str(nums[0]) if nums else 'LIST']))
        y = r.randrange(1, 8)
        x = r.choice([1, 2, 3, 5, 8, 20])
        keys.append('LOCATE %d,%d' % (y, x))
        keys.append(r.choice(['', '\x1e', '\x1e\x1e', '\x1f']) + r.choice(['9', 'X', ':PRINT 8', 'REM', '\x05', ' ', '"']))
    elif op == 'insedit':
        if not nums:
            keys.append('10 PRINT "INS"')
            m.put(10, 'PRINT "INS"', 'ok')
            nums = [10]
        n = r.choice(nums)
        keys.append(r.choice(['LIST %d' % n, 'EDIT %d' % n]))
        up = '\x1e\x1e' if keys[-1].startswith('LIST') else ''
        seq = up
        for _ in range(r.randrange(1, 4)):
            seq += r.choice(['\x1c' * r.randrange(1, 12), '\x12' + r.choice(['AB', 'Q', ':?1', ' ']),
                             '\x7f' * r.randrange(1, 4), '\x05', '\x0b', '\x0b\x1c\x1c\x1c', '\x1d\x1d',
                             '\x12\x12Z', '\x06', '\x02', '\x0e'])
        keys.append(seq + r.choice(['', 'Z', '\x12Y']))
    elif op == 'clsmid':
        t = r.choice(['PRINT "HALF', 'LIST', '10 PRINT', '? 1+', 'REM ' + 'C' * 75])
        cut = r.randrange(1, len(t) + 1)
        keys.append(t[:cut] + r.choice(['\x0c', '\x0b', '\x0c\x0c', '\x0b\x0b']) + r.choice(['', '?7', 'PRINT CSRLIN', t[cut:]]))
    elif op == 'ctrlprint':
        codes = [r.choice(CTRLS) for _ in range(r.randrange(1, 4))]
        expr = ';'.join('CHR$(%d)' % c for c in codes)
        keys.append(r.choice(['PRINT "AB";%s;"CD"' % expr, 'PRINT %s;' % expr, 'PRINT "%s";%s' % ('E' * r.choice([5, 70, 79, 80]), expr),
                              'LOCATE 24,1:PRINT %s;"Z";' % expr, 'PRINT STRING$(3,%d);"Y"' % codes[0]]))
        keys.append(r.choice(['PRINT CSRLIN;POS(0)', '?5', '', 'LIST', '\x1e\x1e' + '7']))
    elif op == 'inbottom':
        n = max(nums) + 1 if nums else 10
        y = r.choice([20, 22, 23, 24, 25])
        x = r.choice([1, 40, 60, 75, 79])
        t = r.choice(['LOCATE %d,%d:INPUT A$' % (y, x), 'LOCATE %d,%d:INPUT "WHAT";A$:PRINT A$' % (y, x),
                      'LOCATE %d,%d:LINE INPUT A$:PRINT CSRLIN' % (y, x), 'KEY OFF:LOCATE %d,%d:INPUT A$' % (y, x)])
        keys.append('%d %s' % (n, t))
        m.put(n, t, 'in_long')
        run(r, m, keys)
    elif op == 'viewprint':
        a = r.randrange(1, 12)
        b = r.randrange(a + 1, 25)
        keys.append(r.choice(['VIEW PRINT %d TO %d' % (a, b), 'CLS:VIEW PRINT %d TO %d' % (a, b),
                              'VIEW PRINT %d TO %d:CLS' % (a, b)]))
        for _ in range(r.randrange(1, 4)):
            keys.append(r.choice(['LIST', 'PRINT "IN THE WINDOW"', '?CSRLIN', 'FOR I=1 TO 30:?I;:NEXT',
                                  '\x1e\x1e\x1e9', 'REM ' + 'V' * 90, 'LOCATE %d,1' % r.randrange(1, 26), 'CLS',
                                  '\x0b?1']))
        if r.random() < 0.7:
            keys.append('VIEW PRINT')
    elif op == 'keytoggle':
        t = r.choice(['PRINT "KEYS"', 'LIST', 'REM ' + 'K' * r.choice([10, 75, 150]), '?CSRLIN'])
        cut = r.randrange(0, len(t) + 1)
        keys.append(r.choice(['KEY OFF', 'KEY ON', 'LOCATE 25,1', 'FOR I=1 TO 25:?I:NEXT']))
        keys.append(t[:cut] + r.choice(['\x14', '\x14\x14', '']) + t[cut:])
        keys.append(r.choice(['KEY ON', 'KEY OFF', 'PRINT CSRLIN', '\x14']))


def session(r):
    m = Model()
    keys = []
    # Type a program, with mistakes.
    n0 = r.choice([10, 100, 1])
    step = r.choice([10, 10, 5, 1, 100])
    for i in range(r.randrange(3, 8)):
        n = n0 + i * step
        c = r.random()
        if c < 0.2:
            t, f = r.choice(TYPOS)
            m.put(n, t, 'syn', f)
        elif c < 0.28:
            t, f = r.choice(ERRS)
            m.put(n, t, 'err', f)
        else:
            t, k = r.choice(GOOD)
            m.put(n, t, k)
        keys.append('%d %s' % (n, t))
    for _ in range(r.randrange(4, 12)):
        op = r.choice(['run', 'run', 'list', 'fix', 'edit', 'delete', 'auto', 'renum', 'cont',
                       'direct', 'direct', 'new', 'saveload', 'type'] + EXTRA + THIRD * ROUND3
                      + FOURTH * ROUND4)
        nums = m.nums()
        if op == 'run':
            if nums:
                run(r, m, keys, r.choice([None, None, None] + nums))
            else:
                keys.append('RUN')
        elif op == 'list':
            a, b = (sorted(r.sample(nums, 2)) if len(nums) > 1 else (10, 20))
            keys.append('LIST' + r.choice(['', '', ' %d' % a, ' %d-%d' % (a, b), ' -%d' % b,
                                           ' %d-' % a, ' .', ' 5000']))
        elif op == 'fix' and nums:
            n = r.choice(nums)
            t, k, f = m.lines[n]
            if f:
                keys.append('%d %s' % (n, f))
                m.put(n, f, 'ok')
            else:
                t, k = r.choice(GOOD)
                keys.append('%d %s' % (n, t))
                m.put(n, t, k)
            m.can_cont = False
        elif op == 'edit' and nums:
            edit_line(r, m, keys)
        elif op == 'delete' and nums:
            a, b = (sorted(r.sample(nums, 2)) if len(nums) > 1 else (nums[0], nums[0]))
            c = r.random()
            if c < 0.3:
                keys.append('%d' % a)
                m.lines.pop(a, None)
            elif c < 0.6:
                keys.append('DELETE %d' % a)
                m.lines.pop(a, None)
            elif c < 0.8:
                keys.append('DELETE %d-%d' % (a, b))
                for x in nums:
                    if a <= x <= b:
                        m.lines.pop(x)
            else:
                keys.append('DELETE %d' % r.choice([3, 77, 999]))
            m.can_cont = False
        elif op == 'auto':
            start = r.choice([None, 100, 200, 5, '.'] + nums[:2])
            st = r.choice([None, 10, 5, 1, 20])
            arg = '' if start is None else ' %s' % start
            if st is not None and r.random() < 0.5:
                arg += ',%d' % st
            else:
                st = 10
            keys.append('AUTO' + arg)
            if start == '.':
                # `.` is the current line, which the model does not follow: lines of kind
                # `ok` and commands, the lines forgotten by the model.
                for _ in range(r.randrange(1, 4)):
                    keys.append(r.choice(['PRINT "DOT"', 'A=A+1', '', 'LIST', 'PRINT 5', 'AUTO',
                                          'CONT', 'NEW', 'X=)', '\x1bREM ESC']))
                keys.append('\x03')
                m.can_cont = False
                continue
            n = (0 if arg.startswith(',') else 10) if start is None else start
            for _ in range(r.randrange(1, 5)):
                if n > 65529:
                    break
                c = r.random()
                if n in m.lines and c < 0.4:
                    keys.append('')  # `*`: Enter keeps the line
                elif c < 0.15 + 0.15 * ROUND3:
                    keys.append(r.choice(['LIST', 'PRINT 5'] + ['CONT', 'LIST .', 'AUTO 5', 'X=)', 'DELETE 1'] * ROUND3))  # a command in AUTO (RUN would be a line 'n RUN', which runs for ever)
                    n += st
                    continue
                else:
                    t, k = r.choice(GOOD[:13])
                    keys.append(t)
                    m.put(n, t, k)
                n += st
            keys.append('\x03')
            m.can_cont = False
        elif op == 'renum' and nums:
            keys.append('RENUM' + r.choice(['', ' 100', ' 1000,,100', ' 10,,5']))
            keys.append('LIST')
            # The new numbers: the model renumbers as RENUM would.
            a = {'RENUM': 10, 'RENUM 100': 100, 'RENUM 1000,,100': 1000, 'RENUM 10,,5': 10}[keys[-2]]
            s = {'RENUM': 10, 'RENUM 100': 10, 'RENUM 1000,,100': 100, 'RENUM 10,,5': 5}[keys[-2]]
            m.lines = {a + i * s: m.lines[x] for i, x in enumerate(m.nums())}
            m.can_cont = False
        elif op == 'cont':
            cont(r, m, keys)
        elif op == 'direct':
            keys.append(r.choice(DIRECT))
            if keys[-1] == 'PRIN 5':
                keys.append(r.choice(['', '\x03']))  # a direct syntax error offers no line; Enter
        elif op == 'new':
            keys.append('NEW')
            m.lines = {}
            m.can_cont = False
            keys.append('LIST')
        elif op == 'saveload':
            keys += r.choice([['SAVE "T"', 'NEW', 'LOAD "T"', 'LIST'],
                              ['SAVE "T",A', 'NEW', 'LOAD "T"', 'LIST'],
                              ['SAVE "T"', '10 PRINT "NEW10"', 'LOAD "T"', 'LIST 10']])
            m.can_cont = False
        elif op == 'long':
            # A line longer than a row, typed or printed (wrapped rows, 255 at most).
            n = r.choice(nums + [r.randrange(1, 300)] if nums else [10])
            k = r.choice([70, 79, 80, 81, 150, 200, 240, 250, 260])
            t = r.choice(['REM ' + 'L' * k, 'PRINT "' + 'P' * k + '"'])
            keys.append('%d %s' % (n, t))
            m.put(n, t, 'ok')
            m.can_cont = False
        elif op == 'width':
            keys += r.choice([['WIDTH 40', 'LIST', 'WIDTH 80'], ['WIDTH 40', 'PRINT STRING$(50,"W")', 'LIST'],
                              ['KEY OFF', 'LIST', 'KEY ON'], ['CLS', 'LIST'], ['WIDTH 80', 'LIST'],
                              ['FOR I=1 TO 30:PRINT I:NEXT', 'LIST'], ['LOCATE 1,1', 'LIST']])
        elif op == 'up' and nums:
            # Cursor up onto a listed line and type over it (which line it is depends on
            # the page; the model forgets it).
            keys.append('LIST')
            keys.append('\x1e' * r.randrange(1, 4) + r.choice(['', '\x1c\x1c\x1c', '\x0e']) + r.choice(['9', ':PRINT 8', '\x05', 'REM']))
            m.can_cont = False
        elif op in ('type', 'longin'):
            # A good line, or one whose INPUT takes a long answer, typed over a line or new.
            n = r.choice(nums + [r.randrange(1, 300)] if nums else [10])
            t, k = r.choice(GOOD if op == 'type' else LONGIN)
            keys.append('%d %s' % (n, t))
            m.put(n, t, k)
            m.can_cont = False
        elif op == 'halfline':
            # A line half typed, edited with the keys, then entered (or erased with ESC).
            t = r.choice(DIRECT[:12] + ['%d %s' % (r.randrange(1, 300), r.choice(GOOD[:13])[0])])
            out = ''
            for ch in t:
                out += ch
                if r.random() < 0.12:
                    out += r.choice(EDKEYS) * r.choice([1, 1, 2, 3])
            keys.append(out)
            if t[0].isdigit():
                m.put(int(t.split()[0]), ' '.join(t.split()[1:]), 'ok')  # (unknown if edited)
            m.can_cont = False
        elif op == 'type80':
            k = r.choice([70, 75, 78, 79, 80, 81, 150, 158, 159, 160, 240, 250, 251, 252, 255, 256, 270])
            keys.append(r.choice(['PRINT "' + 'K' * k + '"', '?' + '1+' * (k // 2) + '1', 'REM ' + 'J' * k,
                                  'PRINT "' + 'K' * k + '":PRINT CSRLIN']))
        elif op == 'keyline':
            keys.append(r.choice(['KEY OFF', 'KEY ON', 'KEY LIST', 'KEY 1,"FILES"', 'KEY 2,"' + 'Z' * 20 + '"',
                                  'KEY 3,""', 'KEY 1,"LIST"+CHR$(13)', 'KEY 11,"A"', 'KEY 0,"X"', '\x14',
                                  'KEY 10,"AB"', 'KEY ON:LOCATE 25,1']))
        elif op == 'widthtext':
            keys += [r.choice(['PRINT "TEXT ON THE PAGE"', 'LIST', 'PRINT STRING$(120,"T")', 'FILES "*.XYZ"'])]
            keys += r.choice([['WIDTH 40'], ['WIDTH 80'], ['WIDTH 40', 'WIDTH 80'], ['WIDTH 40', 'LIST', 'PRINT CSRLIN;POS(0)'],
                              ['SCREEN 0,0,0:WIDTH 40'], ['WIDTH 40', 'KEY LIST']])
        elif op == 'locate':
            y, x = r.randrange(1, 26), r.randrange(1, 81)
            keys.append(r.choice(['LOCATE %d,%d' % (y, x), 'LOCATE %d,%d:PRINT "AT";' % (y, x),
                                  'CLS:LOCATE %d' % y, 'LOCATE ,%d' % x, 'LOCATE %d,%d,1' % (y, x)]))
            keys.append(r.choice(['PRINT CSRLIN;POS(0)', 'LIST', '10 PRINT "TYPED"', 'PRINT "' + 'G' * 90 + '"', '']))
            if keys[-1].startswith('10'):
                m.put(10, 'PRINT "TYPED"', 'ok')
            m.can_cont = False
        elif op == 'contend':
            keys += r.choice([['END', 'CONT'], ['STOP', 'CONT'], ['CONT'], ['X=)', 'CONT'],
                              ['RUN', 'CONT', 'CONT'], ['GOTO 65000', 'CONT']])
            if keys[-1] == 'CONT' and 'RUN' in keys[-3:]:
                keys.pop()
                keys.pop()
                run(r, m, keys)
                keys.append('CONT')
            m.can_cont = False
        elif op in FOURTH:
            fourth(r, m, keys, op)
    m.lines.pop(-1, None)
    keys.append(DUMP)
    return ['1 CLS:NEW'], keys


def run_session(gw, prog, keys):
    """diffmix's session run (a longer time limit: these sessions type more) and the pages
    each side dumped to SCR.TXT compared."""
    d, g, f = diffmix.run_session(gw, prog, keys, timeout=30)
    page = page_difference(*[open(x, 'rb').read() if os.path.exists(x) else None
                             for x in (os.path.join(d, 'gw', 'SCR.TXT'), os.path.join(d, 'SCR.TXT'))])
    return d, g, f, page


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    gw = direct_oracle()
    r = random.Random(seed)
    bad = 0
    for k in range(n):
        prog, keys = session(r)
        d, gl, fl, page = run_session(gw, prog, keys)
        if gl != fl or page:
            bad += 1
            print('--- session %d differs (%s)\n%r' % (k, d, keys[:-1]))
            for i in range(max(len(gl), len(fl))):
                a = gl[i] if i < len(gl) else '<none>'
                b = fl[i] if i < len(fl) else '<none>'
                if a != b:
                    print(' line %d\n  gw: %r\n  fe: %r' % (i, a, b))
                    break
            print('\n'.join(page[:8]))
        sys.stdout.flush()
    print('seed %d: %d sessions, %d differ' % (seed, n, bad))


if __name__ == '__main__':
    main()
