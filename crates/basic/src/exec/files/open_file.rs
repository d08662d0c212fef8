//! One open file as GW-BASIC keeps it: its mode and device, the buffer DOS reads into,
//! what was written, a random file's record buffer, and its DOS sharing state.

use super::*;

/// The bytes DOS reads into a sequential file's buffer at a time.
pub(super) const SECTOR: usize = 128;

/// The longest record a RANDOM file may have: GW-BASIC's `/S:` default.
pub(super) const MAX_RECORD: i32 = 128;

/// One open file.
#[derive(Debug)]
pub(in crate::exec) struct OpenFile {
    pub(in crate::exec) mode: Mode,
    /// The disk or the device it was opened on.
    pub(in crate::exec) device: Device,
    /// The line width WIDTH # set (0: none).
    pub(in crate::exec) width: usize,
    /// Where INPUT # reads next in a random file's record buffer.
    pub(in crate::exec) rpos: usize,
    /// The bytes PRINT # and WRITE # stored in a random file's record since its OPEN, GET
    /// or PUT, reads not counted: WRITE #'s padding counts from them (see
    /// `files::output::record_padding`).
    pub(in crate::exec) stored: usize,
    pub(in crate::exec) path: PathBuf,
    /// An input file's bytes, read when it was opened.
    pub(super) content: Vec<u8>,
    /// The read position in `content`.
    pub(super) pos: usize,
    /// DOS's reads of an input file (LOC), the bytes they brought and the last one's count.
    pub(super) reads: usize,
    pub(super) filled: usize,
    pub(super) last_read: usize,
    /// The column PRINT # keeps for commas and TAB, and the bytes it produced.
    pub(in crate::exec) screen: Screen,
    /// Bytes written so far (LOC and LOF of an output file).
    pub(super) written: usize,
    pub(super) closed: bool,
    /// A random file's record length, record buffer, FIELD views and last record number.
    pub(in crate::exec) reclen: usize,
    pub(in crate::exec) buffer: Vec<u8>,
    pub(in crate::exec) fields: Vec<(usize, usize, FieldKey)>,
    pub(in crate::exec) record: usize,
    /// A GET past the end of a random file (EOF is true).
    pub(in crate::exec) past_end: bool,
    /// A random file's reader (INPUT #, LINE INPUT #, INPUT$) met a CTRL-Z in the record
    /// buffer, a byte it took or only looked at: EOF is true until the next GET or PUT
    /// (real GW-BASIC 3.23: `LINE INPUT #1` of `A` CR CTRL-Z, which looks for a LF after the
    /// CR, leaves EOF -1; of `A` CR LF CTRL-Z 0).
    pub(in crate::exec) met_ctrl_z: bool,
    /// DOS's file pointer after a random file's last GET or PUT, and the furthest PRINT #
    /// and WRITE # have reached past it in the buffer (LOF).
    pub(in crate::exec) pointer: u64,
    /// Where an APPEND file's next bytes go when they go over its old bytes (from the first
    /// CTRL-Z on); `None`: at the end.
    pub(super) write_at: Option<u64>,
    pub(in crate::exec) reach: u64,
    /// The access DOS granted ([`share::READ`], [`share::WRITE`]) and the sharing mode.
    pub(in crate::exec) access: u8,
    pub(in crate::exec) share: u8,
    /// The byte ranges LOCK holds on the file through this handle.
    pub(in crate::exec) locks: Vec<share::Region>,
    /// The file as this handle made it, when it was empty as the handle opened it: DOS gave
    /// such a handle clusters of its own at its first write and wrote its size and first
    /// cluster into the directory when it closed, so the handle closed last decides the
    /// file (see [`OpenFile::publish`]).
    pub(in crate::exec) own: Option<Vec<u8>>,
    /// Opened while another handle that found the file empty still had it open: the
    /// directory still said empty, so this handle reads and writes only `own`.
    pub(in crate::exec) private: bool,
    /// Whether this handle wrote anything.
    pub(in crate::exec) wrote: bool,
    /// Deleted by a KILL pattern while open: DOS took the directory entry away, so what
    /// the handle writes and its CLOSE make no file again (real GW-BASIC 3.23: `KILL
    /// "?.DAT"` with A.DAT open, then CLOSE, and A.DAT is not there). It holds the file's
    /// size for LOF: what it was then and what the handle wrote since.
    pub(in crate::exec) killed: Option<u64>,
    /// The bytes PRINT # and WRITE # stored in a random file's record since its last GET or
    /// PUT (none before either): 128 of them make EOF true (real GW-BASIC 3.23: after `GET
    /// #1,1` of a 128-byte record, EOF is -1 once PRINT # has put 128 bytes in, 0 at 127,
    /// 0 after a fresh OPEN; 64-byte records never).
    pub(in crate::exec) printed: Option<usize>,
    /// Opened RANDOM on a printer: it prints as an output file does, and FIELD finds a
    /// record of no bytes (real GW-BASIC 3.23: `FIELD #1,1 AS A$` is `Field overflow`,
    /// `FIELD #1,0 AS A$` passes; GIOLPT.ASM `LPTOPN` lets RANDOM in, GET and PUT are 54).
    pub(in crate::exec) printer_random: bool,
    /// The DOS handle OPEN got (the lowest free from 5; a device's 0), which its block
    /// shows and which it keeps while files below it close (`exec/fdb.rs`).
    pub(in crate::exec) dos_handle: u8,
    /// DOS's `CON` opened for input: DOS reads it a byte at a time from the keys typed
    /// (see [`ConsoleKeys`]); `None` for every other file.
    pub(in crate::exec) keys: Option<ConsoleKeys>,
    /// A serial port's number (0 for COM1:), Clear To Send's time-out, which each output
    /// waits, and whether it was opened `ASC` (`com.rs`).
    pub(in crate::exec) serial: Option<(u8, u16, bool)>,
    /// DOS's `AUX` (and `COM1`, `COM2` named without a colon) with nothing attached, as
    /// DOSBox has it: a write of a byte fails, `Device I/O Error` (57), and so does the
    /// CTRL-Z an output file's CLOSE writes; a read gives no byte, the end (real GW-BASIC
    /// 3.23 in DOSBox: `PRINT #1,"HI"` is 57 with LOC 1, a second PRINT # 57 with LOC 2,
    /// CLOSE 57, `INPUT #1` 62 with LOC 1 and EOF -1 after it, a PUT 57).
    pub(in crate::exec) fails_writes: bool,
    /// `KYBD:`: the keyboard its INPUT # and LINE INPUT # take keys from, one at a time as
    /// the item needs them (`Machine::keyboard_reader` sets it for each read), and whether a
    /// read found no key left (the machine waits for one: the run ends). Between reads the
    /// file's unread bytes are the one key GW-BASIC's reader backed up into the file's block
    /// (F_BAKC), the rest staying in the keyboard's queue for any reader.
    pub(in crate::exec) typed: Option<TypedKeys>,
    pub(in crate::exec) typed_out: bool,
}

