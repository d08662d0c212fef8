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

use super::buffers::Buffers;
use super::dir::{matching_program, name_matches, FileType, Listed};
use super::{D64, SECTOR};
use crate::error::ImageError;

/// A file read from a medium: its name (PETSCII, as stored), type and bytes.
pub type FileRead = (Vec<u8>, FileType, Vec<u8>);

/// A closed file to be put on a medium: its name (PETSCII), type and bytes, and the place
/// in [`Medium::listed`] of the file it replaces (`@0:`).
#[derive(Clone, Copy, Debug)]
pub struct Stored<'a> {
    /// The name.
    pub name: &'a [u8],
    /// The file type.
    pub kind: FileType,
    /// The bytes.
    pub data: &'a [u8],
    /// The file written over, which keeps its place.
    pub old: Option<usize>,
}

/// The sectors behind a file on an image: the directory sector holding its entry (its
/// track and sector, and its bytes), and its chain's sectors whole (link and bytes after
/// the end included).
pub type Sectors = ((u8, u8), [u8; SECTOR], Vec<[u8; SECTOR]>);

/// The files of a disk, as the drive's DOS reaches them. A medium gives its directory
/// ([`Medium::listed`]) and does what is asked to the file at a place in it; the DOS's
/// rules (which file a pattern finds, a name already there, locked files, the directory
/// program) are the provided methods, the same for an image and a folder.
pub trait Medium: std::fmt::Debug {
    /// Every directory entry in order as the listing shows it (a name as names are
    /// compared on this medium).
    fn listed(&self) -> Result<Vec<Listed>, ImageError>;
    /// The disk's name (16 bytes padded with $A0) and the five bytes of ID and DOS type
    /// the directory's first line shows.
    fn title(&self) -> ([u8; 16], [u8; 5]);
    /// The blocks free the directory's last line shows.
    fn free_blocks(&self) -> u16;
    /// A name or pattern as it is compared with [`Medium::listed`]'s names.
    fn compared(&self, name: &[u8]) -> Vec<u8> {
        name.to_vec()
    }
    /// The bytes of the file at `index` in [`Medium::listed`].
    fn read_at(&self, index: usize) -> Result<Vec<u8>, ImageError>;
    /// Writes a closed file: a new one, or over the file at `old` (which keeps its place),
    /// through the drive's buffers. Nothing changes when it fails.
    fn store(&mut self, file: Stored<'_>, buffers: &mut Buffers) -> Result<(), ImageError>;
    /// Scratches the files at `indices`; nothing changes when it fails.
    fn remove_at(&mut self, indices: &[usize]) -> Result<(), ImageError>;
    /// Gives the file at `index` a new name.
    fn rename_at(&mut self, index: usize, new: &[u8]) -> Result<(), ImageError>;
    /// `N0:NAME,ID`: a fresh disk (`None` for the ID keeps the old one).
    fn format(&mut self, name: &[u8], id: Option<[u8; 2]>) -> Result<(), ImageError>;
    /// The image, when the medium is one (to be written back to its host file).
    fn d64(&self) -> Option<&D64>;
    /// The sectors behind the file at `index` (an image's; a folder has none).
    fn sectors_at(&self, _index: usize) -> Option<Sectors> {
        None
    }
    /// A sector's bytes, on an image.
    fn sector_at(&self, _t: u8, _s: u8) -> Option<[u8; SECTOR]> {
        None
    }

    /// The first file the pattern matches as the 1541 matched names (DEL entries never),
    /// with its place; a directory that cannot be read has none.
    fn find(&self, pattern: &[u8]) -> Option<(usize, Listed)> {
        let pattern = self.compared(pattern);
        self.listed().ok()?.into_iter().enumerate().find(|(_, e)| {
            FileType::from_byte(e.type_byte) != FileType::Del
                && name_matches(&pattern, e.name_bytes())
        })
    }

    /// The first file the pattern matches: name, type and bytes.
    fn read_file(&self, pattern: &[u8]) -> Result<FileRead, ImageError> {
        let (index, e) = self
            .find(pattern)
            .ok_or_else(|| ImageError::NotFound(crate::petscii::to_text(pattern)))?;
        let data = self.read_at(index)?;
        Ok((
            e.name_bytes().to_vec(),
            FileType::from_byte(e.type_byte),
            data,
        ))
    }

    /// Whether a file of that name (pattern) is there.
    fn exists(&self, pattern: &[u8]) -> bool {
        self.find(pattern).is_some()
    }

    /// Writes a closed file; `replace` writes over an old one of that name (`@0:`), else
    /// an old one is [`ImageError::Exists`]. Nothing changes when it fails.
    fn write_file(
        &mut self,
        file: Stored<'_>,
        replace: bool,
        buffers: &mut Buffers,
    ) -> Result<(), ImageError> {
        match self.find(file.name) {
            Some(_) if !replace => Err(ImageError::Exists(crate::petscii::to_text(file.name))),
            old => self.store(
                Stored {
                    old: old.map(|(i, _)| i),
                    ..file
                },
                buffers,
            ),
        }
    }

    /// The places of the files `S0:pattern` scratches: every unlocked match.
    fn scratched_by(&self, pattern: &[u8]) -> Result<Vec<usize>, ImageError> {
        let pattern = self.compared(pattern);
        Ok(self
            .listed()?
            .iter()
            .enumerate()
            .filter(|(_, e)| {
                FileType::from_byte(e.type_byte) != FileType::Del
                    && e.type_byte & LOCKED == 0
                    && name_matches(&pattern, e.name_bytes())
            })
            .map(|(i, _)| i)
            .collect())
    }

    /// Scratches every unlocked match; the count scratched.
    fn scratch(&mut self, pattern: &[u8]) -> Result<u8, ImageError> {
        let indices = self.scratched_by(pattern)?;
        self.remove_at(&indices)?;
        Ok(u8::try_from(indices.len()).unwrap_or(u8::MAX))
    }

    /// Renames the first file named `old` to `new`: `old` missing is
    /// [`ImageError::NotFound`], then `new` already there [`ImageError::Exists`].
    fn rename(&mut self, new: &[u8], old: &[u8]) -> Result<(), ImageError> {
        // The 1541 looks for the old name first: a missing one is `62,FILE NOT FOUND` even
        // when the new name is taken (seen on VICE's true-drive 1541: vice_drive.py seed 3).
        let (index, _) = self
            .find(old)
            .ok_or_else(|| ImageError::NotFound(crate::petscii::to_text(old)))?;
        if self.exists(new) {
            return Err(ImageError::Exists(crate::petscii::to_text(new)));
        }
        self.rename_at(index, new)
    }

    /// The program `LOAD"$",8` loads: the files a pattern matches (names separated by
    /// commas, each as the 1541 matched names; all files when empty).
    fn directory_program(&self, pattern: &[u8]) -> Result<Vec<u8>, ImageError> {
        let (name, id) = self.title();
        let entries = self.listed()?.into_iter();
        let pattern = self.compared(pattern);
        Ok(matching_program(
            &name,
            &id,
            entries,
            &pattern,
            self.free_blocks(),
        ))
    }
}

/// The type byte's locked bit (`<` in the listing: not scratched).
const LOCKED: u8 = 0x40;

impl Medium for D64 {
    fn listed(&self) -> Result<Vec<Listed>, ImageError> {
        Ok(self
            .entries()?
            .into_iter()
            .map(|e| Listed {
                type_byte: e.type_byte,
                name: e.name,
                blocks: e.blocks,
            })
            .collect())
    }

