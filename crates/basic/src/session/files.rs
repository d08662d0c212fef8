//! SAVE, LOAD and FILES: the program as an ASCII listing in a host file.
//!
//! The machines saved to cassette (8K BASIC's CSAVE, the C64's `SAVE "NAME",1`) or disk
//! (`SAVE "NAME",8`, GW-BASIC's `SAVE "NAME"`); ferrite saves the listing as LIST prints
//! it, one line per LF, in the current folder, and LOAD reads any listing `ferrite run`
//! reads. A name without an extension gets `.BAS`, as GW-BASIC added it. SAVE writes a
//! temporary file beside the target and renames it, so a failed write never loses the copy
//! already on disk.

use std::fs;
use std::path::{Path, PathBuf};

use ferrite_console::Console;

use super::words::editor_words;
use super::{AnySession, Session};
use crate::dialect::Profile;
use crate::error::ErrorKind;

impl<P: Profile> Session<P> {
    /// `LOAD "name"`: the program in memory is replaced; false when nothing was loaded.
    pub(super) fn load_file(&mut self, args: &[u8], con: &mut dyn Console) -> bool {
        let Some(name) = file_name(args) else {
            self.machine.load_hidden = false;
            self.error(ErrorKind::Syntax, con);
            return false;
        };
        let disk = editor_words::<P>().disk_messages;
        if let Some(says) = disk {
            self.announce(says.searching, &name);
        }
        let mut first = 0;
        let mut image = None;
        let bytes = if P::dos_disk() {
            dos_read(&self.machine, &name).map(|(text, f, img)| {
                first = f;
                image = img;
                text
            })
        } else {
            fs::read(&name).or_else(|e| match with_extension(&name) {
                Some(other) => fs::read(other),
                None => Err(e),
            })
        };
        self.machine.load_hidden = false;
        match bytes {
            Ok(bytes) => {
                if let Some(says) = disk {
                    self.announce(says.loading, Path::new(""));
                }
                self.program.clear();
                self.machine.clear();
                // LOAD scratches the old program with SCRTCH, which ends AUTO mode.
                self.auto = None;
                // A FOCAL program read as BASIC would store `01.10 TYPE` as line 1.
                if super::looks_like_focal(&bytes) {
                    self.error(ErrorKind::Syntax, con);
                    return false;
                }
                let current = self.current;
                let loaded = match &image {
                    Some(img) if first >= 0xfe => {
                        self.put_file_lines(img);
                        Ok(())
                    }
                    _ => self.load_file_text(&bytes),
                };
                self.warn_overflows(con);
                // A tokenised file is copied into memory whole, not typed in line by line:
                // the current line `.` stays (checked on GW-BASIC 3.23).
                if first >= 0xfe {
                    self.current = current;
                }
                if let Err(e) = loaded {
                    self.error(e.kind, con);
                    return false;
                }
                self.program.protected = first == 0xfe;
                self.program.image =
                    image.map(|i| (self.program.generation(), std::rc::Rc::new(i)));
                true
            }
            Err(_) => {
                self.message(editor_words::<P>().load_error, con);
                false
            }
        }
    }

    /// The lines of a tokenised file's memory image (`gwfile::memory_image`) as the program:
    /// GW-BASIC read the file into memory whole, so each line keeps its bytes, lines
    /// 65530 to 65535 included, and the bytes after the 0 link stay after the program.
    pub(super) fn put_file_lines(&mut self, image: &[u8]) {
        let Some((lines, tail)) = crate::token::gwfile::file_lines(image) else {
            return;
        };
        for (number, crunched) in lines {
            self.program.push_stored_line(number, crunched);
        }
        self.program.tail = std::rc::Rc::from(tail);
    }

    /// GW-BASIC's `MERGE "name"`: the lines of an ASCII program file typed into the program
    /// in memory (a line of the same number replaced, a bare number deleting its line); a
    /// tokenised or protected file is `Bad file mode`, a missing one `File not found`, and
    /// a protected program in memory takes no lines (GIODSK.ASM `MERGE`, `PROCHK`).
    ///
    /// True when the merge stopped at an overflowing literal the program's ON ERROR traps
    /// (`load_trapped`): the caller hands the error to the handler.
    pub(super) fn merge_file(&mut self, args: &[u8], con: &mut dyn Console) -> bool {
        let Some(name) = file_name(args) else {
            self.error(ErrorKind::Syntax, con);
            return false;
        };
        match dos_read(&self.machine, &name) {
            Err(_) => self.error(ErrorKind::Numbered(53), con),
            Ok((_, first, _)) if first >= 0xfe => self.error(ErrorKind::Numbered(54), con),
            Ok((text, _, _)) if self.merge_refused(&text) => {
                self.error(ErrorKind::IllegalQuantity, con)
            }
            Ok((text, _, _)) => {
                // Each line stored clears the variables and the error trap, as a typed one
                // does (GWMAIN.ASM `EDENT`); a file without lines changes nothing.
                let before = self.program.generation();
                let loaded = self.load_file_text(&text);
                if std::mem::take(&mut self.load_trapped) {
                    return true;
                }
                if self.program.generation() != before {
                    self.machine.clear();
                }
                self.warn_overflows(con);
                if let Err(e) = loaded {
                    self.error(e.kind, con);
                }
            }
        }
        false
    }

