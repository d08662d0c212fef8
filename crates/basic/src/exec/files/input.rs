//! INPUT #, LINE INPUT # and INPUT$ of files: the items as GW-BASIC's input routine
//! reads them, from a sequential file or a random file's record buffer.

use super::*;

impl<P: Profile> Machine<P> {
    /// `INPUT #n` and `LINE INPUT #n`.
    pub(in crate::exec) fn input_file(
        &mut self,
        file: &Expr<P::Num>,
        whole_line: bool,
        targets: &[LValue<P::Num>],
        bad: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        self.serial_read(file, false)?;
        self.keyboard_reader(file, true);
        let r = self.input_file_items(file, whole_line, targets, bad);
        self.keyboard_reader(file, false);
        self.console_keys_checked();
        r
    }

    /// A `KYBD:` file's reader: before INPUT # or LINE INPUT # (`start`) the file gets the
    /// keyboard to take keys from as its items need them; after, it lets go of it and of
    /// the keys it read, keeping the one its reader backed up (DSKCOM.ASM `MORSPC`'s
    /// BAKCHR into the file's block), and a read that found no key left ends the run (the
    /// machine waits). The keys not taken stay in the keyboard's queue: the next INPUT or
    /// the `Ok` prompt reads them (real GW-BASIC 3.23, gw-real: `INPUT #1,A,B,C` of `1 2  3
    /// 4, 5  , 6` leaves `, 5  , 6` for the LINE INPUT after it, the `4` for the file's next
    /// INPUT #).
    fn keyboard_reader(&mut self, file: &Expr<P::Num>, start: bool) {
        let texts = self
            .screen
            .text
            .as_deref()
            .map(|t| t.keys().clone())
            .unwrap_or_default();
        let keyboard = self
            .keyboard
            .clone()
            .map(|k| super::open_file::TypedKeys(k, texts));
        let soft = if start {
            std::mem::take(&mut self.soft_typed)
        } else {
            Default::default()
        };
        let Ok((_, f)) = self.open_file(file) else {
            self.soft_typed = soft;
            return;
        };
        if f.device != Device::Keyboard {
            self.soft_typed = soft;
            return;
        }
        if start {
            f.typed = keyboard;
            // The rest of a function key's text an INPUT$ began is the next keys read.
            f.content.extend(soft);
            return;
        }
        f.typed = None;
        f.content.drain(..f.pos.min(f.content.len()));
        f.pos = 0;
        if std::mem::take(&mut f.typed_out) {
            self.end_keys();
        }
    }

    /// A read of a serial port: nothing attached sends a byte, and the machine waits for
    /// ever (real GW-BASIC 3.23 in DOSBox: `INPUT #1` of `COM1:,,,,DS0` never returns),
    /// so the run stops there as a hung run does: at a console until a BREAK, else it ends.
    /// So does an INPUT # or LINE INPUT # (not `bytes`, INPUT$) of a device that gives
    /// NULs for ever (`ConsoleKeys::zeros`).
    fn serial_read(&mut self, file: &Expr<P::Num>, bytes: bool) -> Result<(), BasicError> {
        // A number with no file is the reader's own error to give.
        let Ok((_, f)) = self.open_file(file) else {
            return Ok(());
        };
        if (f.device == Device::Serial && matches!(f.mode, Mode::Input | Mode::Random))
            || (!bytes && f.keys.as_ref().is_some_and(|k| k.zeros()))
        {
            // The machine waits here for ever: at a console ferrite waits for a BREAK
            // (`Machine::wait_hung`), else the run ends.
            self.hung = true;
            self.end_keys();
            return Err(ErrorKind::Numbered(24).into());
        }
        Ok(())
    }

    /// A read of DOS's `CON` that found no key left: the machine waits for one, so the
    /// run ends after the statement (`ConsoleKeys`).
    pub(in crate::exec) fn console_keys_checked(&mut self) {
        if self
            .files
            .values()
            .any(|f| f.keys.as_ref().is_some_and(|k| k.ran_out))
        {
            self.end_keys();
        }
    }

