//! Expressions by precedence climbing, with Microsoft's levels: `^`, unary minus, `* /`,
//! `\`, `MOD`, `+ -`, relations, `NOT`, `AND`, `OR`, `XOR`, `EQV`, `IMP`.

use std::rc::Rc;

use super::ast::{BinOp, Builtin, Expr};
use super::{PResult, Parser};
use crate::dialect::{Keyword, Profile, ReservedVar};
use crate::error::ErrorKind;
use crate::num::Number;
use crate::token::Token;

#[path = "pure.rs"]
mod pure;
#[cfg(test)]
pub(crate) use pure::testing;

/// Deeper nesting of parentheses, function arguments and signs than this is the machine's
/// `?OM`/`Out of memory` rather than a host stack overflow: no machine's line held more
/// (GW-BASIC's 255 characters hold 127 parentheses; `gw/limits/l043` nests 112).
const MAX_NESTING: usize = 160;
/// More binary operators than this in one line is `Out of memory` too: the tree an
/// expression becomes must stay shallow enough for the host's stack (a line of 255
/// characters holds at most 127 operators; a 50,000-term sum in a file is refused).
const MAX_OPERATORS: usize = 512;

impl<P: Profile> Parser<'_, P> {
    /// A whole expression.
    pub(super) fn expr(&mut self) -> PResult<Expr<P::Num>> {
        self.binary(0, 0)
    }

    /// One binary level; level 0 starts a nested expression (a whole one, or one in
    /// parentheses or a function's arguments), which counts against the nesting bound.
    fn binary(&mut self, level: usize, depth: usize) -> PResult<Expr<P::Num>> {
        if level != 0 {
            return self.binary_level(level, depth);
        }
        let e = self.nest(|p| p.binary_level(0, depth))?;
        Ok(pure::mark(e, &P::memory().stack))
    }

    /// Runs `f` one nesting level deeper, or fails with `Out of memory` past the bound.
    fn nest(
        &mut self,
        f: impl FnOnce(&mut Self) -> PResult<Expr<P::Num>>,
    ) -> PResult<Expr<P::Num>> {
        if self.nesting >= MAX_NESTING {
            return Err(ErrorKind::OutOfMemory);
        }
        self.nesting += 1;
        let r = f(self);
        self.nesting -= 1;
        r
    }

    /// Counts a binary operator against the line's bound.
    fn operator(&mut self) -> PResult<()> {
        self.operators += 1;
        if self.operators > MAX_OPERATORS {
            return Err(ErrorKind::OutOfMemory);
        }
        Ok(())
    }

    fn binary_level(&mut self, level: usize, depth: usize) -> PResult<Expr<P::Num>> {
        // Levels from loosest to tightest; NOT sits between AND and the relations.
        const LEVELS: usize = 9;
        if level == 5 {
            if self.eat_keyword(Keyword::Not) {
                let operand = self.nest(|p| p.binary(5, depth + 1))?;
                return Ok(Expr::Not(Box::new(operand)));
            }
            return self.binary(6, depth + 1);
        }
        if level >= LEVELS {
            return self.unary(depth + 1);
        }
        let mut lhs = self.binary(level + 1, depth + 1)?;
        while let Some(op) = self.binary_op(level) {
            self.operator()?;
            let rhs = match self.binary(level + 1, depth + 1) {
                Ok(rhs) => rhs,
                Err(e) => return self.right_fault(op, lhs, e),
            };
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    /// The operator at this level, if the next token is one (and consumes it).
    fn binary_op(&mut self, level: usize) -> Option<BinOp> {
        let tok = self.peek()?.clone();
        let op = match (level, &tok) {
            (0, Token::Keyword(Keyword::Imp)) => BinOp::Imp,
            (1, Token::Keyword(Keyword::Eqv)) => BinOp::Eqv,
            (2, Token::Keyword(Keyword::Xor)) => BinOp::Xor,
            (3, Token::Keyword(Keyword::Or)) => BinOp::Or,
            (4, Token::Keyword(Keyword::And)) => BinOp::And,
            (6, Token::Char(b'=' | b'<' | b'>')) => return self.relation(),
            (7, Token::Char(b'+')) => BinOp::Add,
            (7, Token::Char(b'-')) => BinOp::Sub,
            (8, Token::Keyword(Keyword::Mod)) => BinOp::Mod,
            _ => return None,
        };
        self.next();
        Some(op)
    }

    /// `=`, `<>`, `><`, `<`, `>`, `<=`, `=<`, `>=`, `=>`, and the three together: each of
    /// `<`, `=`, `>` sets one bit of the relation mask (GWEVAL.ASM `LOPREL`).
    fn relation(&mut self) -> Option<BinOp> {
        let mut lt = false;
        let mut gt = false;
        let mut eq = false;
        while let Some(c @ (b'=' | b'<' | b'>')) = self.peek_char() {
            let seen = match c {
                b'<' => &mut lt,
                b'>' => &mut gt,
                _ => &mut eq,
            };
            if *seen {
                break;
            }
            *seen = true;
            self.next();
        }
        Some(match (lt, gt, eq) {
            (true, true, true) => BinOp::Any,
            (true, true, false) => BinOp::Ne,
            (true, false, true) => BinOp::Le,
            (false, true, true) => BinOp::Ge,
            (true, false, false) => BinOp::Lt,
            (false, true, false) => BinOp::Gt,
            _ => BinOp::Eq,
        })
    }

    /// Multiplicative levels below `+ -`: `\` then `* /`, then unary minus and `^`.
    fn unary(&mut self, depth: usize) -> PResult<Expr<P::Num>> {
        self.int_div(depth)
    }

    fn int_div(&mut self, depth: usize) -> PResult<Expr<P::Num>> {
        let mut lhs = self.product(depth + 1)?;
        while self.eat_char(b'\\') {
            self.operator()?;
            let rhs = match self.product(depth + 1) {
                Ok(rhs) => rhs,
                Err(e) => return self.right_fault(BinOp::IntDiv, lhs, e),
            };
            lhs = Expr::Binary(BinOp::IntDiv, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn product(&mut self, depth: usize) -> PResult<Expr<P::Num>> {
        let mut lhs = self.negation(depth + 1)?;
        loop {
            let op = match self.peek_char() {
                Some(b'*') => BinOp::Mul,
                Some(b'/') => BinOp::Div,
                _ => break,
            };
            self.next();
            self.operator()?;
            let rhs = match self.negation(depth + 1) {
                Ok(rhs) => rhs,
                Err(e) => return self.right_fault(op, lhs, e),
            };
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    /// A binary operator whose right operand does not read: GW evaluates from left to
    /// right, so the left operand is read first (and made an integer for `\`, MOD and the
    /// logical operators, a single for `^`, when the operator is stacked: GWEVAL.ASM
    /// `ANDORD`, `EXPSTK`) and the fault comes after (real GW-BASIC 3.23: `1/0 AND ,` is
    /// 11, `OCT$("A")+)` 13, `1E10 AND ,` 6). A string stacked for any operator but `+`
    /// and the relations is `Type mismatch` there too (`A$/`, `""*(`, `(A$)^`, `""-` are
    /// 13, `A$+` and `A$<` 22: GWEVAL.ASM `EVAL` checks VALTYP as it stacks the operand).
    /// Other dialects fail the statement at once.
    fn right_fault(&mut self, op: BinOp, lhs: Expr<P::Num>, e: ErrorKind) -> PResult<Expr<P::Num>> {
        // Inside parentheses or a function's arguments too: the enclosing reader then
        // meets the statement's end where it wants its `)`, and what it read before is
        // evaluated before this fault is raised (real GW-BASIC 3.23: `(1/0+,` and
        // `1*(1/0+` are 11, `(LOG(0)+` 5).
        if !P::runs_what_it_read() || e == ErrorKind::OutOfMemory {
            return Err(e);
        }
        self.mark_unclosed();
        self.skip_statement();
        // The stand-in right operand leaves a number as it was: 1 for `*`, `/`, `^` and the
        // integer operators, 0 for `-`; a string then fails as the operator's type check.
        let read = match op {
            BinOp::Sub => Expr::Binary(op, Box::new(lhs), Box::new(Expr::Num(P::Num::from_i32(0)))),
            BinOp::Mul | BinOp::Div | BinOp::Pow => {
                Expr::Binary(op, Box::new(lhs), Box::new(Expr::Num(P::Num::from_i32(1))))
            }
            _ if op.takes_integers() => {
                Expr::Binary(op, Box::new(lhs), Box::new(Expr::Num(P::Num::from_i32(1))))
            }
            // A string just read before `+` goes to CAT at once, which reads its next
            // operand before the operators stacked under it are applied (GWEVAL.ASM
            // `LPOPER`; real GW-BASIC 3.23: `1+A$+` and `1+2*A$+` are 22, `1+A$-` 13).
            BinOp::Add if ends_in_string(&lhs) => return Ok(fault_after_strings(lhs, e)),
            _ => super::whole(lhs),
        };
        Ok(Expr::Unclosed(Box::new(read), e))
    }

    /// One operand as GW-BASIC's EVAL reads it (GWEVAL.ASM `EVAL`): a constant, a name,
    /// a function or a parenthesised expression, or `-` and what binds tighter than it
    /// (`-2^2`); no operator after it (`2^2` leaves `^` unread) and no NOT (real GW-BASIC
    /// 3.23: `COMMON A(2^2)` and `COMMON A(NOT 1)` are syntax errors at CHAIN).
    pub(in crate::parse) fn eval_operand(&mut self) -> PResult<Expr<P::Num>> {
        while self.eat_char(b'+') {}
        if self.eat_char(b'-') {
            let operand = self.nest(|p| p.negation(1))?;
            return Ok(Expr::Neg(Box::new(operand)));
        }
        self.atom(1)
    }

    /// Unary minus binds looser than `^` (`-2^2` is -4) but tighter than `*`.
    fn negation(&mut self, depth: usize) -> PResult<Expr<P::Num>> {
        if self.eat_char(b'-') {
            let operand = self.nest(|p| p.negation(depth + 1))?;
            return Ok(Expr::Neg(Box::new(operand)));
        }
        if self.eat_char(b'+') {
            return self.nest(|p| p.negation(depth + 1));
        }
        if self.peek() == Some(&Token::Keyword(Keyword::Not)) {
            // `A*NOT B`: NOT as an operand takes a relational-level operand.
            self.next();
            let operand = self.nest(|p| p.binary(6, depth + 1))?;
            return Ok(Expr::Not(Box::new(operand)));
        }
        self.power(depth + 1)
    }

    /// `^` is left-associative in Microsoft BASIC (`2^3^2` is 64); its right operand may carry
    /// a sign (`2^-1`).
    fn power(&mut self, depth: usize) -> PResult<Expr<P::Num>> {
        let mut lhs = self.atom(depth + 1)?;
        while self.eat_char(b'^') {
            self.operator()?;
            let rhs = if self.eat_char(b'-') {
                // DOMIN negates what it reads at a precedence below `^`, so the `^`s after
                // the sign are its operand's (GWEVAL.ASM `DOMIN`: `2^-3^2` is 2^-9, real
                // GW-BASIC 3.23 1.953125E-03).
                self.nest(|p| p.negation(depth + 1))
                    .map(|e| Expr::Neg(Box::new(e)))
            } else {
                self.eat_char(b'+');
                self.power_operand(depth + 1)
            };
            let rhs = match rhs {
                Ok(rhs) => rhs,
                Err(e) => return self.right_fault(BinOp::Pow, lhs, e),
            };
            lhs = Expr::Binary(BinOp::Pow, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn power_operand(&mut self, depth: usize) -> PResult<Expr<P::Num>> {
        if self.eat_char(b'-') {
            let operand = self.nest(|p| p.power_operand(depth + 1))?;
            return Ok(Expr::Neg(Box::new(operand)));
        }
        if self.eat_keyword(Keyword::Not) {
            // `10^NOT 0`: NOT is an operand here too, as after `*` (GW-BASIC 3.23: 0.1,
            // no error; errgen `args_num`).
            let operand = self.nest(|p| p.binary(6, depth + 1))?;
            return Ok(Expr::Not(Box::new(operand)));
        }
        self.atom(depth + 1)
    }

    fn atom(&mut self, depth: usize) -> PResult<Expr<P::Num>> {
        match self.peek().cloned() {
            Some(Token::Str(s)) => {
                self.next();
                let s = match s.len() {
                    n if n > 255 && P::literal_length_byte() => &s[..n % 256],
                    _ => s.as_slice(),
                };
                Ok(Expr::Str(Rc::from(s)))
            }
            Some(Token::Char(b'(')) => {
                self.next();
                // `(1+` and `TIMER(` at the end of a line are GW's `Missing operand`
                // (pcbasic-suite EXPRERR2, TIMERFN), as any operand missing there is.
                let e = self.binary(0, depth + 1)?;
                if !self.eat_char(b')') {
                    return self.unclosed_paren(e);
                }
                if P::memory().stack.paren > 0 {
                    return Ok(Expr::Paren(Box::new(e)));
                }
                Ok(e)
            }
            Some(Token::Char(c)) if c.is_ascii_digit() || c == b'.' || c == b'&' => {
                Ok(Expr::Num(self.number()?))
            }
            Some(Token::Char(c)) if P::pi_constant(c).is_some() => {
                self.next();
                let value = P::pi_constant(c).ok_or(ErrorKind::Syntax)?;
                Ok(Expr::Num(value))
            }
            Some(Token::Char(c)) if c.is_ascii_alphabetic() => {
                let var = self.var_ref()?;
                let string = var.suffix == Some(super::ast::VarType::Str);
                if let Some(r) = P::reserved_variable(self.names.text(var.name), string) {
                    return Ok(Expr::Call(
                        match r {
                            ReservedVar::Clock => Builtin::Jiffies,
                            ReservedVar::ClockString => Builtin::TimeStr,
                            ReservedVar::Status => Builtin::Status,
                        },
                        Vec::new(),
                    ));
                }
                if self.eat_char(b'(') {
                    let subs = self.subscripts(var)?;
                    self.note_element();
                    Ok(Expr::Element(var, subs))
                } else {
                    Ok(Expr::Var(var))
                }
            }
            // ELSE is stored `:ELSE`: an operand missing before it is missing at a `:`
            // (real GW-BASIC 3.23: `IF 1 THEN X=( ELSE ...` is 22).
            Some(Token::Keyword(Keyword::Else)) => {
                Err(P::missing_operand().unwrap_or(ErrorKind::Syntax))
            }
            Some(Token::Keyword(Keyword::Fn)) => {
                self.next();
                // A keyword or sign right after FN: PTRGET refuses it with the text pointer
                // still on FN (real GW-BASIC 3.23: after `10 PRINT FNTHEN:` the edit waits
                // on the F; after `FN THEN`, with the blank passed over, on the T).
                if P::text_screen()
                    && !matches!(self.here(), Some(Token::Space))
                    && !matches!(self.here(), Some(Token::Char(c)) if c.is_ascii_alphabetic())
                {
                    self.seen.set(self.pos - 1);
                    return Err(ErrorKind::Syntax);
                }
                let name = self.var_ref()?;
                // A function defined without parameters takes none: what follows its name
                // is the statement's (GWEVAL.ASM `FNDOER`; real GW-BASIC 3.23: after
                // `DEF FNC=5`, `PRINT FNC(1)` prints 5 and 1).
                if self.names.is_bare_fn(name) || !self.eat_char(b'(') {
                    return Ok(Expr::Fn(name, Vec::new()));
                }
                // GW looks the function up before it reads the arguments, then binds each
                // one as it is read: an undefined function is `Undefined user function`
                // whatever follows; a defined one takes the arguments before the fault,
                // then meets it (GWEVAL.ASM `FNDOER`, `ASGMOR`; real GW-BASIC 3.23: `FNA()`
                // is 18, and 2 once FNA has a parameter; `FNA(` is 22).
                let mut args = Vec::new();
                loop {
                    match self.expr() {
                        Ok(e) => args.push(e),
                        Err(kind) => {
                            self.unclosed = true;
                            return Ok(Expr::Unclosed(Box::new(Expr::Fn(name, args)), kind));
                        }
                    }
                    if self.eat_char(b')') {
                        return Ok(Expr::Fn(name, args));
                    }
                    if !self.eat_char(b',') {
                        let fault = Expr::Fn(name, args);
                        self.unclosed = true;
                        return Ok(Expr::Unclosed(Box::new(fault), ErrorKind::Syntax));
                    }
                }
            }
            Some(Token::Keyword(kw)) => {
                let call = self.keyword_call(kw)?;
                if let Expr::Call(_, args) = &call {
                    self.note_call(args.len());
                }
                self.arg_ends.clear();
                Ok(call)
            }
            _ => match P::missing_operand() {
                Some(kind) if self.at_end_of_statement() => Err(kind),
                _ => Err(ErrorKind::Syntax),
            },
        }
    }

    /// A built-in function's call after its keyword: its arguments as the function reads
    /// them (an [`Expr::Unclosed`] when they go wrong after a part that is run).
    fn keyword_call(&mut self, kw: Keyword) -> PResult<Expr<P::Num>> {
        let f = builtin(kw).ok_or(ErrorKind::Syntax)?;
        self.next();
        let bare_rnd =
            f == Builtin::Rnd && P::rnd_without_argument() && self.peek_char() != Some(b'(');
        let args = if matches!(
            f,
            Builtin::Inkey
                | Builtin::Timer
                | Builtin::Date
                | Builtin::Erdev
                | Builtin::ErdevStr
                | Builtin::Time
                | Builtin::Err
                | Builtin::Erl
                | Builtin::Csrlin
        ) {
            Vec::new()
        } else if bare_rnd {
            vec![Expr::Num(P::Num::from_i32(1))]
        } else if matches!(f, Builtin::Screen) {
            return self.screen_call();
        } else if f == Builtin::IoctlStr {
            // `IOCTL$([#]f)`: the file number's `#` may be given.
            self.expect_char(b'(')?;
            // The file is looked up before the `)` is wanted (real GW-BASIC 3.23:
            // `IOCTL$(1,2)` is 52 with #1 closed, 2 with it open).
            self.eat_char(b'#');
            let n = self.expr()?;
            if !self.eat_char(b')') {
                self.unclosed = true;
                self.skip_statement();
                let fault =
                    Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), ErrorKind::Syntax);
                return Ok(Expr::Call(f, vec![n, fault]));
            }
            vec![n]
        } else if f == Builtin::PlayQueue && P::runs_what_it_read() {
            // PLAY(n) reads its byte (GETBYT: 13, 6, 5) before it wants the `)` (real
            // GW-BASIC 3.23: `PLAY("ABC"` is 13, `PLAY(256,65)` 5, `PLAY(1,1)` 2).
            self.expect_char(b'(')?;
            let n = self.expr()?;
            if !self.eat_char(b')') {
                // GETBYT's check, the CHR$ stand-in bare (see `super::whole`).
                let checked = self.unclosed_paren(n)?;
                if let Expr::Unclosed(n, kind) = checked {
                    return Ok(Expr::Unclosed(
                        Box::new(Expr::Call(Builtin::Chr, vec![*n])),
                        kind,
                    ));
                }
                return Ok(checked);
            }
            vec![n]
        } else if f == Builtin::Usr {
            // GWEVAL.ASM `USRFN`: `SCNUSR` takes one digit, then `PARCHK` one
            // expression in parentheses.
            self.usr_digit()?;
            self.expect_char(b'(')?;
            let arg = self.expr()?;
            self.expect_char(b')')?;
            vec![arg]
        } else if f == Builtin::InputStr {
            // `INPUT$(n [, [#] file])`.
            self.expect_char(b'(')?;
            let count = self.expr()?;
            // GW evaluates the count before it reads on: a string there is a type
            // mismatch even when the rest is wrong (pcbasic-suite INPUT$).
            if matches!(count, Expr::Str(_)) {
                return Err(ErrorKind::TypeMismatch);
            }
            let mut args = vec![count];
            if self.eat_char(b',') {
                self.eat_char(b'#');
                args.push(self.expr()?);
                // The file is found and its mode checked before the `)` is wanted
                // (DSKCOM.ASM `FIXINP`: GETBYT, FILSCN, MD_SQO, then SYNCHR; real GW-BASIC
                // 3.23: `INPUT$(1,#1` is 54 with no file 1, 2 with an input file): the
                // fault is a third argument the call raises after those checks.
                if !self.eat_char(b')') {
                    let fault = self.fault_after(ErrorKind::Syntax);
                    args.push(fault);
                    return Ok(Expr::Call(f, args));
                }
                args
            } else {
                self.expect_char(b')')?;
                args
            }
        } else if f == Builtin::Varptr && self.varptr_file()? {
            // `VARPTR(#f)`: GTBYTC reads the file number (GWEVAL.ASM `NTERL`).
            let n = self.expr()?;
            self.expect_char(b')')?;
            return Ok(Expr::Call(Builtin::VarptrFile, vec![n]));
        } else {
            self.expect_char(b'(')?;
            // VARPTR$'s PTRGET wants a name, as VARPTR's (see `varptr_file`).
            if f == Builtin::VarptrStr && self.at_end_of_statement() {
                return Err(ErrorKind::Syntax);
            }
            let mut args = vec![self.expr()?];
            let max = f.most_arguments();
            let mut ends = Vec::new();
            loop {
                self.skip_spaces();
                let comma = self.pos;
                ends.push(comma);
                if !self.eat_char(b',') {
                    break;
                }
                // The function reads its last argument and wants `)`: on a comma
                // there it stops with a syntax error, the text pointer on that
                // comma (real GW-BASIC 3.23: after `10 X=SIN(1,2)` and RUN the
                // edit's cursor waits on the comma).
                if args.len() == max && self.late_spot.is_none() {
                    self.late_spot = Some(comma);
                }
                // A function of several arguments makes its call (its checks)
                // before it looks at what follows the comma (real GW-BASIC 3.23:
                // `RIGHT$("ABC",-1,1 "Q")` and `RIGHT$("ABC",-1,)` are 5).
                if max > 1 && args.len() == max {
                    self.unclosed = true;
                    return Ok(Expr::Unclosed(
                        Box::new(Expr::Call(f, args)),
                        ErrorKind::Syntax,
                    ));
                }
                // PARCHK's one argument is read before SYNCHR meets the comma (real
                // GW-BASIC 3.23: `ABS(1/0,2)` is 11, `CHR$(300,1)` 2).
                if max == 1 && P::runs_what_it_read() {
                    let arg = args.remove(0);
                    return self.unclosed_paren(arg);
                }
                match self.expr() {
                    Ok(e) => args.push(e),
                    // STRING$'s count is read and checked before its second
                    // argument (real GW-BASIC 3.23: `STRING$(-1.5,)` is 5).
                    Err(e) if f == Builtin::StringFn && args.len() == 1 => {
                        self.mark_unclosed();
                        return Ok(Expr::Unclosed(Box::new(Expr::Call(Builtin::Chr, args)), e));
                    }
                    // POINT refuses SCREEN 0 once x is read, before y (real
                    // GW-BASIC 3.23: `POINT(1,)` is 5): the fault is y's own.
                    Err(e) if f == Builtin::Point && args.len() == 1 => {
                        self.unclosed = true;
                        self.skip_statement();
                        let y = Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), e);
                        return Ok(Expr::Call(f, vec![args.remove(0), y]));
                    }
                    // GW reads the arguments as the function runs: those before
                    // the one that does not parse are read and checked first, and
                    // its fault comes where it stands (real GW-BASIC 3.23:
                    // `LEFT$(FNU$(1),)` is 18, `INSTR(1/0,A$,)` 11).
                    // The edit after the untrapped syntax error waits where
                    // the reading stopped (real GW-BASIC 3.23: after
                    // `10 X=MID$("A",)` and RUN on the `)`).
                    Err(e) if P::runs_what_it_read() => {
                        self.mark_unclosed();
                        self.skip_statement();
                        let fault = Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), e);
                        args.push(fault);
                        return Ok(Expr::Call(f, args));
                    }
                    Err(e) => return Err(e),
                }
            }
            // STRING$ reads its count (GETBYT: 13, 6, 5) before it wants the comma:
            // one argument is a syntax error after that byte's checks (real GW-BASIC
            // 3.23: `STRING$(-1)` is 5, `STRING$(1)` 2). CHR$ makes the same checks.
            if f == Builtin::StringFn && args.len() == 1 {
                // The edit waits where the comma is wanted (real GW-BASIC 3.23: after
                // `10 X$=STRING$(2)` and RUN on the `)`).
                self.skip_spaces();
                self.late_spot.get_or_insert(self.pos);
                self.eat_char(b')');
                self.unclosed = true;
                return Ok(Expr::Unclosed(
                    Box::new(Expr::Call(Builtin::Chr, args)),
                    ErrorKind::Syntax,
                ));
            }
            if !self.eat_char(b')') {
                // One argument is PARCHK's `(expr)`, which wants the `)` before the
                // function looks at the value (`SGN("ABC"` is `Syntax error`,
                // pcbasic-suite SGN); later ones are read by the function itself.
                // INSTR checks its first argument before any separator (see
                // `Machine::instr`), so it is kept from its first argument on.
                // POINT's x and y are read before the `)` is looked for (its
                // SCREEN 0 check comes between them).
                // Anything but `)` after x takes the two-point form (real GW-BASIC
                // 3.23: `POINT(1 X)` is 5).
                if f == Builtin::Point && args.len() == 1 {
                    self.unclosed = true;
                    self.skip_statement();
                    let y =
                        Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), ErrorKind::Syntax);
                    return Ok(Expr::Call(f, vec![args.remove(0), y]));
                }
                if f == Builtin::Point && args.len() == 2 && !self.at_end_of_statement() {
                    self.skip_statement();
                }
                // Whatever stands there instead of `)` (real GW-BASIC 3.23:
                // `LEFT$("A",-1 X` is 5 as `LEFT$("A",-1` is).
                if args.len() > 1 || f == Builtin::Instr {
                    self.unclosed = true;
                    self.skip_statement();
                    // Past its last argument the function has made its call when it
                    // meets the comma, as below (real GW-BASIC 3.23: `STRING$("ABC",
                    // 1, "A"` is 13).
                    if max > 1 && args.len() > max {
                        args.truncate(max);
                    }
                    return Ok(Expr::Unclosed(
                        Box::new(Expr::Call(f, args)),
                        ErrorKind::Syntax,
                    ));
                }
                // PARCHK's FRMEVL has read its argument when SYNCHR finds no `)`:
                // the argument's own faults come first, the function's after
                // (real GW-BASIC 3.23: `LEN(1/0` is 11, `SQR(-1` and `SGN("A"` 2).
                if let [arg] = &mut args[..] {
                    let arg = std::mem::replace(arg, Expr::Num(P::Num::from_i32(0)));
                    return self.unclosed_paren(arg);
                }
                return Err(ErrorKind::Syntax);
            }
            if max > 1 && args.len() > max {
                // A function of several arguments has read and checked them when it
                // finds the comma (real GW-BASIC 3.23: `RIGHT$("ABC",-1,1)` is 5):
                // the call is made, then the syntax error raised. One argument is
                // PARCHK's, whose `)` comes first (`CHR$(300,1)` is 2).
                args.truncate(max);
                self.unclosed = true;
                return Ok(Expr::Unclosed(
                    Box::new(Expr::Call(f, args)),
                    ErrorKind::Syntax,
                ));
            }
            self.arg_ends = ends;
            args
        };
        Ok(Expr::Call(f, args))
    }

    /// GWEVAL.ASM `SCNUSR`: the routine's number after `USR`, one digit or none (USR0);
    /// `USR10` is a syntax error, as the two digits are one constant there.
    pub(super) fn usr_digit(&mut self) -> PResult<u8> {
        match self.peek_char() {
            Some(d) if d.is_ascii_digit() => {
                self.next();
                if self
                    .peek_char()
                    .is_some_and(|c| c.is_ascii_digit() || c == b'.')
                {
                    return Err(ErrorKind::Syntax);
                }
                Ok(d - b'0')
            }
            _ => Ok(0),
        }
    }

    /// After `VARPTR`: reads its `(` and then a `#`, if there is one (the file form).
    fn varptr_file(&mut self) -> PResult<bool> {
        let at = self.pos;
        self.expect_char(b'(')?;
        if self.eat_char(b'#') {
            return Ok(true);
        }
        // VARPTR's PTRGET wants a name: the statement's end is no `Missing operand` here,
        // nor is a number or an operator (real GW-BASIC 3.23: `PRINT VARPTR(` and
        // `X=VARPTR(1` are syntax errors, the cursor on the `(`).
        let item = self.pos;
        if !matches!(self.peek(), Some(Token::Char(c)) if c.is_ascii_alphabetic()) {
            self.pin_refused_after_sync(item);
            return Err(ErrorKind::Syntax);
        }
        // Not a file: the `(` is read again by the variable form.
        self.pos = at;
        Ok(false)
    }

    /// `SCREEN(row, col[, z])` (the keyword already read): GW evaluates and checks the
    /// arguments before it looks for the `)`, so `SCREEN(` alone and `SCREEN(1` are
    /// `Illegal function call` and `SCREEN(1,"A"` a type mismatch (pcbasic-suite SCREENFN);
    /// a missing `)` is kept for the run to report after the checks.
    /// `SCREEN(row, col[, z])` as GWSTS.ASM `SCRENF` reads it, each value by `SCNINT`: a
    /// value left out is `Illegal function call`, and so is anything but a comma, `)` or
    /// the end after a value, or anything but `)` after the third (`SCREEN(1,1 X)` and
    /// `SCREEN(1)` are 5, `SCREEN(1,)` 2: real GW-BASIC 3.23). The fault comes when the
    /// call runs, after the values before it were read and checked.
    fn screen_call(&mut self) -> PResult<Expr<P::Num>> {
        self.expect_char(b'(')?;
        let mut args = Vec::new();
        let mut fault = None;
        while fault.is_none() {
            if self.at_end_of_statement() || self.peek_char() == Some(b',') {
                fault = Some(ErrorKind::IllegalQuantity);
                break;
            }
            match self.expr() {
                Ok(e) => args.push(e),
                Err(kind) => {
                    fault = Some(kind);
                    break;
                }
            }
            let closed = self.eat_char(b')');
            if closed && args.len() >= 2 {
                break;
            }
            if args.len() == 3 || !(closed || self.eat_char(b',') || self.at_end_of_statement()) {
                fault = Some(ErrorKind::IllegalQuantity);
            }
        }
        let call = Expr::Call(Builtin::Screen, args);
        self.unclosed |= fault.is_some();
        Ok(match fault {
            Some(kind) => Expr::Unclosed(Box::new(call), kind),
            None => call,
        })
    }

    /// Comma-separated expressions up to the closing parenthesis (the `(` is already read).
    /// An array's subscripts after its `(`. GW's PTRGET reads each subscript and makes it
    /// an index (INTIDX: 13 for a string, 6 past an integer, 5 when negative) before it
    /// wants `,` or `)`: with no `)` the subscripts' faults come first, then the syntax
    /// error, and the array is not looked at (BIPTRG.ASM `PTRGET`; real GW-BASIC 3.23:
    /// `A(-1` is 5, `A(I=STRING$(3,65)` 13, `A(1,2` of a one-subscript array 2). The
    /// subscripts come back as one `Unclosed` element whose evaluation makes those checks.
    pub(super) fn subscripts(&mut self, var: super::ast::VarRef) -> PResult<Vec<Expr<P::Num>>> {
        let mut args = vec![self.expr()?];
        let mut fault = None;
        while self.eat_char(b',') {
            match self.expr() {
                Ok(e) => args.push(e),
                // A later subscript that does not read faults after the ones before it
                // were made indexes (real GW-BASIC 3.23: `A(1/0,` is 11, `A(-1,` 5).
                Err(e) if P::runs_what_it_read() => {
                    fault = Some(e);
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        if fault.is_none() && self.eat_char(b')') {
            return Ok(args);
        }
        if !P::runs_what_it_read() {
            return Err(ErrorKind::Syntax);
        }
        self.unclosed = true;
        self.late_spot.get_or_insert(self.seen.get());
        self.skip_statement();
        let read = Expr::Element(var, args);
        Ok(vec![Expr::Unclosed(
            Box::new(read),
            fault.unwrap_or(ErrorKind::Syntax),
        )])
    }

    /// A parenthesis (or PARCHK's argument) whose `)` is missing: GW has evaluated what is
    /// inside when SYNCHR finds no `)`, so its faults come before the syntax error (real
    /// GW-BASIC 3.23: `X=(1/0` is 11, `X=(1` 2). The rest of the statement is not read.
    /// Other dialects fail the statement at once.
    fn unclosed_paren(&mut self, read: Expr<P::Num>) -> PResult<Expr<P::Num>> {
        if !P::runs_what_it_read() {
            return Err(ErrorKind::Syntax);
        }
        self.unclosed = true;
        // The edit after the untrapped syntax error waits where the `)` was wanted.
        self.late_spot.get_or_insert(self.seen.get());
        self.skip_statement();
        Ok(Expr::Unclosed(
            Box::new(super::whole(read)),
            ErrorKind::Syntax,
        ))
    }

    pub(super) fn arguments(&mut self) -> PResult<Vec<Expr<P::Num>>> {
        let mut args = vec![self.expr()?];
        while self.eat_char(b',') {
            args.push(self.expr()?);
        }
        self.expect_char(b')')?;
        Ok(args)
    }
}

/// The function a keyword names, if it is one.
fn builtin(kw: Keyword) -> Option<Builtin> {
    use Builtin as B;
    use Keyword as K;
    Some(match kw {
        K::Sgn => B::Sgn,
        K::Int => B::Int,
        K::Abs => B::Abs,
        K::Usr => B::Usr,
        K::Fre => B::Fre,
        K::Inp => B::Inp,
        K::Pos => B::Pos,
        K::Sqr => B::Sqr,
        K::Rnd => B::Rnd,
        K::Log => B::Log,
        K::Exp => B::Exp,
        K::Cos => B::Cos,
        K::Sin => B::Sin,
        K::Tan => B::Tan,
        K::Atn => B::Atn,
        K::Peek => B::Peek,
        K::Len => B::Len,
        K::Str => B::Str,
        K::Val => B::Val,
        K::Asc => B::Asc,
        K::Chr => B::Chr,
        K::Left => B::Left,
        K::Right => B::Right,
        K::Mid => B::Mid,
        K::Instr => B::Instr,
        K::StringFn => B::StringFn,
        K::Space => B::Space,
        K::Hex => B::Hex,
        K::Oct => B::Oct,
        K::Fix => B::Fix,
        K::Cint => B::Cint,
        K::Csng => B::Csng,
        K::Cdbl => B::Cdbl,
        K::Inkey => B::Inkey,
        K::Timer => B::Timer,
        K::Date => B::Date,
        K::Lpos => B::Lpos,
        K::InputStr => B::InputStr,
        K::Erdev => B::Erdev,
        K::ErdevStr => B::ErdevStr,
        K::Varptr => B::Varptr,
        K::VarptrStr => B::VarptrStr,
        K::Time => B::Time,
        K::Eof => B::Eof,
        K::Mki => B::Mk(2),
        K::Mks => B::Mk(4),
        K::Mkd => B::Mk(8),
        K::Cvi => B::Cv(2),
        K::Cvs => B::Cv(4),
        K::Cvd => B::Cv(8),
        K::Lof => B::Lof,
        K::Loc => B::Loc,
        K::Err => B::Err,
        K::Erl => B::Erl,
        K::Csrlin => B::Csrlin,
        K::EnvironStr => B::Environ,
        K::IoctlStr => B::IoctlStr,
        K::Point => B::Point,
        K::Pmap => B::Pmap,
        K::Strig => B::Strig,
        K::Stick => B::Stick,
        K::Play => B::PlayQueue,
        K::Pen => B::Pen,
        K::Screen => B::Screen,
        _ => return None,
    })
}

/// Whether `e` is a string by its form: a literal, or a variable, element or FN named with
/// `$`.
fn is_string_operand<N>(e: &Expr<N>) -> bool {
    use super::ast::VarType;
    match e {
        Expr::Str(_) => true,
        Expr::Var(v) | Expr::Element(v, _) | Expr::Fn(v, _) => v.suffix == Some(VarType::Str),
        Expr::Paren(inner) => ends_in_string(inner),
        Expr::Call(b, _) => matches!(
            b,
            Builtin::Str
                | Builtin::Chr
                | Builtin::Left
                | Builtin::Right
                | Builtin::Mid
                | Builtin::StringFn
                | Builtin::Space
                | Builtin::Hex
                | Builtin::Oct
                | Builtin::Inkey
                | Builtin::InputStr
                | Builtin::ErdevStr
                | Builtin::VarptrStr
                | Builtin::IoctlStr
                | Builtin::Mk(_)
        ),
        _ => false,
    }
}

/// Whether the last operand of `e` (down its binary operators' right sides) is a string by
/// its form.
fn ends_in_string<N>(e: &Expr<N>) -> bool {
    match e {
        Expr::Binary(_, _, b) => ends_in_string(b),
        e => is_string_operand(e),
    }
}

/// `lhs` (read before a `+` whose operand is missing) as GW-BASIC runs it when it ends in a
/// string: the strings joined by `+` at its end are CAT's, which joins each as soon as it is
/// read, so they are joined and then `kind` is raised; the operands before them are
/// evaluated, the operators stacked under them are not applied (`1+A$+B$+`: "ab" made, 22).
fn fault_after_strings<N>(lhs: Expr<N>, kind: ErrorKind) -> Expr<N> {
    let mut joined = Vec::new();
    let mut rest = lhs;
    loop {
        match rest {
            Expr::Binary(BinOp::Add, a, b) if is_string_operand(&b) => {
                joined.push(*b);
                rest = *a;
            }
            other => {
                rest = other;
                break;
            }
        }
    }
    let join = |first: Expr<N>, joined: Vec<Expr<N>>| {
        let chain = joined.into_iter().rev().fold(first, |l, r| {
            Expr::Binary(BinOp::Add, Box::new(l), Box::new(r))
        });
        // A lone call or element is read whole inside the wrapper (see `whole`), its
        // string kept (a CHR$ in one parenthesis would be GETBYT's stand-in).
        let chain = match chain {
            Expr::Call(Builtin::Chr, _) => Expr::Paren(Box::new(Expr::Paren(Box::new(chain)))),
            Expr::Fn(..) | Expr::Element(..) | Expr::Call(..) => Expr::Paren(Box::new(chain)),
            chain => chain,
        };
        Expr::Unclosed(Box::new(chain), kind)
    };
    match joined.pop() {
        // `3+A$+`: the strings follow a number stacked for `+`.
        Some(first) if !ends_in_string(&rest) => {
            Expr::Binary(BinOp::Add, Box::new(rest), Box::new(join(first, joined)))
        }
        popped => {
            joined.extend(popped);
            replace_last_operand(rest, |last| join(last, joined))
        }
    }
}

/// `e` with its last operand (down the binary operators' right sides) replaced by `f`'s.
fn replace_last_operand<N>(e: Expr<N>, f: impl FnOnce(Expr<N>) -> Expr<N>) -> Expr<N> {
    match e {
        Expr::Binary(op, a, b) => Expr::Binary(op, a, Box::new(replace_last_operand(*b, f))),
        last => f(last),
    }
}
