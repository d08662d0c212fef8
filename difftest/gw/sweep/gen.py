#!/usr/bin/env python3
"""Random whole GW-BASIC programs of the kind people wrote in the 1980s.

Usage: gen.py SEED N OUTDIR   writes OUTDIR/P0000.BAS ... (N programs)
       gen.py SEED            prints one program

Each program is a run of independent blocks, one per 100 lines, executed in order; control
only ever jumps forward or into a subroutine at 20000+, and every loop is bounded, so every
program ends. An error handler at 30000 prints ERR and ERL and resumes the next statement
(blocks may set their own handler and restore it). The last block may end the program in a
stranger way (END/STOP in a subroutine, an untrapped error).
"""
import os
import random
import sys

NUMS_I = ["0", "1", "-1", "2", "7", "10", "255", "256", "-32768", "32767", "&HFF", "&O17", "3"]
NUMS_F = ["0.5", "-2.5", "1.5", "3.14159", "1E10", "1E-5", "123456.7", "-0.1", "2.5E+3",
          ".1", "1D2", "9999999", "1.23456789012#", "65535!", "1E38", "-1E-38"]
STRS = ['""', '"A"', '"HELLO"', '"Hello, World"', '" X Y "', '"12"', '"-3.5E2"', '"&H1F"',
        '"&O777"', '" 1 2 3"', '"ABCDEFGHIJ"', '"q,uo"', '"ZZZ"']


# SWEEP_BLOCKS=seqfile,trap2 makes programs of only those blocks.
ONLY = [b for b in os.environ.get("SWEEP_BLOCKS", "").split(",") if b]


