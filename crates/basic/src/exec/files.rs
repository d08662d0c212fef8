//! GW-BASIC's sequential files: OPEN, CLOSE, PRINT #, WRITE #, INPUT #, LINE INPUT #, EOF,
//! LOF, LOC and KILL, on DOS 8.3 names in the working folder.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), OPEN, PRINT #, WRITE #, INPUT #, EOF and
//! Appendix A (error numbers); PC-BASIC's `devices/files.py` and `devices/disk.py` (read to
//! learn the byte layout: lines end in CR LF, an output file gets a CTRL-Z when it is closed,
//! and INPUT # stops at a CTRL-Z).

use std::collections::BTreeMap;
use std::io::{Seek, Write};
use std::path::PathBuf;
use std::rc::Rc;

pub(super) use super::handle::{same_file, Mode, BAD_FILE_NUMBER};
use super::{share, Machine, Screen, Value};
use crate::dialect::{Profile, Wrap};
use crate::error::{BasicError, ErrorKind};
use crate::num::{Number, ParseContext};
use crate::parse::{Expr, LValue, PrintItem, VarType};

/// DOS's end-of-file mark, written when an output file is closed.
const CTRL_Z: u8 = 0x1a;
/// GW-BASIC's longest string.
const MAX_STRING: usize = 255;

/// `File not found`.
const FILE_NOT_FOUND: ErrorKind = ErrorKind::Numbered(53);
/// `Bad file mode`.
const BAD_FILE_MODE: ErrorKind = ErrorKind::Numbered(54);
/// `File already open`.
const FILE_ALREADY_OPEN: ErrorKind = ErrorKind::Numbered(55);
/// `Input past end`.
const INPUT_PAST_END: ErrorKind = ErrorKind::Numbered(62);
/// `Bad file name`.
const BAD_FILE_NAME: ErrorKind = ErrorKind::Numbered(64);
/// `Path/File Access Error`.
const ACCESS_ERROR: ErrorKind = ErrorKind::Numbered(75);

/// What an OPEN reached: a disk file, or one of GW-BASIC's devices (GW-BASIC User's Guide,
/// OPEN: `KYBD:`, `SCRN:`, `CONS:`, `LPT1:`-`LPT3:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Device {
    Disk,
    /// Input typed at the keyboard, read a line at a time as it is needed.
    Keyboard,
    /// Output to the screen.
    Screen,
    /// A printer (0 is LPT1); its head column is the machine's, for LPOS.
    Printer(usize),
    /// DOS's `NUL` (any extension, no colon): output goes nowhere, nothing is read, no
    /// file is made (real GW-BASIC 3.23: LOC and LOF 0, EOF 0).
    Null,
}

/// The device a file specification names: `NAME:` a device (an unknown one is `Bad file
/// number`, as GW-BASIC answered: PC-BASIC's `devices/files.py`), a drive letter the disk.
fn device_of(name: &[u8]) -> Result<Device, ErrorKind> {
    // An empty name names no device: `Bad file number` (real GW-BASIC 3.23: `OPEN ""` in
    // every mode, errgen `stmts`; KILL, NAME and FILES say 64 for it, by `dos_name`).
    if name.is_empty() {
        return Err(BAD_FILE_NUMBER);
    }
    let Some(colon) = name.iter().position(|&b| b == b':') else {
        let base = name.split(|&b| b == b'.').next().unwrap_or(name);
        // AUX, DOS's serial device, takes output and keeps nothing here (real GW-BASIC
        // 3.23 in DOSBox: no file is made).
        if base.eq_ignore_ascii_case(b"NUL") || base.eq_ignore_ascii_case(b"AUX") {
            return Ok(Device::Null);
        }
        return Ok(Device::Disk);
    };
    let dev = name[..colon].to_ascii_uppercase();
    Ok(match dev.as_slice() {
        [d] if d.is_ascii_alphabetic() => Device::Disk,
        b"KYBD" => Device::Keyboard,
        b"SCRN" | b"CONS" => Device::Screen,
        b"LPT1" => Device::Printer(0),
        b"LPT2" => Device::Printer(1),
        b"LPT3" => Device::Printer(2),
        // No serial ports here: `Device unavailable`.
        b"COM1" | b"COM2" => return Err(ErrorKind::Numbered(68)),
        _ => return Err(BAD_FILE_NUMBER),
    })
}

/// A printer's head column after printing byte `b` (from 1): printable characters move it,
/// wrapping to a new line past `width` (0: no limit), backspace steps back, CR returns it,
/// other control characters leave it (pcbasic-suite PrinterBackspace1, PrinterCharsWIDTH).
pub(super) fn printer_column(col: usize, width: usize, b: u8) -> usize {
    match b {
        b'\r' => 1,
        8 => col.saturating_sub(1).max(1),
        0..=31 => col,
        _ if width > 0 && col > width => 2,
        _ => col + 1,
    }
}

/// The bytes DOS reads into a sequential file's buffer at a time.
const SECTOR: usize = 128;

/// The longest record a RANDOM file may have: GW-BASIC's `/S:` default.
const MAX_RECORD: i32 = 128;

