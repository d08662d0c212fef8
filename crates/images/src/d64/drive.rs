//! A 1541 as the C64 sees it on the serial bus: fifteen channels (secondary addresses 0-14
//! for files, 15 for commands and the error message), each opened with a name such as
//! `NAME,S,W` or `@0:NAME,P,W`, read or written a byte at a time, and closed.
//!
//! What the DOS did, modelled here: secondary address 0 reads a PRG (and `$`, the
//! directory as a program), 1 writes one; 2-14 open any type, SEQ when writing without a
//! type; `,R` `,W` `,A` read, write, append; `@` replaces a file, else writing over one is
//! `63,FILE EXISTS`; a missing file is `62,FILE NOT FOUND`; a type that differs from the
//! file's is `64,FILE TYPE MISMATCH`. Channel 15 reads the error message
//! (`00, OK,00,00` and a CR; `73,CBM DOS V2.6 1541,00,00` after power-on), and reading it
//! to its end resets it to `00, OK`. Commands written to it: `S0:NAME` scratch (`01, FILES
//! SCRATCHED,nn,00`), `R0:NEW=OLD` rename, `I0` initialise, `V0` validate (both `00, OK`
//! here), `N0:NAME,ID` format; anything else `31,SYNTAX ERROR`. A file written is put on
//! the disk when it is closed, as one SAVE: a disk that cannot hold it is `72,DISK FULL`
//! and the disk keeps its old contents.
//!
//! Sources: Commodore 1541 User's Guide ch. 4-6 and Appendix B (the error messages and
//! their numbers); Inside Commodore DOS ch. 3-4 (channels, secondary addresses, the
//! command parser).

use super::buffers::Buffers;
use super::dir::FileType;
use super::medium::{Medium, Stored};
use super::{D64, SECTOR};
use crate::error::ImageError;

/// The command and error channel.
pub const COMMAND: u8 = 15;

/// A data channel's file.
#[derive(Clone, Debug)]
struct Channel {
    /// The name it was opened with (the pattern when read).
    name: Vec<u8>,
    /// The file type written.
    kind: FileType,
    /// The bytes (a read file's whole contents, or what has been written).
    data: Vec<u8>,
    /// The read position.
    pos: usize,
    /// Opened for writing.
    write: bool,
    /// Opened with `@` over a file that is there.
    replace: bool,
    /// A read file's sectors whole, as the drive's buffers take them (none on a folder).
    sectors: Vec<[u8; SECTOR]>,
}

/// The drive's error message: number, track, sector.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status {
    /// The message number (0 OK, 62 FILE NOT FOUND ...).
    pub code: u8,
    /// Its first value (the count of files scratched for 01).
    pub track: u8,
    /// Its second value.
    pub sector: u8,
}

/// One byte read from a channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Byte {
    /// A byte with more to come.
    More(u8),
    /// The last byte (the talker's EOI: ST 64 on the C64).
    Last(u8),
    /// Nothing to read (the channel is not open, or is past its end): the C64's read
    /// times out (ST 2) and gets a CR.
    None,
}

/// A 1541 with a disk in it (a `.d64` image or a host folder).
#[derive(Debug)]
pub struct Drive {
    /// The disk.
    pub disk: Box<dyn Medium>,
    channels: [Option<Channel>; 15],
    status: Status,
    /// Where channel 15's reader is in the message.
    message_pos: usize,
    /// Whether the disk changed since [`Drive::take_changed`] last asked.
    changed: bool,
    /// Buffers 1 and 2 of the drive's RAM: what the bytes after a file's end will be.
    buffers: Buffers,
}

/// The message text of a number, as the 1541's ROM spelt it.
fn message(code: u8) -> &'static str {
    match code {
        0 => " OK",
        1 => " FILES SCRATCHED",
        20 => "READ ERROR",
        26 => "WRITE PROTECT ON",
        30..=34 => "SYNTAX ERROR",
        60 => "WRITE FILE OPEN",
        61 => "FILE NOT OPEN",
        62 => "FILE NOT FOUND",
        63 => "FILE EXISTS",
        64 => "FILE TYPE MISMATCH",
        66 => "ILLEGAL TRACK AND SECTOR",
        70 => "NO CHANNEL",
        72 => "DISK FULL",
        73 => "CBM DOS V2.6 1541",
        _ => "DRIVE NOT READY",
    }
}

