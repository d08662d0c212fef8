#!/usr/bin/env python3
"""gfxgen.py DIR [COUNT] [SEED] [KIND]: write COUNT graphics programs to DIR. Each enters a
graphics mode, draws random shapes (KIND: lines = PSET/PRESET/LINE with B, BF, styles and
STEP; view = VIEW/WINDOW with PMAP, POINT(n) and the shapes through them; circle; paint;
draw; getput; errors = graphics statements with bad arguments; screen = SCREEN's
argument, pages, PCOPY, CLS; all = a mix), then reads the pixels of a region back with POINT as runs
per row. Everything is kept in strings and printed at the end: in a graphics mode PRINT
draws its characters into the pixels POINT reads."""
import os
import random
import sys

MODES = [1, 2, 7, 8, 9]

DUMP = """9000 FOR YY=Y0 TO Y1: C$="": PV=POINT(X0,YY): S=X0
9010 FOR XX=X0+1 TO X1+1: IF XX<=X1 THEN V=POINT(XX,YY) ELSE V=-9
9020 IF V<>PV THEN IF PV<>0 THEN C$=C$+MID$(STR$(S),2)+"-"+MID$(STR$(XX-1),2)+":"+MID$(STR$(PV),2)+" "
9025 IF V<>PV THEN PV=V: S=XX
9030 IF LEN(C$)>200 THEN N=N+1: D$(N)=C$: C$=""
9040 NEXT: IF C$<>"" THEN N=N+1: D$(N)="Y"+STR$(YY)+" "+C$
9050 NEXT: RETURN
9500 N=N+1: D$(N)="ERR"+STR$(ERR)+STR$(ERL): RESUME NEXT
"""