/// One open file.
#[derive(Debug)]
pub(super) struct OpenFile {
    pub(super) mode: Mode,
    /// The disk or the device it was opened on.
    pub(super) device: Device,
    /// The line width WIDTH # set (0: none).
    pub(super) width: usize,
    /// Where INPUT # reads next in a random file's record buffer.
    pub(super) rpos: usize,
    pub(super) path: PathBuf,
    /// An input file's bytes, read when it was opened.
    content: Vec<u8>,
    /// The read position in `content`.
    pos: usize,
    /// DOS's reads of an input file (LOC), the bytes they brought and the last one's count.
    reads: usize,
    filled: usize,
    last_read: usize,
    /// The column PRINT # keeps for commas and TAB, and the bytes it produced.
    screen: Screen,
    /// Bytes written so far (LOC and LOF of an output file).
    written: usize,
    closed: bool,
    /// A random file's record length, record buffer, FIELD views and last record number.
    pub(super) reclen: usize,
    pub(super) buffer: Vec<u8>,
    pub(super) fields: Vec<(usize, usize, FieldKey)>,
    pub(super) record: usize,
    /// A GET past the end of a random file (EOF is true).
    pub(super) past_end: bool,
    /// DOS's file pointer after a random file's last GET or PUT, and the furthest PRINT #
    /// and WRITE # have reached past it in the buffer (LOF).
    pub(super) pointer: u64,
    /// Where an APPEND file's next bytes go when they go over its old bytes (from the first
    /// CTRL-Z on); `None`: at the end.
    write_at: Option<u64>,
    pub(super) reach: u64,
    /// The access DOS granted ([`share::READ`], [`share::WRITE`]) and the sharing mode.
    pub(super) access: u8,
    pub(super) share: u8,
    /// The byte ranges LOCK holds on the file through this handle.
    pub(super) locks: Vec<share::Region>,
    /// The file as this handle made it, when it was empty as the handle opened it: DOS gave
    /// such a handle clusters of its own at its first write and wrote its size and first
    /// cluster into the directory when it closed, so the handle closed last decides the
    /// file (see [`OpenFile::publish`]).
    pub(super) own: Option<Vec<u8>>,
    /// Opened while another handle that found the file empty still had it open: the
    /// directory still said empty, so this handle reads and writes only `own`.
    pub(super) private: bool,
    /// Whether this handle wrote anything.
    pub(super) wrote: bool,
    /// Opened on `CONS:`, DOS's console: what it prints goes to DOS's output, which the
    /// redirected stream of the real GW-BASIC 3.23 keeps (`SCRN:`'s output it has not).
    pub(super) console: bool,
}

/// A string variable or array element a FIELD made a view of the record buffer.
pub(super) type FieldKey = (crate::parse::NameId, Option<usize>);

impl OpenFile {
    /// Appends bytes to the file on disk.
    fn append(&mut self, bytes: &[u8]) -> Result<(), ErrorKind> {
        if bytes.is_empty() {
            return Ok(());
        }
        if self.device == Device::Null {
            // Nothing is kept, but DOS counts what went by (LOC, LOF).
            self.written += bytes.len();
            return Ok(());
        }
        self.wrote = true;
        if let Some(own) = &mut self.own {
            own.extend_from_slice(bytes);
            if self.private {
                self.written += bytes.len();
                return Ok(());
            }
        }
        if let Some(at) = self.write_at {
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .open(&self.path)
                .map_err(|_| ACCESS_ERROR)?;
            f.seek(std::io::SeekFrom::Start(at))
                .and_then(|_| f.write_all(bytes))
                .map_err(|_| ErrorKind::Numbered(57))?;
            self.write_at = Some(at + bytes.len() as u64);
            self.written += bytes.len();
            return Ok(());
        }
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&self.path)
            .map_err(|_| ACCESS_ERROR)?;
        f.write_all(bytes).map_err(|_| ErrorKind::Numbered(57))?;
        self.written += bytes.len();
        Ok(())
    }

    /// Closes the file: an output file ends with CTRL-Z, as GW-BASIC wrote it.
    fn close(&mut self) {
        if self.closed {
            return;
        }
        self.closed = true;
        if matches!(self.mode, Mode::Output | Mode::Append) && self.device == Device::Disk {
            let rest = self.screen.take_output();
            let _ = self.append(&rest);
            let _ = self.append(&[CTRL_Z]);
        }
        self.publish();
    }

    /// At its close, a handle that found the file empty and wrote to it puts its own bytes
    /// in the file: DOS wrote the handle's size and first cluster into the directory entry,
    /// so another handle's writes to the clusters it had allocated are lost (pcbasic-suite
    /// LockFilesOutput, made on MS-DOS 5: an output file and a random file opened on it
    /// while it was still empty; the random file, closed last, is the file).
    fn publish(&mut self) {
        if let (Some(own), true) = (&self.own, self.wrote) {
            // The whole file is replaced: through a temporary file and a rename.
            let _ = ferrite_images::save_atomically(&self.path, own);
        }
    }

    /// The file's size as DOS's control block holds it: the bytes read when an input file
    /// was opened, else the file on disk.
    pub(super) fn size(&self) -> usize {
        if self.mode == Mode::Input {
            return self.content.len();
        }
        if let (Some(own), true) = (&self.own, self.private) {
            return own.len();
        }
        std::fs::metadata(&self.path).map_or(0, |m| m.len() as usize)
    }

    /// Whether an input file has no byte left to read (its end, or a CTRL-Z).
    fn at_end(&mut self) -> bool {
        self.peek().is_none_or(|&b| b == CTRL_Z)
    }

    /// The next byte to read. Looking past the bytes DOS has read so far makes it read
    /// again, only after a whole sector (a short read was the file's last).
    fn peek(&mut self) -> Option<&u8> {
        if self.pos >= self.filled && self.last_read == SECTOR {
            self.read_sector();
        }
        self.content.get(self.pos)
    }

    /// One more read of up to 128 bytes by DOS (LOC counts them): the first is made by OPEN,
    /// the next when the reader has used the bytes of a whole sector, or when EOF finds
    /// its buffer empty after a read that found something (real GW-BASIC 3.23: LOC is 1
    /// after OPEN, even of an empty file, still 1 when LINE INPUT has read to the end of a
    /// 10-byte file, and 2 once EOF has looked past the fifth byte of a five-byte file;
    /// GIODSK.ASM `$READS` counts F_CLOC, `DSKEOF` reads when its buffer is empty).
    fn read_sector(&mut self) {
        let got = (self.content.len() - self.filled.min(self.content.len())).min(SECTOR);
        self.reads += 1;
        self.filled += got;
        self.last_read = got;
    }

    /// Whether nothing but spaces comes before the file's end (or a CTRL-Z); if so they
    /// are passed over (EOF is then true). A line feed is the item's, which it ends empty
    /// (real GW-BASIC 3.23: INPUT # of a file holding LF alone reads 0 or "", of two
    /// spaces `Input past end`).
    fn only_blanks_left(&mut self) -> bool {
        let mut at = self.pos;
        loop {
            match self.content.get(at) {
                Some(b' ') => at += 1,
                None | Some(&CTRL_Z) => break,
                Some(_) => return false,
            }
        }
        self.pos = at;
        self.at_end()
    }

    /// EOF of an input file: its end or a CTRL-Z next, after the read an empty buffer makes.
    fn eof(&mut self) -> bool {
        if self.pos >= self.filled && self.last_read > 0 {
            self.read_sector();
        }
        self.content.get(self.pos).is_none_or(|&b| b == CTRL_Z)
    }
}

