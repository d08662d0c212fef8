//! Atari DOS 2.0S and 2.5: the VTOC at sector 360 (DOS code 2, the usable and free sector
//! counts, a free map from byte 10, one bit a sector, 1 = free), DOS 2.5's second VTOC at
//! sector 1024 on enhanced disks (sectors 720-1023 from byte 84, their free count at
//! 122), the directory in sectors 361-368 (64 entries of 16 bytes: flags, sector count,
//! first sector, 8+3 name), and files as chains of sectors whose last three bytes hold the
//! file number (the entry's index, which DOS checks: ERROR- 164), the next sector and the
//! bytes used.
//!
//! Sources: DOS 2.0S Reference Manual (Atari, 1981) and DOS 2.5 Owner's Guide; De Re Atari
//! ch. 9 "The Disk Operating System"; Mapping the Atari (appendix on DOS 2 disk layout).

use super::{Atr, Density};
use crate::error::{ImageError, Place};

/// The VTOC's sector.
pub const VTOC: u16 = 360;
/// DOS 2.5's second VTOC on enhanced-density disks.
pub const VTOC2: u16 = 1024;
/// The directory's first sector.
pub const DIR_FIRST: u16 = 361;
/// Directory sectors.
pub const DIR_SECTORS: u16 = 8;

/// Entry flags.
const IN_USE: u8 = 0x40;
const DELETED: u8 = 0x80;
const LOCKED: u8 = 0x20;
/// What DOS 2 writes for a closed file it created.
const CLOSED_FILE: u8 = 0x42;

/// How a chain walk takes a sector whose byte count is more than the sector holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Strictness {
    /// As damage (reading a file: its bytes would be wrong).
    Strict,
    /// As the sector's room (NOTE and POINT only need the sectors' order).
    Lenient,
}

/// A directory entry in use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AtrEntry {
    /// Its index 0-63, the file number in its sectors.
    pub index: u8,
    /// The flag byte.
    pub flags: u8,
    /// Sectors, as the directory counts them.
    pub count: u16,
    /// The first sector.
    pub start: u16,
    /// The name's 8 bytes, padded with spaces.
    pub name: [u8; 8],
    /// The extension's 3 bytes, padded with spaces.
    pub ext: [u8; 3],
}

impl AtrEntry {
    /// `NAME.EXT` as a host would write it.
    pub fn file_name(&self) -> String {
        let base = String::from_utf8_lossy(&self.name).trim_end().to_string();
        let ext = String::from_utf8_lossy(&self.ext).trim_end().to_string();
        if ext.is_empty() {
            base
        } else {
            format!("{base}.{ext}")
        }
    }

    /// Whether the file is locked (`*` in the listing).
    pub fn locked(&self) -> bool {
        self.flags & LOCKED != 0
    }
}

/// Splits `NAME.EXT` into DOS 2's padded fields (upper case), keeping `*` and `?` for a
/// pattern. The name must start with a letter and hold letters and digits.
pub fn split_name(name: &str, pattern: bool) -> Result<([u8; 8], [u8; 3]), ImageError> {
    let bad = || ImageError::BadName(name.to_string());
    let upper = name.to_ascii_uppercase();
    let (base, ext) = upper.split_once('.').unwrap_or((&upper, ""));
    let ok = |s: &str, max: usize| {
        s.len() <= max
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || (pattern && (b == b'*' || b == b'?')))
    };
    if base.is_empty() || !ok(base, 8) || !ok(ext, 3) {
        return Err(bad());
    }
    if !pattern && !base.as_bytes()[0].is_ascii_alphabetic() {
        return Err(bad());
    }
    let mut n = [b' '; 8];
    let mut e = [b' '; 3];
    fill_field(&mut n, base.as_bytes());
    fill_field(&mut e, ext.as_bytes());
    Ok((n, e))
}

