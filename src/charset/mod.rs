//! A listing's characters as the machine's own bytes, and the machine's bytes back as text
//! (issue 28; the rule per machine is in `docs/characters.md`).
//!
//! A listing file that is valid UTF-8 and holds a character beyond ASCII was written on a
//! modern host: each character becomes the byte the machine used for it (code page 437 on
//! the PC, PETSCII on the C64, ATASCII on the Atari, 7-bit ASCII on the Altair), so
//! `LEN("É")` is 1. A character the machine has no code for is read as its closest
//! (`É` as `E` on the Atari, a letter without its accent), with a warning on standard
//! error, once per character. Any other file (ASCII, or bytes that are not UTF-8: a file
//! in the machine's own set) is taken byte for byte, as before. Typed lines follow the same
//! rule. On the C64 the listing notation of the recorded suites (`{clr}`, lower case for
//! SHIFT+letter) is read in every listing.
//!
//! Output goes back the same way only where it must: the PC's codes 128-255 become their
//! code page 437 characters once the listing or a typed line was UTF-8 (a run of an ASCII
//! listing keeps every byte as the machine sent it, so the recorded suites are unchanged);
//! the C64's SHIFT+letters are written as the notation's lower-case letters, its other
//! graphics as their look-alikes after UTF-8 input.

mod c64;
mod console;
mod cp437;
mod fold;
mod petscii;

use std::borrow::Cow;
use std::collections::HashSet;

pub use console::CharsetConsole;

use crate::cli::DialectArg;

/// A machine's character set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    /// The Altair's teletype: 7-bit ASCII.
    Ascii,
    /// The IBM PC's code page 437 (GW-BASIC).
    Cp437,
    /// The C64's PETSCII, in the `{clr}` listing notation.
    Petscii,
    /// The Atari's ATASCII.
    Atascii,
}

impl Set {
    /// The set of a dialect's machine (FOCAL's teletype is ASCII too).
    pub fn of(dialect: DialectArg) -> Self {
        match dialect {
            DialectArg::Gw => Set::Cp437,
            DialectArg::C64 => Set::Petscii,
            DialectArg::Atari => Set::Atascii,
            DialectArg::Altair | DialectArg::Focal69 => Set::Ascii,
        }
    }

    /// The set's name in a warning.
    fn name(self) -> &'static str {
        match self {
            Set::Ascii => "ASCII",
            Set::Cp437 => "code page 437",
            Set::Petscii => "PETSCII",
            Set::Atascii => "ATASCII",
        }
    }

    /// The machine's code for a character beyond ASCII, when it has one.
    fn encode(self, c: char) -> Option<u8> {
        match self {
            Set::Ascii => None,
            Set::Cp437 => cp437::encode(c),
            Set::Petscii => petscii::encode(c),
            Set::Atascii => (0..128u8).find(|&code| {
                let glyph = ferrite_screen::atari::glyph(code);
                !glyph.is_ascii() && glyph == c
            }),
        }
    }
}

/// Characters already warned about, so each is named once.
#[derive(Default)]
pub struct Warned(HashSet<char>);

/// A listing as the machine's bytes.
pub struct Listing<'a> {
    /// The bytes.
    pub bytes: Cow<'a, [u8]>,
    /// Whether the file was UTF-8 with characters beyond ASCII (output is then written back
    /// as UTF-8).
    pub utf8: bool,
}

/// Whether `text` is UTF-8 written on a modern host: valid, and not plain ASCII.
fn modern(text: &[u8]) -> Option<&str> {
    if text.is_ascii() {
        return None;
    }
    std::str::from_utf8(text).ok()
}

