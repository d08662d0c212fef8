#!/usr/bin/env python3
"""famgen.py SEED N [FAMILY ...]: siblings of the real-GW-BASIC test families, differential.

PC-BASIC's real-GW-BASIC test programs come in families (AUTO, EDIT, ESC_on_INPUT_*, INKEY_f1,
RedoFromStart, ...): a TEST.BAS, keys typed at the keyboard, and files the run leaves (screen
dumps read by PEEK at &HB800, ERR/ERL records). This script writes N siblings in the same
style (other arguments, other keys, other orders), runs each on the real GW-BASIC 3.23 and on
`ferrite basic --dialect gw --run TEST.BAS` with the same keys, and compares every file the
run left, byte for byte. It prints only the cases that differ.

Keys are written as the suite writes them (`\\r` Enter, `\\x03` Ctrl-C, `\\0\\x50` an extended
key: NUL then the scan code). The real machine gets them from a copy of gw-real's key feeder
built here from its source (`../shared/oracles/gw-real/feedk.asm`, nasm) with two changes:
it does not stop at the `Ok` prompt, and a NUL followed by a byte is typed as one extended
key (AL=0, AH=the byte), as the BIOS hands a cursor or function key to GW-BASIC, and a
LF is Ctrl-Enter's key (AL=0Ah, AH=1Ch; LFSCAN=24 types Ctrl-J's, which acts the same).
Nothing in ../shared is changed. GW-BASIC runs with the console as its stdout (not
redirected, see REDIRECT below). The run ends when the keys are used up (files the program
did not close are lost on the machine, so every case closes its files or types SYSTEM).
"""
import functools, os, random, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
ORACLE = os.environ.get('GWREAL', os.path.join(ROOT, '..', 'shared', 'oracles', 'gw-real'))
if not os.path.isdir(ORACLE):
    ORACLE = '/work/shared/oracles/gw-real'
FERRITE = os.environ.get('FERRITE', os.path.join(ROOT, 'target', 'release', 'ferrite'))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), 'mutate'))
import gwkeys  # noqa: E402  (runs the oracle in a slot, as gwreal-run does)

@functools.lru_cache(maxsize=None)
def feedk():
    """FEEDK.COM without the stop at `Ok` and with NUL+scan extended keys (assembled once)."""
    src = open(os.path.join(ORACLE, 'feedk.asm')).read()
    src = src.replace("oktail  db 'Ok', 0FFh, 0Dh, 0Ah", "oktail  db 'Q', 1, 0FFh, 0Dh, 0Ah")
    old = ".nom1:  mov ah, 0\n        cmp al, 0Dh\n"
    assert old in src
    src = src.replace(old, ".nom1:  mov ah, 0\n        cmp al, 0\n        jne .nx\n"
                      "        mov bx, [cs:kptr]\n        mov ah, [cs:bx]\n"
                      "        inc word [cs:kptr]\n        jmp .put\n"
                      ".nx:    cmp al, 0Ah\n        jne .ny\n        mov ah, %sh\n        jmp .put\n" % os.environ.get('LFSCAN', '1C') +
                      ".ny:    cmp al, 3\n        jne .nz\n        mov ah, 2Eh\n        jmp .put\n"
                      ".nz:    cmp al, 0Dh\n")
    if not REDIRECT:
        # The console is the screen: the feeder's markers would land on it.
        src = src.replace('emit:   push ax\n', 'emit:   ret\n        push ax\n')
    return gwkeys.assemble(src)


# GW-BASIC run as `GWBASIC TEST.BAS` with the console as its stdout, as a person (and the
# pcbasic-suite's recordings) ran it. With stdout redirected (REDIRECT=1, gwreal-run's way)
# the machine writes every character to DOS as well, and that changes what is compared: a
# typed LF then leaves an extra row after the Enter that follows it (type_program_with_line_feed
# shows one row, the redirected run two), and DOS takes a Ctrl-C typed into an INPUT answer
# (its break check on the write) and ends the run. Without the redirect the feeder's gate
# never opens, so each key waits its NPOLL empty polls.
REDIRECT = bool(os.environ.get('REDIRECT'))


def run_real(files, keys, timeout=20):
    """Runs TEST.BAS (with the other files beside it) on the machine: the files left after
    (and with REDIRECT the screen stream as SCREEN.TXT)."""
    raw, left, _ = gwkeys.run(files, keys, ('run', 'TEST.BAS'), timeout, feeder_com=feedk(),
                              redirect=REDIRECT)
    if REDIRECT:
        left['SCREEN.TXT'] = raw
    return left


def run_ferrite(files, keys):
    d = tempfile.mkdtemp(prefix='famfe.')
    for name, data in files.items():
        open(os.path.join(d, name), 'wb').write(data)
    try:
        subprocess.run([FERRITE, 'basic', '--dialect', 'gw', '--run', 'TEST.BAS'], cwd=d, input=keys,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=15)
    except subprocess.TimeoutExpired:
        pass
    out = {f.upper(): open(os.path.join(d, f), 'rb').read() for f in os.listdir(d)
           if os.path.isfile(os.path.join(d, f))}
    out.pop('SCREEN.TXT', None)
    shutil.rmtree(d, ignore_errors=True)
    return out


def unescape(text):
    out, i = bytearray(), 0
    while i < len(text):
        c = text[i]
        i += 1
        if c != '\\' or i >= len(text):
            out += c.encode('latin-1')
            continue
        e = text[i]
        i += 1
        if e == 'r':
            out.append(13)
        elif e == 'n':
            out.append(10)
        elif e == '0':
            out.append(0)
        elif e == 'x':
            out.append(int(text[i:i + 2], 16))
            i += 2
        else:
            out += e.encode()
    return bytes(out)


def dump(width=80, line=1000, name='output.txt'):
    """The suite's screen dump at `line` (RUN line or GOSUB line)."""
    return ['%d N$="%s"' % (line, name), '%d DEF SEG=&HB800' % (line + 10),
            '%d OPEN N$ FOR OUTPUT AS 3' % (line + 20), '%d FOR Y = 0 TO 24' % (line + 30),
            '%d FOR X = 0 TO %d' % (line + 40, width - 1),
            '%d PRINT #3, CHR$(PEEK(2*(Y*%d+X)));' % (line + 50, width),
            '%d NEXT' % (line + 60), '%d PRINT #3, ""' % (line + 65), '%d NEXT' % (line + 70),
            '%d PRINT #3, CSRLIN; POS(0)' % (line + 75),
            '%d CLOSE 3' % (line + 80), '%d RETURN' % (line + 90)]


TRAP = ['9000 OPEN "ERRORS.TXT" FOR APPEND AS 2', '9010 PRINT #2, ERR, ERL', '9020 CLOSE 2',
        '9030 RESUME NEXT']

LINES = ['PRINT 1', 'A=2', 'list', 'REM x', 'cont', 'GOTO 10', 'X=)', '', 'run 1000', 'auto',
         '?"hi"', 'end', 'system x']


