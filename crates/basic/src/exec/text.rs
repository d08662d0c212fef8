//! GW-BASIC's text-screen statements and functions on the SCREEN 0 page
//! (`ferrite_screen::pc`): LOCATE, CLS, COLOR, WIDTH, KEY, VIEW PRINT, DEF SEG with PEEK and
//! POKE, CSRLIN and SCREEN(). The headless output stream does not change: the page is kept
//! beside it, so what a program reads back from the screen is what GW-BASIC would show.
//!
//! Sources: GW-BASIC User's Guide (each statement's entry); the recorded runs of
//! `conformance/gw/pcbasic-suite` where cited.

use ferrite_screen::pc;

use super::{BasicError, Flow, Machine};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::num::Number;
use crate::parse::ast::{Expr, TextStmt, WidthTail};

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
        tail: WidthTail,
    ) -> Result<(), BasicError> {
        let bad = || BasicError::from(ErrorKind::IllegalQuantity);
        let mut device = false;
        let size = match size.map(|e| self.eval(e)).transpose()? {
            Some(Value::Str(name)) => {
                if let Some(kind) = tail.device {
                    return Err(kind.into());
                }
                let w = self.eval_index(rows.ok_or(ErrorKind::Syntax)?)?;
                // The width is a byte (GETBYT) before the device is looked at (real
                // GW-BASIC 3.23: `WIDTH "A",300` is 5, `WIDTH "A",0` 64).
                if !(0..=255).contains(&w) {
                    return Err(bad());
                }
                // PARDEV: the device is the name up to its colon; what follows is a file
                // name WIDTH has no use for (real GW-BASIC 3.23: `WIDTH "COM1:1200",40`).
                let upper = name.to_ascii_uppercase();
                let dev = match upper.iter().position(|&b| b == b':') {
                    Some(i) => &upper[..=i],
                    None => &upper[..],
                };
                // Text after the width stops every device before its name or width is
                // checked, the screen's and the printer's widths unchanged (real GW-BASIC
                // 3.23: `WIDTH "A",26,24`, `WIDTH "XYZ:",26 X`, `WIDTH "SCRN:",40,1` and
                // `WIDTH "LPT1:",25 X` are 2; LPOS then shows LPT1: at 80 columns).
                if tail.device_after {
                    return Err(ErrorKind::Syntax.into());
                }
                match dev {
                    // KYBD: sets the screen's width as SCRN: does (GIOKYB.ASM: `SCNSWD`).
                    b"SCRN:" | b"KYBD:" if w == 40 || w == 80 => {
                        device = true;
                        Some(w)
                    }
                    b"SCRN:" | b"KYBD:" => return Err(bad()),
                    // CONS: has no width to set (GIOCON.ASM: `DERBFM`), once GETWDT has
                    // read a byte.
                    b"CONS:" if (0..=255).contains(&w) => {
                        return Err(ErrorKind::Numbered(54).into())
                    }
                    b"CONS:" => return Err(bad()),
                    b"LPT1:" | b"LPT2:" | b"LPT3:" | b"COM1:" | b"COM2:" | b"CAS1:" => {
                        return if (0..=255).contains(&w) {
                            // LPT1's is LPRINT's width too (real GW-BASIC 3.23); a
                            // printer's width is the one its files start with
                            // (GIOLPT.ASM `LPTOPN`).
                            if let [b'L', b'P', b'T', d @ b'1'..=b'3', b':'] = dev {
                                self.lprint.widths[usize::from(d - b'1')] = w as usize;
                            }
                            Ok(())
                        } else {
                            Err(bad())
                        };
                    }
                    _ => return Err(ErrorKind::Numbered(64).into()),
                }
            }
            // GWWID: each value a byte (SCNINT's GETBYT), then the text after them, then
            // SWIDTH's check of the sizes.
            Some(Value::Num(n)) => {
                let w = i32::from(n.to_i16().map_err(|_| ErrorKind::Overflow)?);
                if !(0..=255).contains(&w) {
                    return Err(bad());
                }
                self.width_rows(rows, tail.number)?;
                if w != 40 && w != 80 {
                    return Err(bad());
                }
                Some(w)
            }
            None => {
                self.width_rows(rows, tail.number)?;
                None
            }
        };
        if let Some(n) = size {
            if self.graphics_width(n)? {
                return Ok(());
            }
            if let Some(t) = self.screen.text.as_mut() {
                if device {
                    t.set_device_width(n as usize);
                } else {
                    // A new mode hides the cursor again (the BIOS's shape word).
                    if t.width() != n as usize {
                        self.bios.set_cursor(Some(false), None, None);
                    }
                    t.set_width(n as usize);
                }
                let (width, column) = (t.width(), t.column());
                self.screen.set_width(width);
                self.screen.column = column;
            }
        }
        if device && tail.device_after {
            return Err(ErrorKind::Syntax.into());
        }
        Ok(())
    }

    /// WIDTH's rows read as a byte, the error of the text after them, then the rows
    /// checked: the screen has 25 (GWSTS.ASM `GWWID`, `SWIDTH`).
    fn width_rows(
        &mut self,
        rows: Option<&Expr<P::Num>>,
        tail: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        let n = rows.map(|r| self.eval_index(r)).transpose()?;
        if n.is_some_and(|n| !(0..=255).contains(&n)) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if let Some(kind) = tail {
            return Err(kind.into());
        }
        if n.is_some_and(|n| n != 25) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        Ok(())
    }

    /// Runs one text-screen statement. Without a text screen only the arguments are
    /// evaluated, as before.
    pub(super) fn text_stmt(&mut self, s: &TextStmt<P::Num>) -> Result<(), BasicError> {
        match s {
            TextStmt::Locate(args, tail) => self.locate(args, *tail)?,
            // GWSTS.ASM `CLS`: the argument is read as a byte (SCNINT); the 3.23 binary
            // refuses one above 2 before it looks at the rest of the statement (EOSCHK;
            // real GW-BASIC 3.23: `CLS 3,X` and `CLS 4,5` are 5, `CLS 1,2` is 2).
            TextStmt::Cls(arg, tail) => {
                let n = match arg {
                    Some(e) => Some(self.eval_index(e)?),
                    None => None,
                };
                if n.is_some_and(|n| !(0..=2).contains(&n)) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                if let Some(e) = tail {
                    return Err((*e).into());
                }
                self.graphics_cls(n);
                // CLS 1 clears the graphics viewport only: in SCREEN 0 the text, row 25
                // and the cursor stay as they are (real GW-BASIC 3.23: `HELLO` on row 3,
                // `CLS 1`, and CSRLIN and POS are still 25 and 2). So do CLS and CLS 1
                // under a graphics viewport; without one a graphics mode's CLS 1 clears
                // the whole screen and homes the cursor in the text window, as CLS does
                // (the real GW-BASIC 3.23 in SCREEN 1, 2 and 9, under `VIEW PRINT 5 TO 15`
                // too: CSRLIN 5, POS 1).
                let viewport = self.cls_keeps_text();
                let text_mode = self.gfx.mode.is_none();
                if n == Some(1) && text_mode || (n.is_none() || n == Some(1)) && viewport {
                    return Ok(());
                }
                // CLS 2 measured in SCREEN 0 only: the graphics modes keep CLS's.
                if let Some(t) = self.screen.text.as_mut() {
                    if n == Some(2) && text_mode {
                        t.cls_window();
                    } else {
                        t.cls();
                    }
                }
                self.screen.column = 0;
            }
            TextStmt::Width(size, rows, tail) => self.width(size.as_ref(), rows.as_ref(), *tail)?,
            // The printer keeps its width when text follows it (real GW-BASIC 3.23: after
            // `WIDTH LPRINT 25 X` and `WIDTH LPRINT 25,`, error 2, LPOS shows 80 columns).
            TextStmt::WidthPrinter(e, tail) => {
                let w = self.eval_index(e)?;
                if !(0..=255).contains(&w) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                if let Some(kind) = tail {
                    return Err((*kind).into());
                }
                self.lprint.widths[0] = w as usize;
            }
            TextStmt::Color(args, tail) => {
                // GWSTS.ASM `COLOR`: every value is read as a byte first (GTPRMS), then
                // what follows them, then the OEM check: COLOR alone, or a fourth argument
                // (a palette, in graphics modes only), is refused in SCREEN 0
                // (pcbasic-suite COLOR), as are colours out of range.
                let mut v = [None; 4];
                for (i, e) in args.iter().enumerate() {
                    if let Some(e) = e {
                        let n = self.eval_index(e)?;
                        if !(0..=255).contains(&n) {
                            return Err(ErrorKind::IllegalQuantity.into());
                        }
                        if let Some(slot) = v.get_mut(i) {
                            *slot = Some(n as u8);
                        }
                    }
                }
                if let Some(e) = tail {
                    return Err((*e).into());
                }
                if self.graphics_color(&v, args.len())? {
                    return Ok(());
                }
                let in_range = v
                    .iter()
                    .zip([31, 15, 15])
                    .all(|(n, hi)| n.is_none_or(|n| n <= hi));
                if args.is_empty() || args.len() > 4 || v[3].is_some() || !in_range {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                self.bios.set_border(v[2]);
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
                self.screen.sync_page_column();
            }
            TextStmt::KeyList => {
                // `F1 LIST`: F, the number and a blank as PRINT writes them, then the key's
                // characters (to a NUL) with the control codes as glyphs (`key_glyph`), which
                // the redirected stream of the real GW-BASIC 3.23 does not show (GWSTS.ASM
                // `KEYLST`, `KEYLSP`).
                let keys = self.screen.text.as_ref().map(|t| t.keys().clone());
                for (n, k) in keys.unwrap_or_else(pc::default_keys).iter().enumerate() {
                    self.screen.write(format!("F{} ", n + 1).as_bytes());
                    let text = k.split(|&c| c == 0).next().unwrap_or(&[]);
                    let shown: Vec<u8> = text.iter().map(|&c| pc::key_glyph(c)).collect();
                    self.screen.echo_on_page(&shown);
                    if let Some(t) = &self.screen.text {
                        self.screen.column = t.column();
                    }
                    self.screen.write(b"\r");
                }
            }
            TextStmt::KeySet(n, text) => {
                // GWSTS.ASM `KEYS`: GETBYT checks the key's number before the text is read
                // (`KEY 0,3` is 5, not 13). Keys 1-10 are the soft keys (15 characters
                // kept); from 11 on (15-20 are the trapped keys) the text must be the two
                // bytes of a shift state and a scan code, checked after it is read (real
                // GW-BASIC 3.23: any other length is 5, `KEY 21,3` is 13, `KEY 255,"AB"`
                // passes).
                let n = self.eval_index(n)?;
                if !(1..=255).contains(&n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                let text = self.eval_string_used(text)?;
                if n > 10 {
                    if text.len() != 2 {
                        return Err(ErrorKind::IllegalQuantity.into());
                    }
                    self.define_trap_key(n as u32, &text);
                } else {
                    self.note_soft_key(n as u32, &text);
                    if let Some(t) = self.screen.text.as_mut() {
                        t.set_key(n as usize, &text);
                    }
                }
                self.screen.sync_page_column();
            }
            TextStmt::ViewPrint(rows) => {
                let rows = match rows {
                    Some((a, b)) => {
                        // Each row a byte as it is read (GETBYT): the top's fault comes
                        // before anything after it is looked at.
                        let a = self.eval_byte(a)?;
                        let b = self.eval_byte(b)?;
                        Some((usize::from(a), usize::from(b)))
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
            // The address is FRMQNT's (-32768..65535, else Overflow; a string 13), kept in
            // USRTAB's word n (real GW-BASIC 3.23: `DEF USR3=&H1234` puts 52 18 at &H10E).
            TextStmt::DefUsr(n, e) => {
                let a = self.eval_address(e)?;
                self.note_usr(*n, a);
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
            // Both pages are read as bytes before either is checked (real GW-BASIC 3.23:
            // `PCOPY 9,"a"` is 13, `PCOPY -1,0` 5, `PCOPY 40000!,0` 6); SCREEN 0 has 4 pages
            // in 80 columns and 8 in 40 (`PCOPY 3,4` is 5).
            TextStmt::Pcopy(from, to) => {
                let from = usize::from(self.eval_byte(from)?);
                let to = usize::from(self.eval_byte(to)?);
                // A graphics mode copies its pixel pages, each below the mode's count (the
                // real GW-BASIC 3.23: `PCOPY 1,3` is 5 in SCREEN 1, `PCOPY 0,2` passes in
                // SCREEN 8, `PCOPY 3,4` is 5 there).
                if let Some(m) = self.gfx.mode {
                    let n = usize::from(m.pages);
                    if from >= n || to >= n {
                        return Err(ErrorKind::IllegalQuantity.into());
                    }
                    if let Some(page) = self.gfx.pages.get(from).cloned() {
                        if let Some(slot) = self.gfx.pages.get_mut(to) {
                            *slot = page;
                        }
                    }
                    return Ok(());
                }
                match self
                    .screen
                    .text
                    .as_mut()
                    .filter(|_| self.gfx.mode.is_none())
                {
                    Some(t) if from < t.pages() && to < t.pages() => t.copy_page(from, to),
                    None if from < 8 && to < 8 => {}
                    _ => return Err(ErrorKind::IllegalQuantity.into()),
                }
            }
            TextStmt::Out(port, v) => {
                self.eval_address(port)?;
                self.eval_byte(v)?;
            }
            // Run by `wait_port`, which can stop the run.
            TextStmt::Wait(..) => {}
            TextStmt::Poke(a, v) => {
                let a = self.eval_address(a)?;
                let v = self.eval_byte(v)?;
                self.poke_byte(a, v);
            }
        }
        Ok(())
    }

    /// LOCATE as GWSTS.ASM `LOCATE` runs it: each argument is read as a byte (past 255:
    /// error 5), the row is checked at once (0, past 25 or outside the window: 5; left
    /// out, CSRLIN's), then the column (1 to the width; left out, POS's); after the five
    /// comes what follows them (`tail`, see `Parser::scnint_args`), and only then the
    /// cursor's shape (`CSRATR`: cursor 0 or 1, start and stop 0 to 31, a stop needs a
    /// start; pcbasic-suite LOCATE: `LOCATE ,,,,5` is error 5). Nothing moves before all
    /// are checked.
    fn locate(
        &mut self,
        args: &[Option<Expr<P::Num>>],
        tail: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        let bad = || BasicError::from(ErrorKind::IllegalQuantity);
        let mut v = [None; 5];
        for (i, slot) in v.iter_mut().enumerate() {
            if let Some(Some(e)) = args.get(i) {
                let n = self.eval_index(e)?;
                if !(0..=255).contains(&n) {
                    return Err(bad());
                }
                *slot = Some(n as usize);
            }
            let Some(t) = self.screen.text.as_ref() else {
                continue;
            };
            match i {
                0 => {
                    let r = slot.unwrap_or_else(|| t.csrlin());
                    if !(1..=pc::ROWS).contains(&r) || !t.row_allowed(r) {
                        return Err(bad());
                    }
                    *slot = Some(r);
                }
                1 => {
                    let c = slot.unwrap_or_else(|| t.pos());
                    if !(1..=t.width()).contains(&c) {
                        return Err(bad());
                    }
                    *slot = Some(c);
                }
                _ => {}
            }
        }
        if let Some(e) = tail {
            return Err(e.into());
        }
        let shape_ok = v[2].is_none_or(|c| c <= 1)
            && v[3].is_none_or(|s| s <= 31)
            && v[4].is_none_or(|s| s <= 31)
            && (v[4].is_none() || v[3].is_some());
        if !shape_ok {
            return Err(bad());
        }
        if let Some(t) = self.screen.text.as_mut() {
            if !t.locate(v[0], v[1]) {
                return Err(bad());
            }
            self.bios.set_cursor(
                v[2].map(|c| c == 1),
                v[3].map(|s| s as u8),
                v[4].map(|s| s as u8),
            );
            // The stream's column follows the cursor, so PRINT's zones and POS agree.
            self.screen.column = t.pos() - 1;
        }
        Ok(())
    }

    /// An address for PEEK, POKE or DEF SEG: -32768 to 65535, negatives counting down
    /// from 65536 (User's Guide, PEEK); past that is `Overflow`.
    /// WAIT (GWEVAL.ASM `FNWAIT`): the port, the AND mask and the XOR mask read as OUT
    /// reads them, then the port polled until `(byte XOR xor) AND mask` is not 0. A port
    /// reads 255 here (as INP says), so a WAIT that would never end stops the run as the
    /// driver's run ends when the machine waits for good.
    pub(super) fn wait_port(
        &mut self,
        port: &Expr<P::Num>,
        mask: &Expr<P::Num>,
        xor: Option<&Expr<P::Num>>,
    ) -> Result<Flow, BasicError> {
        self.eval_address(port)?;
        let mask = self.eval_byte(mask)?;
        let xor = match xor {
            Some(x) => self.eval_byte(x)?,
            None => 0,
        };
        if (0xff ^ xor) & mask == 0 {
            return Ok(Flow::InputExhausted);
        }
        Ok(Flow::Next)
    }

    pub(super) fn eval_address(&mut self, e: &Expr<P::Num>) -> Result<u16, BasicError> {
        let n = self.eval_num(e)?.to_f64().round();
        if !(-32768.0..65536.0).contains(&n) {
            return Err(ErrorKind::Overflow.into());
        }
        Ok((n as i64 & 0xffff) as u16)
    }

    /// PEEK: the text page in segment &HB800, BASIC's data segment (`exec/segment.rs`) in
    /// its own segment (DEF SEG alone), on the PC the BIOS data area (`exec/bios.rs`) from
    /// any segment that reaches 0x400..0x4FF, the model byte, and what was POKEd into other
    /// conventional memory (`exec/ram.rs`), 0 elsewhere.
    pub(super) fn peek(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let a = self.eval_address(e)?;
        Ok(Value::Num(P::Num::from_i32(i32::from(self.peek_byte(a)))))
    }

    /// The byte PEEK reads at `a` (in DEF SEG's segment on the PC).
    pub(super) fn peek_byte(&mut self, a: u16) -> u8 {
        if let Some(at) = P::jiffy_clock().filter(|&at| a.wrapping_sub(at) < 3) {
            return self.jiffy_byte(a - at);
        }
        if let Some(d) = self.screen.device() {
            return d.peek(a);
        }
        if let Some(o) = bios_offset(self.screen.segment, a).filter(|_| P::text_screen()) {
            return self.bios_peek(o);
        }
        match (&self.screen.text, self.screen.segment) {
            (Some(t), pc::SEGMENT) => t.peek(a),
            // The BIOS's model byte at F000:FFFE: an AT (0xFC), as DOSBox reports.
            (_, 0xF000) if a == 0xFFFE && P::text_screen() => 0xFC,
            (_, s) if Some(s) == self.store.mem.layout.segment.map(|d| d.address) => {
                self.data_segment_peek(a)
            }
            (_, s) if P::text_screen() => self.ram.peek(s, a).unwrap_or(0),
            _ => 0,
        }
    }

    /// GW-BASIC's POKE of `v` at `a` in DEF SEG's segment: the text page at &HB800, the
    /// BIOS data area, BASIC's data segment, other conventional memory (`exec/ram.rs`);
    /// ROM and video memory keep nothing.
    pub(super) fn poke_byte(&mut self, a: u16, v: u8) {
        if self.screen.segment == pc::SEGMENT {
            if let Some(t) = self.screen.text.as_mut() {
                t.poke(a, v);
            }
        } else if let Some(a) = bios_offset(self.screen.segment, a).filter(|_| P::text_screen()) {
            self.bios.poke(a, v);
        } else if Some(self.screen.segment) == self.store.mem.layout.segment.map(|d| d.address) {
            self.data_segment_poke(a, v);
        } else if P::text_screen() {
            self.ram.poke(self.screen.segment, a, v);
        }
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
    /// refused, and so is a row outside the VIEW PRINT window but 25 with the key line off;
    /// a missing `)` is a syntax error only after all that (pcbasic-suite SCREENFN, where
    /// `SCREEN(0,1)` and `SCREEN(1,0)` read the top-left cell).
    pub(super) fn screen_fn(
        &mut self,
        args: &[Expr<P::Num>],
        fault: Option<ErrorKind>,
    ) -> Result<Value<P::Num>, BasicError> {
        // SCRENF: each value is read and checked in turn, then the fault the parser found
        // after the last one read (`Parser::screen_call`).
        let bad = || BasicError::from(ErrorKind::IllegalQuantity);
        let missing = || BasicError::from(fault.unwrap_or(ErrorKind::IllegalQuantity));
        let row = self.eval_index(args.first().ok_or_else(missing)?)?;
        if !(0..=pc::ROWS as i32).contains(&row) {
            return Err(bad());
        }
        // The row (0 read as 1) must be one PRINT could reach (the real GW-BASIC 3.23).
        let reachable = |t: &pc::TextScreen| t.screen_row_allowed(row.max(1) as usize);
        if !self.screen.text.as_deref().is_none_or(reachable) {
            return Err(bad());
        }
        let col = self.eval_index(args.get(1).ok_or_else(missing)?)?;
        let width = self.screen.text.as_ref().map_or(80, |t| t.width()) as i32;
        if !(0..=width).contains(&col) || row == 0 && col == 0 {
            return Err(bad());
        }
        let z = match args.get(2) {
            Some(e) => self.eval_index(e)?,
            None => 0,
        };
        if !(0..=255).contains(&z) {
            return Err(bad());
        }
        if let Some(kind) = fault {
            return Err(kind.into());
        }
        let (row, col) = (row.max(1) as usize, col.max(1) as usize);
        let mut b = match self.screen.text.as_ref() {
            Some(t) => t.screen(row, col, z != 0),
            None => Some(b' '),
        };
        // A graphics mode reads the cell from its pixels; an attribute there is always 0
        // (the real GW-BASIC 3.23 in DOSBox, VGA).
        if b.is_some() && self.gfx.mode.is_some() {
            b = if z != 0 {
                Some(0)
            } else {
                self.graphics_cell(row, col)
            };
        }
        b.map(|b| Value::Num(P::Num::from_i32(i32::from(b))))
            .ok_or_else(|| ErrorKind::IllegalQuantity.into())
    }
}

/// The offset in segment 0 of byte `a` of segment `seg` when it falls in the BIOS data area
/// (0x400 to 0x4FF: segment 0, 0x40 and any other that reaches it).
fn bios_offset(seg: u16, a: u16) -> Option<u16> {
    let linear = u32::from(seg) * 16 + u32::from(a);
    (0x400..0x500).contains(&linear).then_some(linear as u16)
}