/// Whether a `NAME.EXT` matches a DOS 2 pattern (`*` and `?`), as the FMS compared them.
pub fn name_matches(pattern: &str, name: &str) -> bool {
    match (split_name(pattern, true), split_name(name, true)) {
        (Ok((pn, pe)), Ok((n, e))) => field_matches(&pn, &n) && field_matches(&pe, &e),
        _ => false,
    }
}

/// Copies a name part into its field; a `*` fills the rest of the field with `?`.
fn fill_field(field: &mut [u8], part: &[u8]) {
    for (i, &b) in part.iter().enumerate() {
        if b == b'*' {
            field[i..].fill(b'?');
            return;
        }
        field[i] = b;
    }
}

/// DOS 2's comparison of a padded field with a padded pattern (`?` any character).
fn field_matches(pattern: &[u8], field: &[u8]) -> bool {
    pattern
        .iter()
        .zip(field)
        .all(|(&p, &f)| p == b'?' || p == f)
}

impl Atr {
    /// The VTOC, checked: DOS code 2 in its first byte.
    fn vtoc(&self) -> Result<&[u8], ImageError> {
        let v = self.sector(VTOC, Place::Sector(VTOC)).map_err(|_| {
            ImageError::NotAnImage("too few sectors for a DOS 2 disk (no sector 360)".into())
        })?;
        if v[0] != 2 {
            return Err(ImageError::damaged(
                Place::Sector(VTOC),
                format!("the VTOC's DOS code is {} (DOS 2.0S and 2.5 write 2)", v[0]),
            ));
        }
        Ok(v)
    }

    /// Whether DOS 2.5's second VTOC is in use (an enhanced-density disk).
    fn has_vtoc2(&self) -> bool {
        self.density() == Density::Enhanced && self.sectors >= VTOC2
    }

    /// Free sectors as the directory listing reports them (the VTOC's count, and on an
    /// enhanced disk the second VTOC's).
    pub fn free_sectors(&self) -> Result<u32, ImageError> {
        let v = self.vtoc()?;
        let mut free = u32::from(u16::from_le_bytes([v[3], v[4]]));
        if self.has_vtoc2() {
            let v2 = self.sector(VTOC2, Place::Sector(VTOC2))?;
            free += u32::from(u16::from_le_bytes([v2[122], v2[123]]));
        }
        Ok(free)
    }

    /// The directory's entries in use, in order, up to the first never-used entry (where
    /// DOS 2 stopped looking).
    pub fn entries(&self) -> Result<Vec<AtrEntry>, ImageError> {
        self.vtoc()?;
        let mut out = Vec::new();
        for k in 0..DIR_SECTORS {
            let n = DIR_FIRST + k;
            let sector = self.sector(n, Place::Sector(n))?;
            for j in 0..8u8 {
                let e = &sector[usize::from(j) * 16..usize::from(j) * 16 + 16];
                if e[0] == 0 {
                    return Ok(out);
                }
                if e[0] & DELETED != 0 || e[0] & IN_USE == 0 {
                    continue;
                }
                let mut name = [0u8; 8];
                name.copy_from_slice(&e[5..13]);
                let mut ext = [0u8; 3];
                ext.copy_from_slice(&e[13..16]);
                out.push(AtrEntry {
                    index: (k as u8) * 8 + j,
                    flags: e[0],
                    count: u16::from_le_bytes([e[1], e[2]]),
                    start: u16::from_le_bytes([e[3], e[4]]),
                    name,
                    ext,
                });
            }
        }
        Ok(out)
    }

    /// The lines `OPEN #1,6,0,"D:*.*"` gives INPUT: `* NAME    EXT 012` for each file
    /// (`*` when locked), then `nnn FREE SECTORS` (`999+FREE SECTORS` past 999, as DOS 2.5
    /// printed for an enhanced disk), each ending with a line feed here.
    pub fn directory_listing(&self) -> Result<String, ImageError> {
        self.directory_matching("*.*")
    }