def fam_auto(r):
    w = r.choice([40, 80])
    prog = ['10 CLS: WIDTH %d: CLS: KEY OFF' % w, "15 ' auto", '20 AUTO' + r.choice(
        ['', ' .', ' 100', ' 100,5', ' ,5', ' .,20', ' 15', ' 10', ' 20,10', ' 5,5', ' 0',
         ' 65529', ' 900,50', ' 10,', ' 30']), '999 END'] + dump(w)
    keys = ''
    for _ in range(r.randrange(1, 5)):
        keys += r.choice(LINES + ['\\0\\x4babc', '\\0\\x4b\\0\\x4bX', '\\x1b', '\\0\\x4d\\0\\x4dY',
                                  '\\0\\x48', '\\0\\x50', 'abc\\x08\\x08d']) + '\\r'
    keys += r.choice(['\\x03', '\\x03', '\\0\\x4b\\x03']) + r.choice(['list\\r', '', 'list 10-30\\r'])
    keys += 'run 1000\\rsystem\\r'
    return prog, keys


def fam_autodirect(r):
    """AUTO typed at Ok (a program or none), with `.` and steps."""
    w = r.choice([40, 80])
    prog = ['1 CLS: WIDTH %d: CLS: KEY OFF' % w]
    if r.random() < 0.5:
        prog += ['5 PRINT 5', '30 PRINT 30']
    prog += ['%d NEW' % (2 if r.random() < 0.3 else 35)]
    keys = r.choice(['list .\\r', 'renum .\\r', 'edit .\\r\\x03', 'delete .\\r', '', 'list\\r',
                     '7 PRINT\\r', 'auto 50\\r\\x03'])
    keys += 'auto%s\\r' % r.choice(['', ' .', ' .,5', ' 100,', ' ,', ' 5', ' 30', ' .,', ' 1,1'])
    for _ in range(r.randrange(0, 4)):
        keys += r.choice(LINES + ['\\0\\x4bZ']) + '\\r'
    keys += '\\x03list\\rrun "dumpscrn"\\rsystem\\r'
    other = {'DUMPSCRN.BAS': ('\r\n'.join(['10 CLOSE'] + [l.replace('RETURN', 'END') for l in dump(w, 1000)])
                              + '\r\n').encode()}
    return prog, keys, other


def fam_edit(r):
    prog = ["5 CLS", "10 ' edit", '20 ON ERROR GOTO 100', '30 END',
            '100 OPEN "OUTPUT.TXT" FOR APPEND AS 1', '110 PRINT#1, ERR, ERL', '115 CLOSE',
            '120 RESUME NEXT']
    forms = ['EDIT 1000', 'EDIT', 'EDIT .', 'EDIT YEAH', 'EDIT 10', 'EDIT 65529', 'EDIT 65530',
             'EDIT -1', 'EDIT 10,', 'EDIT 10-20', 'EDIT 5', 'EDIT 0', 'EDIT 1E3', 'EDIT A$',
             'EDIT 10:PRINT', 'EDIT 99999', 'EDIT #', 'EDIT ,', 'EDIT 30 ', 'EDIT 10.5', 'EDIT &H10',
             'LIST 10', 'EDIT 30', 'EDIT 115']
    keys = ''
    for _ in range(r.randrange(3, 7)):
        keys += r.choice(forms) + '\\r' + r.choice(['', '\\r', '\\x03', '\\x1b\\r'])
    keys += '\\rSYSTEM\\r'
    return prog, keys


def fam_contstop(r):
    """CONT after STOP/END/errors in a trap or program, then the screen."""
    w = r.choice([40, 80])
    stop = r.choice(['STOP', 'END', 'STOP:PRINT "after"'])
    prog = ['10 CLS: WIDTH %d: CLS' % w, '15 ON ERROR GOTO 100', '20 PRINT 1',
            '30 ' + r.choice(['SYNTAX ERROR', 'X=1/0', 'ERROR 5', 'A$=1', 'GOTO 5', 'X=)', 'PRINT 2:STOP',
                              'NEXT', 'RETURN', 'END']),
            '40 PRINT 2', '99  END', "100 ' error trap", '110 ' + stop, '120 RESUME NEXT',
            '999 END'] + [l.replace('RETURN', 'END') for l in dump(w, 1000)]
    keys = r.choice(['\\0\\x50', '', '\\x1b', '\\0\\x50\\0\\x50'])
    keys += r.choice(['cont', 'CONT', 'cont:print 9', 'print 8:cont', 'goto 40', 'resume next',
                      'cont\\rcont', 'resume', '110 stop\\rcont', 'x=5\\rcont']) + '\\r'
    keys += 'run 1000\\rsystem\\r'
    return prog, keys


def fam_ctrlc(r):
    """Ctrl-C in AUTO, EDIT, the edit after a syntax error, a typed line, an INPUT's answer
    and its next prompt after CONT (ctrl-c_on_INPUT)."""
    w = r.choice([40, 80])
    prog = ["10 ' ctrl-c", '15 CLS:WIDTH %d:KEY OFF' % w,
            '20 ' + r.choice(['INPUT', 'INPUT A', 'LINE INPUT A$', 'INPUT "p";A$', 'INPUT;A$',
                              'LINE INPUT;"q",A$', 'A$=INPUT$(3)', 'INPUT A,B$', 'X=)', 'STOP']),
            '30 PRINT "after"', '40 ' + r.choice(['GOTO 20', 'END', 'STOP'])] + [
        l.replace('RETURN', 'END') for l in dump(w, 1000)]
    # An answer the INPUT takes (no `?Redo from start`, which would ask again), or one broken
    # by Ctrl-C.
    keys = ('1,a' if 'A,B$' in prog[2] else '1' if 'INPUT A' in prog[2] else
            r.choice(['abc', 'xy\\x08', 'a' * r.randrange(30, 90)])) + r.choice(['\\r', '\\r', '\\x03'])
    for _ in range(r.randrange(1, 4)):
        keys += r.choice(['\\x03', 'cont\\r', 'print 1\\r', 'edit 20\\r\\x03', 'auto\\r\\x03',
                          'auto 5\\rprint\\r\\x03', 'abc\\x03', '\\0\\x48\\x03', 'zz\\r', '\\r',
                          'list\\r', 'goto 30\\r'])
    keys += '\\x03run 1000\\rsystem\\r'
    return prog, keys


def fam_esc(r):
    w = r.choice([40, 80])
    p = r.choice(['"the prompt"; A$', '"the prompt", A$', 'A$', '"";A$', ';"x";A$'])
    prog = ["1 ' esc", '10 CLS: WIDTH %d: CLS: KEY OFF' % w, '15 LOCATE %d,1' % r.randrange(1, 24),
            '20 %s %s' % (r.choice(['INPUT', 'LINE INPUT']) if 'A$' in p else 'INPUT', p),
            '30 OPEN "value.txt" for output as 2', '40 WRITE#2, A$', '50 CLOSE',
            '90 GOSUB 1000', '999 END'] + dump(w)
    if prog[3].startswith('20 LINE INPUT') and p == 'A$':
        prog[3] = '20 LINE INPUT A$'
    arrows = {'u': '\\0\\x48', 'd': '\\0\\x50', 'l': '\\0\\x4b', 'r': '\\0\\x4d', 'h': '\\0\\x47',
              'e': '\\0\\x4f', 'x': '\\x1b', 'b': '\\x08', 'i': '\\0\\x52', 'D': '\\0\\x53'}
    keys = ''
    for _ in range(r.randrange(2, 6)):
        if r.random() < 0.5:
            keys += ''.join(r.choice('0123456789') for _ in range(r.choice([3, 10, 39, 40, 41, 80, 90])))
        else:
            keys += ''.join(arrows[r.choice('uuddllrrhexbiD')] for _ in range(r.randrange(1, 5)))
    keys += r.choice(['\\x1b', '', 'q']) + '\\r'
    keys += 'system\\r'
    return prog, keys


