//! 1541 disk images (`.d64`): the sectors of a 35- or 40-track disk in track order, with or
//! without the error byte of each sector appended (174,848, 175,531, 196,608 or 197,376
//! bytes). Track 18 holds the BAM (sector 0) and the directory (from sector 1).
//!
//! Sources: the 1541 User's Guide (chapter 8: the BAM, the directory, sequential files) and
//! Inside Commodore DOS (Immers and Neufeld, 1984); the public description of the D64 layout
//! kept with VICE's documentation.

mod buffers;
mod dir;
pub mod drive;
mod edit;
pub mod medium;
mod write;

#[cfg(test)]
mod tests;

pub use buffers::Buffers;
pub use dir::{DirEntry, FileType};

use crate::error::{ImageError, Place};

/// The track of the BAM and the directory.
pub const DIR_TRACK: u8 = 18;
/// Bytes in a sector.
pub const SECTOR: usize = 256;

/// The sizes a `.d64` can have: (bytes, tracks, whether error bytes follow).
const SIZES: [(usize, u8, bool); 4] = [
    (174_848, 35, false),
    (175_531, 35, true),
    (196_608, 40, false),
    (197_376, 40, true),
];

/// Sectors on a track (the 1541's four speed zones; tracks 36-40 as 31-35).
pub fn sectors_on(track: u8) -> u8 {
    match track {
        1..=17 => 21,
        18..=24 => 19,
        25..=30 => 18,
        _ => 17,
    }
}

/// A 1541 disk image held in memory.
#[derive(Clone, Debug)]
pub struct D64 {
    data: Vec<u8>,
    tracks: u8,
}

impl D64 {
    /// Reads an image from its bytes; the size says the tracks and error bytes.
    pub fn from_bytes(data: Vec<u8>) -> Result<D64, ImageError> {
        let Some(&(_, tracks, _)) = SIZES.iter().find(|&&(size, _, _)| size == data.len()) else {
            return Err(ImageError::NotAnImage(format!(
                "{} bytes is not the size of a .d64 (174848 or 196608, or with error bytes \
                 175531 or 197376)",
                data.len()
            )));
        };
        Ok(D64 { data, tracks })
    }

    /// A freshly formatted disk (`OPEN 15,8,15,"N:NAME,ID"`): an empty directory, every
    /// sector free but the BAM's and the directory's first.
    pub fn format(name: &[u8], id: [u8; 2], tracks: u8) -> D64 {
        let tracks = if tracks > 35 { 40 } else { 35 };
        let size = SIZES
            .iter()
            .find(|s| s.1 == tracks && !s.2)
            .map_or(174_848, |s| s.0);
        let mut disk = D64 {
            data: vec![0; size],
            tracks,
        };
        let mut bam = [0u8; SECTOR];
        bam[0] = DIR_TRACK;
        bam[1] = 1;
        bam[2] = b'A';
        for t in 1..=35u8 {
            let n = sectors_on(t);
            let e = 4 + 4 * usize::from(t - 1);
            bam[e] = n;
            let bits: u32 = (1u32 << n) - 1;
            bam[e + 1..e + 4].copy_from_slice(&bits.to_le_bytes()[..3]);
        }
        bam[0x90..0xAB].fill(0xA0);
        for (slot, &b) in bam[0x90..0xA0].iter_mut().zip(name.iter().take(16)) {
            *slot = b;
        }
        bam[0xA2] = id[0];
        bam[0xA3] = id[1];
        bam[0xA5] = b'2';
        bam[0xA6] = b'A';
        disk.put(DIR_TRACK, 0, &bam);
        let mut first_dir = [0u8; SECTOR];
        first_dir[1] = 0xFF;
        disk.put(DIR_TRACK, 1, &first_dir);
        // Sectors 0 and 1 of track 18 are in use.
        let _ = disk.mark(DIR_TRACK, 0, false);
        let _ = disk.mark(DIR_TRACK, 1, false);
        disk
    }

    /// The image's bytes (to be written back).
    pub fn bytes(&self) -> &[u8] {
        &self.data
    }

    /// Tracks on the disk (35 or 40).
    pub fn tracks(&self) -> u8 {
        self.tracks
    }

    /// The offset of a sector in the image, or the damage of naming a sector that is not on
    /// the disk (found in the sector at `from`).
    fn offset(&self, t: u8, s: u8, from: Place) -> Result<usize, ImageError> {
        if t == 0 || t > self.tracks || s >= sectors_on(t) {
            return Err(ImageError::damaged(
                from,
                format!("links to track {t} sector {s}, which is not on the disk"),
            ));
        }
        let before: usize = (1..t).map(|k| usize::from(sectors_on(k))).sum();
        Ok((before + usize::from(s)) * SECTOR)
    }

    /// A sector's bytes; `from` is where the link to it was read (for the error).
    pub fn sector(&self, t: u8, s: u8, from: Place) -> Result<&[u8], ImageError> {
        let at = self.offset(t, s, from)?;
        Ok(&self.data[at..at + SECTOR])
    }

    /// Writes a sector (in range by construction: the caller allocated or read it).
    fn put(&mut self, t: u8, s: u8, bytes: &[u8; SECTOR]) {
        if let Ok(at) = self.offset(t, s, Place::TrackSector(t, s)) {
            self.data[at..at + SECTOR].copy_from_slice(bytes);
        }
    }

    /// The BAM sector (18/0).
    fn bam(&self) -> &[u8] {
        // Track 18 sector 0 is on every disk size.
        let at = (1..DIR_TRACK)
            .map(|k| usize::from(sectors_on(k)))
            .sum::<usize>()
            * SECTOR;
        &self.data[at..at + SECTOR]
    }

    /// BLOCKS FREE as the 1541 counted it: the BAM's free counts of tracks 1-35 but 18.
    pub fn blocks_free(&self) -> u16 {
        let bam = self.bam();
        (1..=35u8)
            .filter(|&t| t != DIR_TRACK)
            .map(|t| u16::from(bam[4 + 4 * usize::from(t - 1)]))
            .sum()
    }

    /// The disk name's 16 bytes and the five after the ID's start (ID, $A0, DOS type).
    pub fn header(&self) -> (&[u8], &[u8]) {
        let bam = self.bam();
        (&bam[0x90..0xA0], &bam[0xA2..0xA7])
    }
}