/// The keyboard behind DOS's `CON` opened for input. GW-BASIC 3.23 asks DOS for one byte
/// at a time from a character device, and DOSBox's console driver answers each with one
/// key, Enter as a CR alone (the LF it adds only when the request has room for it): no
/// read is made at OPEN, each key read counts in LOC, LOF is 1, and a reader that looks
/// for the LF after a CR waits for the next key (real GW-BASIC 3.23 in DOSBox: `OPEN
/// "I",1,"CON"` then `INPUT$(1,#1)` is LOC 1, EOF then reads a key ahead, LOC 2).
///
/// DOS's `NUL`, `PRN` and `LPT1` read the same way give no byte and no end: GW-BASIC takes
/// a 0 for each read (no keyboard here), EOF is never true, and a LINE INPUT # or INPUT #,
/// which pass over NULs, never end (real GW-BASIC 3.23 in DOSBox: `INPUT$(3,#1)` of `NUL`
/// is three CHR$(0), LOC 3, then 4 after EOF; `LINE INPUT #1` waits for ever).
pub(in crate::exec) struct ConsoleKeys {
    keyboard: Option<Rc<std::cell::RefCell<dyn ferrite_console::Keyboard>>>,
    /// A read found no key left: the machine would wait, so the run ends.
    pub(in crate::exec) ran_out: bool,
    /// A device whose read gives no byte and says so (DOSBox's `AUX`): the first read
    /// counts in LOC and finds the end, and no reader reads again.
    empty: bool,
    /// That read was made.
    dried: bool,
}

