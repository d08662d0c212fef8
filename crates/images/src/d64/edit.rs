//! The 1541's commands on files already on a disk, as the drive's medium does them on an
//! image: scratch (`S0:NAME`) and rename (`R0:NEW=OLD`); which files, and the checks
//! before, are the drive's ([`super::medium::Medium`]).
//!
//! Sources: Commodore 1541 User's Guide ch. 4 ("Scratch", "Rename": a scratched file's
//! entry gets type 0 and its blocks go back to the BAM); Inside Commodore DOS ch. 5.

use super::dir::DirEntry;
use super::{D64, SECTOR};
use crate::error::{ImageError, Place};

impl D64 {
    /// Scratches the entries given (chosen by the drive's pattern, locked ones left out),
    /// giving their blocks back to the BAM. The image in memory changes only when every
    /// chain could be walked.
    pub fn scratch_entries(&mut self, entries: &[DirEntry]) -> Result<(), ImageError> {
        let mut disk = self.clone();
        for e in entries {
            for (t, s) in self.chain_of(e.start)? {
                disk.mark(t, s, true);
            }
            let (dt, ds, i) = e.slot;
            let mut dir = [0u8; SECTOR];
            dir.copy_from_slice(disk.sector(dt, ds, Place::TrackSector(dt, ds))?);
            dir[usize::from(i) * 32 + 2] = 0;
            disk.put(dt, ds, &dir);
        }
        *self = disk;
        Ok(())
    }

    /// Gives an entry a new name (1-16 bytes; the drive has checked that the name is free).
    pub fn rename_entry(&mut self, e: &DirEntry, new: &[u8]) -> Result<(), ImageError> {
        if new.is_empty() || new.len() > 16 {
            return Err(ImageError::BadName(crate::petscii::to_text(new)));
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
