//! GW-BASIC's text-screen statements and functions on the SCREEN 0 page
//! (`ferrite_screen::pc`): LOCATE, CLS, COLOR, WIDTH, KEY, VIEW PRINT, DEF SEG with PEEK and
//! POKE, CSRLIN and SCREEN(). The headless output stream does not change: the page is kept
//! beside it, so what a program reads back from the screen is what GW-BASIC would show.
//!
//! Sources: GW-BASIC User's Guide (each statement's entry); the recorded runs of
//! `conformance/gw/pcbasic-suite` where cited.

use ferrite_screen::pc;

use super::{BasicError, Machine};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::num::Number;
use crate::parse::ast::{Expr, TextStmt};

use super::value::Value;

impl<P: Profile> Machine<P> {
    /// `WIDTH [size][, rows]`: the screen's 40 or 80 columns and its 25 rows; with a string
    /// first, `WIDTH "device", size`: `SCRN:` takes 40 or 80, the printers and serial ports
    /// 0..255, any other name is `Bad file name` (GW-BASIC 3.23, errgen `width_forms`:
    /// `WIDTH 80,26`, `WIDTH "SCRN:",20` are error 5, `WIDTH "XYZ:",80` error 64, `WIDTH
    /// "A"` a syntax error).
    fn width(
        &mut self,
        size: Option<&Expr<P::Num>>,
        rows: Option<&Expr<P::Num>>,
    ) -> Result<(), BasicError> {
        let bad = || BasicError::from(ErrorKind::IllegalQuantity);
        let mut device = false;
        let size = match size.map(|e| self.eval(e)).transpose()? {
            Some(Value::Str(name)) => {
                let w = self.eval_index(rows.ok_or(ErrorKind::Syntax)?)?;
                match name.to_ascii_uppercase().as_slice() {
                    b"SCRN:" if w == 40 || w == 80 => {
                        device = true;
                        Some(w)
                    }
                    b"SCRN:" => return Err(bad()),
                    b"LPT1:" | b"LPT2:" | b"LPT3:" | b"COM1:" | b"COM2:" => {
                        return if (0..=255).contains(&w) {
                            Ok(())
                        } else {
                            Err(bad())
                        };
                    }
                    _ => return Err(ErrorKind::Numbered(64).into()),
                }
            }
            Some(Value::Num(n)) => {
                let w = i32::from(n.to_i16().map_err(|_| ErrorKind::Overflow)?);
                if w != 40 && w != 80 {
                    return Err(bad());
                }
                if let Some(r) = rows {
                    if self.eval_index(r)? != 25 {
                        return Err(bad());
                    }
                }
                Some(w)
            }
            None => {
                if let Some(r) = rows {
                    if self.eval_index(r)? != 25 {
                        return Err(bad());
                    }
                }
                None
            }
        };
        if let Some(n) = size {
            if let Some(t) = self.screen.text.as_mut() {
                if device {
                    t.set_device_width(n as usize);
                } else {
                    t.set_width(n as usize);
                }
                let (width, column) = (t.width(), t.column());
                self.screen.set_width(width);
                self.screen.column = column;
            }
        }
        Ok(())
    }

