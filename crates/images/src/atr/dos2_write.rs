//! Writing on a DOS 2 disk: formatting (the VTOC, an empty directory) and saving a file.
//! DOS 2 takes the lowest free sector each time, and the first unused or deleted entry.

use super::{
    split_name, AtrEntry, CLOSED_FILE, DELETED, DIR_FIRST, DIR_SECTORS, IN_USE, VTOC, VTOC2,
};
use crate::atr::{Atr, Density};
use crate::error::{ImageError, Place};

/// The bit of sector `n` in a free map starting at `base` covering from sector `first`.
fn bit(base: usize, first: u16, n: u16) -> (usize, u8) {
    let k = usize::from(n - first);
    (base + k / 8, 0x80 >> (k % 8))
}

/// Where a sector's bit lives: the VTOC (sectors 0-719) or the second VTOC (720-1023).
fn map_of(n: u16) -> (u16, usize, u16) {
    if n < 720 {
        (VTOC, 10, 0)
    } else {
        (VTOC2, 84, 720)
    }
}

impl Atr {
    /// A freshly formatted DOS 2 disk (DOS 2.0S for single and double density, DOS 2.5 for
    /// enhanced): sectors 4-719 free but the VTOC and directory, and on an enhanced disk
    /// 721-1023 in the second VTOC. No DOS files are written.
    pub fn format(density: Density) -> Atr {
        let mut disk = Atr::blank(density);
        let size = disk.sector_size;
        let mut vtoc = vec![0u8; size];
        vtoc[0] = 2;
        disk.put(VTOC, &vtoc);
        let mut free = 0u16;
        for n in 4..720u16 {
            if !(VTOC..DIR_FIRST + DIR_SECTORS).contains(&n) {
                disk.set_free(n, true);
                free += 1;
            }
        }
        let mut vtoc = disk
            .sector(VTOC, Place::Sector(VTOC))
            .map_or_else(|_| vec![0; size], <[u8]>::to_vec);
        vtoc[3..5].copy_from_slice(&free.to_le_bytes());
        let mut total = free;
        if density == Density::Enhanced {
            let mut free2 = 0u16;
            for n in 721..VTOC2 {
                disk.set_free(n, true);
                free2 += 1;
            }
            let mut v2 = disk
                .sector(VTOC2, Place::Sector(VTOC2))
                .map_or_else(|_| vec![0; size], <[u8]>::to_vec);
            // DOS 2.5 keeps a copy of the map of sectors 48-719 at the start of VTOC2.
            v2[..84].copy_from_slice(&vtoc[16..100]);
            v2[122..124].copy_from_slice(&free2.to_le_bytes());
            disk.put(VTOC2, &v2);
            total += free2;
        }
        vtoc[1..3].copy_from_slice(&total.to_le_bytes());
        disk.put(VTOC, &vtoc);
        disk
    }

    /// Whether the free map marks sector `n` free.
    pub(super) fn is_free(&self, n: u16) -> bool {
        let (map, base, first) = map_of(n);
        if map == VTOC2 && !self.has_vtoc2() {
            return false;
        }
        let (at, mask) = bit(base, first, n);
        self.sector(map, Place::Sector(map))
            .is_ok_and(|s| s.get(at).is_some_and(|b| b & mask != 0))
    }

    /// Sets sector `n`'s bit (without the counts).
    pub(super) fn set_free(&mut self, n: u16, free: bool) {
        let (map, base, first) = map_of(n);
        let Ok(mut s) = self.sector(map, Place::Sector(map)).map(<[u8]>::to_vec) else {
            return;
        };
        let (at, mask) = bit(base, first, n);
        if let Some(b) = s.get_mut(at) {
            if free {
                *b |= mask;
            } else {
                *b &= !mask;
            }
        }
        self.put(map, &s);
        if map == VTOC && n >= 48 && self.has_vtoc2() {
            // Keep DOS 2.5's copy of the low map in step.
            if let Ok(mut v2) = self.sector(VTOC2, Place::Sector(VTOC2)).map(<[u8]>::to_vec) {
                let (at2, _) = bit(0, 48, n);
                if let Some(b) = v2.get_mut(at2) {
                    if free {
                        *b |= mask;
                    } else {
                        *b &= !mask;
                    }
                }
                self.put(VTOC2, &v2);
            }
        }
    }

