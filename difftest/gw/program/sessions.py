"""More session kinds for diffdirect.py (issue 24): each takes a random.Random and returns
(program lines, typed lines). Typed lines are fed one key at a time, Enter after each.

- autos: AUTO with `.`, a start, a step, `n,` (the previous step), bad forms; lines typed over
  existing ones, empty lines, commands typed while AUTO runs, Ctrl-C, then LIST.
- list: LIST with every range form (`-20`, `10-`, `.`, `a-b`, backwards, bad ranges).
- long: INPUT / LINE INPUT answers and typed lines of 200-300 characters.
- inkey: INKEY$ loops with the keys fed.
- errors: typed lines with syntax errors, direct and numbered, then RUN / LIST / CONT.
- conts: CONT after END, STOP, an error, an edit, a direct statement, CLEAR.
- trons: TRON traces of every statement kind.
- width: WIDTH 40/80 changes then PRINT, LIST, CSRLIN/POS.
- edkeys: lines typed with the editing keys (Ctrl-B/E/F/H/K/N/R, Tab, ESC, DEL, the
  cursor keys Ctrl-\\ ] ^ _) at Ok and at INPUT / LINE INPUT; a listed line changed by
  moving up onto it.
- screenpos: CSRLIN/POS after scrolling, VIEW PRINT, WIDTH and LOCATE, in a program and at Ok.
- breaks: ESC and Ctrl-C in long INPUT / LINE INPUT answers, then CONT; AUTO over existing
  lines (the `*`), commands and Ctrl-C there.
"""

STMTS = ['PRINT 1', 'A=2', 'LIST', 'PRINT "X";', 'REM', 'CONT', 'GOTO 10', 'X=)', '']


def autos(r):
    prog = ['10 PRINT "A"', '20 END', '30 PRINT "B"', '50 STOP']
    keys = []
    if r.random() < 0.5:
        keys.append(r.choice(['LIST 20', 'LIST 30-', 'EDIT 30', '40 PRINT 4', 'AUTO 5,3']))
        if keys[-1].startswith('EDIT') or keys[-1].startswith('AUTO'):
            keys.append('\x03')
    start = r.choice(['', ' 100', ' 10', ' 20,10', ' .', ' .,5', ' 100,', ' ,5', ' 5,5',
                      ' 10,20', ' 0', ' 65529', ' 65520,5', ' 10,0', ' 1,2,3', ' A', ' 10 20',
                      ' ,', ' 30,', ' 15,15', ' 65530'])
    keys.append('AUTO' + start)
    for _ in range(r.randrange(1, 6)):
        keys.append(r.choice(STMTS + ['\x1bPRINT 7', '\x1b', '\x1b25 PRINT 25', '\x1bLIST']))
    keys += ['\x03', 'LIST', 'AUTO' + r.choice(['', ' ,', ' 200,', ' .']), '', '\x03', 'LIST']
    return prog, keys


def ranges(r):
    nums = sorted(r.sample(range(1, 200), r.randrange(3, 7)))
    prog = ['%d PRINT %d' % (n, n) for n in nums]
    pick = lambda: str(r.choice(nums + [0, 1, 65529, 65530, 65535, r.randrange(1, 300)]))
    keys = []
    for _ in range(r.randrange(2, 6)):
        keys.append('LIST' + r.choice([
            '', ' ' + pick(), ' -' + pick(), ' %s-' % pick(), ' %s-%s' % (pick(), pick()),
            ' .', ' .-', ' -.', ' .-%s' % pick(), ' %s-.' % pick(), ' -', ' %s,' % pick(),
            ' %s %s' % (pick(), pick()), ' %s-%s-%s' % (pick(), pick(), pick()), ' A',
            ' 1E3', ' %s-A' % pick(), '  %s  -  %s' % (pick(), pick()), ' 70000', ' -70000',
            ' #1', ' ,', ' -,', ' %s:PRINT 9' % pick(), ' %s-:PRINT 8' % pick(), ' %s,5' % pick(), ' %s,A' % pick()]))
        if r.random() < 0.3:
            keys.append(r.choice(['EDIT %s' % pick(), '%d PRINT 0' % r.randrange(1, 300)]))
            if keys[-1].startswith('EDIT'):
                keys.append('\x03')
    return prog, keys


