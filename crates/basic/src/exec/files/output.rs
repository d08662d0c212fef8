//! PRINT #, PRINT # USING, WRITE # and WIDTH # on files and devices, and a random
//! file's record buffer as they write into it.

use super::*;

impl<P: Profile> Machine<P> {
    /// `PRINT #n`: the PRINT list laid out on the file's own line, lines ending in CR LF.
    pub(in crate::exec) fn print_file(
        &mut self,
        file: &Expr<P::Num>,
        items: &[PrintItem<P::Num>],
    ) -> Result<(), BasicError> {
        let (n, _) = self.open_file(file)?;
        let Some(f) = self.files.get_mut(&n) else {
            return Err(BAD_FILE_NUMBER.into());
        };
        if f.mode == Mode::Input {
            return Err(BAD_FILE_MODE.into());
        }
        if f.device == Device::Screen && self.screen.text.is_some() {
            // `SCRN:` is the screen itself: its items are laid out against the screen's
            // cursor (pcbasic-suite SCRNWID2: after a row was overwritten past its last
            // column, an item fits by the cursor's column) and the file's width.
            let width = f.width;
            return self.on_screen_file(width, |m| m.print(items));
        }
        // A printer's file lays its items out from the printer's head, which LPRINT and
        // the printer's other files move too (GIOLPT.ASM `LPTGPS` reads `_LPPOS`; real
        // GW-BASIC 3.23: `TAB(30)` after LPRINT left the head at 3 pads to column 30).
        // Its width moves items that do not fit to a new line (GIO86.ASM `PRINT`'s
        // LINCHK by the file's F_WID; 255 none). A head standing at the file's width is
        // column 0 to PRINT, whose comma then pads a whole zone after the line end the
        // next byte makes (real GW-BASIC 3.23: `WIDTH #2,40`, 40 characters and a comma
        // leave LPOS 15).
        if let Device::Printer(p) = f.device {
            f.screen.column = printer_column(self.lpt_head[p], f.width) - 1;
            f.screen.edge = f.width != 255 && self.lpt_head[p] == f.width;
            f.screen.file_width = (f.width != 255).then_some(f.width);
        }
        std::mem::swap(&mut self.screen, &mut f.screen);
        // The text page stays the machine's: PEEK and SCREEN() in the items read it.
        f.screen.lend_page(&mut self.screen);
        self.screen_lent = true;
        self.printing_file = Some(n);
        let result = self.print(items);
        self.printing_file = None;
        let Some(f) = self.files.get_mut(&n) else {
            self.screen_returned();
            return result;
        };
        self.screen.lend_page(&mut f.screen);
        std::mem::swap(&mut self.screen, &mut f.screen);
        let out = f.screen.take_output();
        self.screen_returned();
        self.file_out(n, &out)?;
        result
    }

    /// A PRINT # item into a random file's record goes in as soon as it is laid out, so a
    /// `Field overflow` stops the statement before the next item is evaluated (GIODSK.ASM
    /// `DSKSOT`/`FOVCHK` on each byte; real GW-BASIC 3.23: the later items' strings take no
    /// string space).
    pub(in crate::exec) fn record_item_out(&mut self) -> Result<(), BasicError> {
        let Some(n) = self.printing_file else {
            return Ok(());
        };
        // A printer's file: each item moves the printer's head as it goes, and the next
        // item, comma or TAB counts from the head (GIOLPT.ASM `LPTGPS` reads `_LPPOS`),
        // which the width has wrapped (real GW-BASIC 3.23: `PRINT #2,STRING$(200,"x"),`
        // from the line's start leaves LPOS 43, the comma counted from column 40).
        if let Some((Device::Printer(p), width)) = self
            .files
            .get(&n)
            .filter(|f| f.mode != Mode::Random)
            .map(|f| (f.device, f.width))
        {
            let out = self.screen.take_output();
            self.file_out(n, &out)?;
            self.screen.column = printer_column(self.lpt_head[p], width) - 1;
            self.screen.edge = width != 255 && self.lpt_head[p] == width;
            return Ok(());
        }
        if self.files.get(&n).is_none_or(|f| f.mode != Mode::Random) {
            return Ok(());
        }
        let out = self.screen.take_output();
        self.file_out(n, &out)
    }

