//! The machine and its devices: MOTOR, COLOR, LOCATE, TIMER and KEY switches, WIDTH, DATE$/TIME$,
//! POKE, WAIT, OUT, SYS, NULL, CLS.

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::parse::ast::{MemoryOp, Stmt};
use crate::parse::{PResult, Parser};
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// MOTOR, COLOR, LOCATE, TIMER, KEY, WIDTH, DATE$, TIME$, POKE, WAIT, OUT, SYS, NULL and CLS:
    /// the statement keyword `kw` begins, or `None` when it is none of these.
    pub(in crate::parse) fn device_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            // The cassette motor: 0 to 255, switched by nothing here (User's Guide, MOTOR;
            // pcbasic-suite MOTOR).
            K::Motor => {
                let e = if self.at_end_of_statement() {
                    None
                } else {
                    Some(self.expr()?)
                };
                Stmt::Checked(vec![(e, 0, 255)])
            }
            K::Color => self.checked(&[(0, 31), (0, 15), (0, 15)])?,
            K::Locate => self.checked(&[(1, 25), (1, 80), (0, 1), (0, 31), (0, 31)])?,
            // `TIMER ON`, `TIMER OFF`, `TIMER STOP`: accepted; no timer event comes.
            K::Timer => {
                let word: Vec<u8> = std::iter::from_fn(|| match self.peek() {
                    Some(Token::Char(c)) if c.is_ascii_alphabetic() => {
                        let c = *c;
                        self.next();
                        Some(c)
                    }
                    _ => None,
                })
                .collect();
                if word.is_empty() && self.eat_keyword(K::Off) {
                    Stmt::TimerSwitch(None)
                } else if word.is_empty() && self.eat_keyword(K::On) {
                    Stmt::TimerSwitch(Some(true))
                } else if word.is_empty() && self.eat_keyword(K::Stop) {
                    Stmt::TimerSwitch(Some(false))
                } else {
                    return Err(ErrorKind::Syntax);
                }
            }
            K::Key => {
                // Accepted; the function-key line and the text screen's attributes are
                // not drawn yet.
                while !self.at_end_of_statement() {
                    self.next();
                }
                Stmt::Rem
            }
            // The file is found before the comma and the width are read (real GW-BASIC
            // 3.23: `WIDTH #1` and `WIDTH #1,` with no file 1 are 54, with one 2 and 22);
            // text after the width is found before the width is stored (see `file_width`).
            K::Width if self.eat_char(b'#') => {
                let file = self.expr()?;
                let width = match self.expect_char(b',') {
                    Ok(()) => self.expr().unwrap_or_else(|e| self.fault_after(e)),
                    Err(e) => self.fault_after(e),
                };
                let tail = !self.at_end_of_statement();
                self.skip_statement();
                Stmt::FileWidth(file, width, tail)
            }
            K::Date | K::Time => {
                self.expect_char(b'=')?;
                Stmt::SetClock(kw == K::Date, self.expr()?)
            }
            K::Poke | K::Wait | K::Out => {
                let mut args = vec![self.expr()?];
                while self.eat_char(b',') {
                    args.push(self.expr()?);
                }
                match kw {
                    K::Poke => Stmt::Memory(MemoryOp::Poke, args),
                    K::Wait => Stmt::Memory(MemoryOp::Wait, args),
                    _ => Stmt::Ignored(args),
                }
            }
            K::Sys => Stmt::Memory(MemoryOp::Sys, vec![self.expr()?]),
            K::Null | K::Cls | K::Width => {
                let mut args = Vec::new();
                while !self.at_end_of_statement() {
                    args.push(self.expr()?);
                    if !self.eat_char(b',') {
                        break;
                    }
                }
                Stmt::Ignored(args)
            }
            _ => return Ok(None),
        }))
    }
}