def long_lines(r):
    n = lambda: r.choice([1, 79, 80, 81, 159, 160, 200, 239, 240, 241, 250, 254, 255, 256,
                          257, 260, 300, r.randrange(200, 320)])
    c = lambda: chr(r.randrange(65, 91))
    kind = r.randrange(4)
    if kind == 0:
        prog = ['10 INPUT A$', '15 IF A$="E" THEN END', '20 PRINT LEN(A$);LEFT$(A$,3);RIGHT$(A$,3)',
                '30 GOTO 10']
        keys = [c() * n() for _ in range(r.randrange(1, 4))] + ['E']
    elif kind == 1:
        prog = ['10 LINE INPUT "Q";A$', '15 IF A$="E" THEN END',
                '20 PRINT LEN(A$);LEFT$(A$,3);RIGHT$(A$,3)', '30 GOTO 10']
        keys = [c() * n() for _ in range(r.randrange(1, 4))] + ['E']
    elif kind == 2:
        prog = ['10 END']
        keys = ['PRINT "%s"' % (c() * (n() - 8)), 'PRINT LEN("%s")' % (c() * (n() - 13))]
    else:
        prog = ['10 END']
        k = n()
        keys = ['20 REM%s' % (c() * k), '30 PRINT "%s"' % (c() * (k - 10)),
                'LIST', 'PRINT FRE(0)']
    return prog, keys


def inkey(r):
    prog = r.choice([
        ['10 A$=INKEY$:IF A$="" THEN 10', '20 PRINT ASC(A$);', '30 IF A$<>"Q" THEN 10',
         '40 PRINT "E"'],
        ['10 K=0', '20 A$=INKEY$:K=K+1:IF A$="" THEN 20', '30 PRINT A$;LEN(A$);',
         '40 IF A$<>CHR$(13) THEN 20', '50 INPUT B$:PRINT B$'],
        ['10 WHILE A$<>"Q":A$=INKEY$:IF A$<>"" THEN PRINT A$;', '20 WEND', '30 PRINT CSRLIN;POS(0)'],
        ['10 A$=INPUT$(3):PRINT "[";A$;"]"', '20 A$=INKEY$:IF A$="" THEN 20',
         '30 PRINT ASC(A$)', '40 IF A$<>"Q" THEN 20'],
    ])
    keys = [''.join(chr(r.randrange(65, 90)) for _ in range(r.randrange(0, 6)))
            for _ in range(r.randrange(1, 4))] + ['Q', 'ZZ']
    return prog, keys


def errors(r):
    bad = ['X=)', 'PRINT "A" ELSE', 'FOR', 'NEXT X Y', 'GOTO A', 'IF THEN', 'A$=1', 'PRINT 1,,(',
           'DIM A(', 'X=1+', 'WEND', 'RETURN', 'POKE', 'LOCATE 99', 'LIST A', 'X==1', 'GOSUB',
           'ON X GOTO', 'RESUME', 'A=1:B=)', 'PRINT (1', '1E999', 'DEF FNA(X)=', 'REM )', "X=1'(",
           'CLEAR ,', 'ERROR 2', 'ERROR 300', 'AUTO 10,0', 'DELETE 5-1']
    prog = ['10 PRINT "A"', '20 END']
    keys = []
    for _ in range(r.randrange(2, 6)):
        b = r.choice(bad)
        keys.append(r.choice([b, '%d %s' % (r.choice([15, 30, 40]), b)]))
        if r.random() < 0.4:
            keys.append(r.choice(['RUN', 'LIST', 'CONT', 'GOTO 30', 'RUN 30']))
    keys.append('LIST')
    return prog, keys


def conts(r):
    prog = r.choice([
        ['10 PRINT "A"', '20 END', '30 PRINT "B"', '40 STOP', '50 PRINT "C"'],
        ['10 FOR I=1 TO 3', '20 PRINT I', '30 IF I=2 THEN END', '40 NEXT', '50 PRINT "D"'],
        ['10 PRINT "A";', '20 X=1/0:PRINT "X"', '30 Y=Q(20)', '40 PRINT "B"'],
        ['10 GOSUB 30', '20 PRINT "R":END', '30 PRINT "S"', '40 STOP', '50 RETURN'],
        ['10 INPUT A', '20 PRINT A:END', '30 PRINT "Z"'],
        ['10 WHILE I<3:I=I+1:PRINT I:STOP:WEND', '20 PRINT "W"'],
    ])
    keys = []
    for _ in range(r.randrange(2, 6)):
        keys.append(r.choice(['CONT', 'CONT', 'CONT', 'PRINT I', 'I=1', 'CLEAR', 'RUN',
                              '25 PRINT "E"', 'LIST 10', 'GOTO 30', 'GOSUB 30', '5', 'TRON',
                              'STOP', 'END', 'NEW', 'CONT:PRINT 1', 'PRINT 1:CONT', '7']))
    return prog, keys


