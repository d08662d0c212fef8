//! D: on a DOS 2 disk image (`.atr`) in drive 1, and the directory listing DOS 2 gave
//! `OPEN #n,6,0,"D:*.*"` on either kind of drive (an image or a host folder).
//!
//! A file opened for reading is read whole along its sector chain at OPEN, with the chain
//! kept for NOTE and POINT (which give and take DOS 2's real sector and byte). A file
//! written is held until CLOSE and then replaces the old copy on the image, which is saved
//! back at once through a temporary file and a rename, so the image on the host is never
//! half-written and changes only when a program writes, deletes, renames or locks.
//!
//! Sources: DOS 2.0S Reference Manual ch. 5 (XIO 32-36, NOTE/POINT give the sector number
//! and the byte in it), Appendix B (error numbers: 162 disk full, 164 file number mismatch,
//! 165 file name error, 166 POINT data length error, 167 file locked, 169 directory full,
//! 170 file not found); De Re Atari ch. 9.

use std::path::{Path, PathBuf};

use ferrite_images::atr::dos2::name_matches;
use ferrite_images::atr::Atr;
use ferrite_images::ImageError;

use super::{Fault, EOL};

/// A DOS 2 disk image attached as drive 1.
#[derive(Clone, Debug)]
pub struct AtrDisk {
    /// The image file on the host, written back after each change.
    pub path: PathBuf,
    /// The disk in memory.
    pub atr: Atr,
}

impl AtrDisk {
    /// Opens an image file, checking that it holds a DOS 2 disk (its VTOC and directory).
    /// A path that does not exist and ends `.atr` is a new single-density DOS 2.0S disk,
    /// put on the host only when a program writes to it.
    pub fn open(path: &Path) -> Result<AtrDisk, String> {
        if !path.exists()
            && path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("atr"))
        {
            return Ok(AtrDisk {
                path: path.to_path_buf(),
                atr: Atr::format(ferrite_images::atr::Density::Single),
            });
        }
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let atr = Atr::from_bytes(bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        atr.entries()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(AtrDisk {
            path: path.to_path_buf(),
            atr,
        })
    }

    /// Writes the image back (atomically); a host that refuses is the drive's write
    /// protection, ERROR- 144.
    pub(super) fn save(&self) -> Result<(), Fault> {
        ferrite_images::save_atomically(&self.path, self.atr.bytes()).map_err(|_| Fault(144))
    }

    /// Runs a change on the disk and saves it when it succeeded.
    pub(super) fn change<T>(
        &mut self,
        f: impl FnOnce(&mut Atr) -> Result<T, ImageError>,
    ) -> Result<T, Fault> {
        let mut atr = self.atr.clone();
        let out = f(&mut atr).map_err(|e| fault(&e))?;
        let old = std::mem::replace(&mut self.atr, atr);
        if let Err(e) = self.save() {
            self.atr = old;
            return Err(e);
        }
        Ok(out)
    }
}

/// DOS 2's error number for an image error.
pub(super) fn fault(e: &ImageError) -> Fault {
    match e {
        ImageError::NotFound(_) => Fault::FILE_NOT_FOUND,
        ImageError::Locked(_) => Fault::FILE_LOCKED,
        ImageError::Full(_) => Fault::DISK_FULL,
        ImageError::DirectoryFull(_) => Fault(169),
        ImageError::BadName(_) => Fault::FILE_NAME,
        // A chain or directory that makes no sense: DOS 2 finds a sector whose file number
        // is not the file's.
        ImageError::Damaged { .. } => Fault(164),
        _ => Fault(144),
    }
}

/// The listing lines as ATASCII records (each line ending with EOL).
pub(super) fn atascii_lines(text: &str) -> Vec<u8> {
    text.bytes()
        .map(|b| if b == b'\n' { EOL } else { b })
        .collect()
}

/// The directory pattern of a spec's name part (`D:` alone is every file).
pub(super) fn pattern(name: &str) -> &str {
    if name.is_empty() {
        "*.*"
    } else {
        name
    }
}

/// DOS 2's listing of a host folder: the files with 8.3 names in name order, their size
/// in DOS 2 sectors (125 bytes each, at least one), and the free count of a single-density
/// disk (707) less those.
pub(super) fn folder_listing(folder: &Path, pattern: &str) -> Result<String, Fault> {
    let mut files: Vec<(String, u64)> = std::fs::read_dir(folder)
        .map_err(|_| Fault(160))?
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_str()?.to_string();
            let len = e.metadata().ok().filter(|m| m.is_file())?.len();
            Some((name, len))
        })
        .filter(|(n, _)| {
            n.bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'.')
        })
        .collect();
    files.sort();
    let mut out = String::new();
    let mut used = 0u64;
    for (name, len) in files {
        let Some((base, ext)) = ferrite_images::atr::dos2::split_name(&name, false).ok() else {
            continue;
        };
        let sectors = len.div_ceil(125).max(1);
        used += sectors;
        if !name_matches(pattern, &name) {
            continue;
        }
        let locked =
            std::fs::metadata(folder.join(&name)).is_ok_and(|m| m.permissions().readonly());
        out.push(if locked { '*' } else { ' ' });
        out.push(' ');
        out.push_str(&String::from_utf8_lossy(&base));
        out.push_str(&String::from_utf8_lossy(&ext));
        out.push_str(&format!(" {:03}\n", sectors % 1000));
    }
    out.push_str(&format!(
        "{:03} FREE SECTORS\n",
        707u64.saturating_sub(used)
    ));
    Ok(out)
}

/// NOTE on a file read from the image: the sector holding byte `pos` and the byte in it.
pub(super) fn note(chain: &[(u16, usize)], pos: usize) -> (u16, usize) {
    let mut start = 0;
    for &(sector, len) in chain {
        if pos < start + len {
            return (sector, pos - start);
        }
        start += len;
    }
    chain
        .last()
        .map_or((0, pos), |&(sector, len)| (sector, len.min(pos)))
}

/// POINT on a file read from the image: the position of byte `byte` of `sector`, which
/// must be one of the file's (else ERROR- 166, as DOS 2 checks the file number) and hold
/// that many bytes.
pub(super) fn point(chain: &[(u16, usize)], sector: u16, byte: usize) -> Result<usize, Fault> {
    let mut start = 0;
    for &(s, len) in chain {
        if s == sector {
            return if byte <= len {
                Ok(start + byte)
            } else {
                Err(Fault(166))
            };
        }
        start += len;
    }
    Err(Fault(166))
}

impl super::Machine {
    /// Attaches what `--disk` names as the disk drive: `none` (no DOS booted: D: is
    /// ERROR- 130), a DOS 2 image file (drive 1; H: and C: stay in the current folder), or a
    /// host folder (every drive number).
    pub fn attach_drive(&mut self, path: &Path) -> Result<(), String> {
        if path == Path::new("none") {
            self.disk_dir = None;
            self.disk_image = None;
        } else if path.is_file()
            || (!path.exists()
                && path
                    .extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("atr")))
        {
            self.disk_image = Some(AtrDisk::open(path)?);
        } else {
            self.disk_image = None;
            self.disk_dir = Some(path.to_path_buf());
        }
        Ok(())
    }
}
