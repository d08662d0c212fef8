//! Assignments: LET and its targets, the MID$ statement, SWAP, LSET/RSET and DEFINT-DEFSTR.

use std::rc::Rc;

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::num::NumKind;
use crate::parse::ast::{Expr, LValue, Stmt, VarType};
use crate::parse::{PResult, Parser};
use crate::token::Token;

/// The MID$ statement's length, if given, and its value.
type MidRest<N> = (Option<Expr<N>>, Expr<N>);
/// What went wrong in the MID$ statement after its first position, and its length when that
/// was read before.
type MidFault<N> = (Option<Expr<N>>, ErrorKind);

impl<P: Profile> Parser<'_, P> {
    /// LET, MID$, SWAP, LSET and RSET, DEFINT to DEFSTR: the statement keyword `kw` begins, or
    /// `None` when it is none of these.
    pub(in crate::parse) fn assign_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            K::Let => self.assignment()?,
            K::Mid => {
                // The MID$ statement wants its `(` straight after the word: `MID$ (A$,3)="zz"`
                // is `Syntax error` on the real GW-BASIC 3.23 (difftest/gw/memory `mid`).
                if self.toks.get(self.pos) == Some(&Token::Space) {
                    return Err(ErrorKind::Syntax);
                }
                self.expect_char(b'(')?;
                let target = self.lvalue()?;
                let deferred = |target, start, error| Stmt::MidAssign {
                    target,
                    start,
                    len: None,
                    value: Expr::Str(Rc::from(&b""[..])),
                    error: Some(error),
                };
                match self.expect_char(b',').and_then(|()| self.expr()) {
                    Err(e) => {
                        // The edit waits where the reading stopped (real GW-BASIC 3.23:
                        // after `10 MID$(A$` and RUN past the `A$`).
                        if self.late_spot.is_none() {
                            self.late_spot = Some(self.seen.get());
                        }
                        self.skip_statement();
                        deferred(target, None, e)
                    }
                    Ok(start) => match self.mid_rest() {
                        Ok((len, value)) => Stmt::MidAssign {
                            target,
                            start: Some(start),
                            len,
                            value,
                            error: None,
                        },
                        // The length was read (and is checked) before what went wrong
                        // after it (real GW-BASIC 3.23: `MID$(A$,3,3=B$` is 13).
                        Err((len, e)) => {
                            if e == ErrorKind::Syntax {
                                self.late_spot.get_or_insert(self.seen.get());
                            }
                            self.skip_statement();
                            Stmt::MidAssign {
                                target,
                                start: Some(start),
                                len,
                                value: Expr::Str(Rc::from(&b""[..])),
                                error: Some(e),
                            }
                        }
                    },
                }
            }
            K::Swap => {
                let a = self.lvalue()?;
                // SWAP finds (makes) its first variable before it reads on (GWMAIN.ASM
                // `SWAP`: PTRGET, SYNCHR, PTRGET; real GW-BASIC 3.23: after `SWAP A,"A"` A
                // exists), as LET finds its target.
                let rest = self.expect_char(b',').and_then(|()| {
                    let item = self.pos;
                    let second = self.lvalue();
                    if second.is_err() {
                        self.pin_refused_after_sync(item);
                    }
                    second
                });
                let b = match rest {
                    Ok(b) => b,
                    Err(e) if P::runs_what_it_read() => {
                        // The edit waits where the reading stopped, on the statement's
                        // end too (real GW-BASIC 3.23: after `10 SWAP A:,,` and RUN on
                        // the `:`).
                        if self.late_spot.is_none() {
                            self.late_spot = Some(self.seen.get());
                        }
                        self.skip_statement();
                        return Ok(Some(Stmt::LetFault(a, e)));
                    }
                    Err(e) => return Err(e),
                };
                // SWAP returns to NEWSTT, which finds any text after the second variable
                // (BIMISC.ASM `SWAP` ends in RET): RESUME NEXT skips from that text, so a
                // string there ends the line (real GW-BASIC 3.23: after `SWAP A,C "Q":PRINT
                // 1` nothing more of the line runs).
                Stmt::Swap(a, b, false)
            }
            K::Defint => self.deftype(VarType::Num(NumKind::Integer))?,
            K::Defsng => self.deftype(VarType::Num(NumKind::Single))?,
            K::Defdbl => self.deftype(VarType::Num(NumKind::Double))?,
            K::Defstr => self.deftype(VarType::Str)?,
            K::Lset | K::Rset => {
                let target = self.lvalue()?;
                // FRCSTR wants a string variable before FRMEQL reads the `=` (DSKCOM.ASM
                // `LSETA`; real GW-BASIC 3.23: `LSET AS Q$="A"`, AS numeric, is 13): what
                // does not read after the name is raised once the run has checked it.
                let value = match self.expect_char(b'=') {
                    Ok(()) => self.expr().unwrap_or_else(|e| self.fault_after(e)),
                    Err(e) => self.fault_after(e),
                };
                Stmt::Set(kw == K::Rset, target, value)
            }
            _ => return Ok(None),
        }))
    }

    pub(in crate::parse) fn assignment(&mut self) -> PResult<Stmt<P::Num>> {
        let target = self.lvalue()?;
        if let LValue::Var(var) = &target {
            let string = var.suffix == Some(crate::parse::ast::VarType::Str);
            match P::reserved_variable(self.names.text(var.name), string) {
                // `TI$ = "hhmmss"` sets the jiffy clock; TI and ST cannot be assigned
                // (C64 Programmer's Reference Guide, ch. 2: `?SYNTAX ERROR`).
                Some(crate::dialect::ReservedVar::ClockString) => {
                    self.expect_char(b'=')?;
                    return Ok(Stmt::SetJiffyClock(self.expr()?));
                }
                Some(_) => return Err(ErrorKind::Syntax),
                None => {}
            }
        }
        match self.expect_char(b'=').and_then(|()| self.expr()) {
            Ok(e) => Ok(Stmt::Let(target, e)),
            Err(kind) if P::runs_what_it_read() => {
                // The edit after an untrapped syntax error waits where the fault was read.
                self.late_spot = Some(self.seen.get());
                self.skip_statement();
                Ok(Stmt::LetFault(target, kind))
            }
            Err(kind) => Err(kind),
        }
    }

    pub(in crate::parse) fn lvalue(&mut self) -> PResult<LValue<P::Num>> {
        let var = self.var_ref()?;
        if self.eat_char(b'(') {
            let subs = self.subscripts(var)?;
            self.note_element();
            Ok(LValue::Element(var, subs))
        } else {
            Ok(LValue::Var(var))
        }
    }

    pub(in crate::parse) fn lvalue_list(&mut self) -> PResult<Vec<LValue<P::Num>>> {
        let mut list = vec![self.lvalue()?];
        while self.eat_char(b',') {
            list.push(self.lvalue()?);
        }
        Ok(list)
    }

    /// The MID$ statement after its first position: `[, length]) = value`; an error, with
    /// the length when it was read before the error.
    pub(in crate::parse) fn mid_rest(&mut self) -> Result<MidRest<P::Num>, MidFault<P::Num>> {
        let len = if self.eat_char(b',') {
            Some(self.expr().map_err(|e| (None, e))?)
        } else {
            None
        };
        self.skip_spaces();
        let close = self.pos;
        // SYNCHR reads the character after the `)` without CHRGTR: an `=` missing right
        // after it leaves the pointer on the `)` (real GW-BASIC 3.23: after `10
        // MID$(A$,1)` and RUN the edit waits on the `)`; see `pin_refused_after_sync`).
        let equals = |p: &mut Self| {
            let found = p.expect_char(b'=');
            if found.is_err() && !matches!(p.toks.get(p.pos), Some(Token::Space | Token::Gap)) {
                p.late_spot.get_or_insert(close);
            }
            found
        };
        match self
            .expect_char(b')')
            .and_then(|()| equals(self))
            .and_then(|()| self.expr())
        {
            Ok(value) => Ok((len, value)),
            Err(e) => Err((len, e)),
        }
    }

    /// `DEFtype` ranges as DEFCON reads them: each range is set as soon as it is read, so a
    /// range that is not a letter, runs backwards (`Z-A`) or is followed by anything but a comma
    /// is a syntax error after the ranges before it took effect (GWMAIN.ASM `DEFCON`, `NOTRNG`).
    pub(in crate::parse) fn deftype(&mut self, ty: VarType) -> PResult<Stmt<P::Num>> {
        let mut ranges = Vec::new();
        let bad = loop {
            let Ok(from) = self.letter() else { break true };
            let to = if self.eat_char(b'-') {
                let Ok(to) = self.letter() else { break true };
                to
            } else {
                from
            };
            if to < from {
                break true;
            }
            ranges.push((from, to));
            if !self.eat_char(b',') {
                break !self.at_end_of_statement();
            }
        };
        if bad && ranges.is_empty() {
            return Err(ErrorKind::Syntax);
        }
        while !self.at_end_of_statement() {
            self.next();
        }
        Ok(Stmt::DefType(ty, ranges, bad))
    }

    /// One letter of a DEFtype range (the cruncher gave it as a word of one character).
    /// Anything else is left unread (a `:` still ends the statement).
    pub(in crate::parse) fn letter(&mut self) -> PResult<u8> {
        match self.peek() {
            Some(&Token::Char(c)) if c.is_ascii_alphabetic() => {
                self.next();
                Ok(c)
            }
            _ => Err(ErrorKind::Syntax),
        }
    }
}