def trons(r):
    prog = r.choice([
        ['10 A=1:B=2', '20 IF A THEN PRINT "T" ELSE PRINT "F"', '30 FOR I=1 TO 2:PRINT I;:NEXT',
         '40 ON A GOSUB 80', '50 WHILE A<3:A=A+1:WEND', '60 DATA 1', '70 END', '80 RETURN'],
        ['10 PRINT "A";', '20 GOTO 40', '30 PRINT "X"', '40 REM', "50 '", '60 READ X:DATA 5',
         '70 PRINT X', '80 STOP', '90 PRINT "Z"'],
        ['10 ON ERROR GOTO 50', '20 ERROR 5', '30 PRINT "R"', '40 END', '50 PRINT ERR;',
         '60 RESUME NEXT'],
        ['10 DEF FNA(X)=X*2', '20 PRINT FNA(2)', '30 IF 0 THEN 10', '40 X=1:IF X=1 THEN 60',
         '50 PRINT "N"', '60 INPUT A', '70 PRINT A'],
        ['10 FOR I=1 TO 30', '20 PRINT I;', '30 NEXT', '40 LOCATE 3,70:PRINT "L";', '50 PRINT'],
    ])
    keys = r.choice([['TRON', 'RUN', '5'], ['TRON', 'RUN 30', '6', 'TROFF', 'RUN', '7'],
                     ['TRON', 'PRINT 1:PRINT 2', 'GOTO 20', '8'],
                     ['RUN', '5', 'TRON', 'CONT', 'RUN', '9'],
                     ['TRON', 'GOSUB 80', 'RUN 60', '1'], ['TRON', 'TRON', 'RUN', '2', 'TROFF']])
    if r.random() < 0.5:
        prog = ['5 TRON'] + prog
    return prog, keys


def width(r):
    prog = ['10 PRINT "A"', '20 END']
    keys = []
    for _ in range(r.randrange(2, 7)):
        keys.append(r.choice([
            'WIDTH 40', 'WIDTH 80', 'WIDTH 40:PRINT CSRLIN;POS(0)', 'PRINT STRING$(%d,"W")'
            % r.randrange(1, 120), 'PRINT CSRLIN;POS(0)', 'LIST', 'WIDTH 20', 'WIDTH 40,25',
            'PRINT TAB(50);"T"', 'PRINT 1,2,3,4,5', 'WIDTH "SCRN:",40', 'LOCATE 10,35:PRINT "L"',
            'KEY ON', 'KEY OFF', 'PRINT SPC(45);"S"', 'CLS']))
    keys.append('PRINT CSRLIN;POS(0)')
    return prog, keys


# The editing keys as GW-BASIC's keyboard gives them (SCNDRV.ASM `FUNTAB`): Ctrl-B/F words,
# Ctrl-E erase to the end, Ctrl-H backspace, Tab, Ctrl-K home, Ctrl-N end, Ctrl-R insert,
# Ctrl-\ ] ^ _ right, left, up, down, Ctrl-U? no: ESC erases the line, DEL (127).
EDKEYS = ['\x02', '\x06', '\x05', '\x08', '\x09', '\x0b', '\x0e', '\x12', '\x1c', '\x1d',
          '\x1e', '\x1f', '\x1b', '\x7f', '\x0c', '\x07', '\x1a', '\x15', '\x17']


def edkeys(r):
    """Lines typed with editing keys in them, at Ok and at INPUT: a listed line changed by
    moving up onto it, characters inserted and deleted, words skipped, the rest erased."""
    prog = ['10 PRINT "HELLO WORLD"', '20 A=1:B=2', '30 INPUT "Q";A$:PRINT "[";A$;"]"',
            '40 LINE INPUT L$:PRINT "<";L$;">"', '50 END']
    word = lambda: r.choice(['PRINT 12', 'A=3', 'PRINT "ABC DEF"', 'LIST', 'PRINT A;B', 'X', '? 5'])
    k = lambda: ''.join(r.choice(EDKEYS) for _ in range(r.randrange(1, 4)))
    line = lambda: r.choice([
        word() + k() + r.choice(['', 'Z', '9', ' 7']),
        word() + r.choice(['\x1d\x1d', '\x1d\x1d\x12', '\x02', '\x0b\x06']) + r.choice(['', 'Q', '1', '\x7f', '\x05']),
        r.choice(['LIST 10', 'LIST 20', 'LIST']) ,
        '\x1e' * r.randrange(1, 4) + r.choice(['', '\x06', '\x1c\x1c', '\x0e']) + r.choice(['', '5', 'X', '\x7f', '\x05', ':PRINT 7']),
        k() + word(),
    ])
    keys = []
    for _ in range(r.randrange(2, 7)):
        keys.append(line())
        if r.random() < 0.25:
            keys += ['RUN 30', line(), line()]
    keys.append('LIST')
    return prog, keys


