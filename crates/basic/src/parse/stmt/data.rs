//! Data and memory: DIM, ERASE, READ, DATA, RESTORE, CLEAR, RANDOMIZE, OPTION BASE.

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::num::Number;
use crate::parse::ast::{Expr, LValue, Stmt};
use crate::parse::{PResult, Parser};
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// DIM, ERASE, READ, DATA, RESTORE, CLEAR, RANDOMIZE and OPTION BASE: the statement keyword
    /// `kw` begins, or `None` when it is none of these.
    pub(in crate::parse) fn data_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            K::Dim => self.dim()?,
            K::Erase => {
                // Each array is erased as its name is read: `ERASE A,` erases A (or says
                // 5 when there is none) before the syntax error (BIMISC.ASM `ERASE`).
                // A comma not followed by a name is ERASE's own syntax error after those
                // before it were erased (real GW-BASIC 3.23: `ERASE E,:PRINT 1` erases E,
                // says 2, and RESUME NEXT prints 1).
                let mut arrays = vec![self.var_ref()?];
                loop {
                    let comma = self.pos;
                    if !self.eat_char(b',') {
                        break;
                    }
                    match self.var_ref() {
                        Ok(v) => arrays.push(v),
                        Err(_) => {
                            self.pos = comma;
                            self.mark_unclosed();
                            break;
                        }
                    }
                }
                Stmt::Erase(arrays)
            }
            K::Read => {
                // READ's loop reads its list as DIM's does (GWMAIN.ASM `LOPDT2`: SYNCHR,
                // then PTRGET; the character after each variable read again).
                let mut list = Vec::new();
                let fault = loop {
                    let item = self.pos;
                    match self.lvalue() {
                        Ok(target) => list.push(target),
                        Err(e) => {
                            self.pin_refused_after_sync(item);
                            if list.is_empty() || !P::runs_what_it_read() {
                                return Err(e);
                            }
                            break Some(e);
                        }
                    }
                    self.rescan_constant();
                    if !self.eat_char(b',') {
                        let stray = !self.at_end_of_statement() && P::runs_what_it_read();
                        break stray.then_some(ErrorKind::Syntax);
                    }
                };
                // The targets before the fault are read and stored, then the fault where
                // LOPDT2's SYNCHR or PTRGET meets it: READ stores DATPTR only once its
                // list has ended (GWMAIN.ASM `RESFIN`), so the items are read again by the
                // next READ (real GW-BASIC 3.23: after `READ S,` and `READ R 5` trapped,
                // S and R hold the first item, and so does the READ after). The fault is a
                // last target whose subscript raises it as PTRGET reads it.
                if let Some(e) = fault {
                    self.mark_unclosed();
                    self.skip_statement();
                    let var = match &list[0] {
                        LValue::Var(v) | LValue::Element(v, _) => *v,
                    };
                    let fault = Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), e);
                    list.push(LValue::Element(var, vec![fault]));
                }
                Stmt::Read(list)
            }
            K::Data => {
                // The items were taken from the Raw token when the program was stored.
                if let Some(Token::Raw(_)) = self.peek() {
                    self.next();
                }
                Stmt::Data
            }
            K::Restore => {
                if self.line_next() {
                    Stmt::Restore(Some(self.line_number()?))
                } else if P::restore_needs_line() && !self.at_end_of_statement() {
                    // GW reads a line number that is not there as line 0 (BIMISC.ASM
                    // RESTORE: LINGET, FNDLIN), which is `Undefined line number` when there
                    // is none (pcbasic-suite RESTORE3); when line 0 is there the pointer is
                    // set and the text left is NEWSTT's `Syntax error` (the real 3.23).
                    Stmt::Restore(Some(0))
                } else {
                    Stmt::Restore(None)
                }
            }
            K::Clear => {
                // `CLEAR n[,m[,s]]`: the first sizes the Altair's string space; the others
                // are GW-BASIC's memory top and stack size. A comma with nothing after it,
                // or a fourth argument, is a syntax error (pcbasic-suite CLEARERR).
                let mut args = Vec::new();
                if !self.at_end_of_statement() {
                    loop {
                        if matches!(self.peek_char(), Some(b',')) {
                            args.push(None);
                        } else {
                            args.push(Some(self.expr()?));
                        }
                        if args.len() == 2 && P::runs_what_it_read() {
                            if let Some(stack) = self.clear_any_separator()? {
                                args.push(Some(stack));
                                break;
                            }
                        }
                        if !self.eat_char(b',') {
                            break;
                        }
                        if self.at_end_of_statement() {
                            // SYNCHR's comma keeps the pointer when the end follows
                            // straight on (real GW-BASIC 3.23: `CLEAR ,` waits on the
                            // `,`; see `pin_refused_after_sync`).
                            self.pin_refused_after_sync(self.pos);
                            return Err(ErrorKind::Syntax);
                        }
                    }
                }
                if args.len() > 3 {
                    return Err(ErrorKind::Syntax);
                }
                // Text after the last value is CLEAR's own syntax error, found before
                // anything is cleared (BIMISC.ASM `CLEAR`: SYNCHR after each value, then
                // GCLERC; real GW-BASIC 3.23: `CLEAR ,60000)` is trapped).
                if !self.at_end_of_statement() && P::runs_what_it_read() {
                    if let Some(Some(last)) = args.pop() {
                        self.skip_statement();
                        self.mark_unclosed();
                        args.push(Some(Expr::Unclosed(Box::new(last), ErrorKind::Syntax)));
                    }
                }
                Stmt::Clear(args)
            }
            K::Randomize => {
                if self.at_end_of_statement() {
                    Stmt::Randomize(None)
                } else {
                    Stmt::Randomize(Some(self.expr()?))
                }
            }
            K::Option => {
                for c in b"BASE" {
                    self.expect_char(*c)?;
                }
                // Anything else is left unread: a `:` after `OPTION BASE` still ends the
                // statement, so RESUME NEXT goes on after it (real GW-BASIC 3.23).
                match self.peek() {
                    Some(&Token::Char(c @ (b'0' | b'1'))) => {
                        self.next();
                        Stmt::OptionBase(c - b'0')
                    }
                    _ => return Err(ErrorKind::Syntax),
                }
            }
            _ => return Ok(None),
        }))
    }

    pub(in crate::parse) fn dim(&mut self) -> PResult<Stmt<P::Num>> {
        let mut arrays = Vec::new();
        loop {
            let item = self.pos;
            let var = match self.var_ref() {
                Ok(var) => var,
                // The arrays before it are dimensioned (real GW-BASIC 3.23: `DIM
                // D(1E10,1/0),` is 6): the fault stands as a bound of the last one read,
                // met before that array is made again.
                Err(e) if P::runs_what_it_read() && !arrays.is_empty() => {
                    self.pin_refused_after_sync(item);
                    let last = arrays.last().map(|(v, _)| *v);
                    if let Some(var) = last {
                        let zero = Expr::Num(P::Num::from_i32(0));
                        arrays.push((var, vec![Expr::Unclosed(Box::new(zero), e)]));
                    }
                    self.skip_statement();
                    self.mark_unclosed();
                    return Ok(Stmt::Dim(arrays));
                }
                Err(e) => return Err(e),
            };
            // DIM falls into PTRGET: a name without `(` is the simple variable, made if
            // new (BIPTRG.ASM DIM; real GW-BASIC 3.23: `DIM BALLS` passes). No bounds
            // stand for it.
            if !self.eat_char(b'(') {
                arrays.push((var, Vec::new()));
            } else if !P::runs_what_it_read() {
                arrays.push((var, self.arguments()?));
            } else {
                // GW dimensions each array as it reads it, each bound read and checked
                // before the next: a bound that does not parse is its fault after those
                // (real GW-BASIC 3.23: `DIM D(Z(11),)` is 9, `DIM D("A",1E10),` 13).
                let mut bounds = Vec::new();
                loop {
                    let bound = self.expr();
                    let closed = match &bound {
                        Ok(_) if self.eat_char(b')') => Some(true),
                        Ok(_) if self.eat_char(b',') => Some(false),
                        _ => None,
                    };
                    let fault = match (bound, closed) {
                        (Ok(e), Some(done)) => {
                            bounds.push(e);
                            if done {
                                break;
                            }
                            continue;
                        }
                        (Ok(e), None) => {
                            bounds.push(e);
                            ErrorKind::Syntax
                        }
                        (Err(e), _) => e,
                    };
                    if fault == ErrorKind::OutOfMemory {
                        return Err(fault);
                    }
                    let zero = Expr::Num(P::Num::from_i32(0));
                    bounds.push(Expr::Unclosed(Box::new(zero), fault));
                    self.skip_statement();
                    self.mark_unclosed();
                    arrays.push((var, bounds));
                    return Ok(Stmt::Dim(arrays));
                }
                arrays.push((var, bounds));
            }
            self.rescan_constant();
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(Stmt::Dim(arrays))
    }

    /// What GW-BASIC 3.23's CLEAR reads after its memory top when neither a comma nor the
    /// statement's end follows: it takes any one byte for the comma (BIMISC.ASM `CLEARS`
    /// has SYNCHR there; 3.23 does not check), then the stack size (GETMPM) and wants the
    /// end. So `CLEAR ,60000 X2000` clears, `CLEAR ,60000 "Q"` reads `Q` (0: error 5) and
    /// `CLEAR ,60000 ""` a string (13) (real GW-BASIC 3.23). `None`: nothing to take.
    fn clear_any_separator(&mut self) -> PResult<Option<Expr<P::Num>>> {
        let missing =
            || Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(1))), ErrorKind::Syntax);
        if self.at_end_of_statement() || matches!(self.peek_char(), Some(b',')) {
            return Ok(None);
        }
        self.skip_spaces();
        let at = self.pos;
        match self.next() {
            // A string's opening quote is the byte taken: its text is read as program
            // text, and its closing quote opens another string.
            Some(Token::Str(text)) => {
                let rest = self.turned_text(at, &text, true);
                let toks = crate::token::tokenize::<P>(&rest);
                let mut sub = Parser::<P>::new(&toks, self.names);
                let stack = match sub.expr() {
                    Ok(e) if sub.peek().is_none() => e,
                    Ok(e) => Expr::Unclosed(Box::new(e), ErrorKind::Syntax),
                    Err(_) => missing(),
                };
                self.overflows += sub.overflows;
                self.skip_statement();
                self.mark_unclosed();
                return Ok(Some(stack));
            }
            // `&H10` is crunched as a constant whose first byte is its prefix: what is
            // left is binary, not text (real GW-BASIC 3.23: `CLEAR ,1000 &H10` is 2).
            Some(Token::Char(c)) if c != b'&' => {}
            Some(Token::Keyword(kw))
                if P::keywords()
                    .iter()
                    .any(|(w, k)| *k == kw && crate::token::one_byte_keyword(w)) => {}
            _ => {
                self.skip_statement();
                self.mark_unclosed();
                return Ok(Some(missing()));
            }
        };
        let stack = match self.expr() {
            Ok(e) if self.at_end_of_statement() => e,
            Ok(e) => {
                self.skip_statement();
                self.mark_unclosed();
                Expr::Unclosed(Box::new(e), ErrorKind::Syntax)
            }
            Err(_) => {
                self.skip_statement();
                self.mark_unclosed();
                missing()
            }
        };
        Ok(Some(stack))
    }
}
