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

    BLOCKS = ["for", "gosub", "while", "on", "if", "fn", "array", "str", "str", "print", "print",
              "using", "data", "swap", "types", "over", "err", "tron", "mid", "rnd", "math", "str",
              "stack", "stack", "tron2", "cols", "cols", "read", "numprint", "soup", "soup", "soup",
              "fn2", "strlong", "ctl", "mixtypes", "write"]

    def program(self, nblocks):
        base = 1000
        blocks = []
        head = ["CLS" if False else "REM SWEEP", "ON ERROR GOTO 30000"]
        if self.r.random() < 0.3:
            head.append(f"OPTION BASE {self.r.randint(0, 1)}")
        blocks.append(head)
        for _ in range(nblocks):
            kind = self.c(self.BLOCKS)
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