def screenpos(r):
    """CSRLIN and POS after scrolling, VIEW PRINT windows, WIDTH and LOCATE, from a program
    with text on the screen and typed at Ok afterwards."""
    stmt = lambda: r.choice([
        'FOR I=1 TO %d:PRINT "R";I:NEXT' % r.randrange(1, 40),
        'PRINT STRING$(%d,"%s");' % (r.choice([1, 40, 79, 80, 81, 120, 160, 200]), chr(r.randrange(65, 91))),
        'VIEW PRINT %d TO %d' % r.choice([(1, 24), (5, 10), (3, 20), (10, 10), (1, 1), (20, 24)]),
        'VIEW PRINT', 'WIDTH 40', 'WIDTH 80', 'CLS', 'KEY ON', 'KEY OFF', 'LOCATE %d,%d' % (r.randrange(1, 25), r.randrange(1, 41)),
        'P$=P$+STR$(CSRLIN)+STR$(POS(0))', 'PRINT CSRLIN;POS(0)', 'PRINT CSRLIN;POS(0);',
        'LOCATE 24,1:PRINT STRING$(%d,"Z")' % r.randrange(1, 100), 'PRINT "A",', 'PRINT TAB(%d);"T";' % r.randrange(1, 90),
    ])
    prog = ['10 ON ERROR GOTO 90'] + ['%d %s' % (20 + i, stmt()) for i in range(r.randrange(3, 9))]
    prog += ['80 PRINT P$:END', '90 P$=P$+"E"+STR$(ERR):RESUME NEXT']
    keys = [r.choice(['PRINT CSRLIN;POS(0)', 'LIST', 'VIEW PRINT', 'WIDTH 80', 'WIDTH 40', 'CLS',
                      'PRINT STRING$(100,"Q")', 'VIEW PRINT 2 TO 6', 'LOCATE 3,3', 'RUN'])
            for _ in range(r.randrange(1, 5))] + ['PRINT CSRLIN;POS(0)']
    return prog, keys


def breaks(r):
    """ESC and Ctrl-C in a long INPUT / LINE INPUT answer (more than a row, past 255
    characters), then CONT; lines typed over in AUTO (the `*`), Ctrl-C there."""
    n = lambda: r.choice([70, 79, 80, 81, 150, 200, 254, 255, 256, 300])
    c = lambda: chr(r.randrange(65, 91))
    kind = r.randrange(3)
    if kind < 2:
        prog = [r.choice(['10 INPUT "Q";A$', '10 LINE INPUT "Q";A$', '10 INPUT A$,B$', '10 LINE INPUT A$']),
                '20 PRINT LEN(A$);LEFT$(A$,2);RIGHT$(A$,2)', '30 PRINT "E":END']
        keys = []
        for _ in range(r.randrange(1, 3)):
            keys.append(c() * n() + r.choice(['\x1b', '\x1bAB', '\x03', '\x1b' + c() * n(), '\x08\x08Z', '']))
            if keys[-1].endswith('\x03') or r.random() < 0.3:
                keys.append(r.choice(['CONT', 'PRINT A$', 'RUN', 'GOTO 20']))
        keys += ['CONT', 'XY', '1', 'PRINT CSRLIN;POS(0)']
    else:
        prog = ['10 PRINT "A"', '20 PRINT "B"', '40 PRINT "D"', '50 END']
        # LIST 20 first: `.` is then line 20, not the page dump's last line.
        keys = ['LIST 20', 'AUTO ' + r.choice(['10', '10,10', '5,5', '.', '20,20', '.,10'])]
        for _ in range(r.randrange(1, 5)):
            keys.append(r.choice(['PRINT 9', '', 'X=1', 'LIST', '\x1b', 'RUN', 'CONT', 'REM ' + c() * n()]))
        keys += ['\x03', 'LIST', 'CONT']
    return prog, keys


MORE = {'autos': autos, 'list': ranges, 'long': long_lines, 'inkey': inkey,
        'errors': errors, 'conts': conts, 'trons': trons, 'width': width, 'edkeys': edkeys,
        'screenpos': screenpos, 'breaks': breaks}
