//! The 1541 directory: the chain of sectors from track 18 sector 1, eight 32-byte entries
//! each (type, first track and sector, 16-byte name padded with $A0, block count), the
//! listing `LOAD"$",8` brings in as a BASIC program, and files read along their chains
//! (254 data bytes a sector; the last names its last used byte).

use super::{sectors_on, D64, DIR_TRACK};
use crate::c64::list::list;
use crate::error::{ImageError, Place};

/// A file's type (the low bits of its directory entry's type byte).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileType {
    /// Deleted (shown, when its entry is closed).
    Del,
    /// Sequential data.
    Seq,
    /// A program: a load address, then the bytes.
    Prg,
    /// User file.
    Usr,
    /// Relative (records; read here as its data chain).
    Rel,
    /// Types 5-7, which no 1541 wrote.
    Other(u8),
}

impl FileType {
    /// The type from an entry's type byte.
    pub fn from_byte(b: u8) -> FileType {
        match b & 7 {
            0 => FileType::Del,
            1 => FileType::Seq,
            2 => FileType::Prg,
            3 => FileType::Usr,
            4 => FileType::Rel,
            n => FileType::Other(n),
        }
    }

    /// The three letters the directory shows.
    pub fn name(self) -> &'static str {
        match self {
            FileType::Del => "DEL",
            FileType::Seq => "SEQ",
            FileType::Prg => "PRG",
            FileType::Usr => "USR",
            FileType::Rel => "REL",
            FileType::Other(_) => "???",
        }
    }

    /// The type bits in an entry.
    pub fn code(self) -> u8 {
        match self {
            FileType::Del => 0,
            FileType::Seq => 1,
            FileType::Prg => 2,
            FileType::Usr => 3,
            FileType::Rel => 4,
            FileType::Other(n) => n & 7,
        }
    }
}

/// One directory entry in use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirEntry {
    /// The type byte (bit 7 closed, bit 6 locked, bits 0-2 the type).
    pub type_byte: u8,
    /// The first sector of the file's chain.
    pub start: (u8, u8),
    /// The name's 16 bytes, padded with $A0.
    pub name: [u8; 16],
    /// The block count the directory shows.
    pub blocks: u16,
    /// Where the entry is: its directory sector and index 0-7.
    pub slot: (u8, u8, u8),
}

impl DirEntry {
    /// The name up to its first $A0.
    pub fn name_bytes(&self) -> &[u8] {
        let end = self.name.iter().position(|&b| b == 0xA0).unwrap_or(16);
        &self.name[..end]
    }

    /// The file's type.
    pub fn file_type(&self) -> FileType {
        FileType::from_byte(self.type_byte)
    }

    /// Whether the file was closed (an unclosed one shows `*`).
    pub fn closed(&self) -> bool {
        self.type_byte & 0x80 != 0
    }

    /// Whether the file is locked (shown with `<`).
    pub fn locked(&self) -> bool {
        self.type_byte & 0x40 != 0
    }
}

impl D64 {
    /// The directory's sectors in chain order, from 18/1; a link off the disk or back into
    /// the chain is damage at the sector holding it.
    pub(super) fn dir_sectors(&self) -> Result<Vec<(u8, u8)>, ImageError> {
        let mut chain = Vec::new();
        let (mut t, mut s) = (DIR_TRACK, 1u8);
        let mut from = Place::TrackSector(DIR_TRACK, 0);
        loop {
            let sector = self.sector(t, s, from)?;
            if chain.contains(&(t, s)) {
                return Err(ImageError::damaged(
                    from,
                    format!("the directory chain loops back to track {t} sector {s}"),
                ));
            }
            chain.push((t, s));
            if sector[0] == 0 {
                return Ok(chain);
            }
            from = Place::TrackSector(t, s);
            (t, s) = (sector[0], sector[1]);
        }
    }

