//! One face for both kinds of disk: open an image from its bytes, list its directory as
//! its machine's DOS did, read and write files by name, and write the image back safely.

use std::path::Path;

use crate::atr::Atr;
use crate::d64::{FileType, D64};
use crate::error::ImageError;
use crate::petscii;

/// The machine an image belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Machine {
    /// A Commodore 64 with a 1541.
    C64,
    /// An Atari 8-bit computer with DOS 2.
    Atari,
}

/// A file on an image, for choosing one to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The name as a host writes it (petcat notation on a C64 disk, `NAME.EXT` on an
    /// Atari disk).
    pub name: String,
    /// The type the directory gives (`PRG`, `SEQ` ...; empty on an Atari disk).
    pub kind: String,
    /// Blocks or sectors.
    pub size: u16,
}

/// A disk image.
#[derive(Clone, Debug)]
pub enum Image {
    /// A 1541 `.d64`.
    D64(D64),
    /// An Atari `.atr` with DOS 2.
    Atr(Atr),
}

impl Image {
    /// Opens an image from its bytes: an ATR by its header, a D64 by its size.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Image, ImageError> {
        if bytes.starts_with(&[0x96, 0x02]) {
            return Atr::from_bytes(bytes).map(Image::Atr);
        }
        D64::from_bytes(bytes).map(Image::D64)
    }

    /// Whether a file name's extension is one of an image (`.d64`, `.atr`).
    pub fn is_image_name(path: &Path) -> bool {
        path.extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.eq_ignore_ascii_case("d64") || e.eq_ignore_ascii_case("atr"))
    }

    /// The machine whose disk this is.
    pub fn machine(&self) -> Machine {
        match self {
            Image::D64(_) => Machine::C64,
            Image::Atr(_) => Machine::Atari,
        }
    }

    /// The directory as the machine showed it: LIST after `LOAD"$",8`, or the lines of
    /// DOS 2's `D:*.*` listing.
    pub fn directory_listing(&self) -> Result<String, ImageError> {
        match self {
            Image::D64(d) => d.directory_listing(),
            Image::Atr(a) => a.directory_listing(),
        }
    }

    /// The files on the disk.
    pub fn files(&self) -> Result<Vec<Entry>, ImageError> {
        Ok(match self {
            Image::D64(d) => d
                .entries()?
                .into_iter()
                .map(|e| Entry {
                    name: petscii::to_text(e.name_bytes()),
                    kind: e.file_type().name().to_string(),
                    size: e.blocks,
                })
                .collect(),
            Image::Atr(a) => a
                .entries()?
                .into_iter()
                .map(|e| Entry {
                    name: e.file_name(),
                    kind: String::new(),
                    size: e.count,
                })
                .collect(),
        })
    }

    /// A file's bytes by name (wildcards as the DOS allowed them).
    pub fn read(&self, name: &str) -> Result<Vec<u8>, ImageError> {
        match self {
            Image::D64(d) => d.read(&d64_name(name)?).map(|(_, data)| data),
            Image::Atr(a) => a.read(name).map(|(_, data)| data),
        }
    }

    /// Writes a file (a PRG on a C64 disk).
    pub fn write(&mut self, name: &str, data: &[u8]) -> Result<(), ImageError> {
        match self {
            Image::D64(d) => d.write(&d64_name(name)?, FileType::Prg, data),
            Image::Atr(a) => a.write(name, data).map(|_| ()),
        }
    }

    /// The image's bytes.
    pub fn bytes(&self) -> &[u8] {
        match self {
            Image::D64(d) => d.bytes(),
            Image::Atr(a) => a.bytes(),
        }
    }
}

/// A host-typed name as PETSCII: letters in either case are the unshifted keys (as a C64
/// user typed names), braces give other bytes.
fn d64_name(name: &str) -> Result<Vec<u8>, ImageError> {
    petscii::from_text(name)
        .map(|keys| keys.iter().map(|k| k.byte).collect())
        .map_err(|_| ImageError::BadName(name.to_string()))
}
