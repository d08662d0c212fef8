//! DOS 2's commands on files already on a disk: delete (XIO 33), rename (XIO 32), lock and
//! unlock (XIO 35/36), each on every file a pattern matches, as DOS 2's FMS did.
//!
//! Sources: DOS 2.0S Reference Manual, chapter 5 (the DOS menu's D, E, F and G commands and
//! their XIO equivalents: a locked file cannot be deleted or renamed, ERROR- 167; no match
//! is ERROR- 170); De Re Atari ch. 9 (a deleted entry keeps its name with flag $80 and its
//! sectors go back to the VTOC).

use super::{field_matches, split_name, AtrEntry, DELETED, DIR_FIRST, LOCKED, VTOC, VTOC2};
use crate::atr::Atr;
use crate::error::{ImageError, Place};

/// The VTOC free count's place for sector `n`: sector and byte.
fn count_at(n: u16) -> (u16, usize) {
    if n < 720 {
        (VTOC, 3)
    } else {
        (VTOC2, 122)
    }
}

impl Atr {
    /// The entries a `NAME.EXT` pattern matches.
    pub fn matching(&self, pattern: &str) -> Result<Vec<AtrEntry>, ImageError> {
        let (n, e) = split_name(pattern, true)?;
        Ok(self
            .entries()?
            .into_iter()
            .filter(|x| field_matches(&n, &x.name) && field_matches(&e, &x.ext))
            .collect())
    }

    /// The directory listing of the files a pattern matches (the `D:*.*` of
    /// `OPEN #1,6,0`), lines ending with a line feed.
    pub fn directory_matching(&self, pattern: &str) -> Result<String, ImageError> {
        let mut out = String::new();
        for e in self.matching(pattern)? {
            out.push(if e.locked() { '*' } else { ' ' });
            out.push(' ');
            out.push_str(&String::from_utf8_lossy(&e.name));
            out.push_str(&String::from_utf8_lossy(&e.ext));
            out.push_str(&format!(" {:03}\n", e.count % 1000));
        }
        match self.free_sectors()? {
            n if n > 999 => out.push_str("999+FREE SECTORS\n"),
            n => out.push_str(&format!("{n:03} FREE SECTORS\n")),
        }
        Ok(out)
    }

    /// Rewrites the flag byte of an entry.
    fn set_flags(&mut self, index: u8, flags: u8) -> Result<(), ImageError> {
        let dn = DIR_FIRST + u16::from(index / 8);
        let mut dir = self.sector(dn, Place::Sector(dn))?.to_vec();
        dir[usize::from(index % 8) * 16] = flags;
        self.put(dn, &dir);
        Ok(())
    }

    /// Gives sector `n` back to the VTOC (its bit and its map's count).
    fn give_back(&mut self, n: u16) {
        if self.is_free(n) {
            return;
        }
        self.set_free(n, true);
        let (map, at) = count_at(n);
        if let Ok(mut s) = self.sector(map, Place::Sector(map)).map(<[u8]>::to_vec) {
            let count = u16::from_le_bytes([s[at], s[at + 1]]).saturating_add(1);
            s[at..at + 2].copy_from_slice(&count.to_le_bytes());
            self.put(map, &s);
        }
    }

    /// XIO 33: deletes every file the pattern matches, giving their sectors back. A locked
    /// match is `ERROR- 167` and nothing changes; no match is `ERROR- 170`. Returns how
    /// many were deleted.
    pub fn delete(&mut self, pattern: &str) -> Result<usize, ImageError> {
        let found = self.matching(pattern)?;
        if found.is_empty() {
            return Err(ImageError::NotFound(pattern.to_string()));
        }
        if found.iter().any(AtrEntry::locked) {
            return Err(ImageError::Locked(pattern.to_string()));
        }
        self.check_vtoc()?;
        let mut disk = self.clone();
        for e in &found {
            for (n, _) in disk.chain(e)? {
                disk.give_back(n);
            }
            disk.set_flags(e.index, DELETED)?;
        }
        *self = disk;
        Ok(found.len())
    }

    /// XIO 32: renames every file the pattern matches to `to` (whose `?` and `*` keep the
    /// old name's characters, as DOS 2's rename did). A locked match is `ERROR- 167`.
    pub fn rename(&mut self, pattern: &str, to: &str) -> Result<usize, ImageError> {
        let found = self.matching(pattern)?;
        if found.is_empty() {
            return Err(ImageError::NotFound(pattern.to_string()));
        }
        if found.iter().any(AtrEntry::locked) {
            return Err(ImageError::Locked(pattern.to_string()));
        }
        let (tn, te) = split_name(to, true)?;
        let mut disk = self.clone();
        for e in &found {
            let keep = |new: &[u8], old: &[u8]| -> Vec<u8> {
                new.iter()
                    .zip(old)
                    .map(|(&n, &o)| if n == b'?' { o } else { n })
                    .collect()
            };
            let name = keep(&tn, &e.name);
            let ext = keep(&te, &e.ext);
            let dn = DIR_FIRST + u16::from(e.index / 8);
            let mut dir = disk.sector(dn, Place::Sector(dn))?.to_vec();
            let at = usize::from(e.index % 8) * 16;
            dir[at + 5..at + 13].copy_from_slice(&name);
            dir[at + 13..at + 16].copy_from_slice(&ext);
            disk.put(dn, &dir);
        }
        *self = disk;
        Ok(found.len())
    }

    /// XIO 35 (lock) and 36 (unlock) on every file the pattern matches.
    pub fn set_locked(&mut self, pattern: &str, lock: bool) -> Result<usize, ImageError> {
        let found = self.matching(pattern)?;
        if found.is_empty() {
            return Err(ImageError::NotFound(pattern.to_string()));
        }
        for e in &found {
            let flags = if lock {
                e.flags | LOCKED
            } else {
                e.flags & !LOCKED
            };
            self.set_flags(e.index, flags)?;
        }
        Ok(found.len())
    }

    /// OPEN for writing and CLOSE together: the file's old copy (if any, and not locked)
    /// deleted, then the new one written. The image changes only when both succeed.
    pub fn replace(&mut self, name: &str, data: &[u8]) -> Result<AtrEntry, ImageError> {
        let mut disk = self.clone();
        match disk.delete(name) {
            Ok(_) | Err(ImageError::NotFound(_)) => {}
            Err(e) => return Err(e),
        }
        let entry = disk.write(name, data)?;
        *self = disk;
        Ok(entry)
    }
}
