//! Atari disk images (`.atr`): a 16-byte header (the $0296 signature, the image size in
//! 16-byte paragraphs, the sector size) and the sectors from 1 up. Single density is 720
//! sectors of 128 bytes, enhanced (DOS 2.5's "dual") 1040 of 128, double 720 of 256 with
//! the three boot sectors kept at 128 bytes (or padded to 256 by some tools).
//!
//! Sources: the ATR header as described with SIO2PC and the atari800 emulator's
//! documentation; the DOS 2.0S and DOS 2.5 manuals and De Re Atari ch. 9 for the file
//! system in [`dos2`].

pub mod dos2;

#[cfg(test)]
mod tests;

use crate::error::{ImageError, Place};

/// The header's length.
pub const HEADER: usize = 16;

/// The density of a disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Density {
    /// 720 sectors of 128 bytes (810 drive, DOS 2.0S).
    Single,
    /// 1040 sectors of 128 bytes (1050 drive, DOS 2.5).
    Enhanced,
    /// 720 sectors of 256 bytes (DOS 2.0D, third-party drives).
    Double,
}

/// An Atari disk image in memory.
#[derive(Clone, Debug)]
pub struct Atr {
    data: Vec<u8>,
    sector_size: usize,
    sectors: u16,
    /// Whether sectors 1-3 take 128 bytes in a 256-byte image.
    short_boot: bool,
}

impl Atr {
    /// Reads an image from its bytes, checking the header against the data.
    pub fn from_bytes(data: Vec<u8>) -> Result<Atr, ImageError> {
        if data.len() < HEADER || data[0] != 0x96 || data[1] != 0x02 {
            return Err(ImageError::NotAnImage(
                "no ATR header (the file does not start with 96 02)".into(),
            ));
        }
        let paragraphs =
            usize::from(u16::from_le_bytes([data[2], data[3]])) | usize::from(data[6]) << 16;
        let body = paragraphs * 16;
        let sector_size = usize::from(u16::from_le_bytes([data[4], data[5]]));
        if sector_size != 128 && sector_size != 256 {
            return Err(ImageError::NotAnImage(format!(
                "the ATR header gives sectors of {sector_size} bytes"
            )));
        }
        if data.len() - HEADER < body {
            return Err(ImageError::damaged(
                Place::Offset(data.len()),
                format!(
                    "the image is truncated: its header says {body} bytes of sectors, the file has {}",
                    data.len() - HEADER
                ),
            ));
        }
        let (sectors, short_boot) = if sector_size == 128 {
            (body / 128, false)
        } else if body >= 384 && (body - 384) % 256 == 0 {
            (3 + (body - 384) / 256, true)
        } else {
            (body / 256, false)
        };
        let sectors = u16::try_from(sectors).map_err(|_| {
            ImageError::NotAnImage(format!(
                "{sectors} sectors is more than any Atari drive had"
            ))
        })?;
        Ok(Atr {
            data,
            sector_size,
            sectors,
            short_boot,
        })
    }

    /// A blank image of a density (every sector zero), to be formatted by [`dos2`].
    pub fn blank(density: Density) -> Atr {
        let (size, count, body) = match density {
            Density::Single => (128, 720u16, 720 * 128),
            Density::Enhanced => (128, 1040, 1040 * 128),
            Density::Double => (256, 720, 3 * 128 + 717 * 256),
        };
        let paragraphs = body / 16;
        let mut data = vec![0u8; HEADER + body];
        data[0] = 0x96;
        data[1] = 0x02;
        data[2..4].copy_from_slice(&((paragraphs & 0xFFFF) as u16).to_le_bytes());
        data[4..6].copy_from_slice(&(size as u16).to_le_bytes());
        data[6] = (paragraphs >> 16) as u8;
        Atr {
            data,
            sector_size: size,
            sectors: count,
            short_boot: size == 256,
        }
    }

    /// The density the geometry says.
    pub fn density(&self) -> Density {
        match (self.sector_size, self.sectors) {
            (256, _) => Density::Double,
            (_, n) if n > 720 => Density::Enhanced,
            _ => Density::Single,
        }
    }

    /// The image's bytes (to be written back).
    pub fn bytes(&self) -> &[u8] {
        &self.data
    }

    /// Sectors on the disk.
    pub fn sectors(&self) -> u16 {
        self.sectors
    }

    /// Bytes in a data sector (128 or 256).
    pub fn sector_size(&self) -> usize {
        self.sector_size
    }

    /// Where sector `n` starts and how long it is; `from` names where the number was read.
    fn span(&self, n: u16, from: Place) -> Result<(usize, usize), ImageError> {
        if n == 0 || n > self.sectors {
            return Err(ImageError::damaged(
                from,
                format!(
                    "links to sector {n}, which is not on the disk (1-{})",
                    self.sectors
                ),
            ));
        }
        let k = usize::from(n - 1);
        Ok(if self.sector_size == 128 {
            (HEADER + k * 128, 128)
        } else if k < 3 {
            (HEADER + k * if self.short_boot { 128 } else { 256 }, 128)
        } else if self.short_boot {
            (HEADER + 384 + (k - 3) * 256, 256)
        } else {
            (HEADER + k * 256, 256)
        })
    }

    /// Sector `n`'s bytes.
    pub fn sector(&self, n: u16, from: Place) -> Result<&[u8], ImageError> {
        let (at, len) = self.span(n, from)?;
        Ok(&self.data[at..at + len])
    }

    /// Writes sector `n` (known to be on the disk: the caller read or allocated it).
    pub(crate) fn put(&mut self, n: u16, bytes: &[u8]) {
        if let Ok((at, len)) = self.span(n, Place::Sector(n)) {
            let len = len.min(bytes.len());
            self.data[at..at + len].copy_from_slice(&bytes[..len]);
        }
    }
}