    fn title(&self) -> ([u8; 16], [u8; 5]) {
        let (name, id) = self.header();
        let mut n = [0xA0u8; 16];
        n.copy_from_slice(name);
        let mut i = [0u8; 5];
        i.copy_from_slice(id);
        (n, i)
    }

    fn free_blocks(&self) -> u16 {
        self.blocks_free()
    }

    fn read_at(&self, index: usize) -> Result<Vec<u8>, ImageError> {
        self.read_chain(self.entry_at(index)?.start)
    }

    fn store(&mut self, file: Stored<'_>, buffers: &mut Buffers) -> Result<(), ImageError> {
        match file.old {
            Some(index) => {
                let old = self.entry_at(index)?;
                self.replace(&old, file.kind, file.data, buffers)
            }
            None => self.write_buffered(file.name, file.kind, file.data, buffers),
        }
    }

    fn remove_at(&mut self, indices: &[usize]) -> Result<(), ImageError> {
        let entries = self.entries()?;
        let chosen: Vec<_> = indices
            .iter()
            .filter_map(|&i| entries.get(i).cloned())
            .collect();
        self.scratch_entries(&chosen)
    }

    fn rename_at(&mut self, index: usize, new: &[u8]) -> Result<(), ImageError> {
        let e = self.entry_at(index)?;
        self.rename_entry(&e, new)
    }

    fn format(&mut self, name: &[u8], id: Option<[u8; 2]>) -> Result<(), ImageError> {
        let id = id.unwrap_or_else(|| {
            let (_, after) = self.header();
            [after[0], after[1]]
        });
        *self = D64::format(&name[..name.len().min(16)], id, 35);
        Ok(())
    }

