//! GW-BASIC's disk as DOS showed it: paths of folders below the working folder (the disk's
//! root), the current folder CHDIR sets, and the statements on folders and names (FILES,
//! MKDIR, CHDIR, RMDIR, NAME).
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), FILES, MKDIR, CHDIR, RMDIR, NAME and
//! Appendix A (error numbers); PC-BASIC's `devices/disk.py` and `devices/files.py`, read to
//! learn which error GW-BASIC gave where (a `/` in a path is `Bad file number`, an empty name
//! `Bad file name`, a missing folder `Path not found`, `..` at the root stays at the root);
//! pcbasic-suite DISK, FILES and FileNameExclusion, whose models real GW-BASIC 3.23 wrote.

use std::path::{Path, PathBuf};

use super::files::{
    dos_name, lead_blank, long_part, resolve_in, strip_drive, Fault, NameUse, BAD_FILE_NUMBER,
};
use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::parse::{DiskStmt, Expr};

/// `File not found`.
const FILE_NOT_FOUND: ErrorKind = ErrorKind::Numbered(53);
/// `File already open`.
const FILE_ALREADY_OPEN: ErrorKind = ErrorKind::Numbered(55);
/// `File already exists`.
const FILE_EXISTS: ErrorKind = ErrorKind::Numbered(58);
/// `Bad file name`.
const BAD_FILE_NAME: ErrorKind = ErrorKind::Numbered(64);
/// `Path/File Access Error`.
const ACCESS_ERROR: ErrorKind = ErrorKind::Numbered(75);
/// `Path not found`.
const PATH_NOT_FOUND: ErrorKind = ErrorKind::Numbered(76);
/// What FILES reports free: the host's disk is not measured; this is what DOSBox reports
/// for a folder mounted as a drive (4031 free clusters of 127 sectors of 512 bytes), where
/// the real GW-BASIC recordings were made.
const BYTES_FREE: u32 = 262_111_744;

/// The entry of host folder `dir` whose name is `name` without regard to case.
fn find_entry(dir: &Path, name: &str, want_dir: bool) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir() == want_dir))
        .find(|e| e.file_name().to_string_lossy().eq_ignore_ascii_case(name))
        .map(|e| e.path())
}

/// Whether a DOS name matches a FILES mask part (`*` the rest, `?` any one character).
fn mask_matches(name: &str, mask: &str) -> bool {
    // By characters: a host name's byte past 127 is one (see `latin1`).
    let (name, mask): (Vec<char>, Vec<char>) = (name.chars().collect(), mask.chars().collect());
    let mut i = 0;
    for (j, &m) in mask.iter().enumerate() {
        match m {
            '*' => return true,
            '?' => i += 1,
            _ if name.get(i).is_some_and(|c| c.eq_ignore_ascii_case(&m)) => i += 1,
            _ => return name.len() <= i && mask[j..].iter().all(|&c| c == '?'),
        }
    }
    i >= name.len()
}

/// A name split at its first dot, as DOS split trunk and extension.
fn split_name(name: &str) -> (&str, &str) {
    name.split_once('.').unwrap_or((name, ""))
}