def fam_inkey(r):
    prog = ["4 CLS", "5 ' inkey", '6 open "output.txt" for output as 1',
            '10 ' + r.choice(['KEY 1, ""', 'KEY 2, ""', 'KEY 1, "ab"', 'KEY OFF', 'KEY 10,""',
                              "REM", 'KEY 1,"x"+CHR$(13)']),
            '20 A$=INKEY$: IF A$="z" THEN CLOSE: END',
            '40 IF A$<>"" THEN PRINT#1, HEX$(ASC(A$));',
            '45 IF LEN(A$)>1 THEN PRINT#1, HEX$(ASC(RIGHT$(A$,1)));',
            '46 IF A$<>"" THEN PRINT#1, "#"', '50 GOTO 20']
    ks = ['a', '\\0\\x3b', '\\0\\x3c', '\\0\\x44', '\\0\\x48', '\\0\\x4b', '\\0\\x47', '\\0\\x53',
          '\\0\\x52', '\\x1b', '\\x08', '\\r', '\\x7f', '\\x00\\x0f', '\\0\\x3d', '\\x10', '\\x06']
    keys = ''.join(r.choice(ks) for _ in range(r.randrange(3, 9))) + 'z'
    return prog, keys


def fam_redo(r):
    w = r.choice([40, 80])
    forms = ['A, B, C', 'A$, B', 'A%', 'A#, B$', '"x";A,B', 'A$,B$,C$', ';A,B', '"p",A!,B%']
    prog = ['5 CLS:WIDTH %d:CLS:KEY OFF' % w, '10 INPUT ' + r.choice(forms),
            '12 ' + r.choice(['INPUT Q$', 'LINE INPUT Q$', 'REM']),
            '15 PRINT "DONE"', '20 N$="OUTPUT.DAT": GOSUB 1000', '999 END'] + dump(w, name='x')
    ans = ['1,2,a', '1', '1,2', '1,2,3', 'a', '"a",1', '1,,2', '', ' ', '1e40', '&H10,2,3',
           '1,2,3,4', '"a"b,1,2', '-', '.', '1 2,3,4', '70000', '-32769,1,2', '"x,y",2,3']
    keys = ''.join(r.choice(ans) + '\\r' for _ in range(r.randrange(2, 6)))
    keys += 'z\\rz\\rz\\r\\rSYSTEM\\r'
    return prog, keys


def fam_inputcon(r):
    forms = ['"a,b", a, b$', '"a,b"; a, b$', ';"a,b", a, b$', ';"a,b"; a, b$', 'A$; A, B$',
             'a%, b#', '"?"; a$', 'a$(1), b']
    prog = ["5 CLS", "10 ' input con", '25 ON ERROR GOTO 2000'] + [
        '%d INPUT %s: PRINT A, B$' % (30 + 10 * i, r.choice(forms)) for i in range(r.randrange(1, 5))
    ] + ['69 A$="text"', '70 INPUT', '80 GOSUB 1000', '999 END'] + dump(80, name='dump.dat') + [
        '2000 OPEN "ERRORS.TXT" FOR APPEND AS 1', '2010 PRINT#1, ERR, ERL', '2015 CLOSE 1',
        '2020 RESUME NEXT']
    ans = ['1,a', '1', 'a', 'a,b', '1,2,3', '', '1,2', '"q",x', '1 , 2', 'x"y', '3,"a,b"']
    keys = ''.join(r.choice(ans) + '\\r' for _ in range(r.randrange(3, 8))) + '\\r\\r\\r\\r\\rSYSTEM\\r'
    return prog, keys


def fam_longinput(r):
    w = r.choice([40, 80])
    row = r.randrange(1, 25)
    plen = r.choice([0, 10, 60, 78, 79, 80, 81, 90, 150])
    prog = ['10 CLS:WIDTH %d:CLS:KEY OFF' % w,
            '20 LOCATE %d,1: PRINT STRING$(%d, "#")' % (row, r.choice([0, 39, 40, 41, 79, 80, 81, 100, 200])),
            '30 LOCATE %d, %d: %s "%s"%s A$' % (row, r.randrange(1, 5), r.choice(['INPUT', 'LINE INPUT']),
                                               'p' * plen, r.choice([';', ','])),
            '40 open "value.txt" for output as 1', '50 print#1, a$', '55 print#1, csrlin;pos(0)',
            '60 close', '70 GOSUB 1000', '999 END'] + dump(w)
    if 'LINE INPUT' in prog[2]:
        prog[2] = prog[2].replace('",', '";')
    keys = r.choice(['', 'zz', 'z' * r.randrange(50, 260), '\\0\\x4b\\0\\x4bq', '\\0\\x48', '\\0\\x50x']) + '\\r'
    keys += 'SYSTEM\\r'
    return prog, keys


def fam_typedlf(r):
    w = r.choice([40, 80])
    prog = ["1 ' lf", '10 WIDTH %d: CLS: KEY OFF' % w, '999 END'] + [
        l.replace('RETURN', 'END') for l in dump(w)]
    typed = r.choice(['11111\\n22222', '2010 rem continuing\\nline', '?1\\n2', 'abc\\n\\ndef',
                      '1' * r.randrange(30, 90) + '\\n22', '2020 print\\n 5', '\\n', 'x\\n\\x08y',
                      '2030 a=1:\\nb=2'])
    # Editing keys over the line's rows: cursor moves, Del, Backspace, typing.
    for _ in range(r.randrange(0, 4)):
        typed += r.choice(['\\0\\x48', '\\0\\x4b', '\\0\\x4d', '\\0\\x53', '\\x08', 'Z', '\\n',
                           '\\0\\x4b\\0\\x4b\\0\\x4b', '\\0\\x4d' * 5])
    keys = typed + r.choice(['\\r', '\\x1b\\0\\x50\\0\\x50', '\\0\\x50\\0\\x50', '\\r\\0\\x48\\r', '\\r'])
    keys += r.choice(['', 'list 2000-\\r']) + 'run 1000\\rsystem\\r'
    return prog, keys


def fam_direct(r):
    """Statements typed at Ok whose errors a trap records (DEF_FN_direct, EDIT's kind)."""
    prog = ["5 CLS", "10 ' direct", '15 open "errors.txt" for output as 1', '20 on error goto 100',
            '30 stop', '100 print#1, err, erl', '110 resume next']
    stmts = ['def fny(x)=x+1', 'def fn a=1', 'x=fny(1)', 'return', 'resume', 'next', 'wend',
             'data 1', 'read a', 'common a', 'chain "x"', 'shared a', 'sub', 'input#1,a', 'print#2,1',
             'cont', 'error 200', 'on error goto 0', 'erase z', 'line input a', 'field#1,1 as a$',
             'get#1', 'dim a(5):dim a(5)', 'restore 5', 'run 5', 'goto 5', 'delete 5', 'list 5',
             'renum 5,5,5', 'tron:troff', 'width 2', 'key 99,"a"', "rem", 'system x', 'x$=inkey$',
             'mid$(a$,0)="x"', 'locate 30', 'color 99', 'end x', 'stop x']
    keys = ''.join(r.choice(stmts) + '\\r' for _ in range(r.randrange(2, 6)))
    keys += 'close\\rsystem\\r'
    return prog, keys