    fn d64(&self) -> Option<&D64> {
        Some(self)
    }

    fn sectors_at(&self, index: usize) -> Option<Sectors> {
        let e = self.entry_at(index).ok()?;
        let (dt, ds, _) = e.slot;
        let chain = self.chain_of(e.start).unwrap_or_default();
        let sectors = chain
            .iter()
            .filter_map(|&(t, s)| self.sector_at(t, s))
            .collect();
        Some(((dt, ds), self.sector_at(dt, ds)?, sectors))
    }

    fn sector_at(&self, t: u8, s: u8) -> Option<[u8; SECTOR]> {
        self.sector(t, s, crate::error::Place::TrackSector(t, s))
            .ok()?
            .try_into()
            .ok()
    }
}

impl D64 {
    /// The directory entry at a place in [`D64::entries`].
    fn entry_at(&self, index: usize) -> Result<super::DirEntry, ImageError> {
        self.entries()?
            .into_iter()
            .nth(index)
            .ok_or_else(|| ImageError::NotFound(format!("directory entry {index}")))
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

impl HostFile {
    /// Its blocks as the directory counts them: one per 254 bytes, at least one.
    fn blocks(&self) -> u64 {
        self.len.div_ceil(254).max(1)
    }
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

    /// The file at a place in [`HostFolder::files`].
    fn file_at(&self, index: usize) -> Result<HostFile, ImageError> {
        self.files()
            .into_iter()
            .nth(index)
            .ok_or_else(|| ImageError::NotFound(format!("file {index} of the folder")))
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
    fn listed(&self) -> Result<Vec<Listed>, ImageError> {
        Ok(self
            .files()
            .into_iter()
            .map(|f| {
                let mut name = [0xA0u8; 16];
                name[..f.name.len()].copy_from_slice(&f.name);
                Listed {
                    type_byte: 0x80 | f.kind.code(),
                    name,
                    blocks: u16::try_from(f.blocks()).unwrap_or(u16::MAX),
                }
            })
            .collect())
    }

    /// The folder's name as the disk's, ID `00`.
    fn title(&self) -> ([u8; 16], [u8; 5]) {
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
        (name, *b"00 2A")
    }

    /// 664 (a blank 1541 disk) less the blocks the files take.
    fn free_blocks(&self) -> u16 {
        let used = self
            .files()
            .iter()
            .map(HostFile::blocks)
            .fold(0u64, u64::saturating_add);
        u16::try_from(664u64.saturating_sub(used)).unwrap_or(0)
    }

    /// Host names have no case here: a C64 name's letters are compared unshifted.
    fn compared(&self, name: &[u8]) -> Vec<u8> {
        fold(name)
    }

    fn read_at(&self, index: usize) -> Result<Vec<u8>, ImageError> {
        let f = self.file_at(index)?;
        std::fs::read(&f.path).map_err(|_| ImageError::NotFound(crate::petscii::to_text(&f.name)))
    }

    /// A file goes to the folder at once, through a temporary file and a rename; the old
    /// file it replaces (another type's extension) is removed after.
    fn store(&mut self, file: Stored<'_>, _buffers: &mut Buffers) -> Result<(), ImageError> {
        let path = self.path_for(file.name, file.kind)?;
        let old = file.old.map(|i| self.file_at(i)).transpose()?;
        crate::atomic::save_atomically(&path, file.data).map_err(|e| host(&e))?;
        if let Some(old) = old.filter(|f| f.path != path) {
            let _ = std::fs::remove_file(old.path);
        }
        Ok(())
    }

    fn remove_at(&mut self, indices: &[usize]) -> Result<(), ImageError> {
        let files = self.files();
        for f in indices.iter().filter_map(|&i| files.get(i)) {
            std::fs::remove_file(&f.path).map_err(|e| host(&e))?;
        }
        Ok(())
    }

    fn rename_at(&mut self, index: usize, new: &[u8]) -> Result<(), ImageError> {
        let f = self.file_at(index)?;
        let to = self.path_for(new, f.kind)?;
        std::fs::rename(&f.path, to).map_err(|e| host(&e))
    }

    fn format(&mut self, _name: &[u8], _id: Option<[u8; 2]>) -> Result<(), ImageError> {
        // A host folder is not wiped: the command is refused as a write-protected disk.
        Err(ImageError::Locked("a host folder is not formatted".into()))
    }

    fn d64(&self) -> Option<&D64> {
        None
    }
}