impl<P: Profile> Machine<P> {
    /// The host folders from the root to a DOS folder path: from the current folder, or from the root after
    /// a leading `\`; `.` stays, `..` goes up (not above the root); each step is an existing
    /// folder, matched without regard to case (`Path not found` otherwise).
    fn dos_steps(&self, path: &[u8]) -> Result<Vec<PathBuf>, ErrorKind> {
        if path.contains(&b'/') {
            return Err(BAD_FILE_NUMBER);
        }
        let mut steps: Vec<PathBuf> = if path.first() == Some(&b'\\') {
            Vec::new()
        } else {
            self.cwd.clone()
        };
        // DOS reads `.` and `..` off the path's text before it looks for any folder (real
        // GW-BASIC 3.23: `OPEN "I",1,"\NOSUCH\..\X"` is 53, not 76); blanks in a folder's
        // name are dropped as in a file's (`"C: SUB \X"` is SUB\X, `"\ \X"` the root's X).
        let mut names: Vec<String> = Vec::new();
        for part in path.split(|&b| b == b'\\') {
            let part: Vec<u8> = part.iter().copied().filter(|&b| b != b' ').collect();
            match &part[..] {
                b"" | b"." => {}
                b".." => {
                    if names.pop().is_none() {
                        steps.pop();
                    }
                }
                _ => names.push(String::from_utf8_lossy(&part).into_owned()),
            }
        }
        for name in names {
            let here = steps.last().cloned().unwrap_or_else(|| PathBuf::from("."));
            let found = find_entry(&here, &name, true).ok_or(PATH_NOT_FOUND)?;
            steps.push(found);
        }
        Ok(steps)
    }

    /// The host folder of a DOS folder path (see [`Self::dos_steps`]).
    fn dos_dir(&self, path: &[u8]) -> Result<PathBuf, ErrorKind> {
        Ok(self
            .dos_steps(path)?
            .pop()
            .unwrap_or_else(|| PathBuf::from(".")))
    }