    /// Every entry whose type byte is not zero (scratched entries have type 0), in order.
    pub fn entries(&self) -> Result<Vec<DirEntry>, ImageError> {
        let mut out = Vec::new();
        for (t, s) in self.dir_sectors()? {
            let sector = self.sector(t, s, Place::TrackSector(t, s))?;
            for i in 0..8u8 {
                let e = &sector[usize::from(i) * 32..usize::from(i) * 32 + 32];
                if e[2] == 0 {
                    continue;
                }
                let mut name = [0u8; 16];
                name.copy_from_slice(&e[5..21]);
                out.push(DirEntry {
                    type_byte: e[2],
                    start: (e[3], e[4]),
                    name,
                    blocks: u16::from_le_bytes([e[30], e[31]]),
                    slot: (t, s, i),
                });
            }
        }
        Ok(out)
    }

    /// The program `LOAD"$",8` loads (load address $0401): line 0 with the disk name and
    /// ID in reverse, a line per file with its blocks as the line number, then
    /// `BLOCKS FREE.`. Each line's text is 27 bytes wide as the 1541 built it, so short
    /// block counts get more leading spaces and names are followed by padding.
    pub fn directory_program(&self) -> Result<Vec<u8>, ImageError> {
        self.directory_matching(b"")
    }

    /// The directory program of the files a pattern matches (`LOAD"$0:A*,B?",8`: names
    /// separated by commas, each as the 1541 matched names; all files when empty).
    pub fn directory_matching(&self, pattern: &[u8]) -> Result<Vec<u8>, ImageError> {
        let (name, id) = self.header();
        let mut padded = [0xA0u8; 16];
        padded.copy_from_slice(name);
        let entries = self.entries()?.into_iter().map(|e| Listed {
            type_byte: e.type_byte,
            name: e.name,
            blocks: e.blocks,
        });
        Ok(matching_program(
            &padded,
            id,
            entries,
            pattern,
            self.blocks_free(),
        ))
    }

    /// The directory as LIST shows it after `LOAD"$",8`.
    pub fn directory_listing(&self) -> Result<String, ImageError> {
        let program = self.directory_program()?;
        list(&program[2..])
    }

    /// The first entry whose name matches `pattern` as the 1541 matched names (`*` ends
    /// the comparison, `?` is any one character); DEL entries are never found.
    pub fn find(&self, pattern: &[u8]) -> Result<DirEntry, ImageError> {
        self.entries()?
            .into_iter()
            .find(|e| e.file_type() != FileType::Del && name_matches(pattern, e.name_bytes()))
            .ok_or_else(|| ImageError::NotFound(crate::petscii::to_text(pattern)))
    }

    /// A file's bytes along its sector chain. A link off the disk, a chain that loops, or a
    /// last sector whose byte count is impossible is damage at the sector named.
    pub fn read_chain(&self, start: (u8, u8)) -> Result<Vec<u8>, ImageError> {
        let mut out = Vec::new();
        let total: usize = (1..=self.tracks).map(|t| usize::from(sectors_on(t))).sum();
        let mut seen = vec![false; total];
        let (mut t, mut s) = start;
        let mut from = Place::TrackSector(DIR_TRACK, 1);
        loop {
            let at = self.offset(t, s, from)?;
            let index = at / super::SECTOR;
            if std::mem::replace(&mut seen[index], true) {
                return Err(ImageError::damaged(
                    from,
                    format!("the file's chain loops back to track {t} sector {s}"),
                ));
            }
            let sector = &self.data[at..at + super::SECTOR];
            if sector[0] == 0 {
                let last = usize::from(sector[1]);
                if last < 1 {
                    return Err(ImageError::damaged(
                        Place::TrackSector(t, s),
                        "the last sector's byte count is 0",
                    ));
                }
                out.extend_from_slice(&sector[2..=last.max(1)]);
                return Ok(out);
            }
            out.extend_from_slice(&sector[2..]);
            from = Place::TrackSector(t, s);
            (t, s) = (sector[0], sector[1]);
        }
    }

    /// A file's bytes by name.
    pub fn read(&self, pattern: &[u8]) -> Result<(DirEntry, Vec<u8>), ImageError> {
        let entry = self.find(pattern)?;
        let data = self.read_chain(entry.start)?;
        Ok((entry, data))
    }
}

