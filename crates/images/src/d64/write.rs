//! SAVE onto a 1541 disk: the BAM's free map, sectors allocated as the 1541's DOS chose
//! them, and the directory entry. The first block of a file goes on the free track nearest
//! the directory (17, 19, 16, 20 ...), from sector 0; each next block ten sectors on
//! (the 1541's interleave: past the end of the track it wraps and steps one back), on the
//! same track while it has room, then on the tracks further from 18 on that side, then the
//! other side. A new directory sector is taken on track 18 three sectors on.
//!
//! Sources: Inside Commodore DOS ch. 6 (the block-allocation routines INTTS and NXTTS);
//! the same algorithm as VICE's vdrive-bam.c, which was checked against the drive.

use super::buffers::Buffers;
use super::dir::{name_matches, FileType};
use super::{sectors_on, D64, DIR_TRACK, SECTOR};
use crate::error::{ImageError, Place};

/// Data bytes in a sector (two hold the link).
const DATA: usize = SECTOR - 2;
/// The 1541's interleave for files and for the directory.
const FILE_INTERLEAVE: u8 = 10;
const DIR_INTERLEAVE: u8 = 3;
/// Tracks the stock 1541 DOS allocates on (its BAM covers 35).
const DOS_TRACKS: u8 = 35;

impl D64 {
    /// The BAM's entry offset for a track (4 bytes: free count, then the bitmap).
    fn bam_entry(t: u8) -> usize {
        4 + 4 * usize::from(t - 1)
    }

    /// The BAM sector's offset in the image.
    fn bam_at() -> usize {
        (1..DIR_TRACK)
            .map(|k| usize::from(sectors_on(k)))
            .sum::<usize>()
            * SECTOR
    }

    /// Whether the BAM marks a sector free.
    fn is_free(&self, t: u8, s: u8) -> bool {
        let e = Self::bam_at() + Self::bam_entry(t);
        self.data[e + 1 + usize::from(s >> 3)] & (1 << (s & 7)) != 0
    }

    /// Marks a sector free or used in the BAM, keeping the track's free count.
    pub(super) fn mark(&mut self, t: u8, s: u8, free: bool) -> bool {
        if t == 0 || t > DOS_TRACKS || s >= sectors_on(t) || self.is_free(t, s) == free {
            return false;
        }
        let e = Self::bam_at() + Self::bam_entry(t);
        let bit = 1 << (s & 7);
        let byte = &mut self.data[e + 1 + usize::from(s >> 3)];
        if free {
            *byte |= bit;
            self.data[e] = self.data[e].wrapping_add(1);
        } else {
            *byte &= !bit;
            self.data[e] = self.data[e].wrapping_sub(1);
        }
        true
    }

    /// Checks the BAM before writing: each track's free count must be what its bitmap says
    /// and no more than the track has.
    fn check_bam(&self) -> Result<(), ImageError> {
        for t in 1..=DOS_TRACKS {
            let e = Self::bam_at() + Self::bam_entry(t);
            let count = self.data[e];
            let bits = (0..sectors_on(t)).filter(|&s| self.is_free(t, s)).count();
            if usize::from(count) != bits {
                return Err(ImageError::damaged(
                    Place::TrackSector(DIR_TRACK, 0),
                    format!("the BAM says track {t} has {count} free sectors but marks {bits}"),
                ));
            }
        }
        Ok(())
    }

    /// The first free sector on `t` from `s` on, round the track.
    fn free_from(&self, t: u8, s: u8) -> Option<u8> {
        let n = sectors_on(t);
        (0..n)
            .map(|k| (s % n + k) % n)
            .find(|&k| self.is_free(t, k))
    }

    /// The sector `interleave` on from `s` on track `t`, wrapped as the 1541 wrapped it.
    fn step(t: u8, s: u8, interleave: u8) -> u8 {
        let n = sectors_on(t);
        let mut next = s + interleave;
        if next >= n {
            // Past the end the count wraps and steps back one (but never below 0).
            next = (next - n).saturating_sub(1);
        }
        next
    }