    /// The host path of a DOS file path in the current folder: the existing file whose
    /// name matches without regard to case, or the upper-case 8.3 name to create; a name
    /// refused gets the error statement `used` gives (`files::names`).
    pub(super) fn dos_file(&self, name: &[u8], used: NameUse) -> Result<PathBuf, ErrorKind> {
        let refused = |f: super::files::Fault| f.error(used).unwrap_or(BAD_FILE_NAME);
        // An empty name is GW-BASIC's `Bad file name`; DOS could not take a NUL, which
        // GW-BASIC said was a `Bad file number` (PC-BASIC's `devices/disk.py`).
        if name.is_empty() {
            return Err(BAD_FILE_NAME);
        }
        // A NUL (`files::nul_cut`): the name DOS gets ends there; refused unless a drive
        // or device stands alone before it.
        let Some(name) = super::files::nul_cut(name) else {
            return Err(match used {
                NameUse::Open | NameUse::Mkdir => BAD_FILE_NUMBER,
                _ => PATH_NOT_FOUND,
            });
        };
        // The cassette and the keyboard are `Device Unavailable` to KILL and NAME (real
        // GW-BASIC 3.23: `KILL "KYBD:"` is 68).
        if super::files::holds_no_files(name) {
            return Err(ErrorKind::Numbered(68));
        }
        // A device GW-BASIC does not know (`XYZ:A`) is `Bad file name` to KILL and NAME
        // (OPEN has said 52 for it as it read the name).
        if name.iter().skip(2).any(|&b| b == b':') {
            return Err(BAD_FILE_NAME);
        }
        // A wild card in a folder's name is refused before anything else DOS looks at,
        // the drive too (real GW-BASIC 3.23: `OPEN "I",1,"D:S*\X"` and `NAME "S*\X" AS
        // "Y"` are 64, `KILL "S*\X"` 76).
        if let Some(at) = name.iter().rposition(|&b| b == b'\\') {
            if name[..at].iter().any(|&b| b == b'*' || b == b'?') {
                return Err(match used {
                    NameUse::Kill => PATH_NOT_FOUND,
                    _ => refused(Fault::Wild(false)),
                });
            }
        }
        // KILL's DOS refuses a second dot before it reads the characters, and a name with
        // no trunk or a leading blank before it reads a wild card (real GW-BASIC 3.23:
        // `KILL "\ SUB \@z=.&z .e&-"`, `".**"`, `"\X.;.A?"` and `" ~?.B"` are 76).
        if used == NameUse::Kill {
            let base = name
                .rsplit(|&b| b == b'\\' || b == b':')
                .next()
                .unwrap_or(name);
            let text = base.trim_ascii_end();
            let wild = text.iter().any(|&b| b == b'*' || b == b'?');
            let dots = text.iter().filter(|&&b| b == b'.').count();
            let no_trunk = text.first() == Some(&b'.') && text.iter().any(|&b| b != b'.');
            // GW-BASIC's own long part (64) is found first.
            // A `*` with text after it in a trunk with an extension is 64 before the blank
            // (`KILL " !*@.#A"`).
            let lead = name.first() == Some(&b' ') && dos_name(base) != Err(Fault::Wild(true));
            if (dots > 1 && !long_part(name)) || (wild && (no_trunk || lead)) {
                return Err(PATH_NOT_FOUND);
            }
        }
        // NAME's old name: a second dot is refused before DOS looks for the folders (real
        // GW-BASIC 3.23: `NAME "SUB \SUB \.eB%.  ze" AS "Q"` with no SUB\SUB is 53).
        if used == NameUse::RenameFrom {
            let base = name
                .rsplit(|&b| b == b'\\' || b == b':')
                .next()
                .unwrap_or(name);
            if dos_name(base) == Err(Fault::Malformed) && !long_part(name) {
                return Err(refused(Fault::Malformed));
            }
        }
        // A wild card in the part of the last name DOS keeps is refused before a long
        // part is (real GW-BASIC 3.23: `OPEN "O",1,"ABCDEFG*I.TXT"` and `"ABCDEFGHI.*"`
        // are 64, not 52; `"X\*"` 64 with no folder X). KILL reads it as a pattern.
        if used != NameUse::Kill {
            let base = name
                .rsplit(|&b| b == b'\\' || b == b':')
                .next()
                .unwrap_or(name);
            if let Err(fault @ Fault::Wild(_)) = dos_name(base) {
                return Err(refused(fault));
            }
        }
        // GW-BASIC reads the name before DOS sees its drive or folders; MKDIR's name goes
        // to DOS alone.
        if used != NameUse::Mkdir && long_part(name) {
            return Err(refused(super::files::Fault::LongPart));
        }
        let (folder, base) = self.folder_and_name(name, used)?;
        // A folder's path with no name after its last `\` (`\`, `C:\`, `SUB\`): DOS's
        // delete finds no file there (real GW-BASIC 3.23 in DOSBox: `KILL "C:\"` and
        // `KILL "C:\"+CHR$(0)` are 53, where `.` and `..` are 76).
        // Blanks and a dot after the `\` are as nothing (`KILL "\   ."` is 53).
        // (`.` alone is refused: `KILL ".\..\."` is 76).
        let bare = base.is_empty()
            || (base[0] == b' '
                && base.iter().all(|&b| b == b' ' || b == b'.')
                && base.iter().filter(|&&b| b == b'.').count() < 2);
        if used == NameUse::Kill && bare && name.contains(&b'\\') {
            return Err(FILE_NOT_FOUND);
        }
        if used == NameUse::Kill && dos_name(base) == Err(Fault::Wild(false)) {
            return Ok(folder.join(String::from_utf8_lossy(base).as_ref()));
        }
        resolve_in(&folder, base, used)
    }

    /// The host path of a program file LOAD, SAVE, MERGE, CHAIN, RUN or LIST names: DOS
    /// finds it from the current folder CHDIR set, through the folders the name gives
    /// (`LOAD "SUB\P"`, `..\P`, `\P` from the root), as OPEN does; the cassette is
    /// `Device I/O error` to these (no recorder), a folder not there `Path not found`.
    /// The caller has made GW-BASIC's own checks on the name as typed.
    pub fn program_path(&self, name: &[u8]) -> Result<PathBuf, ErrorKind> {
        if super::files::is_cassette(name) {
            return Err(ErrorKind::Numbered(57));
        }
        let (folder, base) = self.folder_and_name(name, NameUse::Open)?;
        resolve_in(&folder, base, NameUse::Open)
    }