    /// INPUT # and LINE INPUT #'s items, read in turn.
    fn input_file_items(
        &mut self,
        file: &Expr<P::Num>,
        whole_line: bool,
        targets: &[LValue<P::Num>],
        bad: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        if targets.is_empty() {
            // A statement that did not parse past its file number: the file is checked,
            // then the error raised (`LINE INPUT #1,A$(` is 22 once the file is found).
            let (_, f) = self.open_file(file)?;
            if !matches!(f.mode, Mode::Input | Mode::Random) {
                return Err(BAD_FILE_MODE.into());
            }
            return Err(bad.unwrap_or(ErrorKind::Syntax).into());
        }
        for t in targets {
            let ty = self.store.type_of(crate::exec::lvalue_var(t));
            let (_, f) = self.open_file(file)?;
            let mode = f.mode;
            if !matches!(mode, Mode::Random | Mode::Input) {
                return Err(BAD_FILE_MODE.into());
            }
            // Each variable is found (PTRGET, which makes it) before its item is read, so
            // an item past the end leaves the variable made (GWMAIN.ASM `INPUT` through
            // `INPCON`; real GW-BASIC 3.23: `INPUT #1,A,B` at the last item makes B too).
            match t {
                LValue::Var(v) => self.store.touch(*v)?,
                LValue::Element(v, subs) => {
                    self.element_index(*v, subs)?;
                }
            }
            // LINE INPUT #'s variable must be a string before anything is read (real
            // GW-BASIC 3.23: `LINE INPUT #1,A` is 13 at the end of a file, input or random).
            if whole_line && ty != VarType::Str {
                return Err(ErrorKind::TypeMismatch.into());
            }
            let (_, f) = self.open_file(file)?;
            if mode == Mode::Random {
                let value = random_item(f, whole_line, ty)?;
                self.detach_string(t, &value)?;
                self.assign(t, value)?;
                continue;
            }
            let (_, f) = self.open_file(file)?;
            // An INPUT # item past the blanks before it must be there: blanks then the end
            // are `Input past end` and the variable keeps its value (real GW-BASIC 3.23).
            if f.at_end() || (!whole_line && f.only_blanks_left()) {
                return Err(INPUT_PAST_END.into());
            }
            let value = if whole_line {
                if ty != VarType::Str {
                    return Err(ErrorKind::TypeMismatch.into());
                }
                Value::Str(Rc::from(read_line(f)))
            } else {
                match ty {
                    VarType::Str => Value::Str(Rc::from(read_item(f, true))),
                    VarType::Num(_) => {
                        // The item's text is read as far as it is a number (FIN on the
                        // item: real GW-BASIC 3.23 reads `-3.5E2Z` as -350, `AB` as 0).
                        // Past the type's range it is GW's `Overflow`, a warning that
                        // goes on with the largest value (error 6 under ON ERROR, the
                        // variable unchanged: real GW-BASIC 3.23, `1D400`).
                        let text = read_item(f, false);
                        let (v, overflow) = item_number::<P::Num>(&text)?;
                        if overflow {
                            self.overflow_warning()?;
                        }
                        Value::Num(v)
                    }
                }
            };
            self.detach_string(t, &value)?;
            self.assign(t, value)?;
        }
        bad.map_or(Ok(()), |e| Err(e.into()))
    }

    /// `INPUT$(n, #f)`: the next n bytes of an input file, as they are.
    pub(in crate::exec) fn input_file_bytes(
        &mut self,
        n: usize,
        file: &Expr<P::Num>,
    ) -> Result<Vec<u8>, BasicError> {
        self.serial_read(file, true)?;
        let r = self.input_file_bytes_read(n, file);
        self.console_keys_checked();
        r
    }

    /// INPUT$'s file as FIXINP finds it: FILSCN (no file is `Bad file mode` here, see
    /// [`Self::open_file_by_mode`]), then a sequential output file is `Bad file mode`.
    pub(in crate::exec) fn input_file_found(
        &mut self,
        file: &Expr<P::Num>,
    ) -> Result<(), BasicError> {
        let (_, f) = self.open_file_by_mode(file)?;
        if matches!(f.mode, Mode::Output | Mode::Append) {
            return Err(BAD_FILE_MODE.into());
        }
        Ok(())
    }