def fam_contend(r):
    """CONT after END, STOP, an error, an edit, a typed statement (the issue's `CONT after END`)."""
    w = r.choice([40, 80])
    mid = r.choice(['END', 'STOP', 'END:PRINT "x"', 'STOP:PRINT "y"', 'X=1/0', 'ERROR 7',
                    'IF 1 THEN END ELSE PRINT', 'FOR I=1 TO 2:END:NEXT', 'GOSUB 50', 'X=)'])
    prog = ['10 CLS:WIDTH %d:KEY OFF' % w, '20 PRINT "a";', '30 ' + mid, '40 PRINT "b":END',
            '50 PRINT "s":END:RETURN'] + [l.replace('RETURN', 'END') for l in dump(w, 1000)]
    keys = ''
    for _ in range(r.randrange(1, 5)):
        keys += r.choice(['cont', 'cont', 'print 7', '45 print "n"', '30 end', 'clear', 'goto 40',
                          'list 30', 'x=5', 'cont:print 8', 'print 1:cont', '?csrlin;pos(0)',
                          'width %d' % (120 - w), 'locate 5,5', 'cls', 'edit 30', 'delete 45',
                          'return', 'resume next', 'new']) + '\\r'
    keys += r.choice(['', '\\x03']) + 'run 1000\\rsystem\\r'
    if 'new' in keys:
        keys = keys.replace('run 1000', 'print 0')
    return prog, keys


def fam_okcmds(r):
    """Direct statements at Ok that move the cursor or change the screen, then the page."""
    w = r.choice([40, 80])
    prog = ['10 CLS:WIDTH %d:KEY %s' % (w, r.choice(['ON', 'OFF'])),
            '20 FOR I=1 TO %d:PRINT "line";I:NEXT' % r.randrange(0, 30), '30 END'] + [
        l.replace('RETURN', 'END') for l in dump(w, 1000)]
    keys = ''
    for _ in range(r.randrange(2, 7)):
        keys += r.choice(['?csrlin;pos(0)', 'print csrlin', 'width 40', 'width 80', 'cls',
                          'locate 24,1', 'locate 1,1:print "top";', 'key off', 'key on',
                          'print string$(%d,"x")' % r.randrange(70, 170), 'print "a";',
                          'view print 5 to 10', 'view print', 'locate ,10', 'print spc(90)',
                          'list', 'list 20', 'color 7', 'print chr$(13);', 'print tab(70);"t"',
                          'locate 25,1:print "z";', '\\0\\x48\\0\\x48', 'x$=input$(1)\\rq',
                          'line input a$\\rhello', 'input a\\r5']) + '\\r'
    keys += 'run 1000\\rsystem\\r'
    return prog, keys


PERSON = ['10 PRINT "HELLO"', '20 FOR I=1 TO 3', '30 PRINT I;', '40 NEXT I',
          '50 INPUT "NAME";N$', '60 PRINT "HI ";N$', '70 IF N$="" THEN 50', '80 END']
TYPOS = {'PRINT': 'PRIMT', 'FOR': 'FRO', 'NEXT': 'NEXY', 'INPUT': 'IMPUT', 'THEN': 'TEHN',
         'TO': 'T0', 'END': 'EDN', '"NAME";': '"NAME"'}


def fam_person(r):
    """A person at Ok: a program typed with typos, RUN, the offered line fixed with the
    cursor keys, EDIT with Home/End/Ins/Del, LIST ranges, AUTO, RENUM, RUN, CONT."""
    w = r.choice([40, 80])
    prog = ['1 CLS:WIDTH %d:KEY %s:NEW' % (w, r.choice(['ON', 'OFF']))]
    keys = ''
    for line in PERSON:
        if r.random() < 0.3:
            word = r.choice([k for k in TYPOS if k in line] or ['X'])
            line = line.replace(word, TYPOS.get(word, word), 1)
        keys += line + '\\r'
    moves = ['\\0\\x4d', '\\0\\x4b', '\\0\\x47', '\\0\\x4f', '\\0\\x52', '\\0\\x53',
             '\\x08', '\\0\\x74', '\\0\\x73', '\\x1b', '\\x0e', '\\x05']
    for _ in range(r.randrange(3, 9)):
        what = r.random()
        if what < 0.25:
            keys += 'run\\r' + r.choice(['BOB\\r', '\\r\\rAL\\r', 'AL\\r', 'BO\\x03'])
            # A syntax error's line is offered: change it with the keys.
            keys += ''.join(r.choice(moves[:4]) for _ in range(r.randrange(0, 6)))
            keys += r.choice(['N', 'R', 'E', 'TO', '', 'X']) + r.choice(['\\r', '\\x03', '\\0\\x50'])
        elif what < 0.45:
            keys += 'edit %d\\r' % r.choice([10, 20, 30, 50, 60, 70, 80, 99])
            keys += ''.join(r.choice(moves) for _ in range(r.randrange(1, 7)))
            keys += r.choice(['N', 'Q', ':PRINT', '"', '']) + r.choice(['\\r', '\\x03'])
        elif what < 0.6:
            keys += 'list%s\\r' % r.choice(['', ' 20-40', ' -30', ' 50-', ' .', ' 30'])
        elif what < 0.7:
            keys += 'auto%s\\r' % r.choice([' 100,5', ' 15,1', ' .', ' 45,10', ''])
            keys += r.choice(['PRINT "A"\\r', '', 'REM\\r\\r', '\\0\\x4bZ\\r'])
            keys += '\\x03'
        elif what < 0.8:
            keys += 'renum%s\\rlist\\r' % r.choice(['', ' 100', ' 1000,,5', ' 5,30,1'])
        elif what < 0.9:
            keys += r.choice(['cont\\r', 'stop\\r', '?csrlin;pos(0)\\r', 'delete 70\\r',
                              '65 stop\\r', 'run\\rZ\\rcont\\r'])
        else:
            keys += r.choice(['\\0\\x48\\0\\x48\\0\\x48\\r', '\\0\\x48\\0\\x48X\\r',
                              '\\0\\x48\\0\\x4f\\x08\\r', 'cls\\r', 'width %d\\r' % (120 - w)])
    keys += '\\x03list\\rrun "dumpscrn"\\rsystem\\r'
    # The page's width from the BIOS (0:44A) as the run ends.
    other = {'DUMPSCRN.BAS': ('\r\n'.join(['10 CLOSE', '20 DEF SEG=0:W=PEEK(&H44A)'] + [
        l.replace('RETURN', 'END').replace('Y*80+X', 'Y*W+X').replace('TO 79', 'TO W-1')
        for l in dump(80, 1000)]) + '\r\n').encode()}
    return prog, keys, other