impl Drop for OpenFile {
    /// Leaving BASIC (SYSTEM) closes every file, so its CTRL-Z is written then.
    fn drop(&mut self) {
        self.close();
    }
}

/// The open files by number.
pub(super) type Files = BTreeMap<u8, OpenFile>;

/// Open files held outside the machine for a moment (LOAD with `,R`).
pub struct OpenFiles(Files);

/// A DOS name: upper case, 8 characters and an extension of 3 (GW-BASIC cut longer ones).
fn dos_name(name: &[u8]) -> Result<String, ErrorKind> {
    // DOS could not take a NUL in a name; GW-BASIC said `Bad file number` (PC-BASIC's
    // `devices/disk.py`; pcbasic-suite OPEN_null).
    if name.contains(&0) {
        return Err(BAD_FILE_NUMBER);
    }
    let text = String::from_utf8_lossy(name)
        .trim_end()
        .to_ascii_uppercase();
    if text.is_empty()
        || text
            .bytes()
            .any(|c| c < 0x20 || b"\"*?<>|+=;,[]/\\:".contains(&c))
    {
        return Err(BAD_FILE_NAME);
    }
    let (base, ext) = match text.split_once('.') {
        Some((b, e)) => (b, Some(e)),
        None => (text.as_str(), None),
    };
    if base.is_empty() || ext.is_some_and(|e| e.contains('.')) {
        return Err(BAD_FILE_NAME);
    }
    // A trunk past 8 characters is refused, an extension past 3 cut (real GW-BASIC 3.23:
    // KILL and NAME of `ABCDEFGHIJ.DAT` are 64, OPEN of `LONG.DATA` makes LONG.DAT).
    if base.len() > 8 {
        return Err(BAD_FILE_NAME);
    }
    let base: String = base.to_string();
    Ok(match ext {
        Some(e) if !e.is_empty() => format!("{base}.{}", e.chars().take(3).collect::<String>()),
        _ => base,
    })
}

/// Whether a name's trunk (after any folder, before the dot) is longer than DOS's 8.
fn long_trunk(name: &[u8]) -> bool {
    let file = name
        .rsplit(|&b| b == b'\\' || b == b':')
        .next()
        .unwrap_or(name);
    file.split(|&b| b == b'.').next().unwrap_or(file).len() > 8
}

/// The path of a DOS name in the working folder: an existing file whose name matches without
/// regard to case, or the upper-case name (`Bad file name` error 64 for a name DOS refused).
pub fn resolve(name: &[u8]) -> Result<PathBuf, ErrorKind> {
    resolve_in(std::path::Path::new("."), name)
}

/// [`resolve`] in host folder `folder`.
pub(super) fn resolve_in(folder: &std::path::Path, name: &[u8]) -> Result<PathBuf, ErrorKind> {
    let dos = dos_name(name)?;
    if let Ok(dir) = std::fs::read_dir(folder) {
        for entry in dir.flatten() {
            if entry
                .file_name()
                .to_string_lossy()
                .eq_ignore_ascii_case(&dos)
            {
                return Ok(entry.path());
            }
        }
    }
    Ok(if folder == std::path::Path::new(".") {
        PathBuf::from(dos)
    } else {
        folder.join(dos)
    })
}

impl<P: Profile> Machine<P> {
    /// A file number from an expression: 1 to the dialect's maximum.
    pub(super) fn file_number(&mut self, e: &Expr<P::Num>) -> Result<u8, BasicError> {
        let n = self.eval_index(e)?;
        self.file_number_of(n)
    }