    /// Takes sector `n` and lowers the free count of the map it is in.
    fn take(&mut self, n: u16) {
        self.set_free(n, false);
        let (map, _, _) = map_of(n);
        let at = if map == VTOC { 3 } else { 122 };
        if let Ok(mut s) = self.sector(map, Place::Sector(map)).map(<[u8]>::to_vec) {
            let count = u16::from_le_bytes([s[at], s[at + 1]]).saturating_sub(1);
            s[at..at + 2].copy_from_slice(&count.to_le_bytes());
            self.put(map, &s);
        }
    }

    /// Checks the VTOC's free count against its map before writing.
    pub(super) fn check_vtoc(&self) -> Result<(), ImageError> {
        let v = self.vtoc()?;
        let count = u16::from_le_bytes([v[3], v[4]]);
        let marked = (1..720u16.min(self.sectors + 1))
            .filter(|&n| self.is_free(n))
            .count();
        if usize::from(count) != marked {
            return Err(ImageError::damaged(
                Place::Sector(VTOC),
                format!("the VTOC counts {count} free sectors but its map marks {marked}"),
            ));
        }
        Ok(())
    }

    /// SAVE "D:NAME.EXT": writes a closed file, taking the lowest free sectors and the
    /// first unused or deleted directory entry. The image in memory changes only when the
    /// file fits.
    pub fn write(&mut self, name: &str, data: &[u8]) -> Result<AtrEntry, ImageError> {
        let (base, ext) = split_name(name, false)?;
        self.check_vtoc()?;
        if self.find(name).is_ok() {
            return Err(ImageError::Exists(name.to_string()));
        }
        let mut disk = self.clone();
        let mut slot = None;
        'dir: for k in 0..DIR_SECTORS {
            let n = DIR_FIRST + k;
            let sector = disk.sector(n, Place::Sector(n))?;
            for j in 0..8u8 {
                let flags = sector[usize::from(j) * 16];
                if flags == 0 || flags & DELETED != 0 || flags & IN_USE == 0 {
                    slot = Some((k as u8) * 8 + j);
                    break 'dir;
                }
            }
        }
        let Some(index) = slot else {
            return Err(ImageError::DirectoryFull(
                "the directory holds 64 files (ERROR- 169)".into(),
            ));
        };
        let l = disk.link_at();
        let chunks: Vec<&[u8]> = if data.is_empty() {
            vec![&[]]
        } else {
            data.chunks(l).collect()
        };
        let mut chain = Vec::with_capacity(chunks.len());
        for _ in &chunks {
            let Some(n) = (1..=disk.sectors).find(|&n| disk.is_free(n)) else {
                return Err(ImageError::Full(format!(
                    "{} sectors needed (ERROR- 162)",
                    chunks.len()
                )));
            };
            disk.take(n);
            chain.push(n);
        }
        for (i, (&n, part)) in chain.iter().zip(&chunks).enumerate() {
            let next = chain.get(i + 1).copied().unwrap_or(0);
            let mut sector = vec![0u8; disk.sector_size];
            sector[..part.len()].copy_from_slice(part);
            sector[l] = index << 2 | (next >> 8) as u8 & 3;
            sector[l + 1] = (next & 0xFF) as u8;
            sector[l + 2] = part.len() as u8;
            disk.put(n, &sector);
        }
        let dn = DIR_FIRST + u16::from(index / 8);
        let mut dir = disk.sector(dn, Place::Sector(dn))?.to_vec();
        let e = usize::from(index % 8) * 16;
        let count = chain.len() as u16;
        dir[e] = CLOSED_FILE;
        dir[e + 1..e + 3].copy_from_slice(&count.to_le_bytes());
        dir[e + 3..e + 5].copy_from_slice(&chain[0].to_le_bytes());
        dir[e + 5..e + 13].copy_from_slice(&base);
        dir[e + 13..e + 16].copy_from_slice(&ext);
        disk.put(dn, &dir);
        *self = disk;
        Ok(AtrEntry {
            index,
            flags: CLOSED_FILE,
            count,
            start: chain[0],
            name: base,
            ext,
        })
    }
}
