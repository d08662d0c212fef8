//! What a 1541 drive works on: a `.d64` image in memory, or a host folder whose files are
//! the disk's (`NAME.prg`, `NAME.seq`, `NAME.usr`, `NAME.rel`). The drive's channels, its
//! name parser and its error channel ([`super::drive`]) are the same for both; only
//! finding, reading, writing, scratching and renaming files differ.
//!
//! On a folder, names match as the 1541 matched them (`*` ends the comparison, `?` is any
//! one character) but without regard to case: a C64 name's letters are its unshifted or
//! shifted letters, a host name's either case. A file written goes to the folder at once
//! (through a temporary file and a rename); `LOAD"$",8` lists the folder's files in name
//! order, a block per 254 bytes, the free count 664 less the blocks used.

use std::path::{Path, PathBuf};

use super::dir::{name_matches, FileType};
use super::D64;
use crate::error::ImageError;

/// A file read from a medium: its name (PETSCII, as stored), type and bytes.
pub type FileRead = (Vec<u8>, FileType, Vec<u8>);

/// The files of a disk, as the drive's DOS reaches them.
pub trait Medium: std::fmt::Debug {
    /// The first file the pattern matches (DEL entries never): name, type and bytes.
    fn read_file(&self, pattern: &[u8]) -> Result<FileRead, ImageError>;
    /// Whether a file of that name (pattern) is there.
    fn exists(&self, pattern: &[u8]) -> bool;
    /// Writes a closed file; `replace` scratches an old one of that name first, else an
    /// old one is [`ImageError::Exists`]. Nothing changes when it fails.
    fn write_file(
        &mut self,
        name: &[u8],
        kind: FileType,
        data: &[u8],
        replace: bool,
    ) -> Result<(), ImageError>;
    /// Scratches every unlocked match; the count scratched.
    fn scratch(&mut self, pattern: &[u8]) -> Result<u8, ImageError>;
    /// Renames `old` to `new`.
    fn rename(&mut self, new: &[u8], old: &[u8]) -> Result<(), ImageError>;
    /// `N0:NAME,ID`: a fresh disk (`None` for the ID keeps the old one).
    fn format(&mut self, name: &[u8], id: Option<[u8; 2]>) -> Result<(), ImageError>;
    /// The program `LOAD"$",8` loads, the files the pattern matches (all when empty).
    fn directory_program(&self, pattern: &[u8]) -> Result<Vec<u8>, ImageError>;
    /// The image, when the medium is one (to be written back to its host file).
    fn d64(&self) -> Option<&D64>;
}

impl Medium for D64 {
    fn read_file(&self, pattern: &[u8]) -> Result<FileRead, ImageError> {
        let (e, data) = self.read(pattern)?;
        Ok((e.name_bytes().to_vec(), e.file_type(), data))
    }

    fn exists(&self, pattern: &[u8]) -> bool {
        self.find(pattern).is_ok()
    }

    fn write_file(
        &mut self,
        name: &[u8],
        kind: FileType,
        data: &[u8],
        replace: bool,
    ) -> Result<(), ImageError> {
        match self.find(name) {
            Ok(old) if replace => self.replace(&old, kind, data),
            _ => self.write(name, kind, data),
        }
    }

    fn scratch(&mut self, pattern: &[u8]) -> Result<u8, ImageError> {
        D64::scratch(self, pattern)
    }

    fn rename(&mut self, new: &[u8], old: &[u8]) -> Result<(), ImageError> {
        D64::rename(self, new, old)
    }

    fn format(&mut self, name: &[u8], id: Option<[u8; 2]>) -> Result<(), ImageError> {
        let id = id.unwrap_or_else(|| {
            let (_, after) = self.header();
            [after[0], after[1]]
        });
        *self = D64::format(&name[..name.len().min(16)], id, 35);
        Ok(())
    }

    fn directory_program(&self, pattern: &[u8]) -> Result<Vec<u8>, ImageError> {
        self.directory_matching(pattern)
    }

    fn d64(&self) -> Option<&D64> {
        Some(self)
    }
}

/// A host folder as a disk.
#[derive(Clone, Debug)]
pub struct HostFolder {
    /// The folder.
    pub path: PathBuf,
}

/// The host extension of a file type, and back.
const EXTENSIONS: [(&str, FileType); 4] = [
    ("prg", FileType::Prg),
    ("seq", FileType::Seq),
    ("usr", FileType::Usr),
    ("rel", FileType::Rel),
];

/// A C64 name's letters folded to their unshifted codes (host names have no case here).
fn fold(name: &[u8]) -> Vec<u8> {
    name.iter()
        .map(|&b| match b {
            0xC1..=0xDA => b - 0x80,
            b'a'..=b'z' => b.to_ascii_uppercase(),
            _ => b,
        })
        .collect()
}

/// A host file in the folder as the drive sees it.
struct HostFile {
    path: PathBuf,
    name: Vec<u8>,
    kind: FileType,
    len: u64,
}

impl HostFolder {
    /// The folder at `path`.
    pub fn new(path: &Path) -> HostFolder {
        HostFolder {
            path: path.to_path_buf(),
        }
    }