/// One character as the machine's bytes: its code, or (C64) its code in brace notation for
/// the notation reader; a character with none is folded to its closest, with a warning.
fn push_char(set: Set, c: char, out: &mut Vec<u8>, warned: &mut Warned, place: &str) {
    if c.is_ascii() {
        out.push(c as u8);
        return;
    }
    if let Some(code) = set.encode(c) {
        if set == Set::Petscii {
            out.extend_from_slice(format!("{{{code}}}").as_bytes());
        } else {
            out.push(code);
        }
        return;
    }
    let similar = fold::similar(c).and_then(|s| Some((s, set.encode(s)?)));
    let (closest, code) = match similar {
        Some((s, code)) => (s, code),
        None => (fold::closest(c), fold::closest(c) as u8),
    };
    if warned.0.insert(c) {
        eprintln!(
            "ferrite: {place}: '{c}' has no {} equivalent; read as '{closest}'",
            set.name()
        );
    }
    if set == Set::Petscii && !closest.is_ascii() {
        out.extend_from_slice(format!("{{{code}}}").as_bytes());
    } else {
        out.push(code);
    }
}

/// The listing line's name in a warning: its BASIC line number, else its place in the file.
fn line_place(line: &str, index: usize) -> String {
    let digits: String = line
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    if digits.is_empty() {
        format!("line {} of the file", index + 1)
    } else {
        format!("line {digits}")
    }
}

/// A C64 listing's characters beyond ASCII in the listing notation (`{255}` for `π`), for
/// readers of the notation (the screen runs).
pub fn c64_notation(source: &[u8]) -> Cow<'_, [u8]> {
    unicode_to_bytes(Set::Petscii, source).0
}

/// A listing file's bytes as the machine's (see the module's rule); warnings go to standard
/// error.
pub fn listing(set: Set, source: &[u8]) -> Listing<'_> {
    let (bytes, utf8) = unicode_to_bytes(set, source);
    let bytes = match set {
        Set::Petscii => Cow::Owned(c64::listing(&bytes)),
        _ => bytes,
    };
    Listing { bytes, utf8 }
}

/// A UTF-8 listing's characters as the machine's codes (the C64's in its notation), any
/// other file as it is; whether it was UTF-8 beyond ASCII.
fn unicode_to_bytes(set: Set, source: &[u8]) -> (Cow<'_, [u8]>, bool) {
    let warned = &mut Warned::default();
    match modern(source) {
        Some(text) => {
            let mut out = Vec::with_capacity(text.len());
            for (index, line) in text.split_inclusive('\n').enumerate() {
                let place = line_place(line, index);
                for c in line.chars() {
                    push_char(set, c, &mut out, warned, &place);
                }
            }
            (Cow::Owned(out), true)
        }
        None => (Cow::Borrowed(source), false),
    }
}

/// A typed line as the machine's keys; gives whether it was UTF-8 beyond ASCII.
pub fn typed(set: Set, line: Vec<u8>, warned: &mut Warned) -> (Vec<u8>, bool) {
    let (bytes, utf8) = match modern(&line) {
        Some(text) => {
            let mut out = Vec::with_capacity(text.len());
            for c in text.chars() {
                push_char(set, c, &mut out, warned, "a typed line");
            }
            (out, true)
        }
        None => (line, false),
    };
    match set {
        Set::Petscii => (ferrite_screen::c64::petcat::keys(&bytes), utf8),
        _ => (bytes, utf8),
    }
}

/// A key read on its own (the C64's GET): a lower-case letter is SHIFT+letter, as in typed
/// lines.
pub fn key(set: Set, key: u8) -> u8 {
    match (set, key) {
        (Set::Petscii, b'a'..=b'z') => key + 96,
        _ => key,
    }
}

/// Output bytes as text for the host (see the module's rule).
pub fn output(set: Set, utf8: bool, bytes: &[u8]) -> Cow<'_, [u8]> {
    match set {
        Set::Cp437 if utf8 && !bytes.is_ascii() => {
            let text: String = bytes.iter().map(|&b| cp437::decode(b)).collect();
            Cow::Owned(text.into_bytes())
        }
        Set::Petscii if bytes.iter().any(|&b| b >= 128) => {
            let mut out = Vec::with_capacity(bytes.len());
            for &b in bytes {
                match b {
                    193..=218 => out.push(b - 96),
                    _ => match petscii::decode(b).filter(|_| utf8) {
                        Some(c) => out.extend_from_slice(c.to_string().as_bytes()),
                        None => out.push(b),
                    },
                }
            }
            Cow::Owned(out)
        }
        _ => Cow::Borrowed(bytes),
    }
}

