//! What goes wrong reading or writing an image: every error names the place (track and
//! sector, sector number, byte offset) so a damaged disk can be looked at.

use std::fmt;

/// Where on a disk something went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A 1541 track and sector.
    TrackSector(u8, u8),
    /// An Atari sector number (1-based, as DOS 2 counts them).
    Sector(u16),
    /// A byte offset in a file.
    Offset(usize),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::TrackSector(t, s) => write!(f, "track {t} sector {s}"),
            Place::Sector(n) => write!(f, "sector {n}"),
            Place::Offset(o) => write!(f, "offset {o}"),
        }
    }
}

/// An error reading, listing or writing an image or a program file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImageError {
    /// The bytes are not an image of any format this crate reads (with why).
    NotAnImage(String),
    /// A structure is damaged (a chain runs off the disk, loops, a directory or BAM/VTOC
    /// makes no sense), at the place named.
    Damaged {
        /// Where.
        place: Place,
        /// What is wrong there.
        what: String,
    },
    /// No file of that name on the disk.
    NotFound(String),
    /// A file of that name is already there (the 1541's `63,FILE EXISTS`).
    Exists(String),
    /// The disk or its directory is full (`72,DISK FULL`, DOS 2's ERROR- 162/169).
    Full(String),
    /// The directory has no room for another file (DOS 2's ERROR- 169).
    DirectoryFull(String),
    /// The file is locked (DOS 2's ERROR- 167).
    Locked(String),
    /// A name the disk's DOS would not accept.
    BadName(String),
    /// Not a program file (with why).
    NotAProgram(String),
}

impl ImageError {
    /// A damaged-structure error at `place`.
    pub fn damaged(place: Place, what: impl Into<String>) -> Self {
        ImageError::Damaged {
            place,
            what: what.into(),
        }
    }
}

impl fmt::Display for ImageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImageError::NotAnImage(why) => write!(f, "not a disk image: {why}"),
            ImageError::Damaged { place, what } => write!(f, "damaged image at {place}: {what}"),
            ImageError::NotFound(name) => write!(f, "file not found: {name}"),
            ImageError::Exists(name) => write!(f, "file exists: {name}"),
            ImageError::Full(why) => write!(f, "disk full: {why}"),
            ImageError::DirectoryFull(why) => write!(f, "directory full: {why}"),
            ImageError::Locked(name) => write!(f, "file locked: {name}"),
            ImageError::BadName(name) => write!(f, "bad file name: {name}"),
            ImageError::NotAProgram(why) => write!(f, "not a program file: {why}"),
        }
    }
}

impl std::error::Error for ImageError {}