impl ConsoleKeys {
    /// The keys of `keyboard`, none read yet.
    pub(in crate::exec) fn new(
        keyboard: Option<Rc<std::cell::RefCell<dyn ferrite_console::Keyboard>>>,
    ) -> Self {
        ConsoleKeys {
            keyboard,
            ran_out: false,
            empty: false,
            dried: false,
        }
    }

    /// A device whose reads give nothing, the end (DOSBox's `AUX`, see
    /// [`OpenFile::fails_writes`]).
    pub(in crate::exec) fn empty() -> Self {
        ConsoleKeys {
            empty: true,
            ..ConsoleKeys::new(None)
        }
    }

    /// Whether this is a device that gives a 0 for every read (`NUL`, `PRN`).
    pub(in crate::exec) fn zeros(&self) -> bool {
        self.keyboard.is_none() && !self.empty
    }
}

impl std::fmt::Debug for ConsoleKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ConsoleKeys {{ ran_out: {} }}", self.ran_out)
    }
}

/// The keyboard a `KYBD:` file reads from (see [`OpenFile::typed`]).
pub(in crate::exec) struct TypedKeys(
    pub(in crate::exec) Rc<std::cell::RefCell<dyn ferrite_console::Keyboard>>,
    /// The function keys' texts (KEY n) as the read starts.
    pub(in crate::exec) [Vec<u8>; 10],
);

impl TypedKeys {
    /// The bytes the next key gives a `KYBD:` file's INPUT # or LINE INPUT # (GIOKYB.ASM
    /// `KYBSIN` through the OEM's `KEYIN`): a key as typed (a LF is a LF), and an extended
    /// key as the IBM keyboard routine hands it over, two bytes or none: the editing keys
    /// their control code after &HFF (cursor up &HFF &H1E, down &H1F, left &H1D, right
    /// &H1C, Home &H0B, End &H0E, Ins &H12, Del &H7F, Ctrl-left &H02, Ctrl-right &H06,
    /// Ctrl-End &H05, Ctrl-Home &H0C, Ctrl-PgDn &H1A), Alt and a letter &H80 and the
    /// letter, F1-F10 their KEY texts (a key with an empty text gives nothing, KEYIN's
    /// `IGNNFK`), any other &HFE (real GW-BASIC 3.23, gw-real: each key between `a` and
    /// `b` read by `LINE INPUT #1` from `KYBD:`). `None`: no key left.
    pub(in crate::exec) fn next(&self) -> Option<Vec<u8>> {
        let mut k = self.0.borrow_mut();
        let b = k.key()?;
        if b != 0 {
            return Some(vec![b]);
        }
        let scan = k.key().unwrap_or(0);
        Some(match crate::exec::bios::typed_key([0, scan]) {
            None => Vec::new(),
            Some(_) => kybd_extended(scan, &self.1),
        })
    }
}