/// `ferrite list` of a text listing: its characters read as the machine's bytes (as `run`
/// reads them, with the same warnings) and written back as text: the C64's codes by their
/// `{clr}` names and SHIFT+letters in lower case (`{3 down}` becomes
/// `{down}{down}{down}`), code page 437 as UTF-8 when the listing was UTF-8. The lines are
/// not stored in a machine: a C64's own LIST would spell out shifted letters in REM and DATA
/// text as keywords.
pub fn list_back(
    asked: Option<DialectArg>,
    path: &std::path::Path,
    source: &[u8],
) -> anyhow::Result<Vec<u8>> {
    let dialect = crate::detect::pick_dialect(asked, path, source);
    let set = Set::of(dialect);
    let source = source.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(source);
    let read = listing(set, source);
    Ok(match set {
        Set::Petscii => {
            let mut out = Vec::with_capacity(read.bytes.len());
            for line in read.bytes.split_inclusive(|&b| b == b'\n') {
                let text = line.strip_suffix(b"\n").unwrap_or(line);
                let text = text.strip_suffix(b"\r").unwrap_or(text);
                out.extend(ferrite_images::petscii::to_text(text).into_bytes());
                out.extend_from_slice(&line[text.len()..]);
            }
            out
        }
        _ => output(set, read.utf8, &read.bytes).into_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(set: Set, text: &str) -> Vec<u8> {
        listing(set, text.as_bytes()).bytes.into_owned()
    }

    #[test]
    fn each_machine_reads_an_accented_letter_as_one_byte() {
        assert_eq!(read(Set::Cp437, "10 A$=\"CAFÉ\"\n"), b"10 A$=\"CAF\x90\"\n");
        assert_eq!(read(Set::Atascii, "10 A$=\"CAFÉ\"\n"), b"10 A$=\"CAFE\"\n");
        assert_eq!(read(Set::Ascii, "10 A$=\"CAFÉ\"\n"), b"10 A$=\"CAFE\"\n");
        assert_eq!(read(Set::Petscii, "10 A$=\"CAFÉ\"\n"), b"10 A$=\"CAFE\"\n");
    }

    #[test]
    fn graphics_become_the_machines_codes() {
        assert_eq!(read(Set::Cp437, "10 ?\"╔═╗\""), b"10 ?\"\xc9\xcd\xbb\"");
        assert_eq!(read(Set::Atascii, "10 ?\"♥─\""), b"10 ?\"\x00\x12\"");
        assert_eq!(read(Set::Petscii, "10 ?\"£π┼\""), b"10 ?\"\\\xff\xdb\"");
    }

    #[test]
    fn the_c64_reads_its_notation_in_any_listing() {
        assert_eq!(
            read(Set::Petscii, "10 print \"{clr}{3 down}Ab\"\n"),
            b"10 PRINT \"\x93\x11\x11\x11A\xc2\"\n"
        );
    }

    #[test]
    fn a_file_in_the_machines_own_bytes_is_kept() {
        let raw = b"10 A$=\"\x90\x9b\"\n";
        assert_eq!(listing(Set::Cp437, raw).bytes.as_ref(), raw);
        assert!(!listing(Set::Cp437, raw).utf8);
    }

    #[test]
    fn output_is_text_again_where_the_rule_says() {
        assert_eq!(
            output(Set::Cp437, true, b"CAF\x90").as_ref(),
            "CAFÉ".as_bytes()
        );
        assert_eq!(output(Set::Cp437, false, b"CAF\x90").as_ref(), b"CAF\x90");
        assert_eq!(
            output(Set::Petscii, false, b"\xc4O \x93").as_ref(),
            b"dO \x93"
        );
        assert_eq!(output(Set::Petscii, true, b"\xff").as_ref(), "π".as_bytes());
    }

    #[test]
    fn typed_lines_follow_the_listing() {
        let mut warned = Warned::default();
        assert_eq!(
            typed(Set::Cp437, "É".as_bytes().to_vec(), &mut warned),
            (vec![0x90], true)
        );
        assert_eq!(
            typed(Set::Petscii, b"no".to_vec(), &mut warned),
            (vec![206, 207], false)
        );
    }
}