    /// A DOS path's host folder (from the current folder, its drive dropped) and the name
    /// after its last `\`; a refused drive or a folder not there is the error statement
    /// `used` gives.
    fn folder_and_name<'n>(
        &self,
        name: &'n [u8],
        used: NameUse,
    ) -> Result<(PathBuf, &'n [u8]), ErrorKind> {
        let refused = |f: Fault| f.error(used).unwrap_or(BAD_FILE_NAME);
        // A leading blank is refused before DOS looks for folders; after a `\` blanks are
        // dropped, counted in the 8 (real GW-BASIC 3.23: `OPEN "O",1," \A"` is 53, KILL of
        // it 76; `"\  &RRORSTXT"` makes `&RRORS`).
        if lead_blank(name) {
            return Err(refused(Fault::Malformed));
        }
        let typed = name;
        let name = strip_drive(name).map_err(refused)?;
        let (dir, base) = match name.iter().rposition(|&b| b == b'\\') {
            // `\NAME`: the folder is the root.
            Some(0) => (&name[..1], &name[1..]),
            Some(at) => (&name[..at], &name[at + 1..]),
            None => (&b""[..], name),
        };
        // Blanks alone after a drive or a folder are no name, as a drive or folder alone
        // (real GW-BASIC 3.23: `OPEN "O",1,"c: "` and `"\ "` are 75, where `" "` is 53).
        let after_path = !dir.is_empty() || name.len() < typed.len();
        let base = if after_path && base.iter().all(|&b| b == b' ') {
            &base[..0]
        } else {
            base
        };

        let folder = self.dos_dir(dir).map_err(|e| match e {
            PATH_NOT_FOUND => refused(Fault::NoFolder),
            e => e,
        })?;
        Ok((folder, base))
    }

    /// The files a KILL name with wild cards deletes (`path` from [`Self::dos_file`]): DOS
    /// deletes every file its FCB pattern matches (`?` one character or none at the end,
    /// `*` the rest of the trunk or extension), none is `File not found` (real GW-BASIC
    /// 3.23 in DOSBox: `KILL "SW*.DAT"` deletes SW1.DAT and SW2.DAT; GIODSK.ASM KILL opens
    /// the FCB, checks it against the open files by name, which a pattern never equals,
    /// and deletes). `None` for a plain name.
    pub(super) fn kill_matches(&self, path: &Path) -> Option<Result<Vec<PathBuf>, ErrorKind>> {
        // DOS drops the blanks of the pattern as of any name (real GW-BASIC 3.23: `KILL
        // "\ *.E"` deletes .E).
        let pattern = path
            .file_name()?
            .to_string_lossy()
            .to_ascii_uppercase()
            .replace(' ', "");
        if !pattern.contains(['*', '?']) {
            return None;
        }
        let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
        let folder = folder.unwrap_or_else(|| Path::new("."));
        let (tmask, emask) = split_name(&pattern);
        let mut found = Vec::new();
        if let Ok(dir) = std::fs::read_dir(folder) {
            for entry in dir.flatten() {
                let name = entry.file_name().to_string_lossy().to_ascii_uppercase();
                let (t, e) = split_name(&name);
                if mask_matches(t, tmask)
                    && mask_matches(e, emask)
                    && entry.file_type().is_ok_and(|t| t.is_file())
                {
                    found.push(entry.path());
                }
            }
        }
        Some(if found.is_empty() {
            Err(FILE_NOT_FOUND)
        } else {
            Ok(found)
        })
    }

    /// A statement on the disk's folders and names.
    pub(super) fn disk(&mut self, stmt: &DiskStmt<P::Num>) -> Result<(), BasicError> {
        match stmt {
            DiskStmt::Files(mask) => self.files_list(mask.as_ref()),
            DiskStmt::Bsave(args) => self.bsave(args),
            DiskStmt::Bload(args) => self.bload(args),
            DiskStmt::Mkdir(e) => {
                let name = self.disk_name(e)?;
                let path = self.dos_file(&name, NameUse::Mkdir)?;
                // A folder there is 75; a file of that name 76 (DOSBox's DOS answers
                // `path not found`: real GW-BASIC 3.23 on gw-real).
                if path.is_dir() {
                    return Err(ACCESS_ERROR.into());
                }
                if path.exists() {
                    return Err(PATH_NOT_FOUND.into());
                }
                std::fs::create_dir(&path).map_err(|_| ACCESS_ERROR.into())
            }
            DiskStmt::Chdir(e) => {
                let name = self.disk_name(e)?;
                self.cwd = self.dos_steps(folder_on_disk(&name)?)?;
                Ok(())
            }
            DiskStmt::Rmdir(e) => {
                let name = self.disk_name(e)?;
                let path = self.dos_dir(folder_on_disk(&name)?)?;
                // The root is no folder DOS removes: `Path not found` (real GW-BASIC 3.23:
                // `RMDIR "\"`, `"c:\."` and `" "` are 76); the current folder is 75.
                if path == Path::new(".") {
                    return Err(PATH_NOT_FOUND.into());
                }
                if self.cwd.contains(&path) {
                    return Err(ACCESS_ERROR.into());
                }
                std::fs::remove_dir(&path).map_err(|_| ACCESS_ERROR.into())
            }
            DiskStmt::Name(old, new) => {
                // The old name must be there and not open before the new one is read (GW
                // source GIODSK.ASM `NAME`: search, CHKFOP); then a new name open is 55, in
                // a folder not there 75, existing 58 (real GW-BASIC 3.23).
                // Each name is freed as it is read (real GW-BASIC 3.23: `NAME CHR$(90) AS
                // CHR$(89)` of no file, 53, leaves FRE(0) as it was).
                let old = self.eval_string_used(old)?.to_vec();
                // DOS's devices (`NUL`, `CON` …) cannot be renamed, nor be a new name: they
                // are there already (real GW-BASIC 3.23: 75, then 58), once the new name
                // has passed (`NAME "con.txt" AS "A*.B"` is 64).
                if super::files::is_dos_device(&old) {
                    let new = self.eval_string_used(new)?.to_vec();
                    self.dos_file(&new, NameUse::RenameTo)?;
                    return Err(ACCESS_ERROR.into());
                }
                // The open files are looked at first, by the name's last part, before DOS
                // sees its folders (real GW-BASIC 3.23: with T.TXT open, `NAME "Q\T.TXT"
                // AS "Z"` of no folder Q is 55); a file a KILL pattern took while it was
                // open is among them while the handle lasts (55, then 53 after its CLOSE).
                if self.open_by_name_part(&old, true) {
                    return Err(FILE_ALREADY_OPEN.into());
                }
                let from = self.dos_file(&old, NameUse::RenameFrom)?;
                if !from.exists() {
                    return Err(FILE_NOT_FOUND.into());
                }
                let new = self.eval_string_used(new)?.to_vec();
                // The new name too is looked for among the open files by its last part
                // before DOS sees it (GIODSK.ASM `NAME`: NAMSCN, then CHKFOP; real GW-BASIC
                // 3.23: with T.TXT open, `NAME "X.BAS" AS "T.TXT."` is 55, not DOS's 75).
                if self.open_by_name_part(&new, true) {
                    return Err(FILE_ALREADY_OPEN.into());
                }
                let to = self.dos_file(&new, NameUse::RenameTo)?;
                if super::files::is_dos_device(&new) {
                    return Err(FILE_EXISTS.into());
                }
                if self.file_is_open(&to) {
                    return Err(FILE_ALREADY_OPEN.into());
                }
                if to.exists() {
                    return Err(FILE_EXISTS.into());
                }
                std::fs::rename(&from, &to).map_err(|_| ACCESS_ERROR.into())
            }
        }
    }

    /// A path argument: a string, not empty (`Bad file name`).
    fn disk_name(&mut self, e: &Expr<P::Num>) -> Result<Vec<u8>, BasicError> {
        let name = self.eval(e)?.string()?.to_vec();
        if name.is_empty() {
            return Err(BAD_FILE_NAME.into());
        }
        Ok(name)
    }

    /// `FILES [mask]`: the current folder's DOS name, then the matching names in 8.3
    /// columns (folders marked `<DIR>`), then the bytes free.
    /// FILES's first line: the current folder.
    fn files_header(&mut self) {
        let cwd: Vec<String> = self
            .cwd
            .iter()
            .filter_map(|p| p.file_name())
            .map(|n| n.to_string_lossy().to_ascii_uppercase())
            .collect();
        self.screen
            .write(format!("C:\\{}", cwd.join("\\")).as_bytes());
        self.screen.newline();
    }

    fn files_list(&mut self, mask: Option<&Expr<P::Num>>) -> Result<(), BasicError> {
        let mask = match mask {
            Some(e) => self.disk_name(e)?,
            None => Vec::new(),
        };
        // A NUL: DOS finds nothing (`files::nul_cut`; real GW-BASIC 3.23: `FILES
        // "N"+CHR$(0)` is 53), unless it ends a drive or device alone.
        let given = mask.len();
        let mask = super::files::nul_cut(&mask).ok_or(FILE_NOT_FOUND)?.to_vec();
        // A drive or its root cut at a NUL goes to DOS with no name after it: FILES adds
        // `*.*` only to a name that ends at the drive or a `\` as typed, and DOSBox's
        // find-first of an empty name finds the folder's `.` alone, of a `\` at the end
        // nothing (real GW-BASIC 3.23: `FILES "C:"+CHR$(0)` lists `.`, `FILES
        // "C:\"+CHR$(0)` shows the folder, then 53).
        let bare = mask.len() < given;
        if super::files::holds_no_files(&mask) {
            return Err(ErrorKind::Numbered(68).into());
        }
        // A device GW-BASIC does not know (`AB:C`, `LPT4:`): DOS finds no such file, and
        // no folder is shown (real GW-BASIC 3.23: `FILES "TEST:X"` is 53 alone).
        if !mask.is_empty() && super::files::unknown_device(&mask).is_some() {
            return Err(ErrorKind::Numbered(53).into());
        }
        // A control character is `Bad file name` before the folder is shown, as to KILL
        // (real GW-BASIC 3.23: `FILES "D"+CHR$(10)+"U"` is 64 alone; CHR$(127) is a name).
        if mask.iter().any(|&b| b < 0x20) {
            return Err(BAD_FILE_NAME.into());
        }
        // A drive the machine does not have: DOS finds no file there, before the folder's
        // name is shown (real GW-BASIC 3.23 in DOSBox: `FILES "B:*.*"` is 53 alone).
        if strip_drive(&mask) == Err(Fault::NoDrive) {
            return Err(FILE_NOT_FOUND.into());
        }
        let mask = drop_drive(&mask);
        let (dir, pattern) = match mask.iter().rposition(|&b| b == b'\\') {
            Some(at) => (&mask[..at], &mask[at + 1..]),
            None => (&b""[..], mask),
        };
        // A wild card in a folder: DOS finds nothing, before the folder is shown; a folder
        // not there is found missing after it (real GW-BASIC 3.23 in DOSBox: `FILES
        // "S*\X"` and `" S*\..\."` are 53 alone, `"\NOSUCH\X"` shows `C:\`, then 53).
        if dir.iter().any(|&b| b == b'*' || b == b'?') {
            return Err(FILE_NOT_FOUND.into());
        }
        let Ok(steps) = self.dos_steps(dir) else {
            self.files_header();
            return Err(FILE_NOT_FOUND.into());
        };
        let folder = steps.last().cloned().unwrap_or_else(|| PathBuf::from("."));
        let pattern = latin1(pattern).to_ascii_uppercase();
        let pattern = if pattern.is_empty() {
            "*.*".to_string()
        } else {
            pattern
        };
        let (tmask, emask) = split_name(&pattern);
        let mut dirs = Vec::new();
        let mut files = Vec::new();
        // DOS finds `.` as the folder itself and `..` as its parent, each under its own
        // name (`.` at the root); a mask finds both entries as names without extension
        // (DOSBox, where the real GW-BASIC 3.23 ran: `FILES "SUB\."` shows `SUB`,
        // `FILES "*"` begins with `.` and `..`, the root's included).
        if bare && mask.ends_with(b"\\") {
            // nothing found
        } else if bare && pattern == "*.*" {
            dirs.push(".".to_string());
        } else if pattern == "." || pattern == ".." {
            let up = usize::from(pattern == "..");
            let named = steps.len().checked_sub(1 + up).map(|i| &steps[i]);
            dirs.push(named.map_or(".".to_string(), |p| {
                p.file_name()
                    .map_or(String::new(), |n| n.to_string_lossy().to_ascii_uppercase())
            }));
        } else {
            for dots in [".", ".."] {
                if mask_matches(dots, tmask) && mask_matches("", emask) {
                    dirs.push(dots.to_string());
                }
            }
            let mut found: Vec<(String, bool)> = std::fs::read_dir(&folder)
                .map_err(|_| FILE_NOT_FOUND)?
                .flatten()
                .map(|entry| {
                    let name = latin1(entry.file_name().as_encoded_bytes()).to_ascii_uppercase();
                    (name, entry.file_type().is_ok_and(|t| t.is_dir()))
                })
                .collect();
            found.sort();
            let mut shortened = Vec::new();
            for (name, is_dir) in found {
                let name = short_name(&name, &mut shortened);
                let (t, e) = split_name(&name);
                if !(mask_matches(t, tmask) && mask_matches(e, emask)) {
                    continue;
                }
                if is_dir {
                    dirs.push(name);
                } else {
                    files.push(name);
                }
            }
        }
        // DOS's find-first names a device for a device's name, whatever its extension and
        // on C: or its root (real GW-BASIC 3.23 in DOSBox: `FILES "NUL"`, `FILES "C:NUL"`,
        // `FILES "AUX.X"` list `NUL` and `AUX`, with the folder and the bytes free).
        if dirs.is_empty() && files.is_empty() && super::files::is_dos_device(mask) {
            let trunk = pattern.split('.').next().unwrap_or(&pattern);
            files.push(trunk.trim_end().to_string());
        }
        // `.` and `..` first, then the folders, then the files, each in name order.
        let dots = dirs.iter().take_while(|d| d.starts_with('.')).count();
        dirs[dots..].sort();
        files.sort();
        self.files_header();
        if dirs.is_empty() && files.is_empty() {
            return Err(FILE_NOT_FOUND.into());
        }
        let shown = |name: &str, tag: &str| {
            if name.starts_with('.') {
                return format!("{:8}{name:<4}{tag}", "");
            }
            let (t, e) = split_name(name);
            let dot = if e.is_empty() && !t.is_empty() {
                ' '
            } else {
                '.'
            };
            format!("{t:<8}{dot}{e:<3}{tag}")
        };
        let items: Vec<String> = dirs
            .iter()
            .map(|d| shown(d, "<DIR>"))
            .chain(files.iter().map(|f| shown(f, "     ")))
            .collect();
        // Each entry is followed by a space, or by a line end when another would not fit
        // the line (GIODSK.ASM `FILES`: the column after the next entry against the width);
        // after the last a line end unless at the line's start, then the bytes free and an
        // empty line (real GW-BASIC 3.23).
        let width = self.screen.width().unwrap_or(80);
        let mut column = 0;
        for item in &items {
            self.screen.write(&latin1_bytes(item));
            column += item.chars().count();
            if column + 1 + item.len() >= width {
                self.screen.newline();
                column = 0;
            } else {
                self.screen.write(b" ");
                column += 1;
            }
        }
        if column != 0 {
            self.screen.newline();
        }
        self.screen
            .write(format!(" {BYTES_FREE} Bytes free").as_bytes());
        self.screen.newline();
        self.screen.newline();
        Ok(())
    }
}

