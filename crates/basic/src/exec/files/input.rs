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
    ) -> Result<(), BasicError> {
        if targets.is_empty() {
            // A statement that did not parse past its file number: the file is checked,
            // then the syntax error raised.
            let (_, f) = self.open_file(file)?;
            if !matches!(f.mode, Mode::Input | Mode::Random) {
                return Err(BAD_FILE_MODE.into());
            }
            return Err(ErrorKind::Syntax.into());
        }
        for t in targets {
            let ty = self.store.type_of(crate::exec::lvalue_var(t));
            let (n, f) = self.open_file(file)?;
            if f.mode == Mode::Random {
                let value = random_item(f, whole_line, ty)?;
                self.assign(t, value)?;
                continue;
            }
            if f.mode != Mode::Input {
                return Err(BAD_FILE_MODE.into());
            }
            if f.device == Device::Keyboard && !f.content[f.pos..].contains(&b'\r') {
                let line = self.keyboard_line();
                if let Some(f) = self.files.get_mut(&n) {
                    f.content.extend(line);
                }
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
                        let (v, overflow) = item_number::<P::Num>(&text);
                        if overflow {
                            self.overflow_warning()?;
                        }
                        Value::Num(v)
                    }
                }
            };
            self.assign(t, value)?;
        }
        Ok(())
    }

    /// `INPUT$(n, #f)`: the next n bytes of an input file, as they are.
    pub(in crate::exec) fn input_file_bytes(
        &mut self,
        n: usize,
        file: &Expr<P::Num>,
    ) -> Result<Vec<u8>, BasicError> {
        let (_, f) = self.open_file_by_mode(file)?;
        if f.mode == Mode::Random {
            // A random file's bytes come from its FIELD buffer, from where PRINT # and
            // INPUT # left off, up to `Field overflow` (GIODSK.ASM `SINP50`, `FOVCHK`; real
            // GW-BASIC 3.23: CHR$(0)s from a fresh buffer).
            let mut out = Vec::with_capacity(n);
            while out.len() < n {
                if f.rpos >= f.reclen {
                    return Err(ErrorKind::Numbered(50).into());
                }
                out.push(f.buffer[f.rpos]);
                f.rpos += 1;
            }
            return Ok(out);
        }
        if f.mode != Mode::Input {
            return Err(BAD_FILE_MODE.into());
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

    /// The keys typed up to the next Enter (CR), for a file opened on `KYBD:`; what is left
    /// when the keys run out.
    pub(super) fn keyboard_line(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        if let Some(k) = &self.keyboard {
            let mut k = k.borrow_mut();
            while let Some(b) = k.key() {
                let b = if b == b'\n' { b'\r' } else { b };
                out.push(b);
                if b == b'\r' {
                    break;
                }
            }
        }
        out
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
    let content = std::mem::replace(&mut f.content, f.buffer[..f.reclen].to_vec());
    let pos = std::mem::replace(&mut f.pos, f.rpos);
    let text = if whole_line {
        read_line(f)
    } else {
        read_item(f, ty == VarType::Str)
    };
    let overflow = f.pos >= f.content.len();
    f.rpos = f.pos;
    f.content = content;
    f.pos = pos;
    if overflow {
        return Err(ErrorKind::Numbered(50).into());
    }
    Ok(match ty {
        VarType::Str => Value::Str(Rc::from(text)),
        VarType::Num(_) => Value::Num(item_number::<N>(&text).0),
    })
}

/// The number an INPUT # item's text gives: as much of it as reads as a number, as VAL
/// reads it; 0 when it does not start with one. Whether it overflowed.
pub(super) fn item_number<N: Number>(text: &[u8]) -> (N, bool) {
    N::parse(text, ParseContext::Val)
        .map_or_else(|| (N::from_i32(0), false), |p| (p.value, p.overflow))
}

/// Skips the spaces (and line ends) before an item.
pub(super) fn skip_blanks(f: &mut OpenFile, also: &[u8]) {
    while let Some(&b) = f.peek() {
        if b == b' ' || also.contains(&b) {
            f.pos += 1;
        } else {
            break;
        }
    }
}

/// LINE INPUT #: up to CR (CR LF taken together), at most 255 characters.
pub(super) fn read_line(f: &mut OpenFile) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(&b) = f.peek() {
        if b == CTRL_Z {
            break;
        }
        f.pos += 1;
        // A CR right after a LF is kept in the line (`GH` LF CR `IJ` is one line of six
        // characters on GW-BASIC 3.23, probed), as ASCII LOAD keeps it (SCNEDT.ASM DSKCHI).
        if b == b'\r' && out.last() != Some(&b'\n') {
            if f.peek() == Some(&b'\n') {
                f.pos += 1;
            }
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

/// One INPUT # item, as GW-BASIC's input routine reads it: leading spaces and line feeds
/// skipped (a NUL starts the item); a quote opens a string unless a line feed or NUL came just before it; a
/// line feed inside an item is dropped (with a CR right after it), NUL everywhere; a comma
/// or CR ends an item, a space ends a number; after a closing quote or a space, spaces and
/// one comma or CR are taken, and a CR takes the LF after it. (PC-BASIC's `devices/devicebase.py`, read to learn this; the
/// pcbasic-suite INPUTNR and INPUTSTQ models.)
pub(super) fn read_item(f: &mut OpenFile, string: bool) -> Vec<u8> {
    let mut last = None;
    while let Some(&b) = f.peek() {
        // A NUL is not passed over here: it starts the item (and is dropped from it), so
        // the spaces after it stay (real GW-BASIC 3.23: NUL, `  SP  ` reads `  SP`).
        if b == b' ' || b == b'\n' {
            last = Some(b);
            f.pos += 1;
            // LF CR is passed over whole.
            if b == b'\n' && f.peek() == Some(&b'\r') {
                f.pos += 1;
            }
        } else {
            break;
        }
    }
    let next = |f: &mut OpenFile| {
        let c = f.peek().copied().filter(|&b| b != CTRL_Z);
        if c.is_some() {
            f.pos += 1;
        }
        c
    };
    let mut c = next(f);
    let quoted = string && c == Some(b'"') && !matches!(last, Some(b'\n' | 0));
    if quoted {
        c = next(f);
    }
    let mut word = Vec::new();
    let mut blanks = Vec::new();
    while let Some(b) = c {
        if !quoted && (b == b',' || b == b'\r' || (!string && b == b' ')) {
            break;
        }
        if quoted && b == b'"' {
            break;
        }
        if b == b'\n' && !quoted {
            c = next(f);
            if c == Some(b'\r') {
                c = next(f);
            }
            continue;
        }
        if b == b' ' && !quoted {
            blanks.push(b);
        } else if b != 0 {
            word.append(&mut blanks);
            word.push(b);
        }
        if word.len() + blanks.len() >= MAX_STRING {
            break;
        }
        c = next(f);
    }
    if c == Some(b' ') || (quoted && c == Some(b'"')) {
        skip_blanks(f, &[]);
        if let Some(&b @ (b',' | b'\r')) = f.peek() {
            f.pos += 1;
            c = Some(b);
        }
    }
    // A CR ending the item takes the LF of a CR LF with it.
    if c == Some(b'\r') && f.peek() == Some(&b'\n') {
        f.pos += 1;
    }
    word
}