def fam_inptcont(r):
    """INPUT / LINE INPUT started inside a long printed logical line (INPTCONT): blanks and
    text printed over several rows, the answers typed over them at other rows/columns."""
    w = r.choice([40, 80, 80])
    row = r.randrange(1, 22)
    n = r.choice([0, 5, 39, 40, 79, 80, 100, 159, 160, 200, 255])
    text = r.choice(['bac', 'x', 'hello world', '1,2', '"q",3', ''])
    stmts = []
    for i in range(r.randrange(1, 4)):
        kind = r.choice(['INPUT', 'LINE INPUT', 'INPUT;', 'INPUT "p";', 'LINE INPUT "pq";',
                         'INPUT "",'])
        stmts.append('%d LOCATE %d,%d:%s A$(%d):C(%d)=CSRLIN:P(%d)=POS(0)' % (
            20 + 10 * i, r.choice([row, row, row + 1, row + 2, max(1, row - 1)]),
            r.choice([1, 1, 2, 10, w]), kind + ('' if kind.endswith((';', ',')) else ' '), i, i, i))
    prog = ['5 CLS:WIDTH %d:CLS:KEY OFF:DIM A$(5),C(5),P(5)' % w,
            '10 LOCATE %d,1: PRINT SPACE$(%d);"%s"%s' % (row, n, text, r.choice(['', ';']))] + stmts + [
        '80 OPEN "VALUE.TXT" FOR OUTPUT AS 1',
        '85 FOR I=0 TO %d:PRINT #1, "["+A$(I)+"]";C(I);P(I):NEXT' % (len(stmts) - 1),
        '90 CLOSE:GOSUB 1000', '999 END'] + dump(w)
    ans = ['abc', 'def', '', 'z' * r.randrange(1, 90), '\\0\\x4bq', '\\0\\x48x', '\\0\\x50y',
           '\\0\\x4d\\0\\x4dk', '\\x1bm', '\\x0e', '\\x05', '\\0\\x4f', 'a\\x08']
    keys = ''.join(r.choice(ans) + '\\r' for _ in stmts) + '\\r\\rSYSTEM\\r'
    return prog, keys


def fam_kybd(r):
    """INPUT #, LINE INPUT # and INPUT$ from the keyboard opened as a file (INPKYBDN)."""
    reads = []
    for i in range(r.randrange(1, 4)):
        reads.append(r.choice(['INPUT#1, A, B, C', 'INPUT#1, A$, B$', 'LINE INPUT#1, A$',
                               'A$=INPUT$(%d,1)' % r.randrange(1, 6), 'INPUT#1, A%, B$',
                               'INPUT#1, A$', 'INPUT#1, A']))
    prog = ["10 REM kybd", '15 ' + r.choice(['REM', 'KEY 2,""', 'KEY 1,"a,b"', 'KEY 3,"1"+CHR$(13)']),
            '20 OPEN "KYBD:" FOR INPUT AS 1', '25 OPEN "RESULT.DAT" FOR OUTPUT AS 2',
            '27 ON ERROR GOTO 900']
    ln = 30
    for rd in reads:
        prog.append('%d A=0:B=0:C=0:A$="-":B$="-":A%%=0:%s' % (ln, rd))
        prog.append('%d PRINT#2, A;B;C;"["A$"]";"["B$"]";A%%' % (ln + 5))
        ln += 10
    prog += ['800 CLOSE:END', '900 PRINT#2, "err";ERR;ERL:RESUME NEXT']
    parts = ['1 2  3 4, 5  , 6', 'abc', '"q,r",s', '1,2', ' x ', '1e3', '&H1F', 'a\\x08b', '12345',
             '"a"b', 'x\\x1by', '1\\n2', '\\0\\x4bq', 'w\\nv', '\\n', '3\\n\\n4',
             # Extended keys: editing keys, Alt-letters, F1 (LIST), F2 (no text), others.
             'k\\0\\x48z', '\\0\\x3b', 'x\\0\\x3c', '\\0\\x30', '\\0\\x49', '\\0\\x53\\0\\x52',
             '\\0\\x3d1', '"\\0\\x47"', '\\0\\x74\\0\\x76']
    keys = ''.join(r.choice(parts) + r.choice(['\\r', '\\r', ',', ' ']) for _ in range(r.randrange(3, 8)))
    keys += '\\r\\r\\r\\r\\r\\rSYSTEM\\r'
    return prog, keys


def fam_keypoke(r):
    """Keys POKEd into the BIOS keyboard ring (0:41A head, 0:41C tail, 0:41E-0:43D), then
    typed at `Ok` or read by INPUT / INKEY$ (KEYPOKE)."""
    texts = ['goto 910', 'list 910', 'print 5', 'run 910', 'cls', 'abc', '?csrlin']
    text = r.choice(texts)
    head = r.choice([30, 30, 30, 40, 58, 60])
    codes = [ord(c) for c in text] + r.choice([[13], [13], [], [13, 13], [0]])
    prog = ['800 OPEN "keypoke.dat" FOR OUTPUT AS 1', '830 DEF SEG=0', '840 POKE 1050, %d' % head]
    pokes = []
    a = head
    for c in codes:
        pokes.append('POKE %d, %d' % (1024 + a, c))
        if r.random() < 0.2:
            pokes.append('POKE %d, %d' % (1025 + a, r.choice([0, 0x1c, 0x48])))
        a += 2
        if a >= 62:
            a = 30
    tail = a if r.random() < 0.8 else r.choice([head, head + 2, 30])
    prog.append('850 POKE 1052, %d' % tail)
    for i in range(0, len(pokes), 4):
        prog.append('%d %s' % (860 + i, ':'.join(pokes[i:i + 4])))
    prog.append('900 ' + r.choice(['LIST', 'END', 'INPUT A$:PRINT#1,"["A$"]"',
                                   'A$=INKEY$:PRINT#1,LEN(A$);A$', 'LINE INPUT A$:PRINT#1,A$',
                                   'A$=INPUT$(3):PRINT#1,A$', 'STOP']))
    prog += ['905 PRINT#1, "end"', '910 PRINT#1, "welcome back!";CSRLIN', '920 CLOSE', '930 SYSTEM']
    keys = r.choice(['', 'run 910\\r', 'x\\r']) + 'close\\rsystem\\r'
    return prog, keys


def fam_dotline(r):
    """`.`, the current line, in LIST/RENUM/EDIT/DELETE/AUTO/GOTO/RUN typed at `Ok`, with and
    without a program and after lines that set it (dot_linenumber_empty_program)."""
    w = r.choice([40, 80])
    prog = ['1 CLS:WIDTH %d:KEY OFF' % w]
    if r.random() < 0.6:
        prog += ['5 PRINT 5', '30 PRINT 30', '40 STOP', '50 X=)']
    prog += ['%d NEW' % (2 if r.random() < 0.5 else 60)]
    cmds = ['list .', 'renum .', 'edit .', 'delete .', 'auto .', 'goto .', 'run .', 'list .-',
            'list -.', 'llist .', 'renum 100,.', 'renum .,5', 'delete .-', 'edit .\\r\\x03', 'list 5',
            '30 rem x', 'run', 'cont', 'auto .,5\\r\\x03', '7 print 7', 'print .', 'gosub .',
            'restore .', 'resume .', 'list ..', 'edit . ']
    keys = ''
    for _ in range(r.randrange(2, 7)):
        c = r.choice(cmds)
        keys += c + '\\r'
        if c.startswith('auto') and '\\x03' not in c:
            keys += '\\x03'
        if c.startswith('edit') and '\\x03' not in c:
            keys += r.choice(['\\x03', '\\r', '\\0\\x50'])
    keys += '\\x03run "dumpscrn"\\rsystem\\r'
    other = {'DUMPSCRN.BAS': ('\r\n'.join(['10 CLOSE'] + [l.replace('RETURN', 'END') for l in dump(w, 1000)])
                              + '\r\n').encode()}
    return prog, keys, other