    /// The files with a 1541 name (1-16 ASCII characters) and a type's extension, in name
    /// order. A folder that cannot be read has none.
    fn files(&self) -> Vec<HostFile> {
        let Ok(dir) = std::fs::read_dir(&self.path) else {
            return Vec::new();
        };
        let mut out: Vec<HostFile> = dir
            .filter_map(Result::ok)
            .filter_map(|e| {
                let meta = e.metadata().ok().filter(std::fs::Metadata::is_file)?;
                let file = e.file_name().into_string().ok()?;
                let (stem, ext) = file.rsplit_once('.')?;
                let (_, kind) = EXTENSIONS
                    .iter()
                    .find(|(x, _)| x.eq_ignore_ascii_case(ext))?;
                let ok = (1..=16).contains(&stem.len())
                    && stem.bytes().all(|b| b.is_ascii_graphic() || b == b' ');
                ok.then(|| HostFile {
                    path: e.path(),
                    name: fold(stem.as_bytes()),
                    kind: *kind,
                    len: meta.len(),
                })
            })
            .collect();
        out.sort_by(|a, b| a.name.cmp(&b.name));
        out
    }

    /// The first file the pattern matches.
    fn find(&self, pattern: &[u8]) -> Option<HostFile> {
        let pattern = fold(pattern);
        self.files()
            .into_iter()
            .find(|f| name_matches(&pattern, &f.name))
    }

    /// The host path a new file of that name and type gets.
    fn path_for(&self, name: &[u8], kind: FileType) -> Result<PathBuf, ImageError> {
        let name = fold(name);
        let ok = !name.is_empty()
            && name.len() <= 16
            && name
                .iter()
                .all(|&b| (b.is_ascii_graphic() || b == b' ') && !b"/\\*?:\",=".contains(&b));
        if !ok {
            return Err(ImageError::BadName(crate::petscii::to_text(&name)));
        }
        let ext = EXTENSIONS
            .iter()
            .find(|(_, k)| *k == kind)
            .map_or("prg", |(x, _)| x);
        Ok(self
            .path
            .join(format!("{}.{ext}", String::from_utf8_lossy(&name))))
    }
}

/// A host error as the drive reports it: a write the host refused is a write-protected
/// disk.
fn host(e: &std::io::Error) -> ImageError {
    ImageError::Locked(e.to_string())
}

impl Medium for HostFolder {
    fn read_file(&self, pattern: &[u8]) -> Result<FileRead, ImageError> {
        let not_found = || ImageError::NotFound(crate::petscii::to_text(pattern));
        let f = self.find(pattern).ok_or_else(not_found)?;
        let data = std::fs::read(&f.path).map_err(|_| not_found())?;
        Ok((f.name, f.kind, data))
    }

    fn exists(&self, pattern: &[u8]) -> bool {
        self.find(pattern).is_some()
    }

    fn write_file(
        &mut self,
        name: &[u8],
        kind: FileType,
        data: &[u8],
        replace: bool,
    ) -> Result<(), ImageError> {
        let path = self.path_for(name, kind)?;
        let old = self.find(name).filter(|f| f.name == fold(name));
        if old.is_some() && !replace {
            return Err(ImageError::Exists(crate::petscii::to_text(name)));
        }
        crate::atomic::save_atomically(&path, data).map_err(|e| host(&e))?;
        if let Some(old) = old.filter(|f| f.path != path) {
            let _ = std::fs::remove_file(old.path);
        }
        Ok(())
    }

    fn scratch(&mut self, pattern: &[u8]) -> Result<u8, ImageError> {
        let pattern = fold(pattern);
        let mut count = 0u8;
        for f in self.files() {
            if name_matches(&pattern, &f.name) && std::fs::remove_file(&f.path).is_ok() {
                count = count.saturating_add(1);
            }
        }
        Ok(count)
    }

    fn rename(&mut self, new: &[u8], old: &[u8]) -> Result<(), ImageError> {
        let f = self
            .find(old)
            .ok_or_else(|| ImageError::NotFound(crate::petscii::to_text(old)))?;
        if self.find(new).is_some() {
            return Err(ImageError::Exists(crate::petscii::to_text(new)));
        }
        let to = self.path_for(new, f.kind)?;
        std::fs::rename(&f.path, to).map_err(|e| host(&e))
    }

    fn format(&mut self, _name: &[u8], _id: Option<[u8; 2]>) -> Result<(), ImageError> {
        // A host folder is not wiped: the command is refused as a write-protected disk.
        Err(ImageError::Locked("a host folder is not formatted".into()))
    }

    fn directory_program(&self, pattern: &[u8]) -> Result<Vec<u8>, ImageError> {
        let title = self
            .path
            .canonicalize()
            .ok()
            .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_default();
        let title = fold(title.as_bytes());
        let mut name = [0xA0u8; 16];
        for (slot, &b) in name.iter_mut().zip(title.iter().filter(|b| b.is_ascii())) {
            *slot = b;
        }
        let pattern = fold(pattern);
        let mut used: u32 = 0;
        let mut entries = Vec::new();
        for f in self.files() {
            let blocks = f.len.div_ceil(254).max(1);
            used = used.saturating_add(u32::try_from(blocks).unwrap_or(u32::MAX));
            if !pattern.is_empty() && !name_matches(&pattern, &f.name) {
                continue;
            }
            let mut padded = [0xA0u8; 16];
            padded[..f.name.len()].copy_from_slice(&f.name);
            entries.push(super::dir::Listed {
                type_byte: 0x80 | f.kind.code(),
                name: padded,
                blocks: u16::try_from(blocks).unwrap_or(u16::MAX),
            });
        }
        let free = 664u32.saturating_sub(used) as u16;
        Ok(super::dir::listing_program(&name, b"00 2A", &entries, free))
    }

    fn d64(&self) -> Option<&D64> {
        None
    }
}