    /// Bytes a PRINT #, WRITE # or PRINT # USING sent to file `n`: to the disk, the screen,
    /// or a printer (which only moves its head: the paper is not kept).
    pub(super) fn file_out(&mut self, n: u8, out: &[u8]) -> Result<(), BasicError> {
        let Some(f) = self.files.get_mut(&n) else {
            return Err(BAD_FILE_NUMBER.into());
        };
        // A serial port's output, in any mode, waits for Clear To Send, which DOSBox's
        // dummy port never gives: `Device Timeout` unless `CS0` (`com.rs`); then it goes
        // nowhere, a RANDOM one's too (no record fills). Opened FOR APPEND the port takes
        // no output at all (real GW-BASIC 3.23: PRINT #, WRITE #, PRINT # USING are 54).
        if f.device == Device::Serial {
            if f.mode == Mode::Append {
                return Err(BAD_FILE_MODE.into());
            }
            if !out.is_empty() && f.serial.is_some_and(|s| s.1 != 0) {
                return Err(ErrorKind::Numbered(24).into());
            }
            return Ok(());
        }
        if f.mode == Mode::Random {
            // The FIELD variables show what PRINT # wrote into the buffer (real GW-BASIC
            // 3.23: `PRINT #1,"AB";` and F$ is "AB" and the buffer's zeros), even the part
            // written before a `Field overflow`.
            let written = record_out(f, out);
            self.refresh_fields(n)?;
            return written;
        }
        if f.device == Device::Cassette && !out.is_empty() {
            // The cassette's first byte fails, and the file is closed (`device.rs`).
            self.files.remove(&n);
            self.cassette_busy = true;
            return Err(ErrorKind::Numbered(57).into());
        }
        match f.device {
            // A serial port's output waits for Clear To Send, which DOSBox's dummy port
            // never gives: `Device Timeout` unless `CS0` (`com.rs`); then it goes nowhere.
            Device::Serial => {}
            Device::Disk | Device::Keyboard | Device::Null | Device::Cassette => f.append(out)?,
            Device::Printer(p) => {
                let width = f.width;
                let mut paper = Vec::with_capacity(out.len());
                for &b in out {
                    let (head, crlf) =
                        crate::exec::screen::printer_byte(self.lpt_head[p], width, b);
                    if crlf {
                        paper.extend_from_slice(b"\r\n");
                    }
                    paper.push(b);
                    self.lpt_head[p] = head;
                }
                if p == 0 {
                    self.paper_out(&paper);
                }
            }
            Device::Screen => {
                let width = f.width;
                self.screen_file_bytes(width, out);
            }
            Device::Console => self.console_out(out),
        }
        Ok(())
    }

    /// A `SCRN:` file's bytes on the screen at the file's width ([`Self::on_screen_file`]):
    /// a CR starts a new row, a LF is dropped.
    pub(super) fn screen_file_bytes(&mut self, width: usize, bytes: &[u8]) {
        self.on_screen_file(width, |m| {
            for &b in bytes {
                match b {
                    b'\r' => m.screen.newline(),
                    b'\n' => {}
                    _ => m.screen.write(&[b]),
                }
            }
        });
    }

    /// A binary SAVE's bytes on a `SCRN:` file 0: each goes to `SCNSOT` as a one-byte
    /// PRINT # item does, so a CR or LF in the program text (a line number 10 or 13, a
    /// link) moves the cursor a row down as such a byte printed does, and a byte that
    /// finds the row full starts the next (GIOSCN.ASM `SCNSOT`/`SCNOL2`; real GW-BASIC
    /// 3.23: after `SAVE "SCRN:X"+CHR$(0)` the cursor stands where `PRINT #1,CHR$(b);`
    /// of each of the program's bytes leaves it, namegen n119).
    pub(super) fn screen_file_raw(&mut self, width: usize, bytes: &[u8]) {
        self.on_screen_file(width, |m| {
            for &b in bytes {
                if !m.screen.fits(1) {
                    m.screen.break_line();
                }
                m.screen.write(&[b]);
            }
        });
    }

    /// Bytes sent to `CONS:`: DOS's output, which the reference's redirected stream keeps
    /// and GW-BASIC's cursor and page never see (GIOCON.ASM `CONSOT` by DOS function 6;
    /// the real GW-BASIC 3.23: `PRINT #1,"ABC";:PRINT POS(0)` is 1). `CONSOT` drops 255;
    /// a CR and a LF are each a line break there (a line's own end is one CR, see
    /// `Screen::console`); every other byte passes as it is, NUL and TAB too.
    pub(super) fn console_out(&mut self, bytes: &[u8]) {
        let stream: Vec<u8> = bytes
            .iter()
            .filter(|&&b| b != 0xff)
            .map(|&b| if b == b'\r' { b'\n' } else { b })
            .collect();
        self.screen.write_stream(&stream);
    }