/// An extended key's bytes through `KYBD:` (see [`TypedKeys::next`]).
fn kybd_extended(scan: u8, texts: &[Vec<u8>; 10]) -> Vec<u8> {
    const ALT_LETTERS: [(u8, &[u8]); 3] = [
        (0x10, b"QWERTYUIOP"),
        (0x1e, b"ASDFGHJKL"),
        (0x2c, b"ZXCVBNM"),
    ];
    let editing = match scan {
        0x48 => Some(0x1e),
        0x50 => Some(0x1f),
        0x4b => Some(0x1d),
        0x4d => Some(0x1c),
        0x47 => Some(0x0b),
        0x4f => Some(0x0e),
        0x52 => Some(0x12),
        0x53 => Some(0x7f),
        0x73 => Some(0x02),
        0x74 => Some(0x06),
        0x75 => Some(0x05),
        0x77 => Some(0x0c),
        0x76 => Some(0x1a),
        _ => None,
    };
    if let Some(c) = editing {
        return vec![0xff, c];
    }
    if (0x3b..=0x44).contains(&scan) {
        return texts[usize::from(scan - 0x3b)].clone();
    }
    for (first, letters) in ALT_LETTERS {
        if let Some(&l) = scan
            .checked_sub(first)
            .and_then(|i| letters.get(usize::from(i)))
        {
            return vec![0x80, l];
        }
    }
    vec![0xfe]
}

impl std::fmt::Debug for TypedKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TypedKeys")
    }
}

/// A string variable or array element a FIELD made a view of the record buffer.
pub(in crate::exec) type FieldKey = (crate::parse::NameId, Option<usize>);