    /// [`Machine::file_number`] of a number already evaluated.
    pub(super) fn file_number_of(&self, n: i32) -> Result<u8, BasicError> {
        if !(0..=255).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if n < 1 || n > i32::from(P::max_files()) {
            return Err(BAD_FILE_NUMBER.into());
        }
        Ok(n as u8)
    }

    pub(super) fn open_file(
        &mut self,
        e: &Expr<P::Num>,
    ) -> Result<(u8, &mut OpenFile), BasicError> {
        let n = self.file_number(e)?;
        match self.files.get_mut(&n) {
            Some(f) => Ok((n, f)),
            None => Err(BAD_FILE_NUMBER.into()),
        }
    }

    /// The open file of a number as WIDTH # and INPUT$ look for it: a number in range with
    /// no file is `Bad file mode`, not `Bad file number` (GW-BASIC 3.23: `WIDTH #1,10` and
    /// `INPUT$(1,#1)` with no file open are error 54; errgen `stmts`).
    pub(super) fn open_file_by_mode(
        &mut self,
        e: &Expr<P::Num>,
    ) -> Result<(u8, &mut OpenFile), BasicError> {
        // FILSCN takes any byte: file 0 is BASIC's own and not one a program reads, and a
        // number past the files the machine was started with has no file either (real
        // GW-BASIC 3.23: `WIDTH #255,20` and `INPUT$(1,#4)` are 54, `#0` 52, `#256` 5).
        let n = self.eval_index(e)?;
        if !(0..=255).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if n == 0 {
            return Err(BAD_FILE_NUMBER.into());
        }
        let n = n as u8;
        match self.files.get_mut(&n) {
            Some(f) => Ok((n, f)),
            None => Err(BAD_FILE_MODE.into()),
        }
    }

