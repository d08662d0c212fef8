//! The 1541's commands on files already on a disk: scratch (`S0:NAME`, every match, locked
//! files left) and rename (`R0:NEW=OLD`).
//!
//! Sources: Commodore 1541 User's Guide ch. 4 ("Scratch", "Rename": a scratched file's
//! entry gets type 0 and its blocks go back to the BAM); Inside Commodore DOS ch. 5.

use super::dir::{name_matches, FileType};
use super::{D64, SECTOR};
use crate::error::{ImageError, Place};

impl D64 {
    /// Scratches every file the pattern matches but the locked ones, giving their blocks
    /// back to the BAM; the count scratched (`01, FILES SCRATCHED,nn,00`). The image in
    /// memory changes only when every chain could be walked.
    pub fn scratch(&mut self, pattern: &[u8]) -> Result<u8, ImageError> {
        let mut disk = self.clone();
        let mut count = 0u8;
        for e in self.entries()? {
            if e.file_type() == FileType::Del
                || e.locked()
                || !name_matches(pattern, e.name_bytes())
            {
                continue;
            }
            for (t, s) in self.chain_of(e.start)? {
                disk.mark(t, s, true);
            }
            let (dt, ds, i) = e.slot;
            let mut dir = [0u8; SECTOR];
            dir.copy_from_slice(disk.sector(dt, ds, Place::TrackSector(dt, ds))?);
            dir[usize::from(i) * 32 + 2] = 0;
            disk.put(dt, ds, &dir);
            count = count.saturating_add(1);
        }
        *self = disk;
        Ok(count)
    }

    /// Renames the first file named `old` to `new`: `old` missing is
    /// [`ImageError::NotFound`], then `new` already there [`ImageError::Exists`].
    pub fn rename(&mut self, new: &[u8], old: &[u8]) -> Result<(), ImageError> {
        if new.is_empty() || new.len() > 16 {
            return Err(ImageError::BadName(crate::petscii::to_text(new)));
        }
        // The 1541 looks for the old name first: a missing one is `62,FILE NOT FOUND` even
        // when the new name is taken (seen on VICE's true-drive 1541: vice_drive.py seed 3).
        let e = self.find(old)?;
        if self.find(new).is_ok() {
            return Err(ImageError::Exists(crate::petscii::to_text(new)));
        }
        let (dt, ds, i) = e.slot;
        let mut dir = [0u8; SECTOR];
        dir.copy_from_slice(self.sector(dt, ds, Place::TrackSector(dt, ds))?);
        let at = usize::from(i) * 32 + 5;
        dir[at..at + 16].fill(0xA0);
        dir[at..at + new.len()].copy_from_slice(new);
        self.put(dt, ds, &dir);
        Ok(())
    }

    /// The sectors of a chain, walked as [`D64::read_chain`] walks it.
    pub(super) fn chain_of(&self, start: (u8, u8)) -> Result<Vec<(u8, u8)>, ImageError> {
        let mut out: Vec<(u8, u8)> = Vec::new();
        let (mut t, mut s) = start;
        let mut from = Place::TrackSector(super::DIR_TRACK, 1);
        loop {
            let sector = self.sector(t, s, from)?;
            if out.contains(&(t, s)) {
                return Err(ImageError::damaged(
                    from,
                    format!("the file's chain loops back to track {t} sector {s}"),
                ));
            }
            out.push((t, s));
            if sector[0] == 0 {
                return Ok(out);
            }
            from = Place::TrackSector(t, s);
            (t, s) = (sector[0], sector[1]);
        }
    }
}