class Gen:
    def __init__(self, rnd):
        self.r = rnd
        self.lines = {}      # number -> text
        self.subs = []       # subroutine bodies
        self.next_sub = 20000
        self.fns = []        # defined numeric FN names (name, nargs)
        self.sfns = []
        self.opt_base = None

    def c(self, seq):
        return self.r.choice(seq)

    def num(self):
        r = self.r.random()
        if r < 0.4:
            return self.c(NUMS_I)
        if r < 0.7:
            return self.c(NUMS_F)
        return str(self.r.randint(-50, 50))

    def small(self, lo=-3, hi=12):
        return str(self.r.randint(lo, hi))

    def sexpr(self):
        r = self.r.random()
        if r < 0.5:
            return self.c(STRS)
        if r < 0.7:
            return "A$"
        if r < 0.85:
            return f'STR$({self.num()})'
        return f'CHR$({self.r.randint(32, 126)})'

    def nexpr(self, depth=0):
        r = self.r.random()
        if depth > 2 or r < 0.35:
            return self.c([self.num(), "X", "Y%", "Z#", "I", "N"])
        op = self.c(["+", "-", "*", "/", "\\", "^", " MOD ", " AND ", " OR ", "=", "<", ">=", "<>"])
        if op.strip() in ("\\", "MOD", "AND", "OR"):
            a, b = self.small(-40, 40), self.c([self.small(-9, 9), "X", "Y%"])
            return f"({a}{op}{b})"
        if op == "^":
            return f"({self.small(-4, 9)}^{self.c(['2', '0.5', '-1', '3', '0', '.5', '10', '15'])})"
        return f"({self.nexpr(depth + 1)}{op}{self.nexpr(depth + 1)})"

    def sub(self, body):
        """A subroutine line (body ends with RETURN); gives its number."""
        n = self.next_sub
        self.next_sub += 10
        self.lines[n] = body
        return n

    # -- blocks: each returns a list of statement lines (numbered from base by 10)

    def b_for(self):
        a, b = self.r.randint(-3, 4), self.r.randint(-3, 6)
        s = self.c(["", " STEP 2", " STEP -1", " STEP -2", " STEP .5", " STEP 0.1", " STEP 3", " STEP -0.25"])
        v1, v2 = self.c([("I", "J"), ("I%", "J%"), ("K", "L#"), ("Q!", "R")])
        c, d = self.r.randint(0, 3), self.r.randint(0, 2)
        if "%" in v1 and "." in s:
            s = " STEP -1"  # an integer variable's fractional step would be 0: no end
        form = self.r.randint(0, 4)
        if form == 0:
            return [f"FOR {v1}={a} TO {b}{s}:FOR {v2}={c} TO {d}:PRINT {v1};{v2};:NEXT {v2},{v1}:PRINT",
                    f'PRINT "AFTER";{v1};{v2}']
        if form == 1:
            return [f"N=0:FOR {v1}={a} TO {b} STEP 0:N=N+1:PRINT {v1};:IF N>3 THEN {{+2}}",
                    f"NEXT {v1}", f'PRINT "OUT";N;{v1}']
        if form == 2:
            return [f"FOR {v1}={b} TO {a}{s}:PRINT {v1};",
                    f"IF {v1}>{c} THEN PRINT \"EXIT\":GOTO {{+2}}",
                    "NEXT", f'PRINT "END";{v1}']
        if form == 3:
            return [f"FOR {v1}=1 TO {c}:FOR {v2}=1 TO {d}:PRINT {v1}*{v2};:NEXT:NEXT",
                    f"PRINT:FOR {v1}={a} TO {b}{s}:NEXT {v1}:PRINT {v1}",
                    f"FOR I%=32765 TO 32767:PRINT I%;:NEXT"]
        return [f"FOR {v1}={a} TO {b}{s}", f"PRINT USING \"##.## \";{v1};", f"NEXT {v1}:PRINT", f"NEXT"]

    def b_gosub(self):
        s1 = self.sub(f'PRINT "IN SUB";X:X=X+1:RETURN')
        s2 = self.sub(f'PRINT "SUB2":GOSUB {s1}:PRINT "BACK2":RETURN')
        form = self.r.randint(0, 3)
        if form == 0:
            return [f"X={self.small()}:GOSUB {s1}:GOSUB {s2}:PRINT X"]
        if form == 1:
            s3 = self.sub(f'PRINT "S3":RETURN {self.cur_start + 20}')
            return [f"GOSUB {s3}:PRINT \"NOT HERE\"", 'PRINT "SKIPPED"', 'PRINT "RET LINE"']
        if form == 2:
            return [f"FOR I=1 TO 3:GOSUB {s1}:NEXT I:PRINT X"]
        return ["RETURN", 'PRINT "AFTER RETURN"']

    def b_while(self):
        form = self.r.randint(0, 2)
        n = self.r.randint(0, 5)
        if form == 0:
            return [f"X={n}:WHILE X>0:PRINT X;:X=X-1:WEND:PRINT"]
        if form == 1:
            return [f"X=0:WHILE X<{n}", "Y%=0:WHILE Y%<2:PRINT X;Y%;:Y%=Y%+1:WEND", "X=X+1:WEND:PRINT"]
        return ["WEND", 'PRINT "W"', "WHILE " + self.c(['0', '1=2', 'A$=""', 'X']) + f":PRINT \"BODY\":X=0:A$=\"Z\":WEND:PRINT \"DONE\""]

    def b_on(self):
        n = self.c(["0", "1", "2", "3", "4", "-1", "255", "256", "1.5", "2.5", "3.49", "X"])
        kind = self.c(["GOTO", "GOSUB"])
        if kind == "GOTO":
            return [f"X=2:ON {n} GOTO {{+1}},{{+2}},{{+3}}:PRINT \"FELL\":GOTO {{+4}}",
                    'PRINT "ONE":GOTO {+3}', 'PRINT "TWO":GOTO {+2}', 'PRINT "THREE"', 'PRINT "ON DONE"']
        s1 = self.sub('PRINT "G1":RETURN')
        s2 = self.sub('PRINT "G2":RETURN')
        return [f"X=1:ON {n} GOSUB {s1},{s2}:PRINT \"ON BACK\""]

    def cond(self):
        return self.c([f"X>{self.small()}", f"A$=\"HELLO\"", f"X", "NOT X", f"Y%<>{self.small()}",
                       f"X AND 1", f"LEN(A$)>{self.small(0, 6)}", f"{self.num()}"])

    def b_if(self):
        form = self.r.randint(0, 4)
        x = self.small()
        if form == 0:
            return [f"X={x}:IF {self.cond()} THEN {{+1}} ELSE PRINT \"ELSE\":GOTO {{+2}}",
                    'PRINT "THEN LINE"', 'PRINT "IF DONE"']
        if form == 1:
            return [f"X={x}:IF {self.cond()} THEN IF {self.cond()} THEN PRINT \"TT\" ELSE PRINT \"TE\" ELSE PRINT \"E\""]
        if form == 2:
            return [f"X={x}:IF {self.cond()} THEN PRINT \"A\";:PRINT \"B\" ELSE PRINT \"C\";:PRINT \"D\"", "PRINT \"NEXTLINE\""]
        if form == 3:
            return [f"X={x}:IF {self.cond()} GOTO {{+2}}", 'PRINT "NOGO"', f"IF {self.cond()} THEN X=X+1:PRINT X ELSE X=X-1:PRINT X"]
        return [f"X={x}:IF {self.cond()} THEN PRINT \"Y\" ELSE IF {self.cond()} THEN PRINT \"Z\" ELSE PRINT \"W\":PRINT \"W2\""]

    def b_fn(self):
        nm = self.c(["A", "B", "SQ", "F1", "X"])
        form = self.r.randint(0, 3)
        if form == 0:
            return [f"DEF FN{nm}(X,Y)=X*Y+X-Y:PRINT FN{nm}({self.num()},{self.num()});FN{nm}(2,3);X"]
        if form == 1:
            return [f'DEF FN{nm}$(A$,N)=LEFT$(A$,N)+"/"+RIGHT$(A$,N):PRINT FN{nm}$({self.sexpr()},{self.small(-1, 6)})']
        if form == 2:
            return [f"DEF FN{nm}%(A,B%,C#)=A+B%+C#:PRINT FN{nm}%({self.num()},{self.num()},{self.num()})"]
        return [f"DEF FN{nm}(Z)=Z*2:PRINT FN{nm}(1,2)", f"PRINT FNNONE(1)", f"DEF FN{nm}=3:PRINT FN{nm}"]

    def b_array(self):
        nm = self.c(["A", "B", "C%", "D$", "E#"])
        V, Q = '"V"', '"Q"'
        form = self.r.randint(0, 4)
        n = self.r.randint(0, 12)
        if form == 0:
            return [f"DIM {nm}({n}):FOR I=0 TO {n}:{nm}(I)={'STR$(I)' if '$' in nm else 'I*I'}:NEXT:PRINT {nm}({n})",
                    f"ERASE {nm}:PRINT {nm}(0)", f"DIM {nm}(3):PRINT {nm}(3)", f"DIM {nm}(2)"]
        if form == 1:
            return [f"{nm}({self.r.randint(8, 11)})={V if '$' in nm else '5'}:PRINT {nm}(10)", f"PRINT {nm}(-1)"]
        if form == 2:
            return [f"DIM M{nm}(2,3):M{nm}(2,3)={Q if '$' in nm else '7'}:PRINT M{nm}(2,3);M{nm}(3,2)"]
        if form == 3:
            return [f"ERASE {nm}", f"ERASE ZZ", f"DIM {nm}(2.5):PRINT {nm}(2)"]
        return [f"DIM {nm}(-1)", f"DIM {nm}(32768)", f"DIM {nm}(2,2):{nm}(1,1)={Q if '$' in nm else '1'}:PRINT {nm}(1)"]

    def b_str(self):
        s = self.sexpr()
        n = self.c(["0", "1", "2", "-1", "255", "256", "3.5", "1E3", "5"])
        m = self.c(["0", "1", "2", "-1", "255", "256", "3", "10"])
        k = self.c(["0", "1", "65", "255", "256", "-1", "32", "48"])
        f = self.c([
            f"LEFT$({s},{n})", f"RIGHT$({s},{n})", f"MID$({s},{n})", f"MID$({s},{n},{m})",
            f"INSTR({s},{self.sexpr()})", f"INSTR({n},{s},{self.sexpr()})", f"STRING$({n},{k})",
            f"STRING$({m},{s})", f"SPACE$({n})", f"HEX$({self.num()})", f"OCT$({self.num()})",
            f"STR$({self.num()})", f"VAL({s})", f"ASC({s})", f"CHR$({k})", f"LEN({s})",
            f"{s}+{self.sexpr()}", f"{s}<{self.sexpr()}", f"{s}={self.sexpr()}"])
        return [f'A$="HELLO":PRINT "[";{f};"]"']

    def b_print(self):
        parts = []
        for _ in range(self.r.randint(1, 8)):
            it = self.c([self.sexpr(), self.nexpr(), f"TAB({self.c(['0', '1', '5', '20', '79', '80', '81', '100', '255', '-1'])})",
                         f"SPC({self.c(['0', '3', '79', '80', '81', '200', '-1'])})", '"' + "X" * self.r.randint(10, 60) + '"'])
            parts.append(it)
            parts.append(self.c([";", ",", ";", " "]))
        if self.r.random() < 0.5:
            parts.pop()
        return ["PRINT " + "".join(parts).strip()]

    def b_using(self):
        fmt = self.c(['"###.##"', '"+##.#"', '"**$##,###.##"', '"#.##^^^^"', '"$$###.##-"', '"!"', '"\\  \\"',
                      '"&"', '"##"', '"X=## Y=##.#"', '"#,###"', '"_###"', '""', '"-##"', '"##.##+"'])
        vals = [self.c([self.num(), self.sexpr()]) for _ in range(self.r.randint(1, 3))]
        return [f"PRINT USING {fmt};{';'.join(vals)}"]

    def b_data(self):
        items = ",".join(self.c(["1", "-2.5", "ABC", '"Q,R"', "", " 7 ", "1E3", "&H10", "X Y"]) for _ in range(self.r.randint(1, 5)))
        return [f"DATA {items}", f"RESTORE {{-0}}:READ A$,B$:PRINT A$;\"|\";B$",
                f"RESTORE {{-1}}:READ X:PRINT X", "READ X,Y:PRINT X;Y"]

    def b_swap(self):
        return [self.c(["X=1:Y=2:SWAP X,Y:PRINT X;Y", 'A$="L":B$="R":SWAP A$,B$:PRINT A$;B$',
                        "X=1:SWAP X,Y%", "X#=1.1:Y#=2:SWAP X#,Y#:PRINT X#;Y#", "SWAP Q1,Q2:PRINT Q1;Q2"])]

    def b_types(self):
        d = self.c(["DEFINT", "DEFSNG", "DEFDBL", "DEFSTR"])
        if d == "DEFSTR":
            return ["DEFSTR S-T:S=\"STR\":PRINT S;LEN(S)", "DEFSNG S-T"]
        return [f"{d} P-R:P=1/3:Q=2.5:R={self.num()}:PRINT P;Q;R", "DEFSNG P-R:PRINT P;P!;P%;P#",
                f"A#=1/3:A!=1/3:A%=1/3:PRINT A#;A!;A%;A#+A!;CDBL(A!);CINT(2.5);CINT(3.5);FIX(-2.5);INT(-2.5)"]

    def b_over(self):
        return [self.c(["PRINT 1/0", "X=1/0:PRINT X", "PRINT -1/0;0/0", "X%=32767+1:PRINT X%", "PRINT 10\\0",
                        "PRINT 1E38*10", "X%=40000", "PRINT 5 MOD 0", "PRINT 0^-1", "PRINT CINT(40000)",
                        "PRINT 2^200", "X#=1D300", "PRINT -32768\\-1", "PRINT 40000 AND 1", "PRINT EXP(100)",
                        "PRINT LOG(0)", "PRINT SQR(-1)", "PRINT 1#/0", "PRINT -32768%-1"]),
                'PRINT "CONT"']

    def b_err(self):
        code = self.c(["1", "2", "5", "6", "11", "13", "21", "23", "24", "26", "50", "68", "73", "76",
                       "77", "100", "200", "254", "255", "0", "256", "3", "4", "22", "30", "57", "27"])
        if self.r.random() < 0.5:
            code = str(self.r.randint(1, 255))
        form = self.r.randint(0, 3)
        if form == 0:
            return [f"ERROR {code}", 'PRINT "AFTER ERROR"']
        if form == 1:
            return ["ON ERROR GOTO {+2}", f"ERROR {code}:PRINT \"SKIP\":GOTO {{+3}}",
                    'PRINT "TRAP";ERR;ERL:RESUME {+1}', 'PRINT "RESUMED HERE":ON ERROR GOTO 30000']
        if form == 2:
            bad = self.c(['40000', '1/0', 'ASC("")', 'LOG(-1)', 'VAL("Z")'])
            return ["ON ERROR GOTO {+2}", "X=1:Y%=" + bad + ':PRINT "NEXT";Y%:GOTO {+3}',
                    'PRINT "T";ERR;ERL:X=X+1:IF X<3 THEN RESUME ELSE RESUME NEXT', 'ON ERROR GOTO 30000']
        return ["ON ERROR GOTO 0", 'PRINT "NO TRAP"', "ON ERROR GOTO 30000"]

    def b_tron(self):
        return ["TRON:X=1", "FOR I=1 TO 2:X=X*2:NEXT:PRINT X", "TROFF"]

    def b_mid(self):
        v = self.c(['"ABCDEF"', '"XY"', '""', '"HELLO WORLD"'])
        p = self.c(["1", "2", "3", "6", "0", "7", "1"]) + self.c(["", ",1", ",3", ",0", ",9"])
        r = self.c(['"123"', '"Z"', '""', '"QQQQQQQQ"'])
        l1 = self.c(['"1"', '"12345678"', '""'])
        l2 = self.c(['"1"', '"12345678"', '""'])
        return [f"A$={v}:MID$(A$,{p})={r}:PRINT A$;LEN(A$)",
                f'B$={v}:LSET B$={l1}:PRINT "[";B$;"]"',
                f'B$={v}:RSET B$={l2}:PRINT "[";B$;"]"']

    def b_rnd(self):
        seed = self.c(["1", "-1", "0", "42", "32767", "-32768", "1.5", "12345", "3"])
        return [f"RANDOMIZE {seed}:FOR I=1 TO 3:PRINT INT(RND*100);:NEXT:PRINT RND(0);RND(-2);RND"]

    def b_math(self):
        return [f"PRINT {self.nexpr()};{self.nexpr()}",
                f"X={self.num()}:PRINT {self.c(['SGN(X)', 'ABS(X)', 'INT(X)', 'FIX(X)', 'CINT(X)', 'SQR(ABS(X))', 'SIN(X)', 'ATN(X)', 'X*X', '-X', 'X/3', 'CSNG(X)', 'CDBL(X)'])}"]

    def b_end(self):
        s = self.sub(self.c(['PRINT "ENDING":END', 'PRINT "STOPPING":STOP', 'ERROR 7', 'PRINT "S":ERROR 255',
                             'ON ERROR GOTO 0:X%=40000', 'PRINT "S";:END:RETURN',
                             f'ERROR {self.r.randint(1, 255)}', 'NEXT', 'RETURN:RETURN', 'WEND', 'RESUME']))
        return [f"ON ERROR GOTO 0:GOSUB {s}", 'PRINT "AFTER END"']

    def b_stack(self):
        form = self.r.randint(0, 11)
        if form == 0:
            s = self.sub('PRINT "S";I;:NEXT I:PRINT "SN":RETURN')
            return [f"FOR I=1 TO 3:GOSUB {s}:NEXT I:PRINT I"]
        if form == 1:
            s = self.sub('FOR J=1 TO 2:PRINT "J";J:RETURN')
            return [f"GOSUB {s}:NEXT J:PRINT \"J AFTER\";J"]
        if form == 2:
            s = self.sub('X=0:WHILE X<3:X=X+1:RETURN')
            return [f"GOSUB {s}:PRINT X:WEND:PRINT \"W AFTER\""]
        if form == 3:
            return ["FOR I=1 TO 3:FOR J=1 TO 3:PRINT I;J;:NEXT I:PRINT:NEXT J:PRINT \"Q\""]
        if form == 4:
            return ["FOR I=1 TO 2:FOR I=5 TO 6:PRINT I;:NEXT I:PRINT \"R\";I:NEXT I:PRINT \"Z\";I"]
        if form == 5:
            return ["GOTO {+1}", "FOR K=1 TO 2", "PRINT \"BODY\";K:NEXT K:PRINT \"K\";K"]
        if form == 6:
            s = self.sub(f'PRINT "A":X%={self.c(["40000", "1/0", "-32769"])}:PRINT "B";X%:RETURN')
            return [f"GOSUB {s}:PRINT \"BACK\""]
        if form == 7:
            return ["RESUME", 'PRINT "R1"', "RESUME NEXT", "RESUME 10"]
        if form == 8:
            return ["X=0:WHILE X<2:X=X+1:PRINT X;:WEND:WHILE X>5:PRINT \"NO\":WEND:PRINT \"W\""]
        if form == 9:
            return ["FOR I=1 TO 2:WHILE I<2:PRINT \"WI\";I:I=I+1:NEXT I:WEND:PRINT \"END\";I"]
        if form == 10:
            s = self.sub('PRINT "D";D:D=D+1:IF D<4 THEN GOSUB ' + str(self.next_sub - 10 + 10) + ':PRINT "U";D:RETURN ELSE RETURN')
            return [f"D=0:GOSUB {s}:PRINT \"TOP\";D"]
        return ["ON ERROR GOTO {+2}", "ERROR 5:GOTO {+3}", "PRINT \"H\";ERR:ON ERROR GOTO 30000:RESUME NEXT", 'PRINT "FWD"']

    def b_tron2(self):
        s = self.sub('PRINT "TS":RETURN')
        body = self.c([f"ON 2 GOSUB {s},{s}:PRINT 1", f"X=1:IF X THEN {{+1}} ELSE PRINT 2", "ERROR 5:PRINT 3",
                       "FOR I=1 TO 2:NEXT:PRINT I", "X=1/0:PRINT 4", "READ Q:PRINT Q", "X=0:WHILE X<2:X=X+1:WEND"])
        return ["TRON:" + body, "PRINT 5:TROFF", 'PRINT "OFF"']

    def b_cols(self):
        k = self.r.randint(60, 82)
        tail = self.c(["12345", "-6.5", '"AB"', "1E+20", "1/3#", '"XXXXXXXXXXXXXXXXXXXX"', "-123456789#", "0"])
        form = self.r.randint(0, 5)
        if form == 0:
            return [f'PRINT STRING$({k},"A");{tail};{tail}', "PRINT POS(0)"]
        if form == 1:
            return [f'PRINT STRING$({k},"B"),{tail},{tail}', f'PRINT "X";POS(0)']
        if form == 2:
            return [f'PRINT STRING$({k},"C");TAB({self.r.randint(1, 90)});"T";SPC({self.r.randint(0, 90)});"S"']
        if form == 3:
            return [f'A$=STRING$({k},"D"):PRINT A$;A$', f'PRINT A$+A$+A$;"|"']
        if form == 4:
            return [f'FOR I=1 TO {self.r.randint(10, 30)}:PRINT {tail};:NEXT:PRINT']
        return [f'FOR I=1 TO {self.r.randint(5, 12)}:PRINT I*{self.c(["1000", "1.5", "-7", "1E9", "123456#"])},:NEXT:PRINT']

    def b_read(self):
        items = ",".join(self.c(["1", "-2.5", "ABC", '"Q,R"', "", " 7 ", "1E3", "&H10", "X Y", "1D5", "+3", ".", "-"]) for _ in range(self.r.randint(1, 6)))
        rd = self.c(["X", "X%", "A$", "X,Y", "A$,X", "X#,A$,Y"])
        return [f"DATA {items}", f"RESTORE {{-0}}:FOR K=1 TO 4:READ {rd}:PRINT {rd.replace(',', ';')}:NEXT",
                self.c(["RESTORE 5", "RESTORE", "READ A$:PRINT A$"]), 'PRINT "RD"']

    def b_numprint(self):
        vals = [self.c(["1E16", "1D16", "123456789", ".000001", "1/3#", "2/3", "-0", "1E-39", "1.7E38", "1D-20",
                        "10000000", "9999999", "99999999", "1E7", "12345.67", "-1E-7", ".1#", "1/7", "2^24", "2^24+1",
                        "32767.5", "CINT(-32768.5)", "CINT(32767.49)", "100000!*100000", "1#/3*3", "3.4028E38",
                        "0.1+0.2", "1-1E-8", "SQR(2)", "SQR(2#)", "ATN(1)*4", "EXP(1)", "LOG(10)", "-7.5\\2",
                        "7.5 MOD 2", "-7 MOD 3", "INT(-0.5)", "FIX(1E10)", "INT(1E15#)"]) for _ in range(4)]
        return [f"PRINT {';'.join(vals)}", f"X#={vals[0]}:X!=X#:X%=X#:PRINT X#;X!;X%", f"PRINT STR$({vals[1]});VAL(STR$({vals[2]}))"]

    def b_soup(self):
        """A line of expressions people wrote, many on edge values."""
        pool = ["7.5\\2", "-7.5\\2", "7.5 MOD 2", "-7 MOD 3", "5 XOR 3", "5 EQV 3", "5 IMP 3", "NOT -1.5",
                "32767 OR 1", "-1.5 AND 3", "NOT 32767", "&HFFFF", "&H8000", "-&H8000", "&O177777", "ABS(-32768)",
                "-32768%", "SGN(-0)", "\"ABC\"<\"ABD\"", "\"AB\"<\"ABC\"", "\"\"=\"\"", "\"a\">\"Z\"", "LEN(STR$(1/3))",
                "INSTR(-1,\"A\",\"A\")", "INSTR(256,\"A\",\"A\")", "INSTR(2,\"ABAB\",\"AB\")", "LEFT$(\"AB\",256)",
                "VAL(\"+1\")", "VAL(\"1E\")", "VAL(\"1E+\")", "VAL(\"&\")", "VAL(\"&HG\")", "VAL(\"-&H10\")", "VAL(\"1,000\")",
                "VAL(\"  12  34\")", "VAL(\"1D400\")", "VAL(\"9E38\")", "HEX$(65536)", "HEX$(-32768)", "OCT$(-1.5)",
                "STR$(1D16)", "STR$(-1#/3)", "CSNG(1#/3)", "CDBL(1/3)", "CINT(-2.5)", "CINT(-32768.4)", "INT(-32768.5)",
                "FIX(-0.9)", "2^0.5", "(-8)^(1/3)", "0^0", "10^-39", "(-2)^3", "2^-2", "1E38+1E38", "-1E38*10",
                "1/3*3", "1#/3*3", "100*1.1", "0.1*3", "1E7+0.5", "16777217!", "123456789#*1000", "CDBL(0.1)",
                "X+Y%*Z#", "A$+\"!\"", "STRING$(3,0)=CHR$(0)+CHR$(0)+CHR$(0)", "ASC(MID$(\"ABC\",2))", "SPACE$(3)+\"|\"",
                "TAB(5)", "RIGHT$(\"ABC\",0)+\"|\"", "MID$(\"ABC\",4)+\"|\"", "MID$(\"ABC\",2,0)+\"|\"", "OCT$(8)+HEX$(255)",
                "1E-38/10", "1.5E-45", "LOG(1E-38)", "EXP(-88)", "EXP(88.7)", "TAN(1E10)", "SIN(1E20)", "SQR(1E38)",
                "ATN(-1E38)", "RND(0)>=0", "FRE(\"\")>0", "-(-32768)", "32767+1", "-32768-1", "32767%+1%", "300*300",
                "300%*300%", "-32768%\\-1", "CINT(32767.5)", "1E+30\\1"]
        vals = [self.c(pool) for _ in range(self.r.randint(2, 5))]
        return [f"X=3:Y%=-2:Z#=1/3:A$=\"S\":PRINT {';'.join(vals)}"]

    def b_fn2(self):
        form = self.r.randint(0, 4)
        if form == 0:
            return ["DEF FNA(X)=X*K:K=2:PRINT FNA(3);:K=5:PRINT FNA(3);X",
                    "DEF FNB(X)=FNA(X)+1:PRINT FNB(2)"]
        if form == 1:
            return ['DEF FNR$(S$)=MID$(S$,2)+LEFT$(S$,1):A$="ROTATE":FOR I=1 TO 3:A$=FNR$(A$):PRINT A$;" ";:NEXT:PRINT']
        if form == 2:
            return ["DEF FNQ(A,B)=A+B:PRINT FNQ(1)", 'PRINT FNQ("A",1)', "PRINT FNQ(1,2,3)", 'DEF FNQ$(A)=STR$(A):PRINT FNQ$(7)']
        if form == 3:
            return ["DEF FNC%(X)=X*1000:PRINT FNC%(3);FNC%(40)", "DEF FND#(X)=X/3:PRINT FND#(1)", "DEF FNE!(X#)=X#:PRINT FNE!(1#/3)"]
        return ["DEF FNF(X)=FNF(X-1):PRINT FNF(1)", 'PRINT "SURVIVED"']

    def b_strlong(self):
        form = self.r.randint(0, 3)
        if form == 0:
            return ['A$=STRING$(200,"A")+STRING$(100,"B"):PRINT LEN(A$)', "PRINT LEN(A$)"]
        if form == 1:
            return ['A$="":FOR I=1 TO 30:A$=A$+"0123456789":NEXT:PRINT LEN(A$);I']
        if form == 2:
            return ['A$=STRING$(255,"x"):MID$(A$,250)="YYYYYYYYYY":PRINT RIGHT$(A$,8);LEN(A$)', 'PRINT LEN(A$+"")']
        return ['A$=SPACE$(255):LSET A$="L":RSET A$="R":PRINT LEN(A$);ASC(A$);RIGHT$(A$,2)']

    def b_ctl(self):
        k = self.c(["9", "7", "9", "11", "12", "28", "29", "30", "31", "13", "10", "8", "0", "127", "255", "1"])
        return [f'PRINT "AB";CHR$({k});"CD";:PRINT POS(0):PRINT "X"']

    def b_mixtypes(self):
        form = self.r.randint(0, 3)
        if form == 0:
            return ["A=1:A%=2:A!=3:A#=4:A$=\"5\":PRINT A;A%;A!;A#;A$", "DIM A(2):A(1)=9:PRINT A;A(1)"]
        if form == 1:
            return ['X=1:X$="S":SWAP X,X$', 'A$=5', 'X%="Q"', 'PRINT "T"+1']
        if form == 2:
            return ["DEFINT A-Z:X=2.7:Y=X/2:PRINT X;Y;X/2;X\\2", "DEFSNG A-Z"]
        return ["DEFDBL D:D=1/3:PRINT D;D!;D#", "DEFSTR D:D=\"S\":PRINT D", "DEFSNG D:PRINT D"]

    def b_write(self):
        vals = [self.c([self.num(), self.sexpr(), self.nexpr()]) for _ in range(self.r.randint(1, 5))]
        sep = self.c([",", ";"])
        return [f"WRITE {sep.join(vals)}", self.c(["WRITE", "? " + ",".join(vals[:2]) + ",", "LET A=1:? A,,A"])]

    # -- whole areas of the machine (session 20)

    def fitem(self):
        """A value to write to a file: numbers of each type, strings with commas, quotes, LF, CR."""
        return self.c([self.num(), self.sexpr(), '"A,B"', '" lead"', '"tail "', 'CHR$(34)+"Q"+CHR$(34)',
                       '"L1"+CHR$(10)+"L2"', '"C1"+CHR$(13)+CHR$(10)+"C2"', '"X"+CHR$(13)+"Y"', '1/3#', '-7%',
                       '1E+20', '"1,2,3"', '"  "', 'STRING$(3,44)', '"Z"+CHR$(26)+"W"', '"T"+CHR$(9)+"U"'])

    def b_seqfile(self):
        f = self.c(["SW1.DAT", "SW2.TXT", "SWQ", "SW3.D"])
        n = self.c(["1", "2", "3"])
        opn_out = self.c([f'OPEN "O",#{n},"{f}"', f'OPEN "{f}" FOR OUTPUT AS #{n}', f'OPEN "{f}" FOR OUTPUT AS {n}',
                          f'OPEN "o",{n},"{f}"'])
        opn_in = self.c([f'OPEN "I",#{n},"{f}"', f'OPEN "{f}" FOR INPUT AS #{n}', f'OPEN "I",{n},"{f}"'])
        opn_app = self.c([f'OPEN "A",#{n},"{f}"', f'OPEN "{f}" FOR APPEND AS #{n}'])
        writes = []
        for _ in range(self.r.randint(1, 4)):
            k = self.r.randint(1, 4)
            vals = [self.fitem() for _ in range(k)]
            if self.r.random() < 0.5:
                seps = [self.c([";", ",", ";", ";\",\";"]) for _ in range(k)]
                if self.r.random() < 0.6:
                    seps[-1] = ""  # the line ends with its CR LF
                body = "".join(v + s for v, s in zip(vals, seps))
                writes.append(f"PRINT #{n},{body}")
            else:
                writes.append(f"WRITE #{n},{','.join(vals)}")
        lines = [opn_out + ":" + ":".join(writes[:2]) + f":PRINT LOC({n});LOF({n})"]
        if len(writes) > 2:
            lines.append(":".join(writes[2:]))
        if self.r.random() < 0.3:
            lines.append(f"CLOSE #{n}:" + opn_app + f":PRINT #{n},{self.fitem()}:PRINT LOC({n})")
        lines.append(self.c([f"CLOSE #{n}", f"CLOSE {n}", "CLOSE", "RESET"]))
        rd = self.c([f'LINE INPUT #{n},A$:PRINT "[";A$;"]";LOC({n})',
                     f'INPUT #{n},A$:PRINT "<";A$;">";',
                     f'INPUT #{n},X:PRINT X;',
                     f'INPUT #{n},A$,X#:PRINT "<";A$;">";X#;',
                     f'A$=INPUT$({self.r.randint(1, 7)},#{n}):PRINT "{{";A$;"}}";LOC({n});',
                     f'INPUT #{n},X%:PRINT X%;'])
        lines.append(opn_in + f":PRINT LOF({n});EOF({n});:FOR K=1 TO {self.r.randint(2, 9)}:IF NOT EOF({n}) THEN {rd}")
        lines.append(f"NEXT K:PRINT EOF({n});LOC({n})")
        lines.append(self.c([f"{rd}", f"CLOSE:PRINT LOC({n})", f"CLOSE #{n}:KILL \"{f}\"", f"CLOSE:OPEN \"{f}\" FOR INPUT AS #{n}:LINE INPUT #{n},A$:PRINT LEN(A$)"]))
        lines.append(f"CLOSE:KILL \"{f}\"")
        return lines

    def b_randfile(self):
        f = self.c(["SWR.DAT", "SWR2"])
        n = self.c(["1", "2"])
        ln = self.c(["16", "20", "32", "128", "15", "24"])
        opn = self.c([f'OPEN "R",#{n},"{f}",{ln}', f'OPEN "{f}" FOR RANDOM AS #{n} LEN={ln}', f'OPEN "{f}" AS #{n} LEN={ln}',
                      f'OPEN "R",{n},"{f}",{ln}'])
        k = self.c(["2", "4", "3", "1"])
        fld = f"FIELD #{n},2 AS F1$,4 AS F2$,8 AS F3$,{k} AS F4$"
        v1 = self.c(["R*1000", "-R", "R-32768", "32767", "R*R"])
        v2 = self.c(["R/3", "-R*1E10", "R", "1E-38/R"])
        v3 = self.c(["R/3#", "1D300/R", "-R", "R+.1#"])
        put = self.c([f"PUT #{n},R", f"PUT #{n}", f"PUT {n},R*2"])
        m = self.r.randint(1, 4)
        lines = [opn + ":" + fld + f":PRINT LOF({n});LOC({n})",
                 f"FOR R=1 TO {m}:LSET F1$=MKI$({v1}):LSET F2$=MKS$({v2}):RSET F3$=MKD$({v3}):LSET F4$=STR$(R):{put}:NEXT R",
                 f"PRINT LOC({n});LOF({n})"]
        g = self.c([f"GET #{n},R", f"GET #{n}", f"GET {n},{m}+1-R"])
        lines.append(f"FOR R=1 TO {m + self.r.randint(0, 2)}:{g}:PRINT CVI(F1$);CVS(F2$);CVD(F3$);\"[\";F4$;\"]\";LOC({n}):NEXT R")
        lines.append(self.c([f"GET #{n},0", f"GET #{n},32768", f"PUT #{n},-1", f"GET #{n},{self.r.randint(5, 300)}:PRINT CVI(F1$);LOC({n});LOF({n})",
                             f'PRINT CVI("A");CVS("ABC");CVD("1234567")', f"PRINT MKI$(40000)", f'F1$="XY":PUT #{n},1:PRINT "PUT"',
                             f"FIELD #{n},{int(ln) + 1} AS Z$", f'LSET F4$="ABCDEFGHIJK":PRINT "[";F4$;"]"',
                             f"PRINT #{n},\"HI\"", f"PRINT EOF({n})", f"FIELD #{n},{ln} AS Z$:GET #{n},1:PRINT LEN(Z$);ASC(Z$)"]))
        lines.append(f"CLOSE #{n}:KILL \"{f}\"")
        return lines

    def b_filerr(self):
        st = self.c(['OPEN "I",#1,"NOSUCH.DAT"', 'OPEN "Z",#1,"SWE.DAT"', 'PRINT #5,1', 'PRINT #1,1',
                     'OPEN "O",#1,"SWE.DAT":OPEN "O",#1,"SWE2.DAT"', 'OPEN "O",#1,"SWE.DAT":KILL "SWE.DAT"',
                     'KILL "NOSUCH.DAT"', 'NAME "NOSUCH.DAT" AS "SWE3.DAT"',
                     'OPEN "O",#1,"SWE.DAT":CLOSE:OPEN "O",#2,"SWE2.DAT":CLOSE:NAME "SWE.DAT" AS "SWE2.DAT"',
                     'OPEN "O",#1,"SWE.DAT":CLOSE:NAME "SWE.DAT" AS "SWE4.DAT":OPEN "I",#1,"SWE4.DAT":PRINT EOF(1):CLOSE:KILL "SWE4.DAT"',
                     'OPEN "O",#4,"SWE.DAT"', 'OPEN "O",#0,"SWE.DAT"', 'OPEN "O",#1,"SWE.DAT":INPUT #1,A$',
                     'OPEN "O",#1,"SWE.DAT":CLOSE:OPEN "I",#1,"SWE.DAT":INPUT #1,A$', 'PRINT LOC(7)', 'PRINT EOF(2)',
                     'CLOSE 7:PRINT "C7"', 'OPEN "O",#1,"SWE.DAT":OPEN "I",#2,"SWE.DAT"',
                     'OPEN "SWE.DAT" FOR OUTPUT AS #1:OPEN "SWE.DAT" FOR APPEND AS #2',
                     'OPEN "R",#1,"SWE.DAT",0', 'OPEN "R",#1,"SWE.DAT",32768', 'OPEN "O",#1,""',
                     'OPEN "O",#1,"BAD*NAME"', 'LINE INPUT #1,A$', 'WRITE #3,1', 'PRINT LOF(1)',
                     'OPEN "O",#1,"SWE.DAT":GET #1,1', 'OPEN "O",#1,"SWE.DAT":FIELD #1,10 AS A$'])
        return ["CLOSE:" + st, 'PRINT "FE":CLOSE', 'KILL "SWE*.DAT"']

    def b_fileopen(self):
        """Files left open across CLEAR and END-like resets; numbers of every form."""
        n = self.c(["1", "2", "3"])
        v = self.fitem()
        return [f'OPEN "O",#{n},"SWC.DAT":PRINT #{n},{v}:PRINT #{n},"L2"',
                self.c(["CLEAR", "CLEAR 100", "RESET", "CLOSE", f"CLOSE #{n},#{n}"]) + ":ON ERROR GOTO 30000",
                f'OPEN "I",#{n},"SWC.DAT":WHILE NOT EOF({n}):LINE INPUT #{n},A$:PRINT "[";A$;"]":WEND:CLOSE:KILL "SWC.DAT"']

    def b_dataseg(self):
        form = self.r.randint(0, 7)
        if form == 0:
            return ['PRINT FRE(0);FRE("");FRE(1)', 'A$="ABC":B$=A$+"DEF":X=1:Y%=2:Z#=3:PRINT FRE(0);FRE("")',
                    'PRINT VARPTR(X);VARPTR(Y%);VARPTR(Z#);VARPTR(A$)-VARPTR(X)']
        if form == 1:
            v = self.c(["X", "Y%", "Z#", "W!"])
            val = self.c(["1", "-1", "0.5", "1E10", "-32768", "1/3", "255", "1D20"])
            return [f'{v}={val}:P=VARPTR({v}):FOR K=0 TO 7:PRINT PEEK(P+K);:NEXT:PRINT']
        if form == 2:
            s = self.c(['"HELLO"', '""', 'STRING$(5,65)', '"A"+"B"', 'STR$(12)', 'MID$("ABCDEF",2,3)'])
            return [f'A$={s}:P=VARPTR(A$):L=PEEK(P):Q=PEEK(P+1)+256*PEEK(P+2):PRINT L;:FOR K=0 TO L-1:PRINT CHR$(PEEK(Q+K));:NEXT:PRINT']
        if form == 3:
            nm = self.c(["A", "B%", "C#", "D$"])
            dims = self.c(["3", "2,2", "10", "0"])
            return [f'DIM {nm}({dims}):P=VARPTR({nm}(0{",0" if "," in dims else ""})):F=FRE(0):PRINT P-VARPTR(X)',
                    f'ERASE {nm}:PRINT FRE(0)-F', f'DIM {nm}(5):PRINT FRE(0)-F;VARPTR({nm}(1))-VARPTR({nm}(0))']
        if form == 4:
            return [f'A$="":F=FRE(""):FOR K=1 TO {self.r.randint(5, 60)}:A$=A$+"X":NEXT:PRINT F-FRE("");LEN(A$)',
                    'B$=A$+A$:A$="":PRINT FRE("")-F;FRE(0)-F']
        if form == 5:
            a = self.c(["", "100", "1000", "0"])
            b = self.c(["", "&HF000", "30000", "60000", "1000", "65535", "-1", "&H8000"])
            c = self.c(["", "512", "1000", "100", "3000"])
            args = f"{a},{b},{c}".rstrip(",")
            return [f"X=5:CLEAR {args}:ON ERROR GOTO 30000:PRINT X;FRE(0)>0;FRE(\"\")>0"]
        if form == 6:
            return ['DEF FNA(X)=X+1:P=VARPTR(X):X=7:PRINT FNA(2);X', 'PRINT FRE(0)-FRE(0);FRE(2)>0']
        return ['A$="ABC":P=VARPTR(A$):Q=PEEK(P+1)+256*PEEK(P+2):PRINT PEEK(Q)',
                'B$="ABC"+"":P=VARPTR(B$):Q=PEEK(P+1)+256*PEEK(P+2):POKE Q,90:PRINT B$',
                'MID$(B$,2,1)="Q":PRINT B$;A$']

    def b_trap2(self):
        form = self.r.randint(0, 7)
        bad = self.c(["1/0", "40000%", "LOG(-1)", 'ASC("")', "Q(20)", "CHR$(256)", 'MID$("A",0)', "10\\0",
                      "5 MOD 0", "SQR(-1)", "1E38*10", "-32768%\\-1", "CINT(40000)", 'VAL("1E40")', "2^1024"])
        if form == 0:
            h = self.sub('PRINT "SH";ERR;ERL:RESUME NEXT')
            s = self.sub(f'ON ERROR GOTO {h}:Z={bad}:PRINT "SZ";Z:ON ERROR GOTO 30000:RETURN')
            return [f"GOSUB {s}:PRINT \"BACK\""]
        if form == 1:
            return ["ON ERROR GOTO {+2}", f"FOR I=1 TO 3:Z=I:IF I=2 THEN Z={bad}", 'PRINT "I";I;Z:NEXT I:GOTO {+2}',
                    'PRINT "LE";ERR;ERL;I:RESUME NEXT', "ON ERROR GOTO 30000"]
        if form == 2:
            return ["ON ERROR GOTO {+2}", f"C=0:Z={bad}:PRINT \"Z\";Z;C:GOTO {{+2}}",
                    'PRINT "R0";ERR;ERL;C:C=C+1:IF C<3 THEN RESUME 0 ELSE RESUME NEXT', "ON ERROR GOTO 30000"]
        if form == 3:
            code = self.r.randint(1, 255)
            return ["ON ERROR GOTO {+1}:ERROR " + str(code) + ":GOTO {+2}",
                    f'PRINT "E";ERR;ERL:RESUME {{+1}}', 'PRINT "RL";ERR;ERL:ON ERROR GOTO 30000']
        if form == 4:
            s = self.sub(f'X={bad}:PRINT "IN";X:RETURN')
            return [f"FOR I=1 TO 2:GOSUB {s}:NEXT:PRINT \"LOOPED\";I;ERR;ERL"]
        if form == 5:
            return ["ON ERROR GOTO {+2}", f"X=0:WHILE X<3:X=X+1:Z={bad}:PRINT X;:WEND:GOTO {{+2}}",
                    'PRINT "W";ERR;ERL:RESUME NEXT', "PRINT:ON ERROR GOTO 30000"]
        if form == 6:
            return ["ON ERROR GOTO {+2}", f"Z={bad}:PRINT \"NX\":GOTO {{+2}}",
                    'PRINT "H1";ERR:ON ERROR GOTO {+2}:RESUME NEXT', 'PRINT "H2";ERR;ERL:ON ERROR GOTO 30000:RESUME NEXT']
        st = self.c(['READ Q9', 'RETURN', 'NEXT', 'WEND', 'RESUME', 'X=FNZZ(1)', 'DIM A(3):DIM A(4)', 'ON ERROR GOTO 65000',
                     'GOTO 65000', 'A$=STRING$(300,"A")', 'PRINT USING "##";"A"', 'X$=1',                      'LINE INPUT #1,A$', 'ERASE Q', 'OPTION BASE 2', 'SWAP X,A$', 'X=CVI("")', 'RESTORE 65000'])
        return [f'{st}:PRINT "AFTER";ERR;ERL', 'PRINT ERR;ERL']

    def numtext(self):
        """A piece of number text: signs, digits, points, exponents, marks, prefixes, junk."""
        r = self.r
        if r.random() < 0.15:
            return self.c(["&H", "&HFFFF", "&H7FFF", "&H10000", "&O", "&O177777", "&O200000", "&7", "&HG", "&B101", "&h1f"]) 
        s = self.c(["", "", "+", "-", " ", " -", "- "])
        s += "".join(r.choice("0123456789") for _ in range(r.randint(0, 18)))
        if r.random() < 0.5:
            s += "." + "".join(r.choice("0123456789") for _ in range(r.randint(0, 9)))
        if r.random() < 0.4:
            s += self.c(["E", "D", "e", "d"]) + self.c(["", "+", "-"]) + str(r.randint(0, 60)) * (r.random() < 0.9)
        if r.random() < 0.2:
            s += self.c(["%", "!", "#", " ", "X", ",5", " 1", "E", "."])
        return s

    def usingfmt(self):
        r = self.r
        parts = []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            if k < 0.7:
                f = self.c(["", "", "+", "**", "$$", "**$", "-"])
                f += "#" * r.randint(0, 8)
                if r.random() < 0.3:
                    f = f[:2] + "," + f[2:] if len(f) > 2 else f + ","
                if r.random() < 0.5:
                    f += "." + "#" * r.randint(0, 5)
                if r.random() < 0.2:
                    f += "^^^^" + ("^" if r.random() < 0.2 else "")
                if r.random() < 0.2:
                    f += self.c(["+", "-"])
            else:
                f = self.c(["!", "&", "\\ \\", "\\  \\", "\\\\", "_#", "_!", " ", "X", "%"])
            parts.append(f + self.c(["", " ", " | "]))
        return "".join(parts)

    def b_numtext(self):
        form = self.r.randint(0, 6)
        if form == 0:
            vals = [f'VAL("{self.numtext()}")' for _ in range(self.r.randint(2, 5))]
            return [f"PRINT {';'.join(vals)}"]
        if form == 1:
            items = [self.numtext() for _ in range(self.r.randint(2, 5))]
            items = [i for i in items if '"' not in i] or ["1"]
            var = self.c(["X", "X%", "X#", "X!", "A$"])
            return ['OPEN "O",#1,"SWN.DAT":PRINT #1,"' + '"+CHR$(13)+CHR$(10)+"'.join(items) + '":CLOSE',
                    f'OPEN "I",#1,"SWN.DAT":FOR K=1 TO {len(items)}:IF NOT EOF(1) THEN INPUT #1,{var}:PRINT {var};',
                    'NEXT K:PRINT:CLOSE:KILL "SWN.DAT"']
        if form == 2:
            fmt = self.usingfmt().replace('"', "")
            vals = [self.c([self.num(), self.nexpr(), self.sexpr(), "-" + self.num(), str(self.r.randint(-99999, 99999)),
                            f"{self.r.random() * 10 ** self.r.randint(-5, 12):.{self.r.randint(0, 9)}f}",
                            "1#/3", "-2/3", "32767%", "1D15", "0"]) for _ in range(self.r.randint(1, 4))]
            return [f'PRINT USING "{fmt}";{self.c([";", ","]).join(vals)}']
        if form == 3:
            v = self.c(["-32768", "65535", "-1", "32767.5", "65535.5", "65536", "-32769", "0", "&HFFFF", "-.5", "1E5", "40000#"])
            return [f"PRINT HEX$({v});OCT$({v});STR$({v})"]
        if form == 4:
            v = self.c(['"ABCDEF"', '"X"', '""', 'STRING$(255,"S")'])
            p = self.c(["1", "0", "255", "256", "7", "-1", "3.6", "2"])
            ln = self.c(["", ",0", ",1", ",255", ",256", ",-1", ",2.5", ",100"])
            r = self.c(['"12"', '""', '"123456789"', 'CHR$(0)'])
            return [f'A$={v}:MID$(A$,{p}{ln})={r}:PRINT LEN(A$);LEFT$(A$,12)']
        if form == 5:
            e = self.c(["0", "255", "256", "-1", "1.5", "32767", "-0.4", "254.5", "1E3", "65535"])
            fn = self.c([f'STRING$({e},"AB")', f"STRING$(2,{e})", f"SPACE$({e})", f'INSTR({e},"ABC","C")',
                         'INSTR(1,"ABC","")', 'INSTR(4,"ABC","")',
                         f'LEFT$("ABC",{e})', f'RIGHT$("ABC",{e})', f'MID$("ABC",{e})', f'MID$("ABC",2,{e})',
                         f'INSTR({e},"","")', f'INSTR("","")', f'CHR$({e})'])
            return [f'A$={fn}:PRINT LEN(A$);LEFT$(A$,5)' if "INSTR" not in fn else f"PRINT {fn}"]
        x = self.c([self.num(), self.numtext().strip() or "0"]) if False else self.num()
        return [f"PRINT STR$({x});LEN(STR$({x}));VAL(STR$({x}));VAL(STR$({x})+\"1\")"]

    def b_mix(self):
        a = self.c(["X%", "Y!", "Z#", "32767%", "-32768%", "1.5", "1D300", "1E38", "2.5#", "&HFFFF", "-1%", "0%", "0#"])
        b = self.c(["X%", "Y!", "Z#", "2%", "0", "0%", "0#", "1E-38", "3", "-1", "32767", "1D-300", ".1"])
        op = self.c(["+", "-", "*", "/", "\\", " MOD ", "^", " AND ", " OR ", "=", "<"])
        exprs = [f"({a}{op}{b})"] + [f"({self.c([a, b])}{self.c(['+', '*', '/', '-'])}{self.c([a, b, self.num()])})" for _ in range(2)]
        vals = self.c(["X%=32767:Y!=1E38:Z#=1D308", "X%=-32768:Y!=-1.5:Z#=-1/3#", "X%=0:Y!=0:Z#=0", "X%=7:Y!=1E-38:Z#=1D-38"])
        if self.r.random() < 0.5:
            return [vals, f"ON ERROR GOTO 0:PRINT {';'.join(exprs)}", "ON ERROR GOTO 30000"]
        return [vals, f"PRINT {';'.join(exprs)}"]


    BLOCKS = ["for", "gosub", "while", "on", "if", "fn", "array", "str", "str", "print", "print",
              "using", "data", "swap", "types", "over", "err", "tron", "mid", "rnd", "math", "str",
              "stack", "stack", "tron2", "cols", "cols", "read", "numprint", "soup", "soup", "soup",
              "fn2", "strlong", "ctl", "mixtypes", "write",
              "seqfile", "seqfile", "randfile", "randfile", "filerr", "fileopen", "dataseg", "dataseg",
              "trap2", "trap2", "trap2", "numtext", "numtext", "numtext", "mix", "mix"]

    def program(self, nblocks):
        base = 1000
        blocks = []
        head = ["CLS" if False else "REM SWEEP", "ON ERROR GOTO 30000"]
        if self.r.random() < 0.3:
            head.append(f"OPTION BASE {self.r.randint(0, 1)}")
        blocks.append(head)
        for _ in range(nblocks):
            kind = self.c(ONLY or self.BLOCKS)
            self.cur_start = base + len(blocks) * 100
            blocks.append(getattr(self, "b_" + kind)())
        if self.r.random() < 0.3:
            self.cur_start = base + len(blocks) * 100
            blocks.append(self.b_end())
        out = {}
        for bi, stmts in enumerate(blocks):
            start = 10 if bi == 0 else base + bi * 100
            for si, st in enumerate(stmts):
                n = start + si * 10
                st = st.replace("{-0}", str(start)).replace("{-1}", str(start + 10))
                for k in range(1, 6):
                    st = st.replace("{+%d}" % k, str(n + 10 * k))
                st = st.replace("{ret}", str(start + 20))
                out[n] = st
        out[19990] = "END"
        for n, t in self.lines.items():
            out[n] = t.replace("{ret}", "0")
        out[30000] = 'PRINT "ERR";ERR;"LINE";ERL:RESUME NEXT'
        return "".join(f"{n} {out[n]}\r\n" for n in sorted(out))


def make(seed, index):
    g = Gen(random.Random(seed * 100003 + index))
    return g.program(g.r.randint(6, 16))


def main():
    seed = int(sys.argv[1])
    if len(sys.argv) < 3:
        sys.stdout.write(make(seed, 0).replace("\r\n", "\n"))
        return
    n, outdir = int(sys.argv[2]), sys.argv[3]
    os.makedirs(outdir, exist_ok=True)
    for i in range(n):
        with open(os.path.join(outdir, "P%04d.BAS" % i), "w", newline="") as f:
            f.write(make(seed, i))


if __name__ == "__main__":
    main()