def fam_directfile(r):
    """LOAD / MERGE / RUN of an ASCII file holding direct statements, unnumbered or
    out-of-order lines, blank lines and bad numbers (direct_statement_in_file)."""
    w = r.choice([40, 80])
    body = []
    for _ in range(r.randrange(2, 7)):
        body.append(r.choice(['10 PRINT 1', 'PRINT "direct"', '', '5 REM five', '20 END',
                              '  30 PRINT 30', '65530 REM', '65529 REM', '1E3 PRINT', 'X=1',
                              '15', '0 PRINT 0', '7 PRINT 7:', '12 REM\tTAB', '99999 REM',
                              '25 ?"q"', ' ', '8 X=1E39', '9 Y=&H10000', '2 A$="unclosed']))
    direct = ('\r\n'.join(body) + r.choice(['\r\n', '', '\r\n\x1a', '\n'])).encode()
    verb = r.choice(['load "direct"', 'merge "direct"', 'run "direct"', 'chain "direct"',
                     'load "direct",r', 'chain merge "direct",50'])
    prog = ["10 ' direct", '25 width %d: key off' % w, '20 open "errors.txt" for output as 1',
            '30 on error goto 100', '35 ' + r.choice(['REM', '4 REM', 'X=1']), '40 ' + verb,
            '50 end', '100 print#1, err, erl', '110 resume next']
    prog[4] = '35 REM'
    keys = r.choice(['', 'list\\r', 'run\\r']) + 'close\\rrun "savescrn"\\rsystem\\r'
    save = ['10 CLOSE'] + [l.replace('RETURN', 'END') for l in dump(w, 1000)]
    return prog, keys, {'DIRECT.BAS': direct, 'SAVESCRN.BAS': ('\r\n'.join(save) + '\r\n').encode()}