    /// The first block of a new file: the nearest track to 18 with room, from sector 0.
    fn first_block(&self) -> Option<(u8, u8)> {
        for d in 1..DOS_TRACKS {
            for t in [DIR_TRACK.checked_sub(d), Some(DIR_TRACK + d)] {
                let Some(t) = t.filter(|&t| (1..=DOS_TRACKS).contains(&t)) else {
                    continue;
                };
                if let Some(s) = self.free_from(t, 0) {
                    return Some((t, s));
                }
            }
        }
        None
    }

    /// The block after (t, s) of a file, as NXTTS chose it.
    fn next_block(&self, t: u8, s: u8) -> Option<(u8, u8)> {
        if let Some(k) = self.free_from(t, Self::step(t, s, FILE_INTERLEAVE)) {
            return Some((t, k));
        }
        let (mut t, mut s) = (t, s);
        for _ in 0..3 {
            let tracks: Vec<u8> = if t < DIR_TRACK {
                (1..=t).rev().collect()
            } else {
                (t..=DOS_TRACKS).collect()
            };
            for &k in &tracks {
                if let Some(found) = self.free_from(k, Self::step(k, s, FILE_INTERLEAVE)) {
                    return Some((k, found));
                }
            }
            t = if t < DIR_TRACK {
                DIR_TRACK + 1
            } else {
                DIR_TRACK - 1
            };
            s = 0;
        }
        None
    }

    /// A free directory entry: the first scratched one, or the first of a new directory
    /// sector linked to the last (which is then written). Gives (track, sector, index).
    fn free_slot(&mut self) -> Result<(u8, u8, u8), ImageError> {
        let chain = self.dir_sectors()?;
        for &(t, s) in &chain {
            let sector = self.sector(t, s, Place::TrackSector(t, s))?;
            if let Some(i) = (0..8u8).find(|&i| sector[usize::from(i) * 32 + 2] == 0) {
                return Ok((t, s, i));
            }
        }
        let &(lt, ls) = chain.last().unwrap_or(&(DIR_TRACK, 1));
        let Some(ns) = self.free_from(DIR_TRACK, Self::step(DIR_TRACK, ls, DIR_INTERLEAVE)) else {
            return Err(ImageError::Full(
                "the directory has no room (144 files)".into(),
            ));
        };
        self.mark(DIR_TRACK, ns, false);
        let mut last = [0u8; SECTOR];
        last.copy_from_slice(self.sector(lt, ls, Place::TrackSector(lt, ls))?);
        last[0] = DIR_TRACK;
        last[1] = ns;
        self.put(lt, ls, &last);
        let mut fresh = [0u8; SECTOR];
        fresh[1] = 0xFF;
        self.put(DIR_TRACK, ns, &fresh);
        Ok((DIR_TRACK, ns, 0))
    }

    /// SAVE: writes `data` as a closed file of `kind` named `name` (PETSCII, 1-16 bytes),
    /// as the 1541 did just after power-on. The image in memory is changed only when
    /// everything fits.
    pub fn write(&mut self, name: &[u8], kind: FileType, data: &[u8]) -> Result<(), ImageError> {
        self.write_buffered(name, kind, data, &mut Buffers::default())
    }

