//! The statements of GW-BASIC's text screen (GW-BASIC User's Guide: LOCATE, CLS, WIDTH,
//! COLOR, KEY, VIEW PRINT, DEF SEG, POKE, SCREEN), for profiles with the PC's text page.

use super::ast::{Expr, Stmt, TextStmt};
use super::{PResult, Parser};
use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// The text-screen statement `kw` starts (already read), or `None` when `kw` is not
    /// one; `DEF SEG` is `None` unless SEG follows.
    pub(super) fn text_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        let s = match kw {
            K::Locate => TextStmt::Locate(self.optional_args(5)?),
            K::Color => TextStmt::Color(self.color_args()?),
            K::Cls => TextStmt::Cls(if self.at_end_of_statement() {
                None
            } else {
                Some(self.expr()?)
            }),
            K::Width => {
                if matches!(self.peek(), Some(Token::Char(b'#'))) {
                    return Ok(None);
                }
                if self.eat_word(b"LPRINT") {
                    TextStmt::WidthPrinter(self.expr()?)
                } else {
                    let size = if self.peek_char() == Some(b',') {
                        None
                    } else {
                        Some(self.expr()?)
                    };
                    // A comma may end the statement (`WIDTH 80,` passes on the machine).
                    let rows = if self.eat_char(b',') && !self.at_end_of_statement() {
                        Some(self.expr()?)
                    } else {
                        None
                    };
                    TextStmt::Width(size, rows)
                }
            }
            K::Poke => {
                let a = self.expr()?;
                self.expect_char(b',')?;
                TextStmt::Poke(a, self.expr()?)
            }
            K::Out => {
                let a = self.expr()?;
                self.expect_char(b',')?;
                TextStmt::Out(a, self.expr()?)
            }
            K::Key => {
                if self.eat_keyword(K::On) {
                    TextStmt::KeyLine(true)
                } else if self.eat_keyword(K::List) {
                    TextStmt::KeyList
                } else if self.eat_word(b"OFF") {
                    TextStmt::KeyLine(false)
                } else if self.eat_char(b'(') {
                    // KEY(n) ON/OFF/STOP: key trapping of keys 0..20 (GW-BASIC 3.23 takes
                    // KEY(0), refuses KEY(21) and KEY(-1): errgen `hardware`); no key
                    // events come here.
                    let n = self.expr()?;
                    self.expect_char(b')')?;
                    if !self.event_switch()? {
                        return Err(ErrorKind::Syntax);
                    }
                    return Ok(Some(Stmt::Checked(vec![(Some(n), 0, 20)])));
                } else {
                    let n = self.expr()?;
                    if !self.eat_char(b',') {
                        // The key's number is converted before the comma is looked for
                        // (GW-BASIC 3.23: `KEY "A"` is a type mismatch).
                        if matches!(n, Expr::Str(_)) {
                            return Err(ErrorKind::TypeMismatch);
                        }
                        return Err(ErrorKind::Syntax);
                    }
                    TextStmt::KeySet(n, self.expr()?)
                }
            }
            // VIEW without PRINT is the graphics viewport (`hardware_statement`).
            K::View if self.peek() != Some(&Token::Keyword(K::Print)) => return Ok(None),
            K::View => {
                self.expect_keyword_token(K::Print)?;
                if self.at_end_of_statement() {
                    TextStmt::ViewPrint(None)
                } else {
                    let top = self.expr()?;
                    self.expect_keyword_token(K::To)?;
                    TextStmt::ViewPrint(Some((top, self.expr()?)))
                }
            }
            // GWEVAL.ASM `DEFUSR`: the routine's digit, `=` and its address (FRMQNT).
            K::Def if self.eat_keyword(K::Usr) => {
                self.usr_digit()?;
                self.expect_char(b'=')?;
                TextStmt::DefUsr(self.expr()?)
            }
            K::Def => {
                if !self.eat_word(b"SEG") {
                    return Ok(None);
                }
                TextStmt::DefSeg(if self.eat_char(b'=') {
                    Some(self.expr()?)
                } else {
                    None
                })
            }
            // SCREEN mode[,burst[,apage[,vpage]]]: only text mode 0 is drawn here.
            // SCREEN alone or ending in a comma is `Missing operand`, a fifth argument error 5;
            // the text pages are 0..7 (GW-BASIC 3.23 on an EGA, errgen `hardware`).
            K::Screen => {
                let missing = || P::missing_operand().unwrap_or(ErrorKind::Syntax);
                if self.at_end_of_statement() {
                    return Err(missing());
                }
                let mut args = Vec::new();
                loop {
                    args.push(if self.peek_char() == Some(b',') {
                        None
                    } else {
                        Some(self.expr()?)
                    });
                    if !self.eat_char(b',') {
                        break;
                    }
                    if self.at_end_of_statement() {
                        return Err(missing());
                    }
                }
                if args.len() > 4 {
                    return Ok(Some(Stmt::Error(ErrorKind::IllegalQuantity)));
                }
                let ranges = [(0, 0), (0, 255), (0, 7), (0, 7)];
                let checked = args
                    .into_iter()
                    .zip(ranges)
                    .map(|(e, (lo, hi))| (e, lo, hi));
                return Ok(Some(Stmt::Checked(checked.collect())));
            }
            _ => return Ok(None),
        };
        Ok(Some(Stmt::Text(s)))
    }

    /// Up to `max` comma-separated arguments, any of them left out; a comma after the last
    /// allowed argument may end the list; more arguments are a syntax error (pcbasic-suite
    /// LOCATE).
    fn optional_args(&mut self, max: usize) -> PResult<Vec<Option<Expr<P::Num>>>> {
        let mut args = Vec::new();
        loop {
            let e = if self.at_end_of_statement() || self.peek_char() == Some(b',') {
                None
            } else {
                Some(self.expr()?)
            };
            args.push(e);
            if !self.eat_char(b',') {
                break;
            }
            if args.len() == max {
                // A comma may end the list (`LOCATE ,,,4,5,`); an argument after it may not.
                if !self.at_end_of_statement() {
                    return Err(ErrorKind::Syntax);
                }
                break;
            }
        }
        Ok(args)
    }

    /// COLOR's arguments: a comma that ends the statement is `Missing operand`, and a
    /// fourth argument is taken for the run to refuse (pcbasic-suite COLOR: `COLOR 1,1,1,`
    /// is error 22, `COLOR 1,1,1,1` error 5).
    fn color_args(&mut self) -> PResult<Vec<Option<Expr<P::Num>>>> {
        let mut args = Vec::new();
        if self.at_end_of_statement() {
            return Ok(args);
        }
        loop {
            let e = if self.peek_char() == Some(b',') {
                None
            } else {
                Some(self.expr()?)
            };
            args.push(e);
            if !self.eat_char(b',') {
                break;
            }
            if self.at_end_of_statement() {
                return Err(P::missing_operand().unwrap_or(ErrorKind::Syntax));
            }
            if args.len() == 4 {
                return Err(ErrorKind::Syntax);
            }
        }
        Ok(args)
    }

    fn expect_keyword_token(&mut self, kw: K) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(ErrorKind::Syntax)
        }
    }
}