/// The 8.3 name DOSBox shows for a host name DOS could not hold (longer parts, more dots,
/// blanks or characters DOS refuses): the trunk's first six characters that DOS takes, `~`
/// and a number counting such names with that start, and the first three characters of
/// the last extension (`PROVENANCE.MD` is `PROVEN~1.MD`). `taken` holds the names made so
/// far in this folder.
fn short_name(host: &str, taken: &mut Vec<String>) -> String {
    let bytes = latin1_bytes(host);
    if super::files::dos_name(&bytes).is_ok_and(|dos| dos == bytes) {
        return host.to_string();
    }
    let keep = |part: &str| -> String {
        part.chars()
            .filter(|c| c.is_ascii_graphic() && !",;=<>|[]\":\\/.*?".contains(*c))
            .collect()
    };
    let (trunk, ext) = match host.rfind('.') {
        Some(at) if at > 0 => (&host[..at], &host[at + 1..]),
        _ => (host, ""),
    };
    let (trunk, ext) = (keep(trunk), keep(ext));
    let start: String = trunk.chars().take(6).collect();
    let number = taken
        .iter()
        .filter(|t| t.starts_with(&format!("{start}~")))
        .count()
        + 1;
    let ext: String = ext.chars().take(3).collect();
    let short = if ext.is_empty() {
        format!("{start}~{number}")
    } else {
        format!("{start}~{number}.{ext}")
    };
    taken.push(short.clone());
    short
}