    /// Whether an ASCII file's lines may not be merged: its first line reaches `EDENT`, whose
    /// `PROCHK` lets no line into a protected program (GWMAIN.ASM; real GW-BASIC 3.23: MERGE
    /// and CHAIN MERGE into a program loaded protected are `Illegal function call` after the
    /// file was found and its first byte read, and an empty file merges nothing).
    pub(super) fn merge_refused(&self, text: &[u8]) -> bool {
        self.program.protected && text.iter().any(|&c| c != 0x1a)
    }

    /// `SAVE "name"`: the listing, written whole or not at all.
    pub(super) fn save_file(&mut self, args: &[u8], con: &mut dyn Console) {
        let Some(name) = file_name(args) else {
            self.error(ErrorKind::Syntax, con);
            return;
        };
        // After the name only `,A`, `,P` or the statement's end: anything else is a
        // syntax error before the file is opened (GIODSK.ASM `SAVE`; real GW-BASIC 3.23:
        // `SAVE "T"NT X` saves nothing).
        if P::dos_disk() && !matches!(save_option(args).as_slice(), b"" | b",A" | b",P") {
            self.error(ErrorKind::Syntax, con);
            return;
        }
        if let Some(says) = editor_words::<P>().disk_messages {
            self.announce(says.saving, &name);
        }
        let mut path = with_extension(&name).unwrap_or(name);
        if P::dos_disk() {
            if let Ok(p) = self
                .machine
                .program_path(path.as_os_str().as_encoded_bytes())
            {
                path = p;
            }
        }
        let mut listing = self.listing();
        if P::dos_disk() {
            // A DOS text file: CR LF line ends, and after `SAVE "name",A` a CTRL-Z at the end
            // (pcbasic-suite tokens_with_number's TOKENS.ASC).
            let option = save_option(args);
            let ascii = option == b",A";
            // GIODSK.ASM `PROCHK`: a protected program is saved protected or not at all;
            // the file was opened first, so it is left holding the CTRL-Z CLOSE writes
            // (gw-real).
            if self.program.protected && option != b",P" {
                let _ = ferrite_images::save_atomically(&path, &[0x1a]);
                self.error(ErrorKind::IllegalQuantity, con);
                return;
            }
            let mut dos = super::listing::dos_listing(&self.list_lines(0, u32::MAX));
            if ascii {
                dos.push(0x1a);
                listing = dos;
            } else {
                // A plain SAVE writes the program as GW-BASIC held it, tokenised, its
                // jumps' pointers made numbers again (GIO86.ASM `BINSAV`: SCCPTR).
                self.machine.drop_line_pointers();
                let image = crate::token::gwsave::text_image(
                    self.program
                        .lines()
                        .iter()
                        .map(|l| (l.number, l.crunched::<P>())),
                    &self.program.tail,
                );
                listing = crate::token::gwsave::image_file(&image);
                // `SAVE "name",P`: the same bytes encoded (GIODSK.ASM `PROSAV`).
                if option == b",P" {
                    listing = crate::token::gwsave::protected_file(&listing);
                }
            }
        }
        if ferrite_images::save_atomically(&path, &listing).is_err() {
            self.message(editor_words::<P>().save_error, con);
        }
    }

    /// A disk message and a file name on a line of their own (the KERNAL starts it with
    /// a RETURN).
    fn announce(&mut self, words: &str, name: &Path) {
        let screen = &mut self.machine.screen;
        screen.newline();
        screen.write(words.as_bytes());
        screen.write(name.to_string_lossy().as_bytes());
    }

    /// GW-BASIC's `FILES`: the names in the current folder, in columns.
    pub(super) fn files(&mut self, con: &mut dyn Console) {
        let mut names: Vec<String> = match fs::read_dir(".") {
            Ok(dir) => dir
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect(),
            Err(_) => {
                self.message(editor_words::<P>().load_error, con);
                return;
            }
        };
        names.sort();
        let screen = &mut self.machine.screen;
        for (i, name) in names.iter().enumerate() {
            screen.write(name.as_bytes());
            if i % 4 == 3 || i + 1 == names.len() {
                screen.newline();
            } else {
                screen.spaces(18usize.saturating_sub(name.len()).max(2));
            }
        }
        screen.flush(con);
    }
}

