//! GW-BASIC's random files: FIELD, LSET, RSET, GET and PUT over a record buffer.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), FIELD, LSET and RSET, GET and PUT
//! (files); pcbasic-suite RANDOM_LEN_1 (a fresh buffer holds zero bytes).

use std::io::{Read, Seek, SeekFrom, Write};
use std::rc::Rc;

use super::files::{Device, FieldKey, Mode, BAD_FILE_NUMBER};
use super::{share, Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::{Expr, LValue};

/// FIELD's list: each width with the string it names (or the error of a string that did
/// not parse).
type FieldList<N> = [(Expr<N>, Result<LValue<N>, ErrorKind>)];

/// `FIELD overflow`.
const FIELD_OVERFLOW: ErrorKind = ErrorKind::Numbered(50);
/// `Bad record number`.
const BAD_RECORD: ErrorKind = ErrorKind::Numbered(63);
/// `Bad file mode`.
const BAD_FILE_MODE: ErrorKind = ErrorKind::Numbered(54);

impl<P: Profile> Machine<P> {
    /// The FIELD key of a string variable or element.
    fn field_key(&mut self, target: &LValue<P::Num>) -> Result<FieldKey, BasicError> {
        Ok(match target {
            LValue::Var(v) => (v.name, None),
            LValue::Element(v, subs) => (v.name, Some(self.element_index(*v, subs)?)),
        })
    }

    /// `FIELD #n, w AS v$, ...`.
    pub(super) fn field(
        &mut self,
        file: &Expr<P::Num>,
        fields: &FieldList<P::Num>,
        bad: Option<&ErrorKind>,
    ) -> Result<(), BasicError> {
        let (n, f) = self.open_file(file)?;
        // Only a random file has a record to lay fields on (GW-BASIC 3.23: FIELD of a file
        // open for output is error 54; errgen `file_modes`).
        if f.mode != Mode::Random && !f.printer_random {
            return Err(BAD_FILE_MODE.into());
        }
        let mut offset = 0;
        for (width, target) in fields {
            let w = self.eval_byte(width)? as usize;
            let target = target.as_ref().map_err(|k| BasicError::from(*k))?;
            let key = self.field_key(target)?;
            // PTRGET has made the variable before the width is checked (DSKCOM.ASM
            // FIELD: real GW-BASIC 3.23 `FIELD #1,16 AS Z$` on 15-byte records is
            // `Field overflow` with Z$'s 7 bytes taken).
            if let LValue::Var(v) = target {
                self.store.touch(*v)?;
            }
            // FRCSTR before the overflow check (real GW-BASIC 3.23: `FIELD #1,11 AS A` on
            // 10-byte records is 13, not 50).
            let var = match target {
                LValue::Var(v) | LValue::Element(v, _) => *v,
            };
            if self.store.type_of(var) != crate::parse::VarType::Str {
                return Err(ErrorKind::TypeMismatch.into());
            }
            let stale = self.record_sizes.get(&n).copied().unwrap_or(0);
            let f = self.files.get_mut(&n).ok_or(BAD_FILE_NUMBER)?;
            // A printer opened RANDOM fields against the size its block last held.
            let reclen = if f.printer_random { stale } else { f.reclen };
            let Some(bytes) = f
                .buffer
                .get(offset..offset + w)
                .filter(|_| offset + w <= reclen)
            else {
                return Err(FIELD_OVERFLOW.into());
            };
            let text = Rc::from(bytes);
            // The descriptor now points here, and nowhere else.
            self.unfield(key);
            let f = self.files.get_mut(&n).ok_or(BAD_FILE_NUMBER)?;
            f.fields.push((offset, w, key));
            offset += w;
            // The variable's descriptor points into the FIELD buffer: nothing is taken from
            // the string space (real GW-BASIC 3.23: FRE(0) falls by the two variables'
            // entries only, 7 bytes each for `FIELD #2,8 AS X$,8 AS Y$`).
            self.assign_held(target, Value::Str(text), false)?;
        }
        match bad {
            Some(k) => Err((*k).into()),
            None => Ok(()),
        }
    }

    /// Writes a FIELD variable's new bytes into its buffer where the variable points (the
    /// MID$ statement changes a fielded string where it is: BISTRS.ASM `LHSMID` copies only
    /// what lies between TXTTAB and STREND). False when the variable is no FIELD's.
    pub(super) fn write_field_var(
        &mut self,
        target: &LValue<P::Num>,
        new: &[u8],
    ) -> Result<bool, BasicError> {
        let key = self.field_key(target)?;
        let Some((file, o, w)) = self.field_place(key) else {
            return Ok(false);
        };
        if w != new.len() {
            return Ok(false);
        }
        if let Some((bytes, _)) = self.field_area_mut(file) {
            bytes[o..o + w].copy_from_slice(new);
        }
        self.assign_held(target, Value::Str(Rc::from(new)), false)?;
        self.refresh_fields(file)?;
        Ok(true)
    }

    /// `LSET` and `RSET`: the value padded with spaces (or cut) to the field's width.
    pub(super) fn set_field(
        &mut self,
        right: bool,
        target: &LValue<P::Num>,
        value: &Expr<P::Num>,
    ) -> Result<(), BasicError> {
        // LSETA: PTRGET makes the variable before the value is evaluated (real GW-BASIC
        // 3.23: `RSET F$=STRING$(255,84)+"X"` is `String too long` with F$ made).
        // PTRGET makes a variable of any type (and an element's array) before FRCSTR
        // refuses a number: `LSET K%="1"` is 13 with K% made (real GW-BASIC 3.23).
        match target {
            LValue::Var(v) => self.store.touch(*v)?,
            LValue::Element(v, subs) => {
                self.element_index(*v, subs)?;
            }
        }
        if self.store.type_of(super::lvalue_var(target)) != crate::parse::VarType::Str {
            return Err(ErrorKind::TypeMismatch.into());
        }
        let text = self.eval(value)?.string()?;
        // `FRESTR`: the value an expression made (`MKI$(1)`, `A$+"X"`) is given back, as
        // its bytes are copied where the variable's are (real GW-BASIC 3.23: LSET of a
        // FIELD variable from MKI$ leaves FRE(0) as it was).
        let freed = self.store.mem.release_temporary(&text);
        let key = self.field_key(target)?;
        // A FIELD variable is written in its buffer, its file open or closed.
        let place = self.field_place(key);
        let width = match place {
            Some((_, _, w)) => w,
            None => self.lvalue_get(target)?.string()?.len(),
        };
        if place.is_none() && width == 0 {
            // `RETCUR`: an empty variable is left as it is, descriptor and all (DSKCOM.ASM
            // `LSET`; real GW-BASIC 3.23: `LSET U$="AB"` leaves a new U$ at 0 0 0). PTRGET
            // has made it.
            if let LValue::Var(v) = target {
                self.store.touch(*v)?;
            }
            return Ok(());
        }
        let n = text.len().min(width);
        let mut padded = vec![b' '; width];
        if right {
            padded[width - n..].copy_from_slice(&text[..n]);
        } else {
            padded[..n].copy_from_slice(&text[..n]);
        }
        if let Some((file, o, w)) = place {
            // A value that is a FIELD variable of the same buffer is read as it is being
            // written: RSET's blanks first, then `COPLOP` a byte at a time forwards, then
            // LSET's blanks (DSKCOM.ASM `LSET`; real GW-BASIC 3.23: `RSET A$=B$` over
            // overlapping fields copies the blanks it just wrote).
            let source = match value {
                Expr::Var(v) => self.field_place((v.name, None)),
                _ => None,
            }
            .filter(|&(f2, _, w2)| f2 == file && w2 == text.len());
            if let Some((bytes, _)) = self.field_area_mut(file) {
                match source {
                    Some((_, from, _)) => {
                        let blanks = w - n;
                        let mut at = o;
                        if right {
                            bytes[at..at + blanks].fill(b' ');
                            at += blanks;
                        }
                        for i in 0..n {
                            bytes[at + i] = bytes[from + i];
                        }
                        if !right {
                            bytes[at + n..o + w].fill(b' ');
                        }
                    }
                    None => bytes[o..o + w].copy_from_slice(&padded),
                }
            }
            let padded = match self.field_area(file) {
                Some((bytes, _)) if source.is_some() => bytes[o..o + w].to_vec(),
                _ => padded,
            };
            // Written into the FIELD buffer where the variable points: no string space.
            // Every view of those bytes shows them (two FIELDs may overlap).
            self.assign_held(target, Value::Str(Rc::from(padded)), false)?;
            return self.refresh_fields(file);
        }
        // A string in the string space is written where it is, taking no new space; one
        // still in the program text (a literal) is copied out first, so the program is not
        // changed (real GW-BASIC 3.23: FRE(0) is unchanged by LSET of a MID$ result, falls by
        // the length for `L$="HELLO":LSET L$="AB"`, and LIST shows the line as typed).
        let (var, idx) = match target {
            LValue::Var(v) => (*v, None),
            LValue::Element(v, subs) => (*v, Some(self.element_index(*v, subs)?)),
        };
        if self.store.string_in_heap(var, idx) {
            // The bytes are written where the variable's string is (DSKCOM.ASM `LSET`
            // copies over the descriptor's text): the new text takes the old one's place
            // (real GW-BASIC 3.23: after `T$=S$`, `LSET S$=...` leaves S$ at its address).
            let new: Rc<[u8]> = Rc::from(padded);
            if let Ok(Value::Str(old)) = self.lvalue_get(target) {
                self.store.mem.places.moved(&old, &new);
            }
            return self.assign_held(target, Value::Str(new), true);
        }
        if self.same_descriptor(target, idx, value)? {
            // The variable's own string in the program text: LSET points the descriptor at
            // the new space GETSPA gave before it reads the value's descriptor, which is the
            // same one, so the copy runs from the new space onto itself and the string is
            // what the string space held there (DSKCOM.ASM `LSET`, `MADESC` then `OLDSTR`;
            // real GW-BASIC 3.23: `A$="XYZ":RSET A$=A$` is three NUL bytes).
            padded = self.fresh_space_bytes(width);
        } else if freed && text.len() > width && self.segment().is_some() {
            // The value's temporary was given back before GETSPA took the new space, which
            // is the top `width` of the temporary's own bytes: COPLOP's forward copy reads
            // what it wrote `len - width` bytes before (real GW-BASIC 3.23: after
            // `A$="free"`, `LSET A$=MKI$(258)+MKS$(1)` is 2 1 2 1).
            let d = text.len() - width;
            for i in d..width {
                padded[i] = padded[i - d];
            }
        }
        self.assign(target, Value::Str(Rc::from(padded)))
    }

    /// Whether `value` is the variable or element `target` itself (the same descriptor).
    fn same_descriptor(
        &mut self,
        target: &LValue<P::Num>,
        idx: Option<usize>,
        value: &Expr<P::Num>,
    ) -> Result<bool, BasicError> {
        Ok(match (target, value) {
            (LValue::Var(a), Expr::Var(b)) => a == b,
            (LValue::Element(a, _), Expr::Element(b, subs)) if a == b => {
                Some(self.element_index(*b, subs)?) == idx
            }
            _ => false,
        })
    }

    /// The bytes the string space holds where GETSPA puts the next `n` bytes (just below
    /// FRETOP), before anything is written there.
    fn fresh_space_bytes(&self, n: usize) -> Vec<u8> {
        let Some(seg) = self.segment() else {
            return vec![0; n];
        };
        let b = self.bounds(&seg);
        let fretop = i64::from(b.end) + self.store.mem.free();
        (0..n as i64)
            .map(|i| {
                let a = fretop - n as i64 + 1 + i;
                u16::try_from(a).map_or(0, |a| self.data_segment_peek(a))
            })
            .collect()
    }

    /// GET and PUT of a serial port move bytes, not records: the number given is how many,
    /// from the record buffer's start; none, the whole record (GIOCOM.ASM `COMRND`). The
    /// number is cut to an integer and taken from 1 to 2^32-1 (else `Bad record number`),
    /// then its low word is the count: compared with the record's length as a signed word,
    /// a count past the length is `Illegal function call`, and a word of 0 or past 32767
    /// (65536 or 32768 bytes and more) takes longer than a run lasts at any speed the port
    /// has: the machine is still sending. A PUT waits for Clear To Send (24 unless `CS0`),
    /// a GET for bytes that never come (real GW-BASIC 3.23 in DOSBox: with LEN=4 `PUT 1,4`,
    /// `65537` and `2147483649` pass, `5`, `65541`, `131077` and `2147483653` are 5, `0`,
    /// `.5` and `4294967297` 63, `32768`, `65536` and `2147483648` never end; LOC stays 0).
    fn serial_record(
        &mut self,
        put: bool,
        n: u8,
        record: Option<&Expr<P::Num>>,
    ) -> Result<(), BasicError> {
        let mut long = false;
        if let Some(e) = record {
            let r = self.eval_num(e)?.to_f64().trunc();
            if !(1.0..=4_294_967_295.0).contains(&r) {
                return Err(BAD_RECORD.into());
            }
            let word = (r as u64 & 0xffff) as usize;
            let reclen = self.files.get(&n).map_or(0, |f| f.reclen);
            if word > reclen && word < 0x8000 {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            long = word == 0 || word >= 0x8000;
        }
        let f = self.files.get(&n).ok_or(BAD_FILE_NUMBER)?;
        if put && f.serial.is_some_and(|s| s.1 != 0) {
            return Err(ErrorKind::Numbered(24).into());
        }
        if !put || long {
            self.hung = true;
            self.end_keys();
            return Err(ErrorKind::Numbered(24).into());
        }
        Ok(())
    }

    /// `GET #n[, r]` and `PUT #n[, r]`: one record between the buffer and the file.
    pub(super) fn record(
        &mut self,
        put: bool,
        file: &Expr<P::Num>,
        record: Option<&Expr<P::Num>>,
    ) -> Result<(), BasicError> {
        // A file number not open is `Bad file mode` here, past the files too (GW-BASIC
        // 3.23, probed: `GET #4` with 3 files is 54, `GET #0` 52).
        let (n, _) = self.open_file_by_mode(file)?;
        // The file's mode is checked before the record number is read (GIO86.ASM `DPUTG`:
        // FDBPTR, MD_RND, then the number; real GW-BASIC 3.23: `PUT #2,0` of an output file
        // is 54, not 63).
        if self.files.get(&n).is_none_or(|f| f.mode != Mode::Random) {
            return Err(BAD_FILE_MODE.into());
        }
        if self
            .files
            .get(&n)
            .is_some_and(|f| f.device == Device::Serial)
        {
            return self.serial_record(put, n, record);
        }
        let number = match record {
            Some(e) => {
                // The number is cut to an integer (not rounded) and taken from 1 to 2^31
                // (real GW-BASIC 3.23: 1.5 is record 1, 0.9 and 4294967295 are 63, record
                // 16777217 of 2-byte records is written at byte 33554432; LOC shows the
                // low 16 bits, so record 2147483648 is LOC 0).
                let r = self.eval_num(e)?.to_f64().trunc();
                if !(1.0..=2_147_483_648.0).contains(&r) {
                    return Err(BAD_RECORD.into());
                }
                r as usize
            }
            None => self.files.get(&n).map_or(1, |f| f.record + 1),
        };
        let f = self.files.get_mut(&n).ok_or(BAD_FILE_NUMBER)?;
        // The record's offset is a 32-bit product: one past 4 GB is a bad record (real
        // GW-BASIC 3.23: record 33554433 of 128-byte records is 63, 33554432 and any
        // record of 2-byte ones pass). The number is already the file's record then: LOC
        // shows it after the error (record 536854786 of 10-byte ones: LOC -16126).
        if (number - 1) as u64 * f.reclen as u64 >= 1 << 32 {
            f.record = number;
            return Err(BAD_RECORD.into());
        }
        // GET of a file opened ACCESS WRITE, PUT of one opened ACCESS READ.
        if f.access & if put { share::WRITE } else { share::READ } == 0 {
            // DOS refused the PUT's write, which leaves the buffer's position at the
            // record's end, as a PUT does (real GW-BASIC 3.23: `WRITE #2,"Q",1` after a
            // refused PUT is `Field overflow`, and LOC is the record: filegen seed 2801 f011).
            // A refused GET leaves LOC the record too (filegen seed 3201 f010).
            if put {
                f.rpos = f.reclen;
            }
            f.record = number;
            return Err(ErrorKind::Numbered(75).into());
        }
        // A GET or PUT ends what a reader's CTRL-Z said of EOF.
        f.met_ctrl_z = false;
        let at = (number - 1) as u64 * f.reclen as u64;
        // DOS's files end at 2 GB: a record past that cannot be written (`Disk full`); a
        // GET there reads nothing, as past any file's end.
        if put && f.device == Device::Disk && at + f.reclen as u64 > 0x7fff_ffff {
            return Err(ErrorKind::Numbered(61).into());
        }
        let len = std::fs::metadata(&f.path).map_or(0, |m| m.len());
        // Another handle's LOCK on the record refuses it; a GET past the end reads nothing.
        let region = (at, at + f.reclen as u64);
        if (put || at < len) && self.locked_by_other(n, region) {
            return Err(share::PERMISSION_DENIED.into());
        }
        let f = self.files.get_mut(&n).ok_or(BAD_FILE_NUMBER)?;
        // DOSBox's `AUX`: a PUT's write fails (57) after the record became the file's
        // and the buffer's position its end (real GW-BASIC 3.23: LOC 3 after a failed
        // `PUT 1,3`, then `PRINT #1,"Q";` is `Field overflow`); a GET reads nothing, the
        // end (EOF -1).
        if f.fails_writes {
            f.record = number;
            if put {
                f.rpos = f.reclen;
                return Err(ErrorKind::Numbered(57).into());
            }
            f.buffer[..f.reclen].fill(0);
            f.rpos = 0;
            f.stored = 0;
            f.past_end = true;
            self.refresh_fields(n)?;
            return Ok(());
        }
        if f.device == Device::Null {
            // DOS's null device takes the record and gives nothing back: a GET reads no
            // byte (the buffer is zeros) and leaves EOF false; the size DOS keeps is the
            // furthest end a PUT reached (real GW-BASIC 3.23: LOF 36 after `PUT #1,9` of
            // 4-byte records, EOF 0 after a GET).
            if put {
                f.reach = f.reach.max(at + f.reclen as u64);
            } else {
                f.buffer[..f.reclen].fill(0);
            }
            f.rpos = 0;
            f.stored = 0;
            f.record = number;
            if !put {
                self.refresh_fields(n)?;
            }
            return Ok(());
        }
        if put {
            f.wrote = true;
            if let Some(own) = &mut f.own {
                let at = at as usize;
                if own.len() < at + f.reclen {
                    own.resize(at + f.reclen, 0);
                }
                own[at..at + f.reclen].copy_from_slice(&f.buffer[..f.reclen]);
            }
        }
        if f.private {
            // Only this handle's own bytes (see `OpenFile::own`).
            let own = f.own.as_deref().unwrap_or(&[]);
            if !put {
                let at = at as usize;
                f.past_end = at + f.reclen > own.len();
                let mut buf = vec![0; f.reclen];
                if let Some(src) = own.get(at..) {
                    let k = src.len().min(buf.len());
                    buf[..k].copy_from_slice(&src[..k]);
                }
                f.buffer[..f.reclen].copy_from_slice(&buf);
            }
            f.pointer = at + if put { f.reclen as u64 } else { 0 };
            f.rpos = 0;
            f.stored = 0;
            f.printed = Some(0);
            f.record = number;
            if !put {
                self.refresh_fields(n)?;
            }
            return Ok(());
        }
        let io = |_| ErrorKind::Numbered(57);
        let mut disk = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&f.path)
            .map_err(|_| ErrorKind::Numbered(75))?;
        if put {
            disk.seek(SeekFrom::Start(at)).map_err(io)?;
            disk.write_all(&f.buffer[..f.reclen]).map_err(io)?;
            f.pointer = at + f.reclen as u64;
        } else {
            let len = disk.metadata().map_or(0, |m| m.len());
            let mut buf = vec![0; f.reclen];
            // EOF is true after a GET that read less than a whole record; a PUT leaves it
            // as the last GET set it (real GW-BASIC 3.23: after `GET #1,5` past the end,
            // `PUT #1,2` still has EOF -1; a GET of a record the file holds in part is -1).
            f.past_end = at + f.reclen as u64 > len;
            let mut got = 0;
            if at < len {
                disk.seek(SeekFrom::Start(at)).map_err(io)?;
                while got < buf.len() {
                    match disk.read(&mut buf[got..]) {
                        Ok(0) => break,
                        Ok(k) => got += k,
                        Err(_) => return Err(ErrorKind::Numbered(57).into()),
                    }
                }
            }
            // DOS's pointer is left at the record's start for what PRINT # reaches.
            f.pointer = at;
            f.buffer[..f.reclen].copy_from_slice(&buf);
        }
        f.rpos = 0;
        f.stored = 0;
        f.printed = Some(0);
        f.record = number;
        if !put {
            self.refresh_fields(n)?;
        }
        Ok(())
    }

    /// A LET into a FIELD variable points its descriptor elsewhere: GET, LSET and POKE no
    /// longer reach it (real GW-BASIC 3.23: after `A$="FREE"`, `GET` leaves A$ "FREE").
    pub(super) fn detach_field(&mut self, target: &LValue<P::Num>) -> Result<(), BasicError> {
        let key = self.field_key(target)?;
        self.unfield(key);
        Ok(())
    }

    /// SWAP of strings exchanges their descriptors: a FIELD variable's pointer into its
    /// buffer goes to the other variable (BIMISC.ASM `SWAP`; real GW-BASIC 3.23: after
    /// `SWAP A$,C$` with C$ a FIELD's, GET and LSET reach A$ and leave C$ as it was).
    pub(super) fn swap_fields(
        &mut self,
        a: &LValue<P::Num>,
        b: &LValue<P::Num>,
    ) -> Result<(), BasicError> {
        if self.files.is_empty() && self.closed_fields.is_empty() {
            return Ok(());
        }
        let (ka, kb) = (self.field_key(a)?, self.field_key(b)?);
        let swap = |fields: &mut Vec<(usize, usize, FieldKey)>| {
            for (_, _, k) in fields.iter_mut() {
                if *k == ka {
                    *k = kb;
                } else if *k == kb {
                    *k = ka;
                }
            }
        };
        for f in self.files.values_mut() {
            swap(&mut f.fields);
        }
        for area in self.closed_fields.values_mut() {
            swap(&mut area.fields);
        }
        Ok(())
    }

    /// INPUT # and LINE INPUT # into a FIELD variable point its descriptor at the new
    /// string, as a LET does (real GW-BASIC 3.23: after `LINE INPUT #2,S$` a FIELD S$ of a
    /// file closed and opened again keeps the line).
    pub(super) fn detach_string(
        &mut self,
        target: &LValue<P::Num>,
        v: &Value<P::Num>,
    ) -> Result<(), BasicError> {
        if matches!(v, Value::Str(_)) && (!self.files.is_empty() || !self.closed_fields.is_empty())
        {
            self.detach_field(target)?;
        }
        Ok(())
    }

    /// After GET: every field variable shows its part of the new buffer.
    pub(super) fn refresh_fields(&mut self, n: u8) -> Result<(), BasicError> {
        let Some((bytes, fields)) = self.field_area(n) else {
            return Ok(());
        };
        let views: Vec<_> = fields
            .iter()
            .map(|&(o, w, key)| (key, Rc::<[u8]>::from(&bytes[o..o + w])))
            .collect();
        for ((name, index), text) in views {
            self.store_field(name, index, text)?;
        }
        Ok(())
    }
}

impl<P: Profile> Machine<P> {
    /// Stores a field's text into its string variable or element.
    fn store_field(
        &mut self,
        name: crate::parse::NameId,
        index: Option<usize>,
        text: Rc<[u8]>,
    ) -> Result<(), BasicError> {
        let ty = crate::parse::VarType::Str;
        match index {
            None => {
                let var = crate::parse::VarRef::new(name, Some(ty), b'A');
                // In the FIELD buffer, not the string space (see `field`).
                self.store.set_held(var, Value::Str(text), false)?;
            }
            Some(i) => {
                if let Some(slot) = self
                    .store
                    .arrays
                    .get_mut(&(name, ty))
                    .and_then(|a| a.data.get_mut(i))
                {
                    *slot = Value::Str(text);
                }
            }
        }
        Ok(())
    }
}