/// A host name's bytes as characters, one each (a name DOSBox made holds the byte DOS was
/// given: `R` and 229 is shown so by FILES on the real GW-BASIC 3.23, not shortened).
fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// The bytes of a name [`latin1`] made.
fn latin1_bytes(name: &str) -> Vec<u8> {
    name.chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
        .collect()
}

/// A folder path CHDIR or RMDIR names, without its drive; a drive the machine does not
/// have is `Path not found` (real GW-BASIC 3.23 in DOSBox: `CHDIR "B:\"` is 76).
fn folder_on_disk(name: &[u8]) -> Result<&[u8], ErrorKind> {
    if strip_drive(name) == Err(Fault::NoDrive) {
        return Err(PATH_NOT_FOUND);
    }
    Ok(drop_drive(name))
}

/// A path without its drive (`C:`): the one disk is the working folder.
fn drop_drive(name: &[u8]) -> &[u8] {
    match name {
        [d, b':', rest @ ..] if d.is_ascii_alphabetic() => rest,
        _ => name,
    }
}

#[cfg(test)]
mod tests {
    use super::{mask_matches, short_name};

    #[test]
    fn masks() {
        assert!(mask_matches("TEST", "*"));
        assert!(mask_matches("TEST", "T?ST"));
        assert!(mask_matches("", ""));
        assert!(!mask_matches("TEST", "TES"));
        assert!(mask_matches("TE", "TE??"));
    }

    #[test]
    fn long_host_names_are_shortened_as_dosbox_shows_them() {
        let mut taken = Vec::new();
        assert_eq!(short_name("P.BAS", &mut taken), "P.BAS");
        assert_eq!(short_name("PROVENANCE.MD", &mut taken), "PROVEN~1.MD");
        assert_eq!(short_name("PROVENANCE2.MD", &mut taken), "PROVEN~2.MD");
        assert_eq!(short_name("DOSBOX.CONF", &mut taken), "DOSBOX~1.CON");
        assert_eq!(short_name("A.B.C", &mut taken), "AB~1.C");
        assert!(taken.len() == 4);
    }
}