/// What follows SAVE's quoted name, blanks dropped, in capitals (`,A`, `,P` or nothing
/// when well formed).
fn save_option(args: &[u8]) -> Vec<u8> {
    let Some(rest) = args.strip_prefix(b"\"") else {
        return Vec::new();
    };
    let Some(q) = rest.iter().position(|&c| c == b'"') else {
        return Vec::new();
    };
    rest[q + 1..]
        .iter()
        .filter(|c| **c != b' ')
        .map(u8::to_ascii_uppercase)
        .collect()
}

/// The file name in `"NAME"` (the closing quote may be missing, and what follows it, such
/// as the C64's `,8` device, is ignored).
fn file_name(args: &[u8]) -> Option<PathBuf> {
    let rest = args.strip_prefix(b"\"")?;
    let end = rest.iter().position(|&c| c == b'"').unwrap_or(rest.len());
    let name = std::str::from_utf8(&rest[..end]).ok()?.trim();
    (!name.is_empty()).then(|| PathBuf::from(name))
}

/// The listing of a program file a running program names (CHAIN), found as LOAD finds it,
/// and whether it was a protected file.
pub(super) fn program_bytes<P: Profile>(
    machine: &crate::exec::Machine<P>,
    name: &[u8],
) -> Option<ProgramFile> {
    let name = String::from_utf8_lossy(name).trim().to_string();
    let path = PathBuf::from(name);
    if P::dos_disk() {
        dos_read(machine, &path)
            .ok()
            .map(|(listing, first, image)| ProgramFile {
                listing,
                first,
                image,
            })
    } else {
        fs::read(&path).ok().map(|listing| ProgramFile {
            listing,
            first: 0,
            image: None,
        })
    }
}

/// A program file as CHAIN reads it.
pub(super) struct ProgramFile {
    /// Its listing (an ASCII file's text, a tokenised file's lines listed).
    pub listing: Vec<u8>,
    /// Its first byte: 0xFE protected, 0xFF tokenised.
    pub first: u8,
    /// The text a tokenised or protected file puts in memory (`gwfile::memory_image`).
    pub image: Option<Vec<u8>>,
}

/// A program file on a DOS disk: the name as typed, or with `.BAS`, matched without regard
/// to case; an ASCII listing ends at its CTRL-Z. With the listing, the file's first byte
/// (0xFE protected, `SAVE "name",P`; 0xFF tokenised) and the text a tokenised file puts in
/// memory.
fn dos_read<P: Profile>(
    machine: &crate::exec::Machine<P>,
    name: &Path,
) -> std::io::Result<(Vec<u8>, u8, Option<Vec<u8>>)> {
    let bytes = name.as_os_str().as_encoded_bytes();
    if crate::exec::Machine::<P>::empty_device(bytes) {
        return Ok((Vec::new(), 0, None));
    }
    let found = machine
        .program_path(bytes)
        .ok()
        .filter(|p| p.exists())
        .or_else(|| {
            let other = with_extension(name)?;
            machine
                .program_path(other.as_os_str().as_encoded_bytes())
                .ok()
                .filter(|p| p.exists())
        })
        .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::NotFound))?;
    if machine.program_file_hidden(&found) {
        return Ok((Vec::new(), 0, None));
    }
    let raw = fs::read(found)?;
    // A tokenised file cut short runs on into the old program text (`memory_image_over`).
    let image = match raw.first() {
        Some(0xff) => crate::token::gwfile::memory_image_over(&raw, &machine.text_image()),
        // GIODSK.ASM `PROLOD`: a protected file is decoded in memory (only the file's
        // bytes: what memory held past them is taken as it is).
        Some(0xfe) => crate::token::gwfile::memory_image_over(
            &crate::token::gwsave::unprotected_file(&raw),
            &machine.text_image(),
        ),
        _ => None,
    };
    let text = match &image {
        Some(img) => crate::token::gwfile::detokenise::<P>(img),
        None => program_text::<P>(&raw),
    }
    .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::InvalidData))?;
    Ok((text, raw.first().copied().unwrap_or(0), image))
}

/// A DOS program file's listing: a tokenised file detokenised (`None` when it cannot be),
/// an ASCII listing up to its CTRL-Z.
pub(super) fn program_text<P: Profile>(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.first() == Some(&0xfe) {
        let plain = crate::token::gwsave::unprotected_file(bytes);
        return crate::token::gwfile::detokenise::<P>(&plain);
    }
    if crate::token::gwfile::is_tokenised(bytes) {
        return crate::token::gwfile::detokenise::<P>(bytes);
    }
    let mut bytes = bytes.to_vec();
    if bytes.first().is_some_and(|&b| b != 0xfe) {
        if let Some(z) = bytes.iter().position(|&b| b == 0x1a) {
            bytes.truncate(z);
        }
    }
    Some(bytes)
}

/// `NAME.BAS` for a name without an extension.
fn with_extension(path: &Path) -> Option<PathBuf> {
    path.extension()
        .is_none()
        .then(|| path.with_extension("BAS"))
}