    /// `OPEN`.
    pub(super) fn open(
        &mut self,
        mode: &Expr<P::Num>,
        file: &Expr<P::Num>,
        name: &Expr<P::Num>,
        len: Option<&Expr<P::Num>>,
        (access, sharing): (u8, u8),
    ) -> Result<(), BasicError> {
        let mode_text = self.eval(mode)?.string()?;
        let mode = match mode_text.first().map(u8::to_ascii_uppercase) {
            Some(b'I') => Mode::Input,
            Some(b'O') => Mode::Output,
            Some(b'A') => Mode::Append,
            Some(b'R') => Mode::Random,
            _ => return Err(BAD_FILE_MODE.into()),
        };
        // The number is read as a byte here, and checked against the files there are only
        // after the record length (real GW-BASIC 3.23: `OPEN "O",4,"F",0` is 5, not 52).
        let number = self.eval_index(file)?;
        if !(0..=255).contains(&number) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        // File 0 is BASIC's own: refused at once (real GW-BASIC 3.23: `OPEN "O",0,"F",-1`
        // is 52, `OPEN "A",3,"F",-1` 5).
        if number == 0 {
            return Err(BAD_FILE_NUMBER.into());
        }
        let name = self.eval(name)?.string()?;
        let mut reclen = 128;
        if let Some(len) = len {
            // The length is 1 to 32767 (GIO86.ASM `VARECS`: INTID2, 0 is FCERR); a RANDOM file's records are at most
            // 128 bytes in GW-BASIC started without `/S:`, checked after the number (real
            // 3.23: `OPEN "O",4,"F",0` and `LEN=-1` are 5, LEN=129 5 for RANDOM and nothing
            // for APPEND).
            let l = self.eval_index(len)?;
            if !(-32768..=65535).contains(&l) {
                return Err(ErrorKind::Overflow.into());
            }
            if !(1..=32767).contains(&l) {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            self.file_number_of(number)?;
            if mode == Mode::Random {
                if !(1..=MAX_RECORD).contains(&l) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                reclen = l as usize;
            }
        }
        let n = self.file_number_of(number)?;
        // The name is taken apart before the number is looked for among the open files
        // (real GW-BASIC 3.23: `OPEN "A"+CHR$(0) FOR OUTPUT AS #2` with file 2 open is 52).
        let device = device_of(&name)?;
        let path = if device == Device::Disk {
            // OPEN says `Bad file number` for a name DOS refuses for its length (real
            // GW-BASIC 3.23: `OPEN "O",1,"ABCDEFGHIJ.DAT"` is 52).
            self.dos_file(&name).map_err(|e| match e {
                BAD_FILE_NAME if long_trunk(&name) => BAD_FILE_NUMBER,
                e => e,
            })?
        } else {
            PathBuf::new()
        };
        if self.files.contains_key(&n) {
            return Err(FILE_ALREADY_OPEN.into());
        }
        // Each device's OPEN takes the modes it can: KYBD: INPUT, and RANDOM made INPUT
        // (GIOKYB.ASM `KYBOPN`); SCRN: and CONS: OUTPUT alone (GIOSCN.ASM `SCNOPN`,
        // GIOCON.ASM `CONOPN`); a printer OUTPUT or RANDOM, which only prints (GIOLPT.ASM
        // `LPTOPN`; its GET and PUT are 54). Real GW-BASIC 3.23: `OPEN "A",1,"SCRN:"` and
        // `"LPT1:"` are 54, `OPEN "R",1,"LPT1:"` passes.
        // CONS: is DOS's console, which takes APPEND and RANDOM too (real GW-BASIC 3.23).
        let console = name.len() >= 5 && name[..5].eq_ignore_ascii_case(b"CONS:");
        let mode = match (device, mode) {
            (Device::Keyboard, Mode::Input | Mode::Random) => Mode::Input,
            (Device::Screen, Mode::Output) => Mode::Output,
            (Device::Screen, Mode::Append | Mode::Random) if console => Mode::Output,
            (Device::Printer(_), Mode::Output | Mode::Random) => Mode::Output,
            (Device::Keyboard | Device::Screen | Device::Printer(_), _) => {
                return Err(BAD_FILE_MODE.into())
            }
            (_, mode) => mode,
        };
        // Only OUTPUT and APPEND look for the name among the open files (GIODSK.ASM
        // DSKOPN calls CHKFOP for those two modes): INPUT and RANDOM open a file however
        // it is open already, and DOS's sharing rules below decide (pcbasic-suite
        // LockFilesOutput; GW-BASIC 3.23: OPEN FOR INPUT of a file open for output passes,
        // errgen `file_modes`). DOS knew a file by its name alone, so the same name in
        // another folder is the same file (pcbasic-suite FileNameExclusion).
        let same = |f: &&OpenFile| f.device == Device::Disk && same_file(&f.path, &path);
        let busy = device == Device::Disk
            && matches!(mode, Mode::Output | Mode::Append)
            && self.files.values().any(|f| same(&f));
        if busy {
            return Err(FILE_ALREADY_OPEN.into());
        }
        // Then DOS's sharing rules between this handle and the file's others.
        let wanted = match mode {
            Mode::Input => share::READ,
            Mode::Output => share::WRITE,
            _ if access != 0 => access,
            _ => share::READ | share::WRITE,
        };
        let others: Vec<share::Handle> = if device == Device::Disk {
            self.files
                .values()
                .filter(same)
                .map(|f| share::Handle {
                    access: f.access,
                    share: f.share,
                })
                .collect()
        } else {
            Vec::new()
        };
        let fallback = mode == Mode::Random && access == 0;
        let access = share::grant(wanted, sharing, fallback, &others)?;
        // A file that another handle found empty and still holds is empty to this one too:
        // that handle's size reaches the directory only when it closes.
        let private = device == Device::Disk
            && self
                .files
                .values()
                .any(|f| same(&f) && f.own.is_some() && !f.closed);
        let mut content = Vec::new();
        let mut write_at = None;
        match mode {
            _ if device != Device::Disk => {}
            Mode::Input if private => {
                if !path.exists() {
                    return Err(FILE_NOT_FOUND.into());
                }
            }
            Mode::Input => {
                content = std::fs::read(&path).map_err(|_| FILE_NOT_FOUND)?;
            }
            Mode::Output => {
                std::fs::write(&path, b"").map_err(|_| ACCESS_ERROR)?;
            }
            Mode::Append => {
                // Appending writes over the file from its first CTRL-Z on, and what lay
                // past the bytes written stays: DOS never cut the file (real GW-BASIC 3.23:
                // a CTRL-Z inside a WRITE # string is where APPEND goes on, and the file
                // keeps its length). Written in place, never rewritten whole.
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&path)
                    .map_err(|_| ACCESS_ERROR)?;
                let old = std::fs::read(&path).unwrap_or_default();
                write_at = old.iter().position(|&b| b == CTRL_Z).map(|z| z as u64);
            }
            Mode::Random => {
                if !path.exists() {
                    std::fs::write(&path, b"").map_err(|_| ACCESS_ERROR)?;
                }
            }
        }
        let empty = device == Device::Disk
            && (private || std::fs::metadata(&path).is_ok_and(|m| m.len() == 0));
        let mut screen = Screen::new(Wrap::Never, false);
        screen.crlf = true;
        self.files.insert(
            n,
            OpenFile {
                mode,
                device,
                width: if matches!(device, Device::Printer(_)) {
                    80
                } else {
                    0
                },
                rpos: 0,
                path,
                content,
                pos: 0,
                reads: 0,
                filled: 0,
                last_read: 0,
                screen,
                written: 0,
                closed: false,
                reclen,
                buffer: vec![0; reclen],
                fields: Vec::new(),
                record: 0,
                past_end: false,
                pointer: 0,
                reach: 0,
                write_at,
                access,
                share: sharing,
                locks: Vec::new(),
                own: empty.then(Vec::new),
                private,
                wrote: false,
                console,
            },
        );
        // OPEN FOR INPUT reads the first sector (GIODSK.ASM `DSKOPN`).
        if let Some(f) = self.files.get_mut(&n).filter(|f| f.mode == Mode::Input) {
            f.read_sector();
        }
        // The reference PC has one printer port: LPT2: and LPT3: are opened and then say
        // `Device unavailable`, the file staying open (real GW-BASIC 3.23 in DOSBox: `OPEN
        // "O",3,"LPT2:"` is 68, then `PRINT #3` passes and EOF(3) is 54).
        if matches!(device, Device::Printer(1 | 2)) {
            return Err(ErrorKind::Numbered(68).into());
        }
        Ok(())
    }

    /// `CLOSE` of the listed files, or of all.
    pub(super) fn close(&mut self, files: &[Expr<P::Num>]) -> Result<(), BasicError> {
        if files.is_empty() {
            self.close_all();
            return Ok(());
        }
        for e in files {
            // Any byte is a number CLOSE can close: `CLOSE #0` and `CLOSE #16` pass,
            // only past 255 is error 5 (GW-BASIC 3.23, probed).
            let n = self.eval_index(e)?;
            let Ok(n) = u8::try_from(n) else {
                return Err(ErrorKind::IllegalQuantity.into());
            };
            if let Some(mut f) = self.files.remove(&n) {
                f.close();
            }
        }
        Ok(())
    }