    /// [`D64::write`] through the drive's buffers as they are (see [`Buffers`]): the bytes
    /// after the file's end in its last block are what that buffer held.
    pub fn write_buffered(
        &mut self,
        name: &[u8],
        kind: FileType,
        data: &[u8],
        buffers: &mut Buffers,
    ) -> Result<(), ImageError> {
        let shown = crate::petscii::to_text(name);
        if name.is_empty() || name.len() > 16 || name.iter().any(|b| b",:*?=\"\r\xA0".contains(b)) {
            return Err(ImageError::BadName(shown));
        }
        self.check_bam()?;
        if self
            .entries()?
            .iter()
            .any(|e| e.file_type() != FileType::Del && name_matches(e.name_bytes(), name))
        {
            return Err(ImageError::Exists(shown));
        }
        let mut disk = self.clone();
        let mut bufs = buffers.clone();
        let (dt, ds, i) = disk.free_slot()?;
        // OPEN wrote the entry, not yet closed, with the first block it allocated: that
        // directory sector is in buffer 2 when the blocks are filled.
        let first = disk.first_block().unwrap_or((0, 0));
        let at_open = disk.with_entry((dt, ds, i), name, kind.code(), first, 0)?;
        bufs.directory(&at_open);
        let (first, blocks) = disk.write_chain(data, &mut bufs)?;
        let dir = disk.with_entry((dt, ds, i), name, 0x80 | kind.code(), first, blocks)?;
        disk.put(dt, ds, &dir);
        bufs.hold(blocks, &dir);
        *self = disk;
        *buffers = bufs;
        Ok(())
    }

    /// The directory sector at `slot` with an entry put there (type byte, first block,
    /// name, block count; the other bytes zero).
    fn with_entry(
        &self,
        slot: (u8, u8, u8),
        name: &[u8],
        type_byte: u8,
        first: (u8, u8),
        blocks: usize,
    ) -> Result<[u8; SECTOR], ImageError> {
        let (dt, ds, i) = slot;
        let mut dir = [0u8; SECTOR];
        dir.copy_from_slice(self.sector(dt, ds, Place::TrackSector(dt, ds))?);
        let e = usize::from(i) * 32;
        dir[e + 2..e + 32].fill(0);
        dir[e + 2] = type_byte;
        dir[e + 3] = first.0;
        dir[e + 4] = first.1;
        dir[e + 5..e + 21].fill(0xA0);
        dir[e + 5..e + 5 + name.len().min(16)].copy_from_slice(&name[..name.len().min(16)]);
        dir[e + 30..e + 32].copy_from_slice(&(blocks as u16).to_le_bytes());
        Ok(dir)
    }

    /// The disk as the 1541 leaves it while new files are open for writing (the program
    /// ended, or the disk was taken out, without CLOSE), each given as its name, type and
    /// the bytes written so far, in the order they were opened: each entry is there, not
    /// closed (`*SEQ` in the listing), with 0 blocks and its first block; every block
    /// filled so far is on the disk (the one being filled is still in the drive's buffer);
    /// and the BAM shows each track the files took blocks on with no sectors free and
    /// none marked (the DOS had that track's entry out to allocate from; seen on VICE's
    /// true-drive 1541 with `vice_buffers.py`). A file that does not fit is left out.
    pub fn unclosed(&self, files: &[(&[u8], FileType, &[u8])]) -> Result<D64, ImageError> {
        let mut disk = self.clone();
        disk.check_bam()?;
        let mut tracks = Vec::new();
        for &(name, kind, data) in files {
            let mut next = disk.clone();
            let Ok(slot) = next.free_slot() else {
                continue;
            };
            let blocks = data.len().div_ceil(DATA).max(1);
            let Ok(chain) = next.allocate(blocks) else {
                continue;
            };
            for (k, pair) in chain.windows(2).enumerate() {
                let mut sector = [0u8; SECTOR];
                sector[0] = pair[1].0;
                sector[1] = pair[1].1;
                let part = data.chunks(DATA).nth(k).unwrap_or(&[]);
                sector[2..2 + part.len()].copy_from_slice(part);
                next.put(pair[0].0, pair[0].1, &sector);
            }
            let dir = next.with_entry(slot, name, kind.code(), chain[0], 0)?;
            next.put(slot.0, slot.1, &dir);
            tracks.extend(chain.iter().map(|&(t, _)| t));
            disk = next;
        }
        for t in tracks {
            let e = Self::bam_at() + Self::bam_entry(t);
            disk.data[e..e + 4].fill(0);
        }
        Ok(disk)
    }

