//! GW-BASIC's statements for the PC's hardware that ferrite does not drive: graphics,
//! the speaker, the DOS environment and the event switches of the light pen, the joystick
//! buttons and the serial ports. Each is parsed as GW-BASIC 3.23 parses it and checked as
//! it checks it in text mode (probed on the real machine: `difftest/gw/machine/errgen.py`
//! group `hardware`).

use super::ast::{EventNumber, GfxStmt, HwStmt, PaletteArgs, Stmt, TextStmt};
use super::{PResult, Parser};
use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// The statement of a hardware keyword (already read), or `None` when `kw` is not one.
    pub(super) fn hardware_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        if let Some(s) = self.graphics_statement(kw)? {
            return Ok(Some(s));
        }
        let s = match kw {
            // `GET (x1,y1)-(x2,y2),array` and `PUT (x,y),array`: the graphics forms, told
            // from a file's by a `(` or `@` (GWSTS.ASM `PARSE`) or, in the real GW-BASIC
            // 3.23, `STEP` (`PUT STEP(10,10),A` puts at the last point moved).
            K::Get | K::Put
                if matches!(self.peek_char(), Some(b'(' | b'@'))
                    || self.peek() == Some(&Token::Keyword(K::Step)) =>
            {
                let s = match self.get_put(kw == K::Put) {
                    Ok(s) => s,
                    Err(kind) => {
                        self.skip_statement();
                        GfxStmt::Bad(kind)
                    }
                };
                Stmt::Graphics(Box::new(s))
            }
            // PALETTE alone restores the colours; `PALETTE attribute, colour` is checked by
            // the screen mode (`exec/graphics`); `PALETTE USING` wants an array of 16 that
            // ferrite refuses.
            K::Palette => {
                if self.at_end_of_statement() {
                    Stmt::Graphics(Box::new(GfxStmt::Palette(None)))
                } else if self.eat_keyword(K::Using) {
                    self.skip_statement();
                    Stmt::Error(ErrorKind::IllegalQuantity)
                } else {
                    let attribute = self.expr()?;
                    // A colour left out is a syntax error, not a missing operand; either
                    // waits until the attribute is checked (`PALETTE 16` is 5).
                    let (colour, after) = if !self.eat_char(b',') || self.at_end_of_statement() {
                        (None, Some(ErrorKind::Syntax))
                    } else {
                        match self.expr() {
                            Ok(c) => (Some(c), self.end_of_statement().err()),
                            Err(kind) => (None, Some(kind)),
                        }
                    };
                    self.skip_statement();
                    Stmt::Graphics(Box::new(GfxStmt::Palette(Some(PaletteArgs {
                        attribute,
                        colour,
                        after,
                    }))))
                }
            }
            // `PCOPY from, to`: one page's memory over another's (see `TextStmt::Pcopy`).
            K::Pcopy => {
                let a = self.expr()?;
                self.expect_char(b',')?;
                let b = self.expr()?;
                self.end_of_statement()?;
                Stmt::Text(TextStmt::Pcopy(a, b))
            }
            // `BEEP` takes nothing and reads nothing: NEWSTT finds any text after it, so
            // `BEEP 1` and `BEEP ON` are syntax errors after the beep (GWSTS.ASM `BEEPS`).
            K::Beep => Stmt::Hardware(HwStmt::Beep),
            // `SOUND frequency, duration` (GWSTS.ASM SOUNDS).
            K::Sound => {
                let f = self.operand()?;
                self.expect_char(b',')?;
                let d = self.expr()?;
                self.end_of_statement()?;
                Stmt::Hardware(HwStmt::Sound(f, d))
            }
            // `PLAY ON|OFF|STOP` switches the music event; `PLAY string` plays it.
            K::Play => {
                if let Some(state) = self.event_switch_state()? {
                    Stmt::Hardware(HwStmt::PlaySwitch(state))
                } else {
                    // MACLNG plays the string before NEWSTT looks at what follows: text
                    // after it is NEWSTT's syntax error, the notes already queued (real
                    // GW-BASIC 3.23: `PLAY "CD","X"` leaves a note waiting).
                    Stmt::Hardware(HwStmt::Play(self.operand()?))
                }
            }
            // `IOCTL [#]f, string`: the file is looked up (52) before the comma and the
            // string are read, and the statement fails (5) before NEWSTT would look at
            // what follows the string (real GW-BASIC 3.23: `IOCTL #1,"A",` is 52 with
            // #1 closed, 5 with it open; `IOCTL #1` 52, then 2).
            K::Ioctl => {
                self.eat_char(b'#');
                let f = self.expr()?;
                let (s, bad) = if self.eat_char(b',') {
                    match self.expr() {
                        Ok(s) => (Some(s), None),
                        Err(e) => (None, Some(e)),
                    }
                } else {
                    (None, Some(ErrorKind::Syntax))
                };
                self.skip_statement();
                Stmt::Hardware(HwStmt::Ioctl(f, s, bad))
            }
            // `CALL name [(variables)]` (CALL86.ASM `CALLS`): a simple variable holds the
            // routine's offset, read before the parameters (`CALL A$` is 13); each parameter
            // is a variable (PTRGET: a constant is 2). The routine is called before NEWSTT
            // would look at what follows the `)`.
            K::Call => {
                let var = self.var_ref()?;
                let bad = if self.at_end_of_statement() {
                    None
                } else {
                    let params = self.call_parameters().err();
                    self.skip_statement();
                    params
                };
                Stmt::Hardware(HwStmt::Call(var, bad))
            }
            // `SHELL [command]`: the command (a string: 13 for a number) is run before
            // NEWSTT looks at what follows (`SHELL "X" 5` runs X, then 2).
            K::Shell => {
                let command = if self.at_end_of_statement() {
                    None
                } else {
                    Some(self.expr()?)
                };
                let bad = self.end_of_statement().err();
                self.skip_statement();
                Stmt::Hardware(HwStmt::Shell(command, bad))
            }
            K::Environ => {
                // Text after the string is NEWSTT's (real GW-BASIC 3.23: after
                // `ENVIRON "A=1" "Q"` RESUME NEXT scans from inside the string).
                let e = self.operand()?;
                Stmt::Hardware(HwStmt::Environ(e))
            }
            // `PEN ON|OFF|STOP`; `STRIG ON|OFF`, `STRIG(0..7) ON|OFF|STOP`; `COM(n) ...`.
            K::Pen => {
                if !self.event_switch()? {
                    return Err(ErrorKind::Syntax);
                }
                Stmt::Rem
            }
            K::Strig | K::Com => {
                let n = if self.eat_char(b'(') {
                    let n = self.expr()?;
                    if let Err(e) = self.expect_char(b')') {
                        return Ok(Some(self.unclosed_event(kw, n, e)));
                    }
                    Some(n)
                } else if kw == K::Com {
                    return Err(ErrorKind::Syntax);
                } else {
                    // STRIG without a trigger number takes ON or OFF only, then wants the
                    // statement's end (GWSTS.ASM `STRIGS`: STRIG1, EOSCH1; `STRIG STOP` is 2).
                    if !matches!(self.peek(), Some(Token::Keyword(K::On | K::Off))) {
                        return Err(ErrorKind::Syntax);
                    }
                    None
                };
                let tail = self.switch_tail();
                match n {
                    Some(n) => Stmt::Hardware(HwStmt::EventNumber(n, event_class(kw, true), tail)),
                    None => tail.map(|_| Stmt::Rem).map_err(|(e, _)| e)?,
                }
            }
            _ => return Ok(None),
        };
        Ok(Some(s))
    }

    /// `ON|OFF|STOP` after an event's name: whether one was there (nothing else may follow).
    pub(super) fn event_switch(&mut self) -> PResult<bool> {
        Ok(self.event_switch_state()?.is_some())
    }

    /// `ON` (`Some(Some(true))`), `STOP` (`Some(Some(false))`) or `OFF` (`Some(None)`) after
    /// an event's name, nothing else following; `None` when none is there.
    fn event_switch_state(&mut self) -> PResult<Option<Option<bool>>> {
        let state = if self.eat_keyword(K::On) {
            Some(true)
        } else if self.eat_keyword(K::Stop) {
            Some(false)
        } else if self.eat_keyword(K::Off) {
            None
        } else {
            return Ok(None);
        };
        self.end_of_statement()?;
        Ok(Some(state))
    }

    /// `ON PEN|STRIG(n)|PLAY(n)|COM(n)|KEY(n) GOSUB line` (the keyword not read yet): the
    /// event's number checked against its range (STRIG takes the buttons 0, 2, 4 and 6;
    /// PLAY a queue length 1..32, the music queue's size: GW-BASIC 3.23, probed, `ON
    /// PLAY(33)` and `ON PLAY(5 1)`, the constant 51, are 5). `None` when not an event.
    pub(super) fn on_event(&mut self) -> PResult<Option<Stmt<P::Num>>> {
        let kw = match self.peek() {
            Some(Token::Keyword(kw @ (K::Pen | K::Strig | K::Play | K::Com))) => *kw,
            _ => return Ok(None),
        };
        self.next();
        let n = if kw == K::Pen {
            None
        } else {
            self.expect_char(b'(')?;
            let n = self.expr()?;
            if let Err(e) = self.expect_char(b')') {
                return Ok(Some(self.unclosed_event(kw, n, e)));
            }
            Some(n)
        };
        let line = self.trap_line();
        if kw == K::Play {
            // PLAY leaves text after its line to the statement's end check.
            return Ok(n.map(|n| Stmt::Hardware(HwStmt::OnPlay(n, line))));
        }
        let tail = if line.is_ok() { self.trap_tail() } else { None };
        let number = n.map(|n| (n, event_class(kw, false)));
        Ok(Some(Stmt::Hardware(HwStmt::OnEvent(number, line, tail))))
    }

    /// Text after a trap's line: ONGOTP looks the line up, then wants the statement's end
    /// (real GW-BASIC 3.23: `ON PEN GOSUB 1/0` is 8, after `ON PEN GOSUB ""` RESUME NEXT
    /// goes on after the colon): `Syntax error`, raised after the lookup, the rest of the
    /// statement skipped.
    pub(super) fn trap_tail(&mut self) -> Option<ErrorKind> {
        let tail = (!self.at_end_of_statement()).then_some(ErrorKind::Syntax);
        if tail.is_some() {
            self.skip_statement();
            self.mark_unclosed();
        }
        tail
    }

    /// An event trap whose number is not followed by `)`: GETSUB reads the byte (GETBYT: 13,
    /// 5, 6) before SYNCHR wants the `)` (real GW-BASIC 3.23: `ON KEY(256 GOSUB 500` is 5),
    /// and the class's range is checked only after. TIMER and PLAY, not GETSUB's, take the
    /// syntax error at once.
    pub(in crate::parse) fn unclosed_event(
        &mut self,
        kw: K,
        n: super::ast::Expr<P::Num>,
        e: ErrorKind,
    ) -> Stmt<P::Num> {
        self.skip_statement();
        match kw {
            K::Key | K::Strig | K::Com => Stmt::Hardware(HwStmt::EventNumber(
                n,
                event_class(kw, true),
                Err((e, false)),
            )),
            _ => Stmt::Error(e),
        }
    }

    /// `GOSUB line` after an event trap's number; the error of anything else, with the rest
    /// of the statement skipped (ONGOTP has read and checked the number before SYNCHR wants
    /// the GOSUB).
    pub(super) fn trap_line(&mut self) -> PResult<u16> {
        let line = self
            .expect_keyword(K::Gosub)
            .and_then(|()| self.line_number_or_zero());
        if line.is_err() {
            self.skip_statement();
        }
        line
    }

    /// An event switch's text after its `(n)`: ON, OFF or STOP and the statement's end.
    /// SEVSTT's EOSCH1 steps over one item (CHRGTR: a token, a character, a crunched
    /// number) and wants the statement's end there: else `Syntax error` before the number
    /// is checked; EVSET then wants the item to be ON, OFF or STOP: else `Syntax error`
    /// after the check (real GW-BASIC 3.23: `KEY(32) X` and `KEY(32) ,` are 5, `KEY(1) X`
    /// and `KEY(32) XY` 2, and `KEY(32):` ending its line is 5). The rest of the statement
    /// is skipped after an error.
    pub(super) fn switch_tail(&mut self) -> Result<Option<u16>, (ErrorKind, bool)> {
        let start = self.pos;
        if let Ok(true) = self.event_switch() {
            return Ok(None);
        }
        self.pos = start;
        let late = self.one_item_then_end();
        self.skip_statement();
        Err((ErrorKind::Syntax, late))
    }

    /// Whether the statement holds one item from here to its end, as CHRGTR steps over it
    /// (a keyword, a character, a number's digits), or is a `:` that ends its line (CHRGTR
    /// steps over it onto the line's end).
    fn one_item_then_end(&mut self) -> bool {
        if self.peek_char() == Some(b':') {
            let at = self.pos;
            self.next();
            if self.peek().is_none() {
                return true;
            }
            self.pos = at;
            return false;
        }
        if self.at_end_of_statement() {
            return false;
        }
        match self.next() {
            Some(Token::Keyword(_)) => {}
            Some(Token::Char(c)) if c.is_ascii_digit() || c == b'.' => {
                while let Some(Token::Char(c)) = self.here() {
                    if !(c.is_ascii_digit() || *c == b'.') {
                        break;
                    }
                    self.pos += 1;
                }
                if let Some(Token::Char(b'!' | b'#' | b'%')) = self.here() {
                    self.pos += 1;
                }
            }
            Some(Token::Char(_)) => {}
            _ => return false,
        }
        self.at_end_of_statement()
    }

    /// An operand that must be there: a statement ending before it is `Missing operand`.
    fn operand(&mut self) -> PResult<super::ast::Expr<P::Num>> {
        if self.at_end_of_statement() {
            return Err(P::missing_operand().unwrap_or(ErrorKind::Syntax));
        }
        self.expr()
    }

    /// The statement must end here (`Syntax error` otherwise).
    fn end_of_statement(&mut self) -> PResult<()> {
        if self.at_end_of_statement() {
            Ok(())
        } else {
            Err(ErrorKind::Syntax)
        }
    }

    /// CALL's parameter list: `(`, variables separated by commas, `)`.
    fn call_parameters(&mut self) -> PResult<()> {
        self.expect_char(b'(')?;
        self.lvalue_list()?;
        self.expect_char(b')')
    }

    /// Skips to the end of the statement. Text left unread means the statement stops as
    /// it runs where its reading stopped: GW-BASIC's text pointer (and the edit after an
    /// untrapped syntax error) waits on the furthest character looked at (real GW-BASIC
    /// 3.23: after `10 SWAP A$+` on the `+`, after `10 CLS *X` on the `*`).
    pub(super) fn skip_statement(&mut self) {
        // The place is the one the reading reached, before this look for the end.
        let seen = self.seen.get();
        if !self.at_end_of_statement() && self.late_spot.is_none() {
            self.late_spot = Some(seen);
        }
        while !self.at_end_of_statement() {
            self.next();
        }
    }
}

/// The event class of KEY, STRIG or COM (GWSTS.ASM `NMKEYT`, `NMSTRT`, `NMCOMT`), for
/// ON/OFF/STOP (`switch`) or a trap's GOSUB.
pub(super) fn event_class(kw: K, switch: bool) -> EventNumber {
    let (count, strig) = match kw {
        K::Key => (20, false),
        K::Strig => (4, true),
        _ => (2, false),
    };
    EventNumber {
        count,
        strig,
        switch,
    }
}