def fam_onkey(r):
    """ON KEY / KEY(n) statements of every form under ON ERROR (ONKEY), then KEY LIST."""
    forms = ['ON KEY("") GOSUB 500', 'ON KEY GOSUB 500', 'ON KEY(-1) GOSUB 500', 'ON KEY(3) GOSUB 500',
             'ON KEY(0) GOSUB 500', 'ON KEY(256) GOSUB 500', 'ON KEY(32768) GOSUB 500',
             'ON KEY(%d) GOSUB %s' % (r.randrange(1, 22), r.choice(['500', '0', '600', '500,', 'X'])),
             'KEY(%d) %s' % (r.choice([0, 1, 10, 11, 14, 15, 20, 21, 255, -1]), r.choice(['ON', 'OFF', 'STOP', 'X', ''])),
             'KEY %d,"%s"' % (r.choice([0, 1, 10, 11, 15, 16, 31, -1]), r.choice(['ab', '', 'x' * 20])),
             'KEY(1) ON:KEY(1) STOP:KEY(1) OFF', 'ON KEY(1.5) GOSUB 500', 'ON KEY(A$) GOSUB 500',
             'ON KEY(1) GOSUB', 'ON KEY(1) GOTO 500', 'ON KEY(1),GOSUB 500', 'KEY', 'KEY ON X',
             'KEY 15,CHR$(0)+CHR$(16)', 'KEY 1,CHR$(0)', 'ON KEY(1) GOSUB 500 X']
    prog = ['10 REM onkey', '30 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '40 ON ERROR GOTO 1000']
    for i in range(r.randrange(3, 9)):
        prog.append('%d %s' % (42 + i, r.choice(forms)))
    prog += ['400 CLOSE:END', '500 RETURN', '1000 PRINT#1, ERR, ERL', '1010 RESUME NEXT']
    return prog, 'SYSTEM\\r'


def fam_inputnr(r):
    """INPUT # of a file of awkward numbers or strings, item by item until EOF (INPUTNR,
    INPUTSTQ): spaces, commas, CR, LF, CR LF, LF CR, NUL, quotes, CTRL-Z, type marks,
    exponents, radix prefixes, overflows."""
    atoms = ['1', '2', '34', '-5', '+6', '.5', '1E3', '1D2', '1E', '&H1F', '&O17', '&1', '7%',
             '8#', '9!', '1E40', '99999', '-32769', '1.23456789012', ' ', '  ', ',', ',,',
             '\r', '\n', '\r\n', '\n\r', '\x00', '"', '"q"', '"a,b"', '"x\ry"', 'abc',
             '\x01', '\t', ':', ';', '\x1a', '\x7f', '\xff', '""', ' "s" ', '"l\nf"']
    data = ''.join(r.choice(atoms) for _ in range(r.randrange(8, 30)))
    if r.random() < 0.5:
        data += '\x1a'
    target = r.choice(['A', 'A$', 'A%', 'A#', 'A!', 'A$,B$', 'A,B'])
    show = {'A': '"[";A;"]"', 'A$': '"["+A$+"]"', 'A%': '"[";A%;"]"', 'A#': '"[";A#;"]"',
            'A!': '"[";A!;"]"', 'A$,B$': '"["+A$+"|"+B$+"]"', 'A,B': '"[";A;B;"]"'}[target]
    prog = ['5 ON ERROR GOTO 100', '10 OPEN "DATA.TXT" FOR INPUT AS 1',
            '15 OPEN "INPUT.DAT" FOR OUTPUT AS 2',
            '20 WHILE NOT EOF(1) AND K<60: K=K+1', '30 INPUT#1, %s' % target,
            '40 PRINT#2, %s;LOC(1)' % show, '50 WEND', '60 CLOSE:END',
            '100 PRINT#2, "err";ERR;ERL:RESUME NEXT']
    return prog, 'SYSTEM\\r', {'DATA.TXT': unescape(data)}


def dumpscrn(w):
    """DUMPSCRN.BAS: the page dump as a program of its own (run after the session)."""
    return {'DUMPSCRN.BAS': ('\r\n'.join(['10 CLOSE'] + [l.replace('RETURN', 'END') for l in dump(w, 1000)])
                             + '\r\n').encode()}


MOVES = {'u': '\\0\\x48', 'd': '\\0\\x50', 'l': '\\0\\x4b', 'r': '\\0\\x4d', 'h': '\\0\\x47',
         'e': '\\0\\x4f', 'i': '\\0\\x52', 'D': '\\0\\x53', 'w': '\\0\\x74', 'W': '\\0\\x73',
         'k': '\\0\\x75', 'b': '\\x08', 'x': '\\x1b', 't': '\\t', 'n': '\\x0e', 'E': '\\x05',
         'R': '\\x12', 'B': '\\x02', 'F': '\\x06'}


def edit_keys(r, n):
    """n random editing keys and bits of text."""
    out = ''
    for _ in range(n):
        if r.random() < 0.35:
            out += r.choice(['Q', 'xyz', ':PRINT 7', '"', '0', ' ', '1', 'REM'])
        else:
            out += MOVES[r.choice(list(MOVES))]
    return out


def fam_editkeys(r):
    """EDIT of a line, then the editing keys (cursor, Ins, Del, Ctrl-End, tabs, Esc, words),
    Enter or Ctrl-C, then LIST: what was stored and the page (EDIT's siblings)."""
    w = r.choice([40, 80])
    prog = ['1 CLS:WIDTH %d:KEY OFF' % w, '10 PRINT "HELLO";:X=1', '20 FOR I=1 TO 10:NEXT',
            '30 REM ' + 'long ' * r.randrange(0, 30), '40 IF X THEN 10 ELSE 20', '50 END',
            '%d NEW' % r.choice([2, 60])]
    keys = ''
    for _ in range(r.randrange(1, 4)):
        keys += 'edit %s\\r' % r.choice(['10', '20', '30', '40', '50', '.', '25', '60'])
        keys += edit_keys(r, r.randrange(1, 10))
        keys += r.choice(['\\r', '\\r', '\\x03', '\\0\\x50\\r'])
    keys += '\\x03list\\rrun "dumpscrn"\\rsystem\\r'
    return prog, keys, dumpscrn(w)


def fam_autokeys(r):
    """AUTO over existing lines (the `*`), steps that pass 65529, lines typed with the
    editing keys and commands typed in AUTO mode, then LIST (AUTO, AUTO_star)."""
    w = r.choice([40, 80])
    prog = ['1 CLS:WIDTH %d:KEY OFF' % w, '10 PRINT 10', '20 PRINT 20', '30 PRINT 30', '100 PRINT 100',
            '%d NEW' % r.choice([2, 200])]
    keys = 'auto%s\\r' % r.choice(['', ' 10', ' 5,5', ' 20,10', ' 65520,5', ' 65529', ' 65529,1',
                                   ' 65000,600', ' 90,10', ' 100', ' .', ' 30,', ' 0,30', ' 65530'])
    for _ in range(r.randrange(1, 6)):
        keys += r.choice(['PRINT 1', 'list', 'auto 50', 'new', 'cont', '', 'X=)', '?"a"',
                          edit_keys(r, r.randrange(1, 5)), '\\x08\\x08\\x08\\x0865 REM', 'run',
                          '\\0\\x4b\\0\\x4b\\0\\x4b99', '\\x1b15 rem', ' ', 'delete 20'])
        keys += r.choice(['\\r', '\\r', '\\r', '\\x03'])
    keys += '\\x03list\\rrun "dumpscrn"\\rsystem\\r'
    return prog, keys, dumpscrn(w)


def fam_contmore(r):
    """STOP (or an error, or Ctrl-C at an INPUT's next ask), then what a person types before
    CONT: RENUM, DELETE, a new line, EDIT, CLEAR, an error, another CONT (CONT_after_RENUM)."""
    w = r.choice([40, 80])
    prog = ["1 ' cont", '5 CLS:WIDTH %d:KEY OFF' % w, '30 OPEN "output.txt" FOR OUTPUT AS 1',
            '50 PRINT#1, 1:I=I+1', '51 ' + r.choice(['STOP', 'END', 'X=1/0', 'STOP:PRINT#1,"s"',
                                                     'IF I<3 THEN STOP', 'GOSUB 200', 'ERROR 5']),
            '70 PRINT#1, 2', '80 IF I<2 THEN 50', '90 CLOSE', '100 END', '200 STOP:RETURN']
    keys = ''
    for _ in range(r.randrange(1, 5)):
        keys += r.choice(['renum', 'renum 100', 'renum 100,,5', 'renum 1000,50', 'renum ,,1',
                          'delete 70', '75 PRINT#1,"n"', '60 REM', 'cont', 'cont', 'clear',
                          'print#1,"d"', 'x=)', 'goto 70', 'list', 'edit 70\\r', 'close',
                          'width %d' % (120 - w), 'new', '51 REM']) + '\\r'
    keys += 'cont\\rclose\\rsystem\\r'
    return prog, keys


def fam_newsave(r):
    """NEW in its forms typed at `Ok` or in a line, then SAVE: the file that is left (NEW)."""
    prog = ['10 REM PC-BASIC test', '20 REM', '30 PRINT 30']
    verb = r.choice(['NEW', 'new', 'NEW:PRINT 1', 'NEW 10', 'NEW ', 'NEW:', "NEW'x", 'NEW X',
                     'NEW:NEW', 'PRINT 1:NEW', 'IF 1 THEN NEW', 'IF 0 THEN NEW', 'DELETE 10-20',
                     '10', 'DELETE -30'])
    keys = 'load"test"\\r%s\\r%s\\rsave"empty"%s\\rsystem\\r' % (
        verb, r.choice(['', 'list', '40 END', 'cont', 'run']), r.choice(['', ',a', ',p']))
    return prog, keys


def fam_storelines(r):
    """Lines typed at `Ok` with numbers at and past 65529, with zeros, blanks and odd texts,
    under a stopped program's error trap, then SAVE ,A (store_program_line_6553x)."""
    prog = ["10 ' store", '20 on error goto 100', '25 open "errors.txt" for output as 1', '30 stop',
            '100 print#1, "error "; err; " in "; erl', '110 resume next']
    nums = ['65529', '65530', '65531', '65535', '65536', '65539', '6553', '99999', '0', '00010',
            ' 40', '655290', '65529.5', '1E3', '-5', '40', '4 0', '&H10', '65528']
    texts = [" '", ' REM', '', ' ', ' PRINT 1', "'x", ' GOTO 65529', ' X=)', ':', ' ?']
    keys = ''
    for _ in range(r.randrange(2, 7)):
        keys += r.choice(nums) + r.choice(texts) + '\\r'
    keys += r.choice(['', 'list\\r', 'cont\\r', 'list 65529\\r', 'delete 65529\\r'])
    keys += 'save "prog",a\\rclose\\rsystem\\r'
    return prog, keys


def fam_listlf(r):
    """A program whose lines hold LFs (loaded from an ASCII file: a LF inside a line goes on
    the line), LISTed, then the cursor keys, ESC and Enter over the listing (LIST_linefeed)."""
    w = r.choice([40, 80])
    body = ['10 CLS:WIDTH %d:KEY OFF' % w]
    for n in (2000, 2010, 2020):
        body.append('%d %s' % (n, r.choice(['REM continuing\nline', 'PRINT 1\n:PRINT 2',
                                            'REM ' + 'x' * r.randrange(30, 90) + '\nmore',
                                            'PRINT "a\nb"', 'REM\n\n', "' q"])))
    body += [l.replace('RETURN', 'END') for l in dump(w, 1000)]
    text = ('\r\n'.join(body) + '\r\n').encode()
    keys = r.choice(['list 2000-2020\\r', 'list\\r', 'list 2010\\r'])
    for _ in range(r.randrange(1, 6)):
        keys += r.choice(['\\0\\x48', '\\0\\x48\\0\\x48', '\\x1b', '\\0\\x50',
                          'Q', '\\0\\x4f', '\\x05', '\\r', '\\n'])
    keys += '\\0\\x50\\0\\x50\\0\\x50' + r.choice(['', '\\x03']) + 'run 1000\\rsystem\\r'
    return ['1 CLS:WIDTH %d:KEY OFF:LOAD "LF.BAS"' % w], keys, {'LF.BAS': text}


def fam_randomize(r):
    """RANDOMIZE's prompt answered from the keyboard: numbers in and out of range, strings,
    overflow, empty answers, several RANDOMIZE forms under ON ERROR (RANDOMIZ,
    RANDOMIZE_overflow)."""
    prog = ["10 ' randomize", '20 OPEN "output.txt" FOR OUTPUT AS 1', '30 ON ERROR GOTO 100']
    n = 40
    for _ in range(r.randrange(1, 4)):
        prog.append('%d %s: PRINT#1, RND; CSRLIN; POS(0)' % (n, r.choice(
            ['RANDOMIZE', 'RANDOMIZE', 'A%=1: RANDOMIZE A%', 'RANDOMIZE 5', 'RANDOMIZE -2.5',
             'RANDOMIZE "x"', 'RANDOMIZE 1E10', 'RANDOMIZE 32768'])))
        n += 10
    prog += ['%d CLOSE: END' % n, '100 PRINT#1, "error:"; ERR; ERL', '110 RESUME NEXT']
    keys = ''
    for _ in range(4):
        keys += r.choice(['1', '100', '-32768', '32767', '32768', '-32769', '1e+100', 'abc',
                          '', '1.5', '-1.5', '1,2', '&H10', '65535', ' 7 ', '1e38', '"3"',
                          '12345678901']) + '\\r'
    keys += 'close\\rsystem\\r'
    return prog, keys


def fam_lineinp(r):
    """LINE INPUT, INPUT and INPUT$ forms good and bad from the keyboard, errors trapped
    (LINEINP2, INPUT$, PRINT_SPC_INPUT$)."""
    forms = ['LINE INPUT', 'LINE INPUT;', 'LINE INPUT "p"', 'LINE INPUT; "p"',
             'LINE INPUT "p"; A$', 'LINE INPUT; "p"; A$', 'LINE INPUT "p", A$',
             'LINE INPUT; "p", A$', 'LINE INPUT A$', 'LINE INPUT A', 'LINE INPUT A$, B$',
             'LINE INPUT "p" A$', 'LINE INPUT ;A$', 'LINE INPUT "";A$', 'LINE INPUT #0, A$',
             'A$ = INPUT$(1)', 'A$ = INPUT$(2)', 'A$ = INPUT$(0)', 'A$ = INPUT$(-1)',
             'A$ = INPUT$(1.5)', 'A$ = INPUT$(256)', 'A$ = INPUT$(1,)', 'A$ = INPUT $(1)',
             'A$ = INPUT$ (1)', 'PRINT#1, 1 SPC(VAL(INPUT$(1))) 9', 'INPUT A$', 'INPUT "q";A$',
             'INPUT;A$', 'INPUT "q",A$', 'INPUT A$;', 'INPUT "q" A$']
    prog = ["10 ' line input", '20 OPEN "OUTPUT.TXT" FOR OUTPUT AS 1', '30 ON ERROR GOTO 1000']
    n = 40
    for _ in range(r.randrange(3, 8)):
        prog.append('%d A$="-": %s: PRINT#1, "["; A$; "]"; CSRLIN; POS(0)' % (n, r.choice(forms)))
        n += 10
    prog += ['%d CLOSE: END' % n, '1000 PRINT#1, ERR, ERL', '1010 RESUME NEXT']
    keys = ''.join(r.choice(['1', '2', '3', 'abc', '', 'x,y', '"q"', '9', ' a ', '12345'])
                   + '\\r' for _ in range(10))
    keys += 'close\\rsystem\\r'
    return prog, keys


FAMILIES = {
    'auto': fam_auto, 'autodirect': fam_autodirect, 'edit': fam_edit, 'contstop': fam_contstop,
    'ctrlc': fam_ctrlc, 'esc': fam_esc, 'inkey': fam_inkey, 'redo': fam_redo,
    'inputcon': fam_inputcon, 'longinput': fam_longinput, 'typedlf': fam_typedlf,
    'direct': fam_direct, 'contend': fam_contend, 'okcmds': fam_okcmds,
    'person': fam_person, 'inptcont': fam_inptcont, 'kybd': fam_kybd,
    'keypoke': fam_keypoke, 'dotline': fam_dotline, 'directfile': fam_directfile,
    'onkey': fam_onkey, 'inputnr': fam_inputnr, 'editkeys': fam_editkeys,
    'autokeys': fam_autokeys, 'contmore': fam_contmore, 'newsave': fam_newsave,
    'storelines': fam_storelines, 'listlf': fam_listlf,
    'randomize': fam_randomize, 'lineinp': fam_lineinp,
}


def build(r, fam):
    got = FAMILIES[fam](r)
    prog, keys = got[0], got[1]
    files = dict(got[2]) if len(got) > 2 else {}
    files['TEST.BAS'] = ('\r\n'.join(prog) + '\r\n').encode()
    return files, keys


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    fams = sys.argv[3:] or list(FAMILIES)
    r = random.Random(seed)
    # ONLY=3,9: run only those cases of the seed (the others are still generated, so the
    # numbers stay those of a whole run).
    only = {int(x) for x in os.environ.get('ONLY', '').split(',') if x}
    bad = 0
    for k in range(n):
        fam = fams[k % len(fams)]
        files, keys = build(r, fam)
        if only and k not in only:
            continue
        kb = unescape(keys)
        real = run_real(files, kb)
        screen = real.pop('SCREEN.TXT', b'')
        fe = run_ferrite(files, kb)
        names = sorted(set(real) | set(fe))
        diff = [f for f in names if real.get(f) != fe.get(f)]
        if diff:
            bad += 1
            print('--- case %d (%s) differs in %s' % (k, fam, ' '.join(diff)))
            print(files['TEST.BAS'].decode('latin-1').split('1000 N$')[0].rstrip())
            print('keys: ' + keys)
            for name in sorted(files):
                if name not in ('TEST.BAS', 'DUMPSCRN.BAS', 'SAVESCRN.BAS'):
                    print('%s: %r' % (name, files[name]))
            if os.environ.get('SCREEN'):
                print('  gw stream: %r' % screen[-600:])
            for f in diff:
                if os.environ.get('FULL'):
                    for name, got in (('gw', real), ('fe', fe)):
                        print('  %s %s:' % (name, f))
                        for line in (got.get(f) or b'<none>').decode('latin-1').split('\r\n'):
                            if line.strip():
                                print('    |' + line.rstrip())
                a = (real.get(f) or b'<none>').decode('latin-1').split('\r\n')
                b = (fe.get(f) or b'<none>').decode('latin-1').split('\r\n')
                for i in range(max(len(a), len(b))):
                    x = a[i] if i < len(a) else '<->'
                    y = b[i] if i < len(b) else '<->'
                    if x != y:
                        print('  %s:%d gw: %r\n  %s:%d fe: %r' % (f, i + 1, x, f, i + 1, y))
        sys.stdout.flush()
    print('seed %d: %d cases, %d differ' % (seed, n, bad))


if __name__ == '__main__':
    main()
