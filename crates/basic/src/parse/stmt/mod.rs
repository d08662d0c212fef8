//! Statements: the dispatcher, which hands each keyword to its family's file, and the
//! helpers they share.

mod assign;
mod data;
mod device;
mod files;
mod flow;
mod io;
mod program;

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::parse::ast::Stmt;
use crate::parse::{PResult, Parser};
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// Parses one statement into `out` (an IF pushes itself and, for `THEN n`, a GOTO).
    pub(in crate::parse) fn statement(&mut self, out: &mut Vec<Stmt<P::Num>>) -> PResult<()> {
        let tok = match self.peek().cloned() {
            Some(t) => t,
            None => return Ok(()),
        };
        let kw = match tok {
            Token::Keyword(kw) => kw,
            Token::Char(c) if c.is_ascii_alphabetic() => {
                if let Some(auto) = self.auto_statement() {
                    out.push(auto);
                    return Ok(());
                }
                if let Some(edit) = self.edit_statement() {
                    out.push(edit);
                    return Ok(());
                }
                if self.editing_word(b"MERGE") {
                    let (file, _, bad) = self.load_name(false)?;
                    out.push(Stmt::Merge { file, bad });
                    return Ok(());
                }
                if P::record_locks() {
                    let unlock = self.eat_word(b"UNLOCK");
                    if unlock || self.eat_word(b"LOCK") {
                        out.push(self.lock(unlock)?);
                        return Ok(());
                    }
                }
                out.push(self.assignment()?);
                return Ok(());
            }
            _ => return Err(ErrorKind::Syntax),
        };
        self.next();
        if P::text_screen() {
            if let Some(s) = self.text_statement(kw)? {
                out.push(s);
                return Ok(());
            }
            if let Some(s) = self.hardware_statement(kw)? {
                out.push(s);
                return Ok(());
            }
        }
        if kw == K::If {
            return self.if_then(out);
        }
        if kw == K::Next {
            return self.next_into(out);
        }
        let stmt = if let Some(s) = self.io_statement(kw, out)? {
            s
        } else if let Some(s) = self.assign_statement(kw)? {
            s
        } else if let Some(s) = self.flow_statement(kw)? {
            s
        } else if let Some(s) = self.data_statement(kw)? {
            s
        } else if let Some(s) = self.file_statement(kw, out)? {
            s
        } else if let Some(s) = self.device_statement(kw)? {
            s
        } else if let Some(s) = self.program_statement(kw)? {
            s
        } else {
            return Err(ErrorKind::Syntax);
        };
        out.push(stmt);
        Ok(())
    }

    pub(in crate::parse) fn eat_word(&mut self, word: &[u8]) -> bool {
        self.skip_spaces();
        let matches = word
            .iter()
            .enumerate()
            .all(|(i, c)| self.toks.get(self.pos + i) == Some(&Token::Char(*c)));
        if matches {
            self.pos += word.len();
        }
        matches
    }

    /// Arguments, any of them left out, each with the range the statement takes
    /// (GW-BASIC User's Guide, COLOR and LOCATE).
    pub(in crate::parse) fn checked(&mut self, ranges: &[(i32, i32)]) -> PResult<Stmt<P::Num>> {
        let mut args = Vec::new();
        for &(lo, hi) in ranges {
            let e = if self.at_end_of_statement() || self.peek_char() == Some(b',') {
                None
            } else {
                Some(self.expr()?)
            };
            args.push((e, lo, hi));
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(Stmt::Checked(args))
    }
}