    /// Allocates `blocks` sectors for a file as the DOS chose them (marking them used).
    fn allocate(&mut self, blocks: usize) -> Result<Vec<(u8, u8)>, ImageError> {
        let mut chain: Vec<(u8, u8)> = Vec::with_capacity(blocks);
        for _ in 0..blocks {
            let next = match chain.last() {
                None => self.first_block(),
                Some(&(t, s)) => self.next_block(t, s),
            };
            let Some((t, s)) = next else {
                return Err(ImageError::Full(format!("{blocks} blocks needed")));
            };
            self.mark(t, s, false);
            chain.push((t, s));
        }
        Ok(chain)
    }

    /// The blocks of a file written along a fresh chain, allocated as SAVE allocates them:
    /// its first sector and its block count. Block `k` is filled in buffer 1 or 2 in turn
    /// over what that buffer held (so the bytes after the end are its past). Only `self`
    /// and `buffers` change (the caller's copies).
    fn write_chain(
        &mut self,
        data: &[u8],
        buffers: &mut Buffers,
    ) -> Result<((u8, u8), usize), ImageError> {
        let blocks = data.len().div_ceil(DATA).max(1);
        let chain = self.allocate(blocks)?;
        for (i, &(t, s)) in chain.iter().enumerate() {
            let part = data.chunks(DATA).nth(i).unwrap_or(&[]);
            let mut sector = buffers.pair[i % 2];
            match chain.get(i + 1) {
                Some(&(nt, ns)) => {
                    sector[0] = nt;
                    sector[1] = ns;
                }
                None => {
                    sector[0] = 0;
                    sector[1] = (part.len() + 1) as u8;
                }
            }
            sector[2..2 + part.len()].copy_from_slice(part);
            self.put(t, s, &sector);
            buffers.hold(i, &sector);
        }
        Ok((chain[0], blocks))
    }

    /// `@0:NAME` over a file that is there, as the 1541 did it: the new file is written
    /// while the old one still holds its blocks, the old entry then takes the new chain
    /// and block count (it keeps its place in the directory), and the old blocks are
    /// freed last (seen on VICE's true-drive 1541: vice_drive.py seed 3).
    pub(super) fn replace(
        &mut self,
        old: &super::DirEntry,
        kind: FileType,
        data: &[u8],
        buffers: &mut Buffers,
    ) -> Result<(), ImageError> {
        self.check_bam()?;
        let old_chain = self.chain_of(old.start)?;
        let mut disk = self.clone();
        let mut bufs = buffers.clone();
        let (dt, ds, i) = old.slot;
        // The old entry's sector was read at OPEN into buffer 2 (assumed as for a new file).
        bufs.directory(disk.sector(dt, ds, Place::TrackSector(dt, ds))?);
        let (first, blocks) = disk.write_chain(data, &mut bufs)?;
        let mut dir = [0u8; SECTOR];
        dir.copy_from_slice(disk.sector(dt, ds, Place::TrackSector(dt, ds))?);
        let e = usize::from(i) * 32;
        dir[e + 2] = 0x80 | kind.code();
        dir[e + 3] = first.0;
        dir[e + 4] = first.1;
        dir[e + 30..e + 32].copy_from_slice(&(blocks as u16).to_le_bytes());
        disk.put(dt, ds, &dir);
        bufs.hold(blocks, &dir);
        let mut freed = Vec::with_capacity(old_chain.len());
        for (t, s) in old_chain {
            let mut sector = [0u8; SECTOR];
            sector.copy_from_slice(self.sector(t, s, Place::TrackSector(t, s))?);
            freed.push(sector);
            disk.mark(t, s, true);
        }
        bufs.freed(&freed);
        *self = disk;
        *buffers = bufs;
        Ok(())
    }
}