    /// INPUT$'s bytes from a file.
    fn input_file_bytes_read(
        &mut self,
        n: usize,
        file: &Expr<P::Num>,
    ) -> Result<Vec<u8>, BasicError> {
        let (_, f) = self.open_file_by_mode(file)?;
        if f.mode == Mode::Random {
            // A random file's bytes come from its FIELD buffer, from where PRINT # and
            // INPUT # left off, up to `Field overflow` (GIODSK.ASM `SINP50`, `FOVCHK`; real
            // GW-BASIC 3.23: CHR$(0)s from a fresh buffer).
            // A record PRINT # or WRITE # filled to the sector since the last GET or PUT
            // is at its end as EOF says (-1): `Input past end` before the buffer is looked
            // at (real GW-BASIC 3.23: PUT, then a WRITE # that flushed the record, then
            // `INPUT$(2,#3)` is 62, not 50).
            if f.printed == Some(SECTOR) {
                return Err(INPUT_PAST_END.into());
            }
            let mut out = Vec::with_capacity(n);
            while out.len() < n {
                if f.rpos >= f.reclen {
                    return Err(ErrorKind::Numbered(50).into());
                }
                // DSKSIN takes a CTRL-Z as the end in a random file's buffer too: `Input
                // past end`, the variable unchanged (real GW-BASIC 3.23: a GET of the record
                // holding the file's closing CTRL-Z, then `INPUT$(1,#1)` is 62).
                if f.buffer[f.rpos] == CTRL_Z {
                    f.met_ctrl_z = true;
                    return Err(INPUT_PAST_END.into());
                }
                out.push(f.buffer[f.rpos]);
                f.rpos += 1;
            }
            return Ok(out);
        }
        if f.mode != Mode::Input {
            return Err(BAD_FILE_MODE.into());
        }
        if f.device == Device::Keyboard {
            // INPUT$ takes its keys from the keyboard's queue, not the key INPUT # backed
            // up into the file's block, which waits for the next INPUT # (real GW-BASIC
            // 3.23, gw-real: `INPUT$(1,#1)` after `INPUT #1,A,B` of `1 2 3` is the blank
            // after the `2`, and LINE INPUT # then reads `23`).
            let keys = self.input_keys(n);
            if keys.len() < n {
                self.end_keys();
                return Err(INPUT_PAST_END.into());
            }
            return Ok(keys);
        }
        let mut out = Vec::with_capacity(n);
        while out.len() < n {
            if f.at_end() {
                return Err(INPUT_PAST_END.into());
            }
            out.push(f.content[f.pos]);
            f.pos += 1;
        }
        Ok(out)
    }

    /// The next key in the keyboard's queue, left there (GIOKYB.ASM `KYBEOF` and `KYBLOC`
    /// look at the queue). `wait`: a look that waits for a key (EOF); else a person's
    /// keyboard with no key typed yet has none (LOC). `None`: no key.
    pub(super) fn typed_key_ahead(&mut self, wait: bool) -> Option<u8> {
        let k = self.keyboard.as_ref()?;
        let mut k = k.borrow_mut();
        if !wait && !k.has_key() {
            return None;
        }
        let b = k.key()?;
        k.unread(&[b]);
        Some(if b == b'\n' { b'\r' } else { b })
    }
}

/// INPUT # and LINE INPUT # of a random file read its record buffer, which GW-BASIC treats
/// as a field: reading to its end without finding the item's end is `Field overflow`
/// (pcbasic-suite FLDOVFL).
pub(super) fn random_item<N: Number>(
    f: &mut OpenFile,
    whole_line: bool,
    ty: VarType,
) -> Result<Value<N>, BasicError> {
    // A record PRINT # or WRITE # filled to the sector is at its end (EOF -1), as for
    // INPUT$ (real GW-BASIC 3.23: 62 for INPUT # and LINE INPUT # there).
    if f.printed == Some(SECTOR) {
        return Err(INPUT_PAST_END.into());
    }
    // An item that starts at a CTRL-Z (after the blanks INPUT # passes over) is past the
    // end, as DSKSIN reads it (real GW-BASIC 3.23: LINE INPUT # and INPUT # after a GET of
    // the record holding the file's CTRL-Z are 62, INPUT # of ` ` CTRL-Z too).
    let buffer = &f.buffer[..f.reclen];
    let mut at = f.rpos;
    while !whole_line && buffer.get(at) == Some(&b' ') {
        at += 1;
    }
    if buffer.get(at) == Some(&CTRL_Z) {
        f.rpos = at;
        f.met_ctrl_z = true;
        return Err(INPUT_PAST_END.into());
    }
    let content = std::mem::replace(&mut f.content, f.buffer[..f.reclen].to_vec());
    let pos = std::mem::replace(&mut f.pos, f.rpos);
    let (filled, last_read) = (f.filled, f.last_read);
    f.filled = f.content.len();
    let text = if whole_line {
        read_line(f)
    } else {
        read_item(f, ty == VarType::Str)
    };
    let overflow = f.pos >= f.content.len();
    f.rpos = f.pos;
    f.content = content;
    f.pos = pos;
    (f.filled, f.last_read) = (filled, last_read);
    if overflow {
        return Err(ErrorKind::Numbered(50).into());
    }
    Ok(match ty {
        VarType::Str => Value::Str(Rc::from(text)),
        VarType::Num(_) => Value::Num(item_number::<N>(&text)?.0),
    })
}