    /// The first entry matching a `NAME.EXT` pattern.
    pub fn find(&self, name: &str) -> Result<AtrEntry, ImageError> {
        let (n, e) = split_name(name, true)?;
        self.entries()?
            .into_iter()
            .find(|x| field_matches(&n, &x.name) && field_matches(&e, &x.ext))
            .ok_or_else(|| ImageError::NotFound(name.to_string()))
    }

    /// The link bytes' place in a data sector: (file number and high bits, low bits,
    /// byte count) are the last three bytes.
    pub(crate) fn link_at(&self) -> usize {
        self.sector_size - 3
    }

    /// A file's bytes along its chain, checking each sector's file number as DOS did; a
    /// sector claiming more bytes than it holds is damage.
    pub fn read_entry(&self, entry: &AtrEntry) -> Result<Vec<u8>, ImageError> {
        let mut out = Vec::new();
        for (n, used) in self.walk_chain(entry, Strictness::Strict)? {
            let sector = self.sector(n, Place::Sector(n))?;
            out.extend_from_slice(&sector[..used]);
        }
        Ok(out)
    }

    /// The sectors of a file in order, with the data bytes each holds (for NOTE and
    /// POINT); a byte count past the sector's room is taken as the room.
    pub fn chain(&self, entry: &AtrEntry) -> Result<Vec<(u16, usize)>, ImageError> {
        self.walk_chain(entry, Strictness::Lenient)
    }

    /// The one walk of a file's sector chain from its directory entry: each sector with its
    /// data byte count. A link off the disk, a chain that comes back to a sector it passed
    /// and a sector of another file (DOS 2's `ERROR- 164`) are damage, named by sector;
    /// `strictness` says whether a byte count larger than the sector's room is too.
    pub(crate) fn walk_chain(
        &self,
        entry: &AtrEntry,
        strictness: Strictness,
    ) -> Result<Vec<(u16, usize)>, ImageError> {
        let mut out = Vec::new();
        let mut seen = vec![false; usize::from(self.sectors) + 1];
        let mut n = entry.start;
        let mut from = Place::Sector(DIR_FIRST + u16::from(entry.index / 8));
        let l = self.link_at();
        loop {
            let sector = self.sector(n, from)?;
            // A double-density disk's three boot sectors are 128 bytes: no file's data
            // sector can be one of them, and its link bytes would lie past its end.
            if sector.len() != self.sector_size {
                return Err(ImageError::damaged(
                    from,
                    format!("the file's chain reaches boot sector {n}"),
                ));
            }
            if std::mem::replace(&mut seen[usize::from(n)], true) {
                return Err(ImageError::damaged(
                    from,
                    format!("the file's chain loops back to sector {n}"),
                ));
            }
            let number = sector[l] >> 2;
            if number != entry.index {
                return Err(ImageError::damaged(
                    Place::Sector(n),
                    format!(
                        "file number mismatch (ERROR- 164): the sector belongs to file {number}, not {}",
                        entry.index
                    ),
                ));
            }
            let used = usize::from(if self.sector_size == 128 {
                sector[l + 2] & 0x7F
            } else {
                sector[l + 2]
            });
            if used > l && strictness == Strictness::Strict {
                return Err(ImageError::damaged(
                    Place::Sector(n),
                    format!("the sector says it holds {used} bytes (at most {l})"),
                ));
            }
            out.push((n, used.min(l)));
            let next = u16::from(sector[l] & 3) << 8 | u16::from(sector[l + 1]);
            if next == 0 {
                return Ok(out);
            }
            from = Place::Sector(n);
            n = next;
        }
    }

    /// A file's bytes by name.
    pub fn read(&self, name: &str) -> Result<(AtrEntry, Vec<u8>), ImageError> {
        let entry = self.find(name)?;
        let data = self.read_entry(&entry)?;
        Ok((entry, data))
    }
}

#[path = "dos2_write.rs"]
mod write;

#[path = "dos2_edit.rs"]
mod edit;