    /// The open files, taken out of the machine (they stay open), for `LOAD "name",R`.
    pub fn take_files(&mut self) -> OpenFiles {
        OpenFiles(std::mem::take(&mut self.files))
    }

    /// Puts back files [`Self::take_files`] took.
    pub fn put_files(&mut self, files: OpenFiles) {
        self.files.extend(files.0);
    }

    /// Closes every file (END, RUN, NEW, CLEAR, SYSTEM).
    pub fn close_all(&mut self) {
        if let Some(bus) = &mut self.bus {
            bus.forget_files();
        }
        for (_, mut f) in std::mem::take(&mut self.files) {
            f.close();
        }
    }

    /// `PRINT #n`: the PRINT list laid out on the file's own line, lines ending in CR LF.
    pub(super) fn print_file(
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
            let (width, console) = (f.width, f.console);
            return self.on_screen_file(width, console, |m| m.print(items));
        }
        std::mem::swap(&mut self.screen, &mut f.screen);
        // The text page stays the machine's: PEEK and SCREEN() in the items read it.
        f.screen.lend_page(&mut self.screen);
        let result = self.print(items);
        let Some(f) = self.files.get_mut(&n) else {
            return result;
        };
        self.screen.lend_page(&mut f.screen);
        std::mem::swap(&mut self.screen, &mut f.screen);
        let out = f.screen.take_output();
        self.file_out(n, &out)?;
        result
    }

    /// Bytes a PRINT #, WRITE # or PRINT # USING sent to file `n`: to the disk, the screen,
    /// or a printer (which only moves its head: the paper is not kept).
    fn file_out(&mut self, n: u8, out: &[u8]) -> Result<(), BasicError> {
        let Some(f) = self.files.get_mut(&n) else {
            return Err(BAD_FILE_NUMBER.into());
        };
        if f.mode == Mode::Random {
            // The FIELD variables show what PRINT # wrote into the buffer (real GW-BASIC
            // 3.23: `PRINT #1,"AB";` and F$ is "AB" and the buffer's zeros), even the part
            // written before a `Field overflow`.
            let written = record_out(f, out);
            self.refresh_fields(n)?;
            return written;
        }
        match f.device {
            Device::Disk | Device::Keyboard | Device::Null => f.append(out)?,
            Device::Printer(p) => {
                let width = f.width;
                for &b in out {
                    self.lpt_col[p] = printer_column(self.lpt_col[p], width, b);
                }
            }
            Device::Screen => {
                let (width, console) = (f.width, f.console);
                self.on_screen_file(width, console, |m| {
                    for &b in out {
                        match b {
                            b'\r' => m.screen.newline(),
                            b'\n' => {}
                            _ => m.screen.write(&[b]),
                        }
                    }
                });
            }
        }
        Ok(())
    }

    /// Output through a `SCRN:` file: while it is written the screen's logical line width
    /// is the file's (`WIDTH #n`; 0 is 255), and the screen's own again after it (the real
    /// GW-BASIC 3.23: `WIDTH #2,10` wraps `PRINT #2` at 10 columns while PRINT, LOCATE and
    /// the lines after CLOSE keep 80; pcbasic-suite SCRNWID2). Only the page shows it.
    fn on_screen_file<T>(
        &mut self,
        width: usize,
        console: bool,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let Some(t) = self.screen.text.as_mut() else {
            return f(self);
        };
        let own = t.width();
        t.set_line_width(if width == 0 { 255 } else { width });
        let linlen = t.line_width();
        self.screen.set_width(linlen);
        self.screen.sync_page_column();
        let mark = self.screen.stream_mark();
        let result = f(self);
        // The redirected stream of the real GW-BASIC 3.23 has none of it (but CONS:'s).
        if !console {
            self.screen.drop_stream_since(mark);
        }
        if let Some(t) = self.screen.text.as_mut() {
            t.set_line_width(own);
        }
        self.screen.set_width(own);
        self.screen.sync_page_column();
        result
    }

    /// `WIDTH #n, w`: the line width of an open file or device.
    pub(super) fn file_width(
        &mut self,
        file: &Expr<P::Num>,
        width: &Expr<P::Num>,
    ) -> Result<(), BasicError> {
        let (n, _) = self.open_file_by_mode(file)?;
        let w = self.eval_index(width)?;
        if !(0..=255).contains(&w) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if let Some(f) = self.files.get_mut(&n) {
            // 255 is no limit (GW-BASIC User's Guide, WIDTH).
            f.width = if w == 255 { 0 } else { w as usize };
            // A disk file's width is a real one down to 0 (every item not at the line's
            // start goes to a new line); 255 is none (real GW-BASIC 3.23, `WIDTH #2,0`).
            if f.device == Device::Disk {
                f.screen.file_width = (w != 255).then_some(w as usize);
            }
        }
        Ok(())
    }

    /// Text already laid out (PRINT # USING) written to a file's line.
    pub(super) fn print_file_text(
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
    /// their commas written, without the line end (pcbasic-suite WRITE2).
    pub(super) fn write(
        &mut self,
        file: Option<&Expr<P::Num>>,
        items: &[Expr<P::Num>],
        error: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        if let Some(file) = file {
            let (_, f) = self.open_file(file)?;
            if f.mode == Mode::Input {
                return Err(BAD_FILE_MODE.into());
            }
        }
        let mut text = Vec::new();
        let mut failed = error.map(BasicError::from);
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
                    text.extend_from_slice(&s);
                    text.push(b'"');
                }
            }
            if i + 1 < items.len() || error.is_some() {
                text.push(b',');
            }
        }
        match file {
            None => {
                self.screen.write(&text);
                if failed.is_none() {
                    self.screen.newline();
                }
            }
            Some(file) => {
                let (n, f) = self.open_file(file)?;
                if failed.is_none() {
                    if f.mode == Mode::Random {
                        text.extend(record_padding(f.reclen, f.rpos + text.len()));
                    }
                    text.extend_from_slice(b"\r\n");
                    f.screen.column = 0;
                } else {
                    // A PRINT # after the error goes on from where the items stopped.
                    f.screen.column = (f.screen.column + text.len()) % 256;
                }
                self.file_out(n, &text)?;
            }
        }
        match failed {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// `INPUT #n` and `LINE INPUT #n`.
    pub(super) fn input_file(
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
            let ty = self.store.type_of(super::lvalue_var(t));
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
    pub(super) fn input_file_bytes(
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

    /// `EOF(n)`, `LOF(n)`, `LOC(n)`.
    pub(super) fn file_function(
        &mut self,
        which: crate::parse::Builtin,
        arg: &Expr<P::Num>,
    ) -> Result<Value<P::Num>, BasicError> {
        use crate::parse::Builtin as B;
        let n = self.eval_index(arg)?;
        // File 0 is BASIC's own console block: EOF(0) is 0, LOC(0) and LOF(0) 52 (real
        // GW-BASIC 3.23).
        if which == B::Eof && n == 0 {
            return Ok(Value::Num(P::Num::from_i32(0)));
        }
        let n = self.file_number_of(n)?;
        let Some(f) = self.files.get_mut(&n) else {
            return Err(BAD_FILE_NUMBER.into());
        };
        // The screen's and the printers' tables send EOF, LOC and LOF to `Bad file mode`
        // (GIOSCN.ASM, GIOLPT.ASM, GIOCON.ASM: DERBFM in all three slots).
        if matches!(f.device, Device::Screen | Device::Printer(_)) {
            return Err(BAD_FILE_MODE.into());
        }
        if f.device == Device::Keyboard {
            return self.keyboard_function(which, n);
        }
        let v = match which {
            B::Eof => {
                // EOF looks at the buffer's count before the mode (GIO86.ASM `EOF`: F_ORCT 0
                // is EOF, else DSKEOF, which refuses an output file): an output or append
                // file whose buffer was just written out is at its end, that is after a
                // multiple of 128 bytes, or any byte to DOS's NUL, which takes each at once
                // (real GW-BASIC 3.23: -1 after 128 and 256 bytes, 54 after 127 or 129).
                if matches!(f.mode, Mode::Output | Mode::Append) {
                    let flushed = match f.device {
                        Device::Null => f.written > 0,
                        _ => f.written > 0 && f.written % SECTOR == 0,
                    };
                    if !flushed {
                        return Err(BAD_FILE_MODE.into());
                    }
                }
                let at_end = match f.mode {
                    Mode::Output | Mode::Append => true,
                    Mode::Random => f.past_end,
                    Mode::Input => f.device != Device::Null && f.eof(),
                };
                if at_end {
                    P::true_value()
                } else {
                    0
                }
            }
            B::Lof if f.device == Device::Null => {
                // DOS's null device says 1 until something went by, then the furthest
                // byte written (real GW-BASIC 3.23: 1 after OPEN in every mode, 2 after two
                // bytes, 36 after a PUT of record 9 of 4 bytes).
                let end = f.reach.max(f.written as u64);
                i32::try_from(end.max(1)).unwrap_or(i32::MAX)
            }
            B::Lof => {
                let mut len = match (&f.own, f.private) {
                    (Some(own), true) => own.len() as u64,
                    _ => std::fs::metadata(&f.path).map_or(0, |m| m.len()),
                };
                // A random file's size is at least as far as PRINT # and WRITE # have
                // reached in the buffer (from where INPUT$, INPUT # and they left off) past
                // DOS's file pointer (after a GET of record r, (r-1) records; after a PUT, r
                // records), though those bytes never reach the file (real GW-BASIC 3.23: 2
                // after `PRINT #1,"AB";` into a new file, 17 after a GET of record 5 of 4
                // bytes past the end and one byte printed, and still 17 after a PUT of
                // record 2).
                if f.mode == Mode::Random {
                    len = len.max(f.reach);
                }
                i32::try_from(len).unwrap_or(i32::MAX)
            }
            _ => {
                // LOC of a sequential file counts 128-byte records read or written.
                // A random file's LOC is its last record number as a 16-bit integer
                // (GIODSK.ASM `DSKLOC` FD_LOG, MAKINT): record 40000 is -25536.
                if f.mode == Mode::Random {
                    return Ok(Value::Num(P::Num::from_i32(i32::from(
                        f.record as u16 as i16,
                    ))));
                }
                // An input file counts the reads DOS made for it (`OpenFile::loc`).
                // DOS's NUL takes each byte at once: one write a byte (real GW-BASIC 3.23:
                // LOC 2 after two bytes, 0 for an input file).
                let records = match (f.mode, f.device) {
                    (Mode::Input, Device::Null) => 0,
                    (Mode::Input, _) => f.reads,
                    (_, Device::Null) => f.written,
                    _ => f.written / SECTOR,
                };
                i32::try_from(records).unwrap_or(i32::MAX)
            }
        };
        Ok(Value::Num(P::Num::from_i32(v)))
    }

    /// `KILL name`.
    /// Whether a file of this path is open (`File already open` for KILL and SAVE).
    pub(super) fn file_is_open(&self, path: &std::path::Path) -> bool {
        // DOS names: the same file whatever the case or the folder prefix it was named with.
        let key = |p: &std::path::Path| {
            p.file_name()
                .map(|n| n.to_string_lossy().to_ascii_uppercase())
        };
        self.files.values().any(|f| key(&f.path) == key(path))
    }

    pub(super) fn kill(&mut self, name: &Expr<P::Num>) -> Result<(), BasicError> {
        let name = self.eval(name)?.string()?;
        let path = self.dos_file(&name)?;
        if self.file_is_open(&path) {
            return Err(FILE_ALREADY_OPEN.into());
        }
        std::fs::remove_file(&path).map_err(|_| FILE_NOT_FOUND)?;
        Ok(())
    }
}

impl<P: Profile> Machine<P> {
    /// EOF, LOC and LOF of a file opened on `KYBD:` (GIOKYB.ASM `KYBEOF`, `KYBLOC`,
    /// `KYBLOF`): EOF reads the next key and puts it back, true for a CTRL-Z (or when the
    /// keys have run out here, where the machine would wait); LOC counts the keys taken
    /// and not yet read; LOF is 0 (real GW-BASIC 3.23: EOF 0, LOC 1, LOF 0 with keys
    /// typed).
    fn keyboard_function(
        &mut self,
        which: crate::parse::Builtin,
        n: u8,
    ) -> Result<Value<P::Num>, BasicError> {
        use crate::parse::Builtin as B;
        let waiting = self.files.get(&n).map_or(0, |f| f.content.len() - f.pos.min(f.content.len()));
        let v = match which {
            B::Eof => {
                if waiting == 0 {
                    let key = self.keyboard.as_ref().and_then(|k| k.borrow_mut().key());
                    if let (Some(k), Some(f)) = (key, self.files.get_mut(&n)) {
                        f.content.push(if k == b'\n' { b'\r' } else { k });
                    }
                }
                let f = self.files.get(&n);
                match f.and_then(|f| f.content.get(f.pos)) {
                    Some(&b) if b != CTRL_Z => 0,
                    _ => P::true_value(),
                }
            }
            B::Lof => 0,
            _ => i32::try_from(waiting).unwrap_or(i32::MAX),
        };
        Ok(Value::Num(P::Num::from_i32(v)))
    }

    /// The keys typed up to the next Enter (CR), for a file opened on `KYBD:`; what is left
    /// when the keys run out.
    fn keyboard_line(&mut self) -> Vec<u8> {
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
fn random_item<N: Number>(
    f: &mut OpenFile,
    whole_line: bool,
    ty: VarType,
) -> Result<Value<N>, BasicError> {
    let content = std::mem::replace(&mut f.content, f.buffer.clone());
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
fn item_number<N: Number>(text: &[u8]) -> (N, bool) {
    N::parse(text, ParseContext::Val).map_or_else(|| (N::from_i32(0), false), |p| (p.value, p.overflow))
}

/// PRINT #, PRINT # USING and WRITE # of a random file write into its record buffer, from
/// where the last GET, PUT, INPUT # or output left off (GW-BASIC keeps one position for
/// both ways); the byte that would go past the record's end is `Field overflow`, the bytes
/// before it stay written (GW-BASIC source, GIODSK.ASM `DSKSOT` and `FOVCHK`).
fn record_out(f: &mut OpenFile, out: &[u8]) -> Result<(), BasicError> {
    for &b in out {
        let Some(slot) = f.buffer.get_mut(f.rpos) else {
            return Err(ErrorKind::Numbered(50).into());
        };
        *slot = b;
        f.rpos += 1;
        f.reach = f.reach.max(f.pointer + f.rpos as u64);
    }
    Ok(())
}

/// The spaces WRITE # puts before its CR LF in a random file's record so that the line ends
/// at the record's end: as many as leave two bytes for the CR LF. With exactly two bytes
/// left GW-BASIC's count wraps below zero and the spaces run past the record (a `Field
/// overflow`); with fewer, none (GW-BASIC source, FIVEO.ASM `WRTFIN`, `NXTWSP`).
fn record_padding(reclen: usize, at: usize) -> Vec<u8> {
    let left = reclen.saturating_sub(at);
    match left {
        0 | 1 => Vec::new(),
        2 => vec![b' '; 3],
        _ => vec![b' '; left - 2],
    }
}

/// Skips the spaces (and line ends) before an item.
fn skip_blanks(f: &mut OpenFile, also: &[u8]) {
    while let Some(&b) = f.peek() {
        if b == b' ' || also.contains(&b) {
            f.pos += 1;
        } else {
            break;
        }
    }
}

/// LINE INPUT #: up to CR (CR LF taken together), at most 255 characters.
fn read_line(f: &mut OpenFile) -> Vec<u8> {
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
fn read_item(f: &mut OpenFile, string: bool) -> Vec<u8> {
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