/// The number an INPUT # item's text gives: as much of it as reads as a number, as VAL
/// reads it; 0 when it does not start with one. Whether it overflowed. FIN's `Syntax
/// error` (an 8 in an octal constant) comes once the item is read.
pub(super) fn item_number<N: Number>(text: &[u8]) -> Result<(N, bool), BasicError> {
    if N::text_syntax_error(text) {
        return Err(ErrorKind::Syntax.into());
    }
    Ok(N::parse(text, ParseContext::Val)
        .map_or_else(|| (N::from_i32(0), false), |p| (p.value, p.overflow)))
}

/// LINE INPUT #: up to CR (CR LF taken together), at most 255 characters.
pub(super) fn read_line(f: &mut OpenFile) -> Vec<u8> {
    let mut out = Vec::new();
    let mut after_lf = false;
    let data = f.ctrl_z_is_data();
    while let Some(&b) = f.peek() {
        if b == CTRL_Z && !data {
            break;
        }
        f.pos += 1;
        // A CR read right after a LF is kept in the line (`GH` LF CR `IJ` is one line of six
        // characters on GW-BASIC 3.23, probed), as ASCII LOAD keeps it (SCNEDT.ASM DSKCHI).
        // Only the very next byte: a NUL between them ends the line at the CR (DSKCOM.ASM
        // LPISLF looks at the one byte after the LF; LF NUL CR LF reads as a lone LF).
        let kept_cr = b == b'\r' && after_lf;
        after_lf = b == b'\n';
        if b == b'\r' && !kept_cr {
            f.take_lf();
            break;
        }
        // A NUL is dropped, as INPUT # drops it (real GW-BASIC 3.23).
        if b != 0 {
            out.push(b);
        }
        if out.len() >= MAX_STRING {
            break;
        }
    }
    out
}

/// One INPUT # item, as GW-BASIC's input routine reads it (DSKCOM.ASM `INPDOR`; own code
/// after its steps). A number ends at a comma or a space, a string at a comma, or at its
/// closing quote when its first byte (after the spaces skipped before it) is a quote. Out of
/// quotes a CR ends the item (taking a LF after it); a LF is stored in a number (FIN passes
/// over it) and dropped from a string, and a CR right after LFs is passed over. NULs are
/// dropped everywhere. The item is cut at 255 bytes stored, and the next one starts right
/// there. After a closing quote or a space, spaces and then one comma or CR (with its LF)
/// are taken. An unquoted string loses its trailing spaces (BISTRS.ASM `STRLT2`).
pub(super) fn read_item(f: &mut OpenFile, string: bool) -> Vec<u8> {
    let data = f.ctrl_z_is_data();
    let next = |f: &mut OpenFile| {
        let c = f.peek().copied().filter(|&b| b != CTRL_Z || data);
        if c.is_some() {
            f.pos += 1;
        }
        c
    };
    let (mut ends, mut c) = (if string { [b','; 2] } else { [b',', b' '] }, next(f));
    while c == Some(b' ') {
        c = next(f);
    }
    let quoted = string && c == Some(b'"');
    if quoted {
        ends = [b'"'; 2];
        c = next(f);
    }
    let mut word = Vec::new();
    let stop = loop {
        let Some(mut b) = c else {
            break None;
        };
        if !quoted && b == b'\r' {
            f.take_lf();
            return trimmed(word, string && !quoted);
        }
        if !quoted && b == b'\n' {
            // LPISLF: the LFs (kept in a number), then a CR is passed over.
            loop {
                if !string {
                    word.push(b'\n');
                    if word.len() == MAX_STRING {
                        return word;
                    }
                }
                c = next(f);
                match c {
                    Some(b'\n') => {}
                    Some(b'\r') => {
                        c = next(f);
                        break;
                    }
                    _ => break,
                }
            }
            match c {
                Some(x) if x != b'\r' && x != b'\n' => b = x,
                // Back to the top: a CR or LF after the passed CR is read afresh.
                _ => continue,
            }
        }
        if b != 0 {
            if ends.contains(&b) {
                break Some(b);
            }
            word.push(b);
            if word.len() == MAX_STRING {
                // STRCHR: the buffer is full, the item ends at once.
                return trimmed(word, string && !quoted);
            }
        }
        c = next(f);
    };
    if matches!(stop, Some(b'"' | b' ')) {
        // MORSPC: spaces, then one comma or CR (with its LF); anything else stays.
        loop {
            match next(f) {
                Some(b' ') => {}
                Some(b'\r') => {
                    f.take_lf();
                    break;
                }
                Some(b',') | None => break,
                Some(_) => {
                    f.pos -= 1;
                    break;
                }
            }
        }
    }
    trimmed(word, string && !quoted)
}

/// An unquoted string item without its trailing spaces.
fn trimmed(mut word: Vec<u8>, unquoted: bool) -> Vec<u8> {
    if unquoted {
        while word.last() == Some(&b' ') {
            word.pop();
        }
    }
    word
}