    /// Output through a `SCRN:` file: while it is written the screen's logical line width
    /// is the file's (`WIDTH #n`; 0 acts as 1: GIOSCN.ASM `SCNOL2` starts a new row before
    /// every character past the width, so each goes on a row of its own after the first),
    /// and the screen's own again after it (the real
    /// GW-BASIC 3.23: `WIDTH #2,10` wraps `PRINT #2` at 10 columns while PRINT, LOCATE and
    /// the lines after CLOSE keep 80; pcbasic-suite SCRNWID2). Only the page shows it.
    pub(super) fn on_screen_file<T>(&mut self, width: usize, f: impl FnOnce(&mut Self) -> T) -> T {
        let Some(t) = self.screen.text.as_mut() else {
            return f(self);
        };
        let own = t.width();
        t.set_line_width(width.max(1));
        let linlen = t.line_width();
        self.screen.set_width(linlen);
        self.screen.sync_page_column();
        let mark = self.screen.stream_mark();
        self.screen.screen_file_width = Some(width.max(1));
        let result = f(self);
        self.screen.screen_file_width = None;
        // The redirected stream of the real GW-BASIC 3.23 has none of it.
        self.screen.drop_stream_since(mark);
        if let Some(t) = self.screen.text.as_mut() {
            t.set_line_width(own);
        }
        self.screen.set_width(own);
        self.screen.sync_page_column();
        result
    }

    /// `WIDTH #n, w`: the line width of an open file or device.
    pub(in crate::exec) fn file_width(
        &mut self,
        file: &Expr<P::Num>,
        width: &Expr<P::Num>,
        tail: bool,
    ) -> Result<(), BasicError> {
        let (n, _) = self.open_file_by_mode(file)?;
        let w = self.eval_index(width)?;
        if !(0..=255).contains(&w) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        // The byte is read, then the end of the statement is wanted before the width is
        // stored: text after it (a name, a number, a comma, a string, `TO`) is a syntax
        // error with the file's width unchanged (real GW-BASIC 3.23, on every mode and on
        // LPT1:; MS's GIO86.ASM `FILWID` stores first, NEWSTT finding the text later).
        if tail {
            return Err(ErrorKind::Syntax.into());
        }
        if let Some(f) = self.files.get_mut(&n) {
            // 255 is no limit (GW-BASIC User's Guide, WIDTH); `SCRN:` keeps the number, as
            // its 0 is a width (see `on_screen_file`).
            f.width = if w == 255 && !matches!(f.device, Device::Screen | Device::Printer(_)) {
                0
            } else {
                w as usize
            };
            // A disk file's width is a real one down to 0 (every item not at the line's
            // start goes to a new line); 255 is none (real GW-BASIC 3.23, `WIDTH #2,0`).
            if matches!(f.device, Device::Disk | Device::Console) {
                f.screen.file_width = (w != 255).then_some(w as usize);
            }
        }
        Ok(())
    }

    /// Text already laid out (PRINT # USING) written to a file's line.
    pub(in crate::exec) fn print_file_text(
        &mut self,
        file: &Expr<P::Num>,
        text: &[u8],
        newline: bool,
    ) -> Result<(), BasicError> {
        let (n, f) = self.open_file(file)?;
        if f.mode == Mode::Input {
            return Err(BAD_FILE_MODE.into());
        }
        f.screen.write(text);
        if newline {
            f.screen.newline();
        }
        let out = f.screen.take_output();
        self.file_out(n, &out)
    }