/// The 1541 showed $A0 (shifted space, the padding) as a space in the listing.
fn no_a0(b: u8) -> u8 {
    if b == 0xA0 {
        b' '
    } else {
        b
    }
}

/// The 1541's name comparison: `*` matches the rest, `?` one character; otherwise the
/// lengths and bytes must agree.
pub fn name_matches(pattern: &[u8], name: &[u8]) -> bool {
    let mut i = 0;
    loop {
        match (pattern.get(i), name.get(i)) {
            (Some(b'*'), _) => return true,
            (None, None) => return true,
            (Some(b'?'), Some(_)) => {}
            (Some(p), Some(n)) if p == n => {}
            _ => return false,
        }
        i += 1;
    }
}

/// A file as the directory listing shows it.
#[derive(Clone, Debug)]
pub struct Listed {
    /// The type byte (closed, locked, type).
    pub type_byte: u8,
    /// The 16-byte name, padded with $A0.
    pub name: [u8; 16],
    /// The block count.
    pub blocks: u16,
}

impl Listed {
    /// The name up to its first $A0.
    pub fn name_bytes(&self) -> &[u8] {
        let end = self.name.iter().position(|&b| b == 0xA0).unwrap_or(16);
        &self.name[..end]
    }
}

/// The directory program of the entries a pattern matches (names separated by commas,
/// each as the 1541 matched names; all entries when empty), for an image and a folder.
pub(super) fn matching_program(
    name: &[u8; 16],
    id: &[u8],
    entries: impl Iterator<Item = Listed>,
    pattern: &[u8],
    free: u16,
) -> Vec<u8> {
    let chosen: Vec<Listed> = entries
        .filter(|e| {
            pattern.is_empty()
                || pattern
                    .split(|&b| b == b',')
                    .any(|p| name_matches(p, e.name_bytes()))
        })
        .collect();
    listing_program(name, id, &chosen, free)
}

/// The directory program the 1541 built: the header line with the disk's name and the five
/// bytes of ID and DOS type, a 27-byte line per file, then `BLOCKS FREE.`.
pub(super) fn listing_program(
    name: &[u8; 16],
    id: &[u8],
    entries: &[Listed],
    free: u16,
) -> Vec<u8> {
    let mut lines: Vec<(u16, Vec<u8>)> = Vec::new();
    let mut head = vec![0x12, b'"'];
    head.extend(name.iter().map(|&b| no_a0(b)));
    head.extend_from_slice(b"\" ");
    head.extend(id.iter().map(|&b| no_a0(b)));
    lines.push((0, head));
    for e in entries {
        let mut text = vec![b' '; 27];
        let skip = 1 + usize::from(e.blocks < 10) + usize::from(e.blocks < 100);
        text[skip] = b'"';
        let field = &mut text[skip + 1..skip + 23];
        for (slot, &b) in field.iter_mut().zip(e.name.iter()) {
            *slot = no_a0(b);
        }
        let len = e.name.iter().position(|&b| b == 0xA0).unwrap_or(16);
        field[len] = b'"';
        let closed = e.type_byte & 0x80 != 0;
        field[17] = if closed { b' ' } else { b'*' };
        field[18..21].copy_from_slice(FileType::from_byte(e.type_byte).name().as_bytes());
        field[21] = if e.type_byte & 0x40 != 0 { b'<' } else { b' ' };
        lines.push((e.blocks, text));
    }
    let mut tail = b"BLOCKS FREE.".to_vec();
    tail.resize(27, b' ');
    lines.push((free, tail));
    let mut out = vec![0x01, 0x04];
    let mut addr = 0x0401usize;
    for (number, text) in lines {
        addr += 4 + text.len() + 1;
        out.extend_from_slice(&(addr as u16).to_le_bytes());
        out.extend_from_slice(&number.to_le_bytes());
        out.extend_from_slice(&text);
        out.push(0);
    }
    out.extend_from_slice(&[0, 0]);
    out
}