    /// Runs one text-screen statement. Without a text screen only the arguments are
    /// evaluated, as before.
    pub(super) fn text_stmt(&mut self, s: &TextStmt<P::Num>) -> Result<(), BasicError> {
        match s {
            TextStmt::Locate(args) => self.locate(args)?,
            TextStmt::Cls(arg) => {
                if let Some(e) = arg {
                    let n = self.eval_index(e)?;
                    if !(0..=2).contains(&n) {
                        return Err(ErrorKind::IllegalQuantity.into());
                    }
                }
                if let Some(t) = self.screen.text.as_mut() {
                    t.cls();
                }
                self.screen.column = 0;
            }
            TextStmt::Width(size, rows) => self.width(size.as_ref(), rows.as_ref())?,
            TextStmt::WidthPrinter(e) => {
                if !(0..=255).contains(&self.eval_index(e)?) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
            }
            TextStmt::Color(args) => {
                // COLOR alone, or a fourth argument (a palette, in graphics modes only), is
                // refused in SCREEN 0 (pcbasic-suite COLOR).
                if args.is_empty() {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                let mut v = [None; 3];
                for (slot, (e, hi)) in v.iter_mut().zip(args.iter().zip([31, 15, 15])) {
                    if let Some(e) = e {
                        let n = self.eval_index(e)?;
                        if !(0..=hi).contains(&n) {
                            return Err(ErrorKind::IllegalQuantity.into());
                        }
                        *slot = Some(n as u8);
                    }
                }
                if let Some(Some(e)) = args.get(3) {
                    self.eval_index(e)?;
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                if let Some(t) = self.screen.text.as_mut() {
                    // The attribute byte: foreground in bits 0-3, background 4-6, and
                    // foreground 16-31 (blinking) as bit 7 (User's Guide, COLOR).
                    let fg = v[0].unwrap_or(t.attr & 0x0f | (t.attr & 0x80) >> 3);
                    let bg = v[1].unwrap_or(t.attr >> 4 & 7);
                    t.attr = (fg & 0x0f) | (bg & 7) << 4 | (fg & 0x10) << 3;
                }
            }
            TextStmt::KeyLine(on) => {
                if let Some(t) = self.screen.text.as_mut() {
                    t.set_key_line(*on);
                }
            }
            TextStmt::KeyList => {
                // `F1 LIST`: F, the number and a blank as PRINT writes them, then the key's
                // characters (to a NUL) with a carriage return as the arrow glyph, which
                // the redirected stream of the real GW-BASIC 3.23 does not show (GWSTS.ASM
                // `KEYLST`, `KEYLSP`).
                let keys = self.screen.text.as_ref().map(|t| t.keys().clone());
                for (n, k) in keys.unwrap_or_else(pc::default_keys).iter().enumerate() {
                    self.screen.write(format!("F{} ", n + 1).as_bytes());
                    let text = k.split(|&c| c == 0).next().unwrap_or(&[]);
                    let shown: Vec<u8> = text.iter().map(|&c| pc::key_glyph(c, false)).collect();
                    self.screen.echo_on_page(&shown);
                    if let Some(t) = &self.screen.text {
                        self.screen.column = t.column();
                    }
                    self.screen.write(b"\r");
                }
            }
            TextStmt::KeySet(n, text) => {
                let n = self.eval_index(n)?;
                let text = self.eval(text)?.string()?;
                if !(1..=10).contains(&n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                if let Some(t) = self.screen.text.as_mut() {
                    t.set_key(n as usize, &text);
                }
            }
            TextStmt::ViewPrint(rows) => {
                let rows = match rows {
                    Some((a, b)) => {
                        let (a, b) = (self.eval_index(a)?, self.eval_index(b)?);
                        Some((a.max(0) as usize, b.max(0) as usize))
                    }
                    None => None,
                };
                if let Some(t) = self.screen.text.as_mut() {
                    if !t.view_print(rows) {
                        return Err(ErrorKind::IllegalQuantity.into());
                    }
                    self.screen.column = 0;
                }
            }
            // The address is FRMQNT's (-32768..65535, else Overflow; a string 13).
            TextStmt::DefUsr(e) => {
                self.eval_address(e)?;
            }
            TextStmt::DefSeg(e) => {
                self.screen.segment = match e {
                    Some(e) => self.eval_address(e)?,
                    // DEF SEG alone is BASIC's own data segment.
                    None => self.store.mem.layout.segment.map_or(0, |s| s.address),
                };
            }
            // GWEVAL.ASM `SETIO`: the port by FRMQNT (-32768..65535, else Overflow), the
            // byte by GETBYT (else Illegal function call).
            TextStmt::Out(port, v) => {
                self.eval_address(port)?;
                self.eval_byte(v)?;
            }
            TextStmt::Poke(a, v) => {
                let a = self.eval_address(a)?;
                let v = self.eval_byte(v)?;
                if self.screen.segment == pc::SEGMENT {
                    if let Some(t) = self.screen.text.as_mut() {
                        t.poke(a, v);
                    }
                } else if self.screen.segment == 0 {
                    self.bios.poke(a, v);
                } else if Some(self.screen.segment)
                    == self.store.mem.layout.segment.map(|d| d.address)
                {
                    self.data_segment_poke(a, v);
                }
            }
        }
        Ok(())
    }

    /// LOCATE: the ranges are checked before anything moves; a stop line without a start
    /// line is refused (pcbasic-suite LOCATE: `LOCATE ,,,,5` is error 5).
    fn locate(&mut self, args: &[Option<Expr<P::Num>>]) -> Result<(), BasicError> {
        let mut v = [None; 5];
        let ranges = [(1, 25), (1, 80), (0, 1), (0, 31), (0, 31)];
        for (slot, (e, (lo, hi))) in v.iter_mut().zip(args.iter().zip(ranges)) {
            if let Some(e) = e {
                let n = self.eval_index(e)?;
                if !(lo..=hi).contains(&n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                *slot = Some(n as usize);
            }
        }
        if v[4].is_some() && v[3].is_none() {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if let Some(t) = self.screen.text.as_mut() {
            if !t.locate(v[0], v[1]) {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            // The stream's column follows the cursor, so PRINT's zones and POS agree.
            self.screen.column = t.pos() - 1;
        }
        Ok(())
    }

    /// An address for PEEK, POKE or DEF SEG: -32768 to 65535, negatives counting down
    /// from 65536 (User's Guide, PEEK); past that is `Overflow`.
    pub(super) fn eval_address(&mut self, e: &Expr<P::Num>) -> Result<u16, BasicError> {
        let n = self.eval_num(e)?.to_f64().round();
        if !(-32768.0..65536.0).contains(&n) {
            return Err(ErrorKind::Overflow.into());
        }
        Ok((n as i64 & 0xffff) as u16)
    }

    /// PEEK: the text page in segment &HB800, BASIC's data segment (`exec/segment.rs`) in
    /// its own segment (DEF SEG alone), the BIOS data area in segment 0, 0 elsewhere.
    pub(super) fn peek(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let a = self.eval_address(e)?;
        if let Some(at) = P::jiffy_clock().filter(|&at| a.wrapping_sub(at) < 3) {
            return Ok(Value::Num(P::Num::from_i32(i32::from(
                self.jiffy_byte(a - at),
            ))));
        }
        if let Some(d) = self.screen.device() {
            let b = d.peek(a);
            return Ok(Value::Num(P::Num::from_i32(i32::from(b))));
        }
        let b = match (&self.screen.text, self.screen.segment) {
            (Some(t), pc::SEGMENT) => t.peek(a),
            (_, 0) => self.bios.peek(a),
            (_, s) if Some(s) == self.store.mem.layout.segment.map(|d| d.address) => {
                self.data_segment_peek(a)
            }
            _ => 0,
        };
        Ok(Value::Num(P::Num::from_i32(i32::from(b))))
    }

    /// CSRLIN: the cursor's row from 1.
    pub(super) fn csrlin(&self) -> Value<P::Num> {
        let row = self.screen.text.as_ref().map_or(1, |t| t.csrlin());
        Value::Num(P::Num::from_i32(row as i32))
    }

    /// SCREEN(row, col[, z]): the character code at the cell, or with z not 0 its
    /// attribute (User's Guide, SCREEN function). GW checks as it reads: no argument or
    /// only a row is `Illegal function call`, as are z outside 0-255, a row outside 0-25
    /// or a column outside 0 to the width; a 0 row or column reads as 1, but both 0 is
    /// refused; a missing `)` is a syntax error only after all that (pcbasic-suite
    /// SCREENFN, where `SCREEN(0,1)` and `SCREEN(1,0)` read the top-left cell).
    pub(super) fn screen_fn(
        &mut self,
        args: &[Expr<P::Num>],
        closed: bool,
    ) -> Result<Value<P::Num>, BasicError> {
        let Some(row) = args.first() else {
            return Err(ErrorKind::IllegalQuantity.into());
        };
        let row = self.eval_index(row)?;
        let Some(col) = args.get(1) else {
            return Err(ErrorKind::IllegalQuantity.into());
        };
        let col = self.eval_index(col)?;
        let z = match args.get(2) {
            Some(e) => self.eval_index(e)?,
            None => 0,
        };
        let width = self.screen.text.as_ref().map_or(80, |t| t.width()) as i32;
        if !(0..=255).contains(&z)
            || !(0..=pc::ROWS as i32).contains(&row)
            || !(0..=width).contains(&col)
            || row == 0 && col == 0
        {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if !closed {
            return Err(ErrorKind::Syntax.into());
        }
        let (row, col) = (row.max(1) as usize, col.max(1) as usize);
        let b = match self.screen.text.as_ref() {
            Some(t) => t.screen(row, col, z != 0),
            None => Some(b' '),
        };
        b.map(|b| Value::Num(P::Num::from_i32(i32::from(b))))
            .ok_or_else(|| ErrorKind::IllegalQuantity.into())
    }
}
