//! The statements of GW-BASIC's text screen (GW-BASIC User's Guide: LOCATE, CLS, WIDTH,
//! COLOR, KEY, VIEW PRINT, DEF SEG, POKE, SCREEN), for profiles with the PC's text page.

use super::ast::{Expr, Stmt, TextStmt, WidthTail};
use super::{PResult, Parser};
use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::token::Token;

/// Arguments any of which may be left out, and the error what follows them raises once
/// they are read (see `Parser::scnint_args`).
type ArgsThenError<N> = (Vec<Option<Expr<N>>>, Option<ErrorKind>);

/// POKE's and OUT's two expressions (see `Parser::address_comma_value`).
type AddressValue<N> = (Expr<N>, Expr<N>);

impl<P: Profile> Parser<'_, P> {
    /// POKE's and OUT's `address, value`. The address is evaluated and converted before
    /// the comma is looked for (GWMAIN.ASM `POKE`: GETIN2, then SYNCHR ','; real GW-BASIC
    /// 3.23: `POKE A$` is `Type mismatch`, `POKE 1.5+` `Missing operand`), so a missing
    /// comma is a syntax error the run raises after the address, with the edit's cursor
    /// where the comma was wanted.
    fn address_comma_value(&mut self) -> PResult<AddressValue<P::Num>> {
        let a = self.expr()?;
        if self.eat_char(b',') {
            // The port is read (FRMQNT) before GETBYT meets a value that is not there
            // (real GW-BASIC 3.23: `WAIT "A",` is 13).
            return Ok(match self.expr() {
                Ok(v) => (a, v),
                Err(e) => (a, self.fault_after(e)),
            });
        }
        Ok((a, self.fault_after(ErrorKind::Syntax)))
    }

    /// The text-screen statement `kw` starts (already read), or `None` when `kw` is not
    /// one; `DEF SEG` is `None` unless SEG follows.
    pub(super) fn text_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        let s = match kw {
            K::Locate => {
                let (args, tail) = self.scnint_args(5)?;
                TextStmt::Locate(args, tail)
            }
            K::Color => {
                if self.at_end_of_statement() {
                    TextStmt::Color(Vec::new(), None)
                } else {
                    let (args, tail) = self.gtprms()?;
                    TextStmt::Color(args, tail)
                }
            }
            K::Cls => {
                let (mut args, tail) = self.scnint_args(1)?;
                TextStmt::Cls(args.pop().flatten(), tail)
            }
            K::Width => {
                if matches!(self.peek(), Some(Token::Char(b'#'))) {
                    return Ok(None);
                }
                if self.eat_keyword(K::Lprint) {
                    let size = self.expr()?;
                    let tail = (!self.at_end_of_statement()).then(|| {
                        self.skip_statement();
                        ErrorKind::Syntax
                    });
                    TextStmt::WidthPrinter(size, tail)
                } else {
                    let size = if self.peek_char() == Some(b',') {
                        None
                    } else {
                        Some(self.expr()?)
                    };
                    let (rows, tail) = self.width_rest()?;
                    TextStmt::Width(size, rows, tail)
                }
            }
            K::Poke => {
                let (a, v) = self.address_comma_value()?;
                TextStmt::Poke(a, v)
            }
            K::Out => {
                let (a, v) = self.address_comma_value()?;
                TextStmt::Out(a, v)
            }
            // GWEVAL.ASM `FNWAIT`: SETIO's port and mask as OUT reads them, then a third
            // byte after a comma; what else follows is NEWSTT's.
            K::Wait => {
                let (a, v) = self.address_comma_value()?;
                let xor = if self.eat_char(b',') {
                    Some(self.expr().unwrap_or_else(|e| self.fault_after(e)))
                } else {
                    None
                };
                TextStmt::Wait(a, v, xor)
            }
            K::Key => {
                if self.eat_keyword(K::On) {
                    TextStmt::KeyLine(true)
                } else if self.eat_keyword(K::List) {
                    TextStmt::KeyList
                } else if self.eat_keyword(K::Off) {
                    TextStmt::KeyLine(false)
                } else if self.eat_char(b'(') {
                    // KEY(n) ON/OFF/STOP: key trapping of keys 0..20 (GW-BASIC 3.23 takes
                    // KEY(0), refuses KEY(21) and KEY(-1): errgen `hardware`); no key
                    // events come here.
                    let n = self.expr()?;
                    if let Err(e) = self.expect_char(b')') {
                        return Ok(Some(self.unclosed_event(K::Key, n, e)));
                    }
                    let tail = self.switch_tail();
                    let rule = super::hardware::event_class(K::Key, true);
                    return Ok(Some(Stmt::Hardware(super::ast::HwStmt::EventNumber(
                        n, rule, tail,
                    ))));
                } else {
                    let n = self.expr()?;
                    if !self.eat_char(b',') {
                        // The key's number is converted before the comma is looked for
                        // (GW-BASIC 3.23: `KEY "A"` is a type mismatch).
                        if matches!(n, Expr::Str(_)) {
                            return Err(ErrorKind::TypeMismatch);
                        }
                        // The number is read and checked as the statement runs, then the
                        // comma is missed (real GW-BASIC 3.23: `KEY 1/0` is 11).
                        let fault = self.fault_after(ErrorKind::Syntax);
                        return Ok(Some(Stmt::Text(TextStmt::KeySet(n, fault))));
                    }
                    // GETBYT checks the key's number before the text is read (real
                    // GW-BASIC 3.23: `KEY 0,#1` and `KEY 0,` are 5, `KEY 1,#1` 2).
                    let text = self.expr().unwrap_or_else(|e| self.fault_after(e));
                    TextStmt::KeySet(n, text)
                }
            }
            // VIEW without PRINT is the graphics viewport (`hardware_statement`).
            K::View if self.peek() != Some(&Token::Keyword(K::Print)) => return Ok(None),
            K::View => {
                self.expect_keyword_token(K::Print)?;
                if self.at_end_of_statement() {
                    TextStmt::ViewPrint(None)
                } else {
                    // The top row is read as a byte before the TO is looked for (real
                    // GW-BASIC 3.23: `VIEW PRINT -1` is 5, `VIEW PRINT 1` 2, `VIEW PRINT
                    // "A"` 13): a missing TO is a syntax error the run raises after it.
                    let top = self.expr()?;
                    if matches!(top, Expr::Str(_)) {
                        return Err(ErrorKind::TypeMismatch);
                    }
                    let bottom = if self.eat_keyword(K::To) {
                        // The top row is read as a byte before the bottom's text is (real
                        // GW-BASIC 3.23: `VIEW PRINT 256 TO` is 5, `VIEW PRINT 30 TO` 22).
                        let bottom = match self.expr() {
                            Ok(b) => b,
                            Err(e) => {
                                self.mark_unclosed();
                                self.skip_statement();
                                let fault = Expr::Str(Vec::new().into());
                                return Ok(Some(Stmt::Text(TextStmt::ViewPrint(Some((
                                    top,
                                    Expr::Unclosed(Box::new(fault), e),
                                ))))));
                            }
                        };
                        if self.at_end_of_statement() {
                            bottom
                        } else {
                            // Text after the rows is found before they are checked
                            // (real GW-BASIC 3.23: `VIEW PRINT 1 TO 25 X` is 2).
                            self.skip_statement();
                            Expr::Unclosed(Box::new(bottom), ErrorKind::Syntax)
                        }
                    } else {
                        // The rest of the statement is never read.
                        while !self.at_end_of_statement() {
                            self.next();
                        }
                        Expr::Unclosed(Box::new(Expr::Str(Vec::new().into())), ErrorKind::Syntax)
                    };
                    TextStmt::ViewPrint(Some((top, bottom)))
                }
            }
            // GWEVAL.ASM `DEFUSR`: the routine's digit, `=` and its address (FRMQNT).
            K::Def if self.eat_keyword(K::Usr) => {
                let n = self.usr_digit()?;
                self.expect_char(b'=')?;
                TextStmt::DefUsr(n, self.expr()?)
            }
            K::Def => {
                if !self.eat_word(b"SEG") {
                    return Ok(None);
                }
                // GWEVAL.ASM `DEF`: SEG alone takes BASIC's segment; anything but the
                // statement's end must be `=` (SYNCHR), an error of DEF itself (real GW-BASIC
                // 3.23: after `DEF SEG "A":PRINT 1` RESUME NEXT prints 1).
                TextStmt::DefSeg(if self.at_end_of_statement() {
                    None
                } else {
                    self.expect_char(b'=')?;
                    Some(self.expr()?)
                })
            }
            // SCREEN mode[,colorswitch[,apage[,vpage]]]: SCREEN alone or ending in a comma
            // is `Missing operand`; the values are checked by the mode (`exec/graphics`).
            K::Screen => {
                if self.at_end_of_statement() {
                    return Err(P::missing_operand().unwrap_or(ErrorKind::Syntax));
                }
                let (args, tail) = self.gtprms()?;
                return Ok(Some(Stmt::Graphics(Box::new(super::ast::GfxStmt::Screen(
                    args, tail,
                )))));
            }
            _ => return Ok(None),
        };
        Ok(Some(Stmt::Text(s)))
    }

    /// Up to `max` arguments as GWSTS.ASM reads LOCATE's and CLS's, each by `SCNINT`: any
    /// left out; after a value only a comma, `)` (taken as a comma) or the statement's end
    /// may follow, anything else is `Illegal function call`; after the last, anything but
    /// the end is the `Syntax error` of `EOSCHK`. That error (the second part) comes at run
    /// time, after the arguments before it were read and checked (the real GW-BASIC 3.23:
    /// `LOCATE 5,5 X` is error 5, and `LOCATE 1,1,1,1,1,1` is 5 when row 1 lies outside
    /// the VIEW PRINT window, else 2; `CLS ,` clears, `CLS 1,2` is 2 and clears nothing).
    /// An argument that does not parse is such an error too, raised in its turn.
    fn scnint_args(&mut self, max: usize) -> PResult<ArgsThenError<P::Num>> {
        let mut args = Vec::new();
        let mut tail = None;
        while !self.at_end_of_statement() {
            if self.eat_char(b',') {
                args.push(None);
            } else {
                // An argument that does not parse is FRMEVL's error when SCNINT reaches
                // it: after the arguments before it were read and checked (the real
                // GW-BASIC 3.23: `LOCATE -1,-1,#1` is 5, `LOCATE 1,1,#1` 2).
                match self.expr() {
                    Ok(e) => args.push(Some(e)),
                    Err(e) => {
                        // The edit after the syntax error waits where the argument's
                        // reading stopped, at the line's end too (real GW-BASIC 3.23:
                        // `LOCATE FN` and `LOCATE 1,FN` wait on FN).
                        self.late_spot.get_or_insert(self.seen.get());
                        self.skip_statement();
                        tail = Some(e);
                        break;
                    }
                }
                if self.at_end_of_statement() {
                    break;
                }
                if !self.eat_char(b',') && !self.eat_char(b')') {
                    self.skip_statement();
                    tail = Some(ErrorKind::IllegalQuantity);
                    break;
                }
            }
            if args.len() == max {
                if !self.at_end_of_statement() {
                    self.skip_statement();
                    tail = Some(ErrorKind::Syntax);
                }
                break;
            }
        }
        Ok((args, tail))
    }

    /// What follows WIDTH's first argument: the rows, and the errors of the text around
    /// them. A number first is read again by GWSTS.ASM `GWWID` with `SCNINT` twice and
    /// then `EOSCHK`: after each value only a comma, `)` (taken as a comma) or the end may
    /// follow (else 5), and after the second only the end (else 2); a comma may end the
    /// statement (`WIDTH 80,` passes, `WIDTH 80)` too). These errors come once both values
    /// were read, before their check (real GW-BASIC 3.23: `WIDTH 80 X` is 5). A string
    /// first (a device) wants a comma (2) and a width (22 at the end: GIO86.ASM `WIDTHS`,
    /// GETWDT), and NEWSTT finds any text after that once the width is set (2).
    fn width_rest(&mut self) -> PResult<(Option<Expr<P::Num>>, WidthTail)> {
        let mut rows = None;
        let mut tail = WidthTail::default();
        if self.at_end_of_statement() {
            tail.device = Some(ErrorKind::Syntax);
            // The device form's SYNCHR misses its comma where the value's reading stopped
            // (real GW-BASIC 3.23: after `10 WIDTH A$` and RUN the edit waits at the line's
            // end, after `10 WIDTH A$:1#1` on the `:`).
            self.late_spot.get_or_insert(self.seen.get());
            return Ok((rows, tail));
        }
        let comma = self.eat_char(b',');
        if comma || self.eat_char(b')') {
            if !comma {
                tail.device = Some(ErrorKind::Syntax);
            } else if self.at_end_of_statement() {
                tail.device = Some(P::missing_operand().unwrap_or(ErrorKind::Syntax));
            }
            if !self.at_end_of_statement() && !self.eat_char(b',') {
                // The first value is read and checked before the second's text is (real
                // GW-BASIC 3.23: `WIDTH 300,#1` is 5, `WIDTH 40,#1` 2).
                let read = self.expr();
                rows = Some(match read {
                    Ok(r) => r,
                    Err(e) => return Ok((Some(self.fault_after(e)), tail)),
                });
                tail.device_after = !self.at_end_of_statement();
                if !self.at_end_of_statement() && !self.eat_char(b',') && !self.eat_char(b')') {
                    tail.number = Some(ErrorKind::IllegalQuantity);
                }
            } else if rows.is_none() && tail.device.is_none() {
                // A second comma where the device's width should be: EVAL meets a
                // character that begins no operand, a syntax error (`Missing operand` only
                // at the statement's end; real GW-BASIC 3.23: `WIDTH "A",,#1` is 2).
                tail.device = Some(ErrorKind::Syntax);
            }
            if tail.number.is_none() && !self.at_end_of_statement() {
                tail.number = Some(ErrorKind::Syntax);
            }
        } else {
            tail.number = Some(ErrorKind::IllegalQuantity);
            tail.device = Some(ErrorKind::Syntax);
        }
        self.skip_statement();
        Ok((rows, tail))
    }

    /// COLOR's and SCREEN's arguments as GWSTS.ASM `GTPRMS` reads them, each by `SCNINT`
    /// (the statement is not at its end), as many as are written: any left out; after a
    /// value a comma, `)` or the end; anything else is `Illegal function call` once the
    /// values before were read (the real GW-BASIC 3.23: `COLOR 1 X` is 5 and sets nothing,
    /// `SCREEN 0 X` 5). GW-BASIC 3.23 wants another argument after a comma (`COLOR 1,1,1,`
    /// and `SCREEN 0,` are `Missing operand`: pcbasic-suite COLOR, real GW-BASIC 3.23), not
    /// after `)` (`COLOR 7)` passes, `COLOR 7)0` sets 7,0). Every error is the tail's, the
    /// values before it checked first as they were read (real GW-BASIC 3.23: `COLOR
    /// 32767,1,1,` and `COLOR 300,1,1,1,5` are 5, `COLOR A$,` 13); how many values the
    /// statement takes is the run's to check.
    fn gtprms(&mut self) -> PResult<ArgsThenError<P::Num>> {
        let mut args = Vec::new();
        loop {
            let e = if self.peek_char() == Some(b',') {
                None
            } else {
                match self.expr() {
                    Ok(e) => Some(e),
                    Err(kind) => {
                        // As SCNINT's arguments (`COLOR FN` waits on FN).
                        self.late_spot.get_or_insert(self.seen.get());
                        self.skip_statement();
                        return Ok((args, Some(kind)));
                    }
                }
            };
            let value = e.is_some();
            args.push(e);
            let closer = value && self.peek_char() == Some(b')');
            if value && !closer && !self.at_end_of_statement() && self.peek_char() != Some(b',') {
                self.skip_statement();
                return Ok((args, Some(ErrorKind::IllegalQuantity)));
            }
            if closer {
                self.eat_char(b')');
                if self.at_end_of_statement() {
                    break;
                }
            } else if !self.eat_char(b',') {
                break;
            } else if self.at_end_of_statement() {
                return Ok((
                    args,
                    Some(P::missing_operand().unwrap_or(ErrorKind::Syntax)),
                ));
            }
        }
        Ok((args, None))
    }

    fn expect_keyword_token(&mut self, kw: K) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(ErrorKind::Syntax)
        }
    }
}