/// A name's parts after an optional `@` and drive (`0:`, `:`): the name, then the letters
/// after each comma.
fn parse_name(spec: &[u8]) -> (bool, Vec<u8>, Vec<u8>) {
    let (replace, rest) = match spec.strip_prefix(b"@") {
        Some(r) => (true, r),
        None => (false, spec),
    };
    let rest = match rest.iter().position(|&b| b == b':') {
        Some(c) if c <= 1 => &rest[c + 1..],
        _ => rest,
    };
    let mut parts = rest.split(|&b| b == b',');
    let name = parts.next().unwrap_or(&[]).to_vec();
    let letters = parts.filter_map(|p| p.first().copied()).collect();
    (replace, name, letters)
}

/// The file type a letter names.
fn type_of(letter: u8) -> Option<FileType> {
    match letter {
        b'S' => Some(FileType::Seq),
        b'P' => Some(FileType::Prg),
        b'U' => Some(FileType::Usr),
        b'L' => Some(FileType::Rel),
        _ => None,
    }
}

/// A 1541 status for an image error.
fn status_of(e: &ImageError) -> u8 {
    match e {
        ImageError::NotFound(_) => 62,
        ImageError::Exists(_) => 63,
        ImageError::Full(_) | ImageError::DirectoryFull(_) => 72,
        ImageError::BadName(_) => 33,
        ImageError::Locked(_) => 26,
        _ => 66,
    }
}

impl Drive {
    /// A drive just switched on with `disk` in it.
    pub fn new(disk: impl Medium + 'static) -> Drive {
        Drive {
            disk: Box::new(disk),
            channels: Default::default(),
            status: Status {
                code: 73,
                track: 0,
                sector: 0,
            },
            message_pos: 0,
            changed: false,
            buffers: Buffers::default(),
        }
    }

    /// The image as the drive has left it now, when the disk is one: a file still open
    /// for writing is there as the 1541 leaves a file not closed ([`D64::unclosed`]).
    pub fn image(&self) -> Option<D64> {
        let disk = self.disk.d64()?;
        // In channel order (in the programs seen, the order they were opened in).
        let open: Vec<(&[u8], FileType, &[u8])> = self
            .channels
            .iter()
            .flatten()
            .filter(|c| c.write && !c.replace && !disk.exists(&c.name))
            .map(|c| (&c.name[..], c.kind, &c.data[..]))
            .collect();
        if open.is_empty() {
            return Some(disk.clone());
        }
        Some(disk.unclosed(&open).unwrap_or_else(|_| disk.clone()))
    }

    /// The error message now.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Sets the error message.
    fn set(&mut self, code: u8, track: u8, sector: u8) {
        self.status = Status {
            code,
            track,
            sector,
        };
        self.message_pos = 0;
    }

    /// The error message as channel 15 gives it: `nn,TEXT,tt,ss` and a CR.
    pub fn message(&self) -> Vec<u8> {
        let s = self.status;
        format!(
            "{:02},{},{:02},{:02}\r",
            s.code,
            message(s.code),
            s.track,
            s.sector
        )
        .into_bytes()
    }