class Gen:
    def __init__(self, rnd, mode):
        self.r = rnd
        self.mode = mode
        self.lines = []
        self.no = 100

    def add(self, text):
        self.lines.append('%d %s' % (self.no, text))
        self.no += 10

    def val(self, text):
        """Records the values of expressions (joined with +" "+ as strings)."""
        self.add('N=N+1: D$(N)=' + '+'.join('STR$(%s)' % t for t in text))

    def xy(self, lo=-20, hi=110):
        return self.r.randint(lo, hi), self.r.randint(lo, 80)

    def colour(self):
        r = self.r.random()
        if r < 0.4:
            return ''
        return ',%d' % self.r.choice([0, 1, 2, 3, 5, 15, 16, 255, 256, -1])

    def coord(self):
        x, y = self.xy()
        if self.r.random() < 0.25:
            return 'STEP(%d,%d)' % (self.r.randint(-30, 30), self.r.randint(-30, 30))
        return '(%d,%d)' % (x, y)

    def shape(self):
        k = self.r.random()
        if k < 0.2:
            self.add('%s %s%s' % (self.r.choice(['PSET', 'PRESET']), self.coord(), self.colour()))
        else:
            first = '' if self.r.random() < 0.15 else self.coord()
            tail = self.colour()
            b = self.r.random()
            if b < 0.2:
                tail = (tail or ',') + ',B'
            elif b < 0.35:
                tail = (tail or ',') + ',BF'
            if self.r.random() < 0.2 and 'BF' not in tail:
                if ',B' not in tail:
                    tail = (tail or ',') + ','
                tail += ',&H%04X' % self.r.randint(0, 0xffff)
            self.add('LINE %s-%s%s' % (first, self.coord(), tail))
        if self.r.random() < 0.2:
            self.val(['POINT(0)', 'POINT(1)', 'POINT(2)', 'POINT(3)'])

    def view(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            x1, y1 = r.randint(-2, 60), r.randint(-2, 40)
            x2, y2 = x1 + r.randint(-10, 60), y1 + r.randint(-10, 40)
            kw = r.choice(['VIEW', 'VIEW SCREEN'])
            tail = ''
            if r.random() < 0.3:
                tail = ',%s,%s' % (r.choice(['', '1', '2']), r.choice(['', '3', '1']))
                tail = tail.rstrip(',')
            self.add('%s (%d,%d)-(%d,%d)%s' % (kw, x1, y1, x2, y2, tail))
        elif k < 0.8:
            vals = [r.choice([r.randint(-50, 50), round(r.uniform(-5, 5), 2)]) for _ in range(4)]
            kw = r.choice(['WINDOW', 'WINDOW SCREEN'])
            self.add('%s (%s,%s)-(%s,%s)' % (kw, *vals))
        elif k < 0.9:
            self.add(r.choice(['VIEW', 'WINDOW']))
        self.val(['PMAP(%s,%d)' % (r.choice([0, 1, 5, 10, 33.3, -7, 100, 2.5]), f) for f in range(4)])
        self.val(['POINT(0)', 'POINT(1)', 'POINT(2)', 'POINT(3)'])
        for _ in range(r.randint(1, 3)):
            self.shape()
        x, y = r.randint(-5, 40), r.randint(-5, 40)
        self.val(['POINT(%d,%d)' % (x, y), 'POINT(%d,%d)' % (y, x)])


    def tile(self):
        """A tile string: CHR$ of random bytes, 1 to 9 of them (sometimes longer or empty)."""
        r = self.r
        n = r.choice([1, 1, 2, 3, 4, 4, 5, 8, 9, 0, 65, 64])
        if n > 9:
            return 'STRING$(%d,%d)' % (n, r.randint(0, 255))
        if n == 0:
            return '""'
        return '+'.join('CHR$(%d)' % r.choice([0, 255, 0x55, 0xAA, 0x0F, r.randint(0, 255)]) for _ in range(n))

    def paint(self):
        r = self.r
        for _ in range(r.randint(1, 4)):
            k = r.random()
            c = r.randint(0, 3 if self.mode == 1 else 1 if self.mode == 2 else 15)
            if k < 0.4:
                x1, y1 = self.xy(-5, 90)
                self.add('LINE (%d,%d)-(%d,%d),%d,B' % (x1, y1, x1 + r.randint(2, 40), y1 + r.randint(2, 30), c))
            elif k < 0.7:
                x1, y1 = self.xy(0, 90)
                self.add('CIRCLE (%d,%d),%d,%d' % (x1, y1, r.randint(2, 30), c))
            else:
                self.shape()
        if r.random() < 0.15:
            x1, y1 = r.randint(0, 40), r.randint(0, 30)
            self.add('VIEW %s(%d,%d)-(%d,%d)' % (r.choice(['', 'SCREEN ']), x1, y1, x1 + r.randint(10, 60), y1 + r.randint(10, 40)))
        args = []
        k = r.random()
        if k < 0.55:
            args.append(str(r.choice([0, 1, 2, 3, 5, 15, 16, 255, 256, -1])))
        elif k < 0.9:
            args.append(self.tile())
        else:
            args.append('')
        if r.random() < 0.6:
            args.append(str(r.choice([0, 1, 2, 3, 5, 15, 16, 255, 256])))
            if r.random() < 0.3 and args[0] and not args[0][0].isdigit() and args[0][0] != '-':
                args.append(self.tile() if r.random() < 0.8 else '1')
        elif r.random() < 0.2:
            args.append('')
        tail = ''.join(',' + a for a in args).rstrip(',')
        at = self.coord()
        self.add('PAINT %s%s' % (at, tail))
        self.val(['POINT(0)', 'POINT(1)'])


    def drawcmd(self):
        r = self.r
        k = r.random()
        n = lambda: r.choice(['', str(r.randint(0, 40)), str(r.randint(0, 40)), '-%d' % r.randint(1, 20), '=V%;'])
        if k < 0.45:
            return r.choice(['', '', 'B', 'N']) + r.choice('UDLREFGH') + n()
        if k < 0.6:
            sign = r.random() < 0.5
            x, y = r.randint(-20, 100), r.randint(-20, 70)
            if sign:
                return '%sM%+d,%+d' % (r.choice(['', 'B', 'N']), r.randint(-30, 30), r.randint(-30, 30))
            return '%sM%d,%d' % (r.choice(['', 'B']), x, y)
        if k < 0.68:
            return 'A%d' % r.choice([0, 1, 2, 3, 3, 4])
        if k < 0.76:
            return 'TA%d' % r.choice([0, 30, -45, 90, 135, 200, -270, 361, r.randint(-360, 360)])
        if k < 0.84:
            return 'S%d' % r.choice([0, 1, 2, 4, 6, 8, 12, 256])
        if k < 0.92:
            return 'C%d' % r.randint(0, 16)
        if k < 0.96:
            return 'XS$;'
        return 'P%d,%d' % (r.randint(0, 3), r.randint(0, 3))

    def draw(self):
        r = self.r
        if r.random() < 0.3:
            self.add('V%%=%d: S$="%s"' % (r.randint(-5, 20), ''.join(self.drawcmd() for _ in range(2)).replace('XS$;', 'R3')))
        cmds = [self.drawcmd() for _ in range(r.randint(1, 6))]
        sep = r.choice(['', ' ', ';'])
        self.add('DRAW "%s"' % sep.join(cmds))
        self.val(['POINT(0)', 'POINT(1)'])


    def circle(self):
        """CIRCLE arcs: start and end angles of either sign (a negative one draws a radius
        to the centre), -0, a full turn, aspects below and above 1, colours, STEP."""
        r = self.r
        x, y = r.randint(10, 85), r.randint(8, 56)
        rad = r.choice([0, 1, 2, 3, r.randint(4, 12), r.randint(4, 40)])
        ang = lambda: r.choice(['', '0', '-0', '6.283', '-6.283', '3.14159', '-3.14159', '1.5708',
                                str(round(r.uniform(-6.28, 6.28), r.choice([0, 1, 3]))),
                                str(round(r.uniform(0, 6.28), 2)), str(round(r.uniform(-6.28, 0), 2))])
        asp = r.choice(['', '', '1', '.5', '2', '.1', '10', '.833', '1.2', '5/6', '256', '.001',
                        str(round(r.uniform(.05, 4), 3))])
        col = str(r.randint(1, 3)) if r.random() < 0.7 else self.colour().lstrip(',')
        args = [col, ang(), ang(), asp]
        n = r.choice([0, 1, 2, 3, 4, 4, 4])
        tail = ''.join(',' + a for a in args[:n]).rstrip(',')
        at = '(%d,%d)' % (x, y) if r.random() < 0.85 else 'STEP(%d,%d)' % (r.randint(-20, 20), r.randint(-20, 20))
        self.add('CIRCLE %s,%d%s' % (at, rad, tail))
        self.val(['POINT(0)', 'POINT(1)'])

    ARRAYS = ['A%', 'B!', 'C#', 'E%']

    def arrays(self):
        """The arrays GET and PUT use: sizes from too small to ample, one of two dimensions."""
        r = self.r
        self.add('K=0: C$="": DIM A%%(%d), B!(%d), C#(%d), E%%(%d,%d)' % (
            r.choice([1, 5, 20, 200, 1500]), r.choice([2, 10, 100, 800]),
            r.choice([1, 6, 50, 400]), r.randint(1, 12), r.randint(1, 30)))

    def rect(self):
        r = self.r
        x1, y1 = r.randint(-3, 90), r.randint(-3, 60)
        return x1, y1, x1 + r.randint(-12, 40), y1 + r.randint(-12, 30)

    def getput(self):
        r = self.r
        k = r.random()
        a = r.choice(self.ARRAYS)
        name = a if a != 'E%' else 'E%'
        if k < 0.35:
            x1, y1, x2, y2 = self.rect()
            self.add('GET %s(%d,%d)-%s(%d,%d),%s' % (
                r.choice(['', '', '@']), x1, y1, r.choice(['', '', 'STEP']), x2, y2, name))
            first = '%s(0)' % a if a != 'E%' else 'E%(0,0)'
            self.add('C$="": FOR K=0 TO %d: C$=C$+STR$(PEEK(VARPTR(%s)+K)): NEXT: N=N+1: D$(N)=C$' % (
                r.choice([3, 7, 11, 15]), first))
            self.val(['POINT(0)', 'POINT(1)'])
        elif k < 0.8:
            x, y = r.randint(-3, 100), r.randint(-3, 70)
            act = r.choice(['', '', ',PSET', ',PRESET', ',AND', ',OR', ',XOR', ',FOO'])
            self.add('PUT %s(%d,%d),%s%s' % (r.choice(['', 'STEP']), x, y, name, act))
            self.val(['POINT(0)', 'POINT(1)'])
        elif k < 0.88:
            # Change the header or the pixels through the array's values.
            i = r.randint(0, 6)
            v = r.choice([0, 1, 3, 8, 17, 40, -1, r.randint(-32768, 32767)])
            el = '%s(%d)' % (a, i) if a != 'E%' else 'E%%(%d,0)' % min(i, 1)
            if a in ('A%', 'E%'):
                self.add('%s=%d' % (el, v))
            else:
                self.add('%s=%s' % (el, r.choice(['1', '-2.5', '1E+20', '3.14159', '0'])))
            self.val([el])
        elif k < 0.93:
            x1, y1, x2, y2 = self.rect()
            self.add('%s (%d,%d)-(%d,%d)' % (r.choice(['VIEW', 'VIEW SCREEN']),
                                              min(x1, x2) + 3, min(y1, y2) + 3, max(x1, x2) + 20, max(y1, y2) + 20))
        elif k < 0.96:
            self.add(r.choice(['VIEW', 'WINDOW', 'WINDOW (0,0)-(50,50)', 'WINDOW SCREEN (-10,-10)-(100,100)']))
        else:
            self.shape()

    BAD = ['', '-1', '256', '32768', '"A"', '1E6', '2.5', '.4', '15', '16', '63', '64', '3', '7']

    def badarg(self):
        return self.r.choice(self.BAD)

    def errors(self):
        """A graphics statement with arguments out of range, missing or of the wrong type;
        the error (if any) and the state after it are recorded."""
        r, b = self.r, self.badarg
        d = lambda: r.choice([v for v in self.BAD if '"' not in v] + ['=V%;', '=V;', '=Q$;', '-', '+'])
        forms = [
            lambda: 'PSET (%s,%s),%s' % (b() or '1', b() or '2', b()),
            lambda: 'PRESET (%s,%s)%s' % (b() or '3', b() or '4', r.choice(['', ',' + b()])),
            lambda: 'LINE (%s,%s)-(%s,%s),%s,%s' % (b(), b() or '5', b() or '9', b(), b(), r.choice(['B', 'BF', '', 'X'])),
            lambda: 'LINE (1,1)-(30,20),%s,%s,%s' % (b(), r.choice(['B', '']), b()),
            lambda: 'CIRCLE (%s,%s),%s,%s,%s,%s,%s' % (b() or '30', b() or '30', b(), b(), b(), b(), b()),
            lambda: 'PAINT (%s,%s),%s,%s' % (b() or '10', b() or '10', b(), b()),
            lambda: 'VIEW (%s,%s)-(%s,%s),%s,%s' % (b(), b() or '2', b() or '50', b() or '40', b(), b()),
            lambda: 'VIEW SCREEN (%s,%s)-(%s,%s)' % (b() or '3', b(), b(), b() or '45'),
            lambda: 'WINDOW (%s,%s)-(%s,%s)' % (b(), b(), b(), b()),
            lambda: 'WINDOW SCREEN (%s,%s)-(%s,%s)' % (b() or '0', b(), b() or '5', b()),
            lambda: 'COLOR %s,%s,%s' % (b(), b(), b()),
            lambda: 'COLOR %s' % b(),
            lambda: 'PALETTE %s,%s' % (b(), b()),
            lambda: 'PALETTE %s' % b(),
            lambda: 'SCREEN %s,%s,%s,%s' % (str(self.mode), b(), b(), b()),
            lambda: 'N=N+1: D$(N)=STR$(PMAP(%s,%s))' % (b() or '1', b() or '0'),
            lambda: 'N=N+1: D$(N)=STR$(POINT(%s))' % (b() or '0'),
            lambda: 'N=N+1: D$(N)=STR$(POINT(%s,%s))' % (b() or '0', b() or '1'),
            lambda: 'DRAW %s' % r.choice(['"C%s"' % d(), '"S%s"' % d(), '"A%s"' % d(), '"TA%s"' % d(), '"P%s,%s"' % (d(), d()), '1', '"M%s,%s"' % (d(), d()), '"X%s"' % r.choice(['Q$;', 'Q;', 'Q$', '"'])]),
        ]
        text = r.choice(forms)()
        self.add(text.replace(',,', ',', r.randint(0, 1)))
        self.val(['POINT(0)', 'POINT(1)', 'POINT(2)', 'POINT(3)'])

    def screens(self):
        """SCREEN with every argument: modes, the colour switch, active and visual pages;
        something drawn on a page and read back after switching."""
        r = self.r
        k = r.random()
        if k < 0.35:
            m = r.choice([1, 2, 7, 8, 9, self.mode, self.mode])
            pages = {1: 1, 2: 1, 7: 8, 8: 4, 9: 2}[m]
            args = [str(m), r.choice(['', '0', '1']), str(r.randint(0, pages)), str(r.randint(0, pages))]
            n = r.randint(1, 4)
            self.add('SCREEN ' + ','.join(args[:n]).rstrip(','))
            self.mode = m
        elif k < 0.55:
            self.add('SCREEN ,,%d,%d' % (r.randint(0, 8), r.randint(0, 8)))
        elif k < 0.65:
            self.add('PCOPY %d,%d' % (r.randint(0, 8), r.randint(0, 8)))
        elif k < 0.8:
            self.add('CLS %s' % r.choice(['', '0', '1', '2', '3']))
        else:
            self.shape()
        self.val(['POINT(0)', 'POINT(1)', 'POINT(10,10)', 'POINT(50,30)'])


def program(rnd, kind):
    mode = rnd.choice(MODES)
    g = Gen(rnd, mode)
    g.add('SCREEN %d' % mode)
    count = rnd.randint(3, 8)
    if kind in ('errors', 'screen'):
        count = rnd.randint(8, 20)
    if kind == 'getput' or kind == 'all':
        g.arrays()
        if kind == 'getput':
            for _ in range(rnd.randint(2, 5)):
                g.shape()
            count = rnd.randint(6, 14)
    for _ in range(count):
        if kind == 'errors':
            g.errors()
        elif kind == 'screen':
            g.screens()
        elif kind == 'circle':
            g.circle()
        elif kind == 'getput' or (kind == 'all' and rnd.random() < 0.25):
            g.getput()
        elif kind == 'view' or (kind == 'all' and rnd.random() < 0.3):
            g.view()
        elif kind == 'draw' or (kind == 'all' and rnd.random() < 0.3):
            g.draw()
        elif kind == 'paint' or (kind == 'all' and rnd.random() < 0.3):
            g.paint()
        else:
            g.shape()
    g.add('VIEW: WINDOW: X0=0: X1=95: Y0=0: Y1=63: GOSUB 9000')
    g.add('SCREEN 0: WIDTH 80: FOR I=1 TO N: PRINT D$(I): NEXT: END')
    return '10 DIM D$(300): N=0: ON ERROR GOTO 9500\n' + '\n'.join(g.lines) + '\n' + DUMP


def main():
    d = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    kind = sys.argv[4] if len(sys.argv) > 4 else 'lines'
    os.makedirs(d, exist_ok=True)
    rnd = random.Random(seed)
    for i in range(count):
        with open(os.path.join(d, '%s%03d.bas' % (kind[:2], i)), 'w', newline='\r\n') as f:
            f.write(program(rnd, kind))


main()
