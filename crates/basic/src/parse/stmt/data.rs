//! Data and memory: DIM, ERASE, READ, DATA, RESTORE, CLEAR, RANDOMIZE, OPTION BASE.

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::parse::ast::{Expr, Stmt};
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
                let mut arrays = vec![self.var_ref()?];
                while self.eat_char(b',') {
                    match self.var_ref() {
                        Ok(v) => arrays.push(v),
                        Err(_) => break,
                    }
                }
                Stmt::Erase(arrays)
            }
            K::Read => Stmt::Read(self.lvalue_list()?),
            K::Data => {
                // The items were taken from the Raw token when the program was stored.
                if let Some(Token::Raw(_)) = self.peek() {
                    self.next();
                }
                Stmt::Data
            }
            K::Restore => {
                if matches!(self.peek_char(), Some(c) if c.is_ascii_digit()) {
                    Stmt::Restore(Some(self.line_number()?))
                } else if P::restore_needs_line() && !self.at_end_of_statement() {
                    // GW reads a line number that is not there as line 0, which is
                    // `Undefined line number` when there is none (pcbasic-suite RESTORE3).
                    while !self.at_end_of_statement() {
                        self.next();
                    }
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
                        if !self.eat_char(b',') {
                            break;
                        }
                        if self.at_end_of_statement() {
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
                if !self.at_end_of_statement() && P::let_makes_target_first() {
                    if let Some(Some(last)) = args.pop() {
                        self.skip_statement();
                        self.unclosed = true;
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
            let var = self.var_ref()?;
            // DIM falls into PTRGET: a name without `(` is the simple variable, made if
            // new (BIPTRG.ASM DIM; real GW-BASIC 3.23: `DIM BALLS` passes). No bounds
            // stand for it.
            if self.eat_char(b'(') {
                arrays.push((var, self.arguments()?));
            } else {
                arrays.push((var, Vec::new()));
            }
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(Stmt::Dim(arrays))
    }
}