    /// `WRITE [#n,]`: items separated by commas, strings in quotes, numbers without spaces.
    ///
    /// The file is checked first and the items go out as they are read, so an item that
    /// fails (or the statement's parse error after the items) leaves the ones before it and
    /// their commas written, without the line end (pcbasic-suite WRITE2); the comma after
    /// the last item only when a separator was read (`separated`): text after an item
    /// that is not one is a syntax error with no comma (real GW-BASIC 3.23: `WRITE 1,"A" X`
    /// writes `1,"A"`).
    pub(in crate::exec) fn write(
        &mut self,
        file: Option<&Expr<P::Num>>,
        items: &[Expr<P::Num>],
        error: Option<ErrorKind>,
        separated: bool,
    ) -> Result<(), BasicError> {
        if let Some(file) = file {
            let (_, f) = self.open_file(file)?;
            if f.mode == Mode::Input {
                return Err(BAD_FILE_MODE.into());
            }
        }
        let mut text = Vec::new();
        let mut failed = error.map(BasicError::from);
        // A random file's record takes each item as it is written: `Field overflow` stops
        // the statement there (GIODSK.ASM `FOVCHK`; real GW-BASIC 3.23: the later items
        // are not evaluated, their strings take no string space).
        let record = match file {
            Some(file) => {
                let (n, f) = self.open_file(file)?;
                (f.mode == Mode::Random).then_some(n)
            }
            None => None,
        };
        let mut sent = 0;
        for (i, e) in items.iter().enumerate() {
            let v = match self.eval(e) {
                Ok(v) => v,
                Err(e) => {
                    failed = Some(e);
                    break;
                }
            };
            match v {
                Value::Num(n) => text.extend(n.format().trim().bytes()),
                Value::Str(s) => {
                    text.push(b'"');
                    if let Some(n) = record {
                        // The opening quote goes out before STRPRT frees the string: an
                        // overflow there leaves it taken (real GW-BASIC 3.23).
                        sent += text.len();
                        self.file_out(n, &text)?;
                        text.clear();
                    }
                    text.extend_from_slice(&s);
                    text.push(b'"');
                    // Written out, the value an expression made is given back as PRINT's
                    // is (real GW-BASIC 3.23: `WRITE #3,"Z"+CHR$(26)+"W"` leaves the two
                    // inner results, 3 bytes, as garbage).
                    self.store.mem.release_temporary(&s);
                }
            }
            if i + 1 < items.len() || separated {
                text.push(b',');
            }
            if let Some(n) = record {
                sent += text.len();
                self.file_out(n, &text)?;
                text.clear();
            }
        }
        match file {
            None => {
                self.screen.write(&text);
                if failed.is_none() {
                    self.screen.newline_as_printed();
                }
            }
            Some(file) => {
                let (n, f) = self.open_file(file)?;
                if failed.is_none() {
                    if f.mode == Mode::Random {
                        text.extend(record_padding(f.reclen, f.stored));
                    }
                    text.extend_from_slice(f.screen.line_end());
                    f.screen.column = 0;
                } else if !f.screen.console {
                    // A PRINT # after the error goes on from where the items stopped.
                    f.screen.column = (f.screen.column + sent + text.len()) % 256;
                }
                self.file_out(n, &text)?;
            }
        }
        match failed {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// PRINT #, PRINT # USING and WRITE # of a random file write into its record buffer, from
/// where the last GET, PUT, INPUT # or output left off (GW-BASIC keeps one position for
/// both ways); the byte that would go past the record's end is `Field overflow`, the bytes
/// before it stay written (GW-BASIC source, GIODSK.ASM `DSKSOT` and `FOVCHK`).
pub(super) fn record_out(f: &mut OpenFile, out: &[u8]) -> Result<(), BasicError> {
    for &b in out {
        let Some(slot) = f.buffer[..f.reclen].get_mut(f.rpos) else {
            return Err(ErrorKind::Numbered(50).into());
        };
        *slot = b;
        f.rpos += 1;
        f.stored += 1;
        // A byte written ends what a reader's CTRL-Z said of EOF (real GW-BASIC 3.23:
        // `PRINT #1,"Q";` after it makes EOF 0).
        f.met_ctrl_z = false;
        if let Some(p) = &mut f.printed {
            *p += 1;
        }
        f.reach = f.reach.max(f.pointer + f.rpos as u64);
    }
    Ok(())
}

/// The spaces WRITE # puts before its CR LF in a random file's record so that the line ends
/// at the record's end: as many as leave two bytes for the CR LF. With exactly two bytes
/// left GW-BASIC's count wraps below zero and the spaces run past the record (a `Field
/// overflow`); with fewer, none (GW-BASIC source, FIVEO.ASM `WRTFIN`, `NXTWSP`). `at`
/// counts only the bytes written into the record since its OPEN, GET or PUT: bytes read
/// before the WRITE are not, though the spaces go on after them (real GW-BASIC 3.23:
/// `GET #1,1:S$=INPUT$(3,#1):WRITE #1,1` in a 16-byte record writes 12 spaces after the
/// `1`, then `Field overflow`; `PRINT #1,"AB":WRITE #1,1` ends the record exactly).
pub(super) fn record_padding(reclen: usize, at: usize) -> Vec<u8> {
    let left = reclen.saturating_sub(at);
    match left {
        0 | 1 => Vec::new(),
        2 => vec![b' '; 3],
        _ => vec![b' '; left - 2],
    }
}

#[cfg(test)]
mod tests {
    use super::record_padding;

    #[test]
    fn write_pads_a_record_to_end_with_its_line_end() {
        assert_eq!(record_padding(128, 6).len(), 120);
        assert_eq!(record_padding(128, 125).len(), 1);
        // Exactly two bytes left: GW-BASIC's count wraps and the spaces overflow the field.
        assert!(record_padding(128, 126).len() > 2);
        assert!(record_padding(128, 127).is_empty());
    }
}