    /// Whether the disk changed since the last call (the host writes the image then).
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }

    /// Whether a data channel is open.
    pub fn is_open(&self, sa: u8) -> bool {
        self.channels
            .get(usize::from(sa))
            .is_some_and(Option::is_some)
    }

    /// OPEN with secondary address `sa` and a name (PETSCII): the status says how it went.
    pub fn open(&mut self, sa: u8, name: &[u8]) {
        let sa = sa & 15;
        if sa == COMMAND {
            if !name.is_empty() {
                self.command(name);
            }
            return;
        }
        self.channels[usize::from(sa)] = None;
        if name.first() == Some(&b'$') && sa == 0 {
            match self.disk.directory_program(&directory_pattern(name)) {
                Ok(program) => {
                    self.channels[0] = Some(read_channel(name, program));
                    self.set(0, 0, 0);
                }
                Err(e) => self.set(status_of(&e), 0, 0),
            }
            return;
        }
        let (replace, file, letters) = parse_name(name);
        let kind = letters.iter().find_map(|&l| type_of(l));
        let mode = letters.iter().copied().find(|l| b"RWAM".contains(l));
        let write = match mode {
            Some(b'W') | Some(b'A') => true,
            Some(_) => false,
            None => sa == 1,
        };
        if file.is_empty() {
            self.set(34, 0, 0);
            return;
        }
        if !write || mode == Some(b'A') {
            let (found, found_kind, data) = match self.disk.read_file(&file) {
                Ok(f) => f,
                Err(e) => return self.set(status_of(&e), 0, 0),
            };
            let sectors = self
                .disk
                .find(&file)
                .and_then(|(i, _)| self.disk.sectors_at(i));
            let wanted = kind.or((sa == 0).then_some(FileType::Prg));
            if let Some((_, dir, _)) = &sectors {
                self.buffers.directory(dir);
            }
            if wanted.is_some_and(|k| k != found_kind) {
                return self.set(64, 0, 0);
            }
            let mut ch = read_channel(&found, data);
            if let Some((_, _, chain)) = sectors {
                if let Some(first) = chain.first() {
                    self.buffers.read_block(0, first);
                }
                ch.sectors = chain;
            }
            if mode == Some(b'A') {
                ch.write = true;
                ch.kind = found_kind;
                ch.pos = ch.data.len();
            }
            self.channels[usize::from(sa)] = Some(ch);
            return self.set(0, 0, 0);
        }
        if file.iter().any(|b| b"*?".contains(b)) {
            return self.set(33, 0, 0);
        }
        let exists = self.disk.exists(&file);
        if exists && !replace {
            return self.set(63, 0, 0);
        }
        self.channels[usize::from(sa)] = Some(Channel {
            name: file,
            kind: kind.unwrap_or(if sa < 2 { FileType::Prg } else { FileType::Seq }),
            data: Vec::new(),
            pos: 0,
            write: true,
            replace: exists,
            sectors: Vec::new(),
        });
        // The 1541 puts the entry (not closed) on the disk at OPEN.
        self.changed |= !exists;
        self.set(0, 0, 0);
    }

    /// A byte from channel `sa` (channel 15: the error message, which starts again at `00,
    /// OK` once read to its end).
    pub fn read(&mut self, sa: u8) -> Byte {
        let sa = sa & 15;
        if sa == COMMAND {
            let text = self.message();
            let b = text.get(self.message_pos).copied().unwrap_or(b'\r');
            self.message_pos += 1;
            if self.message_pos >= text.len() {
                self.set(0, 0, 0);
                return Byte::Last(b);
            }
            return Byte::More(b);
        }
        let Some(ch) = self.channels[usize::from(sa)].as_mut() else {
            return Byte::None;
        };
        if ch.write {
            return Byte::None;
        }
        let Some(&b) = ch.data.get(ch.pos) else {
            return Byte::None;
        };
        if ch.pos > 0 && ch.pos % (SECTOR - 2) == 0 {
            // The reader has reached the next block: the DOS reads it into the other buffer.
            let k = ch.pos / (SECTOR - 2);
            if let Some(sector) = ch.sectors.get(k) {
                self.buffers.read_block(k, sector);
            }
        }
        ch.pos += 1;
        if ch.pos == ch.data.len() {
            Byte::Last(b)
        } else {
            Byte::More(b)
        }
    }

    /// A byte written to channel `sa` (channel 15 takes commands when it is closed or at a
    /// CR: see [`Drive::command`]); `false` when nothing is open for writing there.
    pub fn write(&mut self, sa: u8, byte: u8) -> bool {
        match self.channels.get_mut(usize::from(sa & 15)) {
            Some(Some(ch)) if ch.write => {
                ch.data.push(byte);
                // A byte past a full block: the DOS writes that block to the disk.
                self.changed |= !ch.replace && ch.data.len() % (SECTOR - 2) == 1;
                true
            }
            _ => false,
        }
    }

    /// CLOSE of channel `sa`: a file written goes onto the disk. Closing channel 15 closes
    /// every channel, as the DOS did.
    pub fn close(&mut self, sa: u8) {
        let sa = sa & 15;
        if sa == COMMAND {
            for k in 0..15 {
                self.close(k);
            }
            return;
        }
        let Some(ch) = self.channels[usize::from(sa)].take() else {
            return;
        };
        if !ch.write {
            return;
        }
        let file = Stored {
            name: &ch.name,
            kind: ch.kind,
            data: &ch.data,
            old: None,
        };
        self.changed = true;
        if let Err(e) = self.disk.write_file(file, true, &mut self.buffers) {
            self.set(status_of(&e), 0, 0);
        }
    }

    /// A command sent on channel 15 (a trailing CR is dropped).
    pub fn command(&mut self, text: &[u8]) {
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        let arg = |t: &[u8]| -> Vec<u8> {
            match t.iter().position(|&b| b == b':') {
                Some(c) => t[c + 1..].to_vec(),
                None => Vec::new(),
            }
        };
        match text.first() {
            Some(b'I') | Some(b'V') | Some(b'U') => self.set(0, 0, 0),
            Some(b'S') => {
                let mut count = 0u8;
                for pattern in arg(text).split(|&b| b == b',') {
                    let taken = self.disk.scratched_by(pattern).unwrap_or_default();
                    let chains: Vec<_> = taken.iter().map(|&i| self.disk.sectors_at(i)).collect();
                    match self.disk.scratch(pattern) {
                        Ok(n) => count = count.saturating_add(n),
                        Err(e) => return self.set(status_of(&e), 0, 0),
                    }
                    for ((t, s), _, chain) in chains.into_iter().flatten() {
                        // The directory sector is read again after the scratch.
                        if let Some(dir) = self.disk.sector_at(t, s) {
                            self.buffers.scratched(&chain, &dir);
                        }
                    }
                    self.changed |= count > 0;
                }
                self.set(1, count, 0);
            }
            Some(b'R') => {
                let names = arg(text);
                let Some(eq) = names.iter().position(|&b| b == b'=') else {
                    return self.set(34, 0, 0);
                };
                let old = match names[eq + 1..].iter().position(|&b| b == b':') {
                    Some(c) if c <= 1 => &names[eq + 2 + c..],
                    _ => &names[eq + 1..],
                };
                match self.disk.rename(&names[..eq], old) {
                    Ok(()) => {
                        let renamed = self.disk.find(&names[..eq]);
                        if let Some((_, dir, _)) =
                            renamed.and_then(|(i, _)| self.disk.sectors_at(i))
                        {
                            self.buffers.directory(&dir);
                        }
                        self.changed = true;
                        self.set(0, 0, 0);
                    }
                    Err(e) => self.set(status_of(&e), 0, 0),
                }
            }
            Some(b'N') => {
                let spec = arg(text);
                let mut parts = spec.split(|&b| b == b',');
                let name = parts.next().unwrap_or(&[]);
                let id = match parts.next() {
                    Some([a, b, ..]) => Some([*a, *b]),
                    _ => None,
                };
                match self.disk.format(name, id) {
                    Ok(()) => {
                        self.changed = true;
                        self.set(0, 0, 0);
                    }
                    Err(e) => self.set(status_of(&e), 0, 0),
                }
            }
            _ => self.set(31, 0, 0),
        }
    }

    /// Whether a name (pattern) is a file on the disk.
    pub fn exists(&self, pattern: &[u8]) -> bool {
        self.disk.exists(pattern)
    }
}

/// The names a directory load asks for: `$` alone is every file; `$0:A*,B?` (the drive
/// number and colon optional) the files those patterns match.
fn directory_pattern(name: &[u8]) -> Vec<u8> {
    let rest = &name[1..];
    let rest = rest.strip_prefix(b"0").unwrap_or(rest);
    let rest = rest.strip_prefix(b":").unwrap_or(rest);
    // A type filter (`=P`) is not modelled: the names before it are.
    let end = rest.iter().position(|&b| b == b'=').unwrap_or(rest.len());
    rest[..end].to_vec()
}

/// A channel reading `data`.
fn read_channel(name: &[u8], data: Vec<u8>) -> Channel {
    Channel {
        name: name.to_vec(),
        kind: FileType::Prg,
        data,
        pos: 0,
        write: false,
        replace: false,
        sectors: Vec::new(),
    }
}