impl OpenFile {
    /// Appends bytes to the file on disk.
    pub(super) fn append(&mut self, bytes: &[u8]) -> Result<(), ErrorKind> {
        if bytes.is_empty() {
            return Ok(());
        }
        if self.device == Device::Null {
            // DOSBox's `AUX` refuses the first byte; GW-BASIC has counted it.
            if self.fails_writes {
                self.written += 1;
                return Err(ErrorKind::Numbered(57));
            }
            // Nothing is kept, but DOS counts what went by (LOC, LOF).
            self.written += bytes.len();
            return Ok(());
        }
        self.wrote = true;
        if let Some(size) = &mut self.killed {
            *size += bytes.len() as u64;
            self.written += bytes.len();
            return Ok(());
        }
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
    pub(super) fn close(&mut self) {
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
    pub(super) fn publish(&mut self) {
        if let (Some(own), true, true) = (&self.own, self.wrote, self.killed.is_none()) {
            // The whole file is replaced: through a temporary file and a rename.
            let _ = ferrite_images::save_atomically(&self.path, own);
        }
    }

    /// Whether closing this file fails, `Device I/O Error` (57): the cassette's always (no
    /// recorder), DOSBox's `AUX` open for output or append when CLOSE writes its CTRL-Z.
    pub(in crate::exec) fn close_fails(&self) -> bool {
        self.device == Device::Cassette
            || (self.fails_writes && matches!(self.mode, Mode::Output | Mode::Append))
    }

    /// Whether the handle is a disk file (not a device): DOS locks regions of files only.
    pub(in crate::exec) fn on_disk(&self) -> bool {
        self.device == Device::Disk
    }

    /// The file's size as DOS's control block holds it: the bytes read when an input file
    /// was opened, else the file on disk.
    pub(in crate::exec) fn size(&self) -> usize {
        if self.mode == Mode::Input {
            return self.content.len();
        }
        if let (Some(own), true) = (&self.own, self.private) {
            return own.len();
        }
        std::fs::metadata(&self.path).map_or(0, |m| m.len() as usize)
    }

    /// A sequential disk file's F_CLOC (sectors DOS read or wrote), F_ORCT (bytes in the
    /// buffer: those read, or those written since the last sector went out, one more until
    /// the first went), F_BREM (bytes read not yet taken) and its 128-byte sector buffer:
    /// each place holds the last byte read or written there, the buffer wrapping every 128
    /// bytes (real GW-BASIC 3.23: 157 bytes written are 1, 29, 0 with bytes 128-156 then
    /// 29-127; 7 bytes and CLOSE's CTRL-Z 1, 9; an input file after a 5-byte INPUT$ 1, 128,
    /// 123 with the first sector). A disk OPEN clears the buffer; APPEND's starts as a
    /// CTRL-Z and counts from there.
    pub(in crate::exec) fn sector_state(&self) -> (usize, usize, usize, Vec<u8>) {
        let mut sector = vec![0u8; 128];
        let fill = |sector: &mut Vec<u8>, bytes: &[u8], first: usize| {
            for (k, &b) in bytes.iter().enumerate() {
                sector[(first + k) % 128] = b;
            }
        };
        match self.mode {
            Mode::Input => {
                let end = self.filled.min(self.content.len());
                let start = end.saturating_sub(128);
                // Sectors start at multiples of 128 in the file.
                fill(&mut sector, &self.content[start..end], start);
                let brem = self.filled.saturating_sub(self.pos).min(self.last_read);
                (self.reads, self.last_read, brem, sector)
            }
            Mode::Output | Mode::Append if self.device == Device::Disk => {
                let n = self.written;
                if self.fresh_append() {
                    sector[0] = 0x1a;
                }
                // CLOSE writes out the last part, however short.
                let (flushed, pending) = if self.closed {
                    (n.div_ceil(128), n - n.saturating_sub(1) / 128 * 128)
                } else {
                    (n / 128, n % 128)
                };
                let orct = if n < 128 { pending + 1 } else { pending };
                let last = self.tail(n.min(128));
                fill(&mut sector, &last, n - last.len());
                (flushed, orct, 0, sector)
            }
            _ => (0, 0, 0, sector),
        }
    }

    /// An APPEND file that has written nothing yet.
    pub(in crate::exec) fn fresh_append(&self) -> bool {
        self.mode == Mode::Append && self.written == 0 && !self.closed
    }

    /// The last `n` bytes this handle's file holds (an output file's sector buffer).
    pub(in crate::exec) fn tail(&self, n: usize) -> Vec<u8> {
        if n == 0 || self.killed.is_some() {
            return Vec::new();
        }
        let all = match (&self.own, self.private) {
            (Some(own), true) => own.clone(),
            _ => std::fs::read(&self.path).unwrap_or_default(),
        };
        // APPEND over a CTRL-Z writes inside the file: its bytes end where it is.
        let end = self
            .write_at
            .map_or(all.len(), |at| (at as usize).min(all.len()));
        all[end.saturating_sub(n)..end].to_vec()
    }

    /// Whether an input file has no byte left to read (its end, or a CTRL-Z).
    pub(super) fn at_end(&mut self) -> bool {
        let data = self.ctrl_z_is_data();
        self.peek().is_none_or(|&b| b == CTRL_Z && !data)
    }

    /// Whether a CTRL-Z read is a byte like any other: the keyboard's are (GIOKYB.ASM
    /// `KYBSIN` flags one, but INPUT #, LINE INPUT # and INPUT$ keep it; only EOF, by
    /// `KYBEOF`, looks at it; real GW-BASIC 3.23: `LINE INPUT #1` of the keys `1`, `2`,
    /// CTRL-Z, `3`, Enter from `KYBD:` is 4 bytes long, and EOF before that CTRL-Z is -1
    /// without taking it). So are DOS's `CON`'s (real GW-BASIC 3.23 in DOSBox: `LINE INPUT
    /// #1` from `CON` reads `CD`, CTRL-Z, `EF` as one line).
    pub(super) fn ctrl_z_is_data(&self) -> bool {
        self.device == Device::Keyboard || self.keys.is_some()
    }

    /// The next byte to read. Looking past the bytes DOS has read so far makes it read
    /// again, only after a whole sector; after a short read (the file's last) the reader
    /// marks the end instead, so EOF no longer reads (real GW-BASIC 3.23: a 5-byte file
    /// read by `INPUT$(5)` has LOC 2 after EOF, by LINE INPUT # or `INPUT$(6)` LOC 1).
    pub(super) fn peek(&mut self) -> Option<&u8> {
        if self.device == Device::Keyboard {
            // One key from the keyboard's queue when the reader has taken every key so far
            // (GIOKYB.ASM `KYBSIN`).
            if self.pos >= self.content.len() && !self.typed_out {
                // A key that gives no byte (a function key with no text) is passed over.
                loop {
                    match self.typed.as_ref().and_then(TypedKeys::next) {
                        Some(b) if b.is_empty() => continue,
                        Some(b) => self.content.extend(b),
                        None => self.typed_out = true,
                    }
                    break;
                }
            }
            return self.content.get(self.pos);
        }
        if let Some(keys) = &mut self.keys {
            if keys.empty {
                if !keys.dried {
                    keys.dried = true;
                    self.reads += 1;
                }
                return self.content.get(self.pos);
            }
            // One key a read, when the reader has taken every byte read so far.
            if self.pos >= self.content.len() && !keys.ran_out {
                let key = match &keys.keyboard {
                    Some(k) => k.borrow_mut().key(),
                    None => Some(0),
                };
                match key {
                    Some(b) => {
                        self.content.push(if b == b'\n' { b'\r' } else { b });
                        self.reads += 1;
                    }
                    None => keys.ran_out = true,
                }
            }
            return self.content.get(self.pos);
        }
        if self.pos >= self.filled {
            if self.last_read == SECTOR {
                self.read_sector();
            } else {
                self.last_read = 0;
            }
        }
        if self.content.get(self.pos) == Some(&CTRL_Z) {
            self.met_ctrl_z = true;
        }
        self.content.get(self.pos)
    }

    /// One more read of up to 128 bytes by DOS (LOC counts them): the first is made by OPEN,
    /// the next when the reader has used the bytes of a whole sector, or when EOF finds
    /// its buffer empty after a read that found something (real GW-BASIC 3.23: LOC is 1
    /// after OPEN, even of an empty file, still 1 when LINE INPUT has read to the end of a
    /// 10-byte file, and 2 once EOF has looked past the fifth byte of a five-byte file;
    /// GIODSK.ASM `$READS` counts F_CLOC, `DSKEOF` reads when its buffer is empty).
    pub(super) fn read_sector(&mut self) {
        let got = (self.content.len() - self.filled.min(self.content.len())).min(SECTOR);
        self.reads += 1;
        self.filled += got;
        self.last_read = got;
    }

    /// After a CR that ends a line or an item, a LF right after it is taken with it
    /// (DSKCOM.ASM `ICASLF`). Not from the keyboard, whose Enter is a CR alone: GW-BASIC
    /// 3.23 reads no key past it there (real GW-BASIC 3.23, gw-real: after `INPUT #1,A` of
    /// `5` and Enter from `KYBD:` the next key is typed only when the program asks again).
    pub(super) fn take_lf(&mut self) {
        if self.device != Device::Keyboard && self.peek() == Some(&b'\n') {
            self.pos += 1;
        }
    }

    /// Whether nothing but spaces comes before the file's end (or a CTRL-Z); if so they
    /// are passed over (EOF is then true). A line feed is the item's, which it ends empty
    /// (real GW-BASIC 3.23: INPUT # of a file holding LF alone reads 0 or "", of two
    /// spaces `Input past end`).
    pub(super) fn only_blanks_left(&mut self) -> bool {
        let mut at = self.pos;
        loop {
            match self.content.get(at) {
                Some(b' ') => at += 1,
                None => break,
                Some(&CTRL_Z) if !self.ctrl_z_is_data() => break,
                Some(_) => return false,
            }
        }
        self.pos = at;
        self.at_end()
    }

    /// EOF of an input file: its end or a CTRL-Z next, after the read an empty buffer makes.
    pub(super) fn eof(&mut self) -> bool {
        if self.keys.is_some() {
            // Before any read EOF reads nothing and is false; after one it reads a key
            // ahead when every key read was taken (real GW-BASIC 3.23: EOF at OPEN is 0,
            // LOC 0; after `INPUT$(1,#1)` EOF makes LOC 2).
            return self.reads > 0 && self.peek().is_none_or(|&b| b == CTRL_Z);
        }
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
pub(in crate::exec) type Files = BTreeMap<u8, OpenFile>;

/// Open files held outside the machine for a moment (LOAD with `,R`).
pub struct OpenFiles(pub(super) Files);
