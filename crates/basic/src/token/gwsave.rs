//! GW-BASIC's tokenised program files, written: what `SAVE "name"` (without `,A`) put on
//! the disk, the program as GW-BASIC's cruncher stored it in memory.
//!
//! The file is a 0xFF byte, then each line as a two-byte link (the memory address of the
//! next line, the first line sitting at 0x126E), the two-byte line number, the crunched
//! text and a 0; then a 0 link and a CTRL-Z. The crunching follows GW-BASIC's: keywords are
//! tokens only as whole words (FN, SPC(, TAB( and USR even inside a name), names are
//! upper-cased, numbers are stored in binary (0x11-0x1A the digits 0 to 9, 0x0F a byte,
//! 0x1C an integer, 0x1D a single, 0x1F a double, 0x0B octal, 0x0C hex), and after a word
//! that takes line numbers (GOTO, THEN, ERL, RESTORE, ...) numbers are line numbers (0x0E),
//! `.` included as itself; `'` is stored as `:REM'`, ELSE as `:ELSE`, WHILE as `WHILE+`.
//!
//! Sources: the byte values of PC-BASIC's `base/tokens.py` (as `gwfile.rs` lists them), its
//! `converter/tokeniser.py` read to learn the crunching rules, and its `memory/memory.py`
//! for the program's address (4718, 0x126E, with three files); pcbasic-suite ERLTOKEN and
//! NEW, whose models real GW-BASIC 3.23 saved.

use super::gwwords::{ONE_BYTE, TWO_BYTE};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::num::{NumKind, Number, ParseContext};

/// Where GW-BASIC kept the first program line (three files open at most).
pub(crate) const PROGRAM_START: usize = 0x126e;

/// The words after which numbers are line numbers.
const LINE_NUMBER_WORDS: &[&str] = &[
    "GOTO", "THEN", "ELSE", "GOSUB", "LIST", "RENUM", "EDIT", "LLIST", "DELETE", "RUN", "RESUME",
    "AUTO", "ERL", "RESTORE", "RETURN",
];

/// The file `SAVE "name"` writes for these lines (number and text as stored: line 0
/// keeps the space typed after its number, as GW-BASIC's did).
pub fn tokenised_file<P: Profile>(lines: &[(u16, &[u8])]) -> Vec<u8> {
    let image = text_image(
        lines
            .iter()
            .map(|&(n, t)| (n, std::borrow::Cow::Owned(crunch_line::<P>(t)))),
        &[],
    );
    image_file(&image)
}

/// The file `SAVE "name"` writes from the program text in memory ([`text_image`]): a 0xFF
/// in place of the 0 below TXTTAB, the text, a CTRL-Z.
pub fn image_file(image: &[u8]) -> Vec<u8> {
    let mut file = vec![0xff];
    file.extend_from_slice(image.get(1..).unwrap_or(&[]));
    file.push(0x1a);
    file
}

/// The program text in memory from the 0 byte below TXTTAB: each line's link (the address
/// of the next line, GWMAIN.ASM `CHEAD`), number, crunched text and 0, then the 0 link and
/// `tail`, the bytes a loaded file left after it. `SAVE "name"` writes this after a 0xFF.
pub fn text_image<'a>(
    lines: impl Iterator<Item = (u16, std::borrow::Cow<'a, [u8]>)>,
    tail: &[u8],
) -> Vec<u8> {
    let mut out = vec![0];
    for (number, body) in lines {
        let next = PROGRAM_START + out.len() - 1 + 4 + body.len() + 1;
        out.extend_from_slice(&(next as u16).to_le_bytes());
        out.extend_from_slice(&number.to_le_bytes());
        out.extend_from_slice(&body);
        out.push(0);
    }
    out.extend_from_slice(&[0, 0]);
    out.extend_from_slice(tail);
    out
}

/// The token bytes of a keyword spelling, if it is one.
fn keyword_token(word: &str) -> Option<Vec<u8>> {
    if let Some(&(b, _)) = ONE_BYTE.iter().find(|&&(_, w)| w == word) {
        return Some(vec![b]);
    }
    TWO_BYTE
        .iter()
        .find(|&&(_, _, w)| w == word)
        .map(|&(p, s, _)| vec![p, s])
}

/// Whether a byte may go on a name (letters, digits and `.`).
fn name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'.'
}

/// One line's text crunched as GW-BASIC stored it.
pub fn crunch_line<P: Profile>(text: &[u8]) -> Vec<u8> {
    crunch::<P>(text).0
}

/// How many of the line's number literals overflowed as the cruncher stored them: it said
/// `Overflow` for each and kept the largest value (FIN's overflow; GW-BASIC 3.23 prints
/// the warning as it loads or stores the line, before any run).
pub fn crunch_overflows<P: Profile>(text: &[u8]) -> usize {
    crunch::<P>(text).1
}

/// Whether crunching the line meets a number whose `$FIN` loses the text pointer (see
/// [`crate::num::Number::text_loses_pointer`]): the line is stored cut after it.
pub fn crunch_loses_pointer<P: Profile>(text: &[u8]) -> bool {
    // only a line with an exponent can
    text.iter()
        .any(|c| matches!(c.to_ascii_uppercase(), b'E' | b'D'))
        && crunch::<P>(text).2
}

/// The crunched line, how many of its literals overflowed, and whether one lost the text
/// pointer.
fn crunch<P: Profile>(text: &[u8]) -> (Vec<u8>, usize, bool) {
    let mut overflows = 0;
    let mut lost = false;
    let mut out = Vec::with_capacity(text.len());
    let mut jump = false;
    let mut numbers = true;
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        match c {
            0 => break,
            b' ' => {
                out.push(c);
                i += 1;
            }
            b'"' => {
                let end = text[i + 1..]
                    .iter()
                    .position(|&b| b == b'"')
                    .map_or(text.len(), |p| i + p + 2);
                out.extend_from_slice(&text[i..end]);
                i = end;
            }
            // OCTCNS reads `&H` digits without CHRGET (a prefix byte after them is
            // crunched as itself), octal ones with it (`&O1<1B>7` keeps two spaces and
            // ends the line, as after a decimal number; real GW-BASIC 3.23).
            b'&' => {
                let lim = text[i..]
                    .iter()
                    .position(|&c| matches!(c, 11..=29 | 31))
                    .map_or(text.len(), |p| i + p);
                i += based_number(&text[i..lim], &mut out);
                let hex = out.get(out.len().saturating_sub(3)) == Some(&0x0c);
                if !hex {
                    if let Some(left) = scan_lost(&text[i..]) {
                        out.extend_from_slice(left);
                        break;
                    }
                }
            }
            b'0'..=b'9' | b'.' if numbers => {
                let start = out.len();
                // The scan stops at a prefix byte, whatever follows it.
                let lim = text[i..]
                    .iter()
                    .position(|&c| matches!(c, 11..=29 | 31))
                    .map_or(text.len(), |p| i + p);
                let from = i;
                i += if jump {
                    jump_number(&text[i..lim], &mut out)
                } else {
                    constant::<P>(&text[i..lim], &mut out, &mut overflows)
                };
                // `$FINE`'s overflow exit: the constant is stored (a zero) and the cruncher
                // reads on from the stray text pointer, an empty text on the machine.
                if !jump && P::Num::text_loses_pointer(&text[from..i]) {
                    lost = true;
                    break;
                }
                // FIN ends at a type suffix without fetching the next character: the
                // prefix byte after `7%`, `3!` or `1#` is crunched as itself (a space).
                let suffixed = !jump && i > 0 && matches!(text[i - 1], b'%' | b'!' | b'#');
                if let Some(left) = scan_lost(&text[i..]).filter(|_| !suffixed) {
                    // FIN (not LINGET) met an integer, single or double prefix (28, 29,
                    // 31): the number is stored as the single 0 (real GW-BASIC 3.23:
                    // `PRINT 7<1C>8` and `1.5<1F>` store 1D 00 00 00 00).
                    let next = text[i..]
                        .iter()
                        .find(|&&c| !matches!(c, b' ' | b'\t' | b'\n'));
                    if !jump && matches!(next, Some(28 | 29 | 31)) {
                        out.truncate(start);
                        out.extend_from_slice(&[0x1d, 0, 0, 0, 0]);
                    }
                    out.extend_from_slice(left);
                    break;
                }
            }
            b'+' | b'-' | b'=' | b'/' | b'\\' | b'^' | b'*' | b'<' | b'>' => {
                out.extend(keyword_token(&char::from(c).to_string()).unwrap_or(vec![c]));
                numbers = true;
                i += 1;
            }
            b'\'' => {
                out.extend_from_slice(&[b':', 0x8f, 0xd9]);
                out.extend_from_slice(&text[i + 1..]);
                break;
            }
            // NTDATA: `?` is the PRINT token, a reserved word like any other past NOTFN2,
            // so line-number mode ends (`RESTORE 5 ? 6` stores 6 as a number).
            b'?' => {
                out.push(0x91);
                numbers = true;
                jump = false;
                i += 1;
            }
            _ if c.is_ascii_alphabetic() => {
                let (word, len, token) = next_word(&text[i..]);
                i += len;
                match token {
                    Some(t) => {
                        if word == "ELSE" {
                            out.push(b':');
                        }
                        out.extend(&t);
                        if word == "WHILE" {
                            out.push(0xe9);
                        }
                        if word == "REM" {
                            out.extend_from_slice(&text[i..]);
                            break;
                        }
                        if word == "DATA" {
                            i += data_text(&text[i..], &mut out);
                            continue;
                        }
                        jump = LINE_NUMBER_WORDS.contains(&word.as_str());
                        numbers = true;
                    }
                    None => {
                        out.extend(word.bytes());
                        jump = false;
                        numbers = false;
                    }
                }
            }
            // Digits and `.` inside a name's run (`A 1`) are kept as typed.
            b'0'..=b'9' | b'.' => {
                out.push(c);
                i += 1;
            }
            // GWMAIN.ASM `NTDATA`: a high byte outside quotes, REM and DATA is dropped.
            0x80..=0xff => i += 1,
            _ => {
                i += 1;
                // GWMAIN.ASM `NOTRS1`: a special character ends a name (numbers may follow
                // again) and leaves line-number mode as it was; `:` starts a new statement.
                if c == b':' {
                    jump = false;
                }
                numbers = true;
                out.push(if (32..=127).contains(&c) || c == b'\t' || c == b'\n' {
                    c
                } else {
                    b' '
                });
            }
        }
    }
    (out, overflows, lost)
}

/// What is left of the line when a number's scan (FIN, LINGET, OCTCNS, each reading with
/// CHRGET) meets an embedded constant's prefix byte after it, spaces passed over: CHRGET
/// takes the bytes after 11-15, 17-29 and 31 for that constant and hands back the fake
/// text NUMCON (CONCON, CONCN2, 0), which the cruncher then goes on crunching: two
/// spaces, and the line ends there; after 16 (CONCN2) it reads on at the stale CONTXT,
/// a 0 on the real machine, so the line ends after the number. `None` for any other
/// byte (GWMAIN.ASM `CHRCON`, `NTRSC2`, `CONSCN`; GWDATA.ASM `NUMCON`; real GW-BASIC
/// 3.23: `A=5<0B>+1` is stored `A=5` and two spaces).
pub(crate) fn scan_lost(text: &[u8]) -> Option<&'static [u8]> {
    let at = text
        .iter()
        .position(|&c| !matches!(c, b' ' | b'\t' | b'\n'))?;
    match text[at] {
        11..=15 | 17..=29 | 31 => Some(b"  "),
        16 => Some(b""),
        _ => None,
    }
}

/// A word at the start of `text`: its upper-case spelling, the bytes it took, and its token
/// when it is a keyword. A keyword inside a longer name is not one, except FN, SPC(, TAB(
/// and USR; `GO TO` and `GO SUB` are GOTO and GOSUB.
fn next_word(text: &[u8]) -> (String, usize, Option<Vec<u8>>) {
    let mut word = String::new();
    let mut i = 0;
    while i < text.len() {
        let c = text[i].to_ascii_uppercase();
        word.push(char::from(c));
        i += 1;
        if word == "GO" {
            match super::go_word::<crate::dialect::Gw>(text) {
                Some((super::Keyword::Gosub, len)) => {
                    return ("GOSUB".into(), len, keyword_token("GOSUB"));
                }
                Some((_, len)) => return ("GOTO".into(), len, keyword_token("GOTO")),
                None => {}
            }
        }
        if let Some(token) = keyword_token(&word) {
            let inside = !matches!(word.as_str(), "FN" | "SPC(" | "TAB(" | "USR")
                && text.get(i).is_some_and(|&c| name_char(c));
            if !inside {
                return (word, i, Some(token));
            }
            // `MKD$6`: a keyword with a letter or digit after it is a name, and a name
            // stops at the `$` (GWMAIN.ASM `NOTRES`, `KRNVAR`).
            if name_char(c) {
                continue;
            }
        }
        // A name goes on with letters, digits and `.`; only a keyword's spelling ends in
        // `$` or `(`.
        if !name_char(c) {
            word.pop();
            return (word, i - 1, None);
        }
    }
    (word, i, None)
}

/// DATA's items as typed, to the end of the statement (a `:` outside quotes).
fn data_text(text: &[u8], out: &mut Vec<u8>) -> usize {
    let mut quoted = false;
    for (i, &c) in text.iter().enumerate() {
        if c == b':' && !quoted {
            return i;
        }
        quoted ^= c == b'"';
        out.push(c);
    }
    text.len()
}

/// Whether CHRGTR steps over a byte: spaces, tabs and line feeds (GWMAIN.ASM `CHRCON`).
fn is_skipped(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n')
}

/// LINGET's digits at the start of `text`: the value, how many digits, and the bytes up to
/// the last digit (spaces, tabs and line feeds between digits skipped, as CHRGTR skips
/// them; reading stops once the value is past 6552, GWMAIN.ASM `LINGET`/`MORLIN`).
pub(super) fn linget(text: &[u8]) -> (u32, usize, usize) {
    let mut value: u32 = 0;
    let mut digits = 0;
    let mut used = 0;
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            d @ b'0'..=b'9' => {
                value = value * 10 + u32::from(d - b'0');
                digits += 1;
                i += 1;
                used = i;
                if value > 6552 {
                    break;
                }
            }
            c if is_skipped(c) => i += 1,
            _ => break,
        }
    }
    (value, digits, used)
}

/// A line number after GOTO and the like: digits (spaces between them skipped) as LINGET
/// reads them, any number of leading zeros (GWMAIN.ASM `MORLIN`),
/// stopping once past 6552, as 0x0E and two bytes; `.` is kept as itself.
fn jump_number(text: &[u8], out: &mut Vec<u8>) -> usize {
    let (value, digits, used) = linget(text);
    if digits == 0 {
        out.push(b'.');
        return 1;
    }
    out.push(0x0e);
    out.extend_from_slice(&(value as u16).to_le_bytes());
    used
}

/// `&H` and `&O` (or `&`) constants: 0x0C or 0x0B and two bytes (GWEVAL.ASM `OCTCNS`).
/// Hex digits are read as they stand, at most four; octal digits with CHRGTR, which skips
/// spaces, so the spaces after an octal constant are gone too.
fn based_number(text: &[u8], out: &mut Vec<u8>) -> usize {
    match based_constant(text) {
        Ok((value, hex, len)) => {
            out.push(if hex { 0x0c } else { 0x0b });
            out.extend_from_slice(&value.to_le_bytes());
            len
        }
        // The line is refused (`crunch_error`); keep the byte.
        Err(_) => {
            out.push(b'&');
            1
        }
    }
}

/// An `&H` or `&O` constant at the start of `text` (which starts with `&`): its value,
/// whether it is hex, and the bytes it takes; `Err` with the error GW-BASIC's cruncher
/// stopped with (`Overflow` past 16 bits or for a fifth hex digit, `Syntax error` for an 8
/// or 9 among octal digits).
pub fn based_constant(text: &[u8]) -> Result<(u16, bool, usize), ErrorKind> {
    let next = |mut i: usize| {
        while text.get(i).is_some_and(|&c| is_skipped(c)) {
            i += 1;
        }
        i
    };
    let first = next(1);
    if text
        .get(first)
        .is_some_and(|c| c.eq_ignore_ascii_case(&b'H'))
    {
        let mut value: u32 = 0;
        let mut i = first + 1;
        let mut digits = 0;
        while let Some(d) = text.get(i).and_then(|&c| char::from(c).to_digit(16)) {
            digits += 1;
            if digits > 4 {
                return Err(ErrorKind::Overflow);
            }
            value = value * 16 + d;
            i += 1;
        }
        return Ok((value as u16, true, i));
    }
    let mut i = if text
        .get(first)
        .is_some_and(|c| c.eq_ignore_ascii_case(&b'O'))
    {
        next(first + 1)
    } else {
        first
    };
    let mut value: u32 = 0;
    while let Some(&c) = text.get(i).filter(|c| c.is_ascii_digit()) {
        if c >= b'8' {
            return Err(ErrorKind::Syntax);
        }
        value = value * 8 + u32::from(c - b'0');
        if value > 0xffff {
            return Err(ErrorKind::Overflow);
        }
        i = next(i + 1);
    }
    Ok((value as u16, false, i))
}

/// The error GW-BASIC's cruncher stops a line with, if any: an `&H` or `&O` constant it
/// cannot store. Such a line is not stored, and LOAD stops at it.
pub fn crunch_error(text: &[u8]) -> Option<ErrorKind> {
    let mut quoted = false;
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if c == b'"' {
            quoted = !quoted;
        } else if !quoted && c == b'\'' {
            return None;
        } else if !quoted && c.is_ascii_alphabetic() {
            let (word, len, token) = next_word(&text[i..]);
            if token.is_some() && word == "REM" {
                return None;
            }
            i += len.max(1);
            if token.is_some() && word == "DATA" {
                i += data_text(&text[i..], &mut Vec::new());
            }
            continue;
        } else if !quoted && c == b'&' {
            match based_constant(&text[i..]) {
                Ok((_, _, len)) => {
                    i += len.max(1);
                    continue;
                }
                Err(e) => return Some(e),
            }
        }
        i += 1;
    }
    None
}

/// A decimal constant, in the smallest of GW-BASIC's number tokens that holds it.
fn constant<P: Profile>(text: &[u8], out: &mut Vec<u8>, overflows: &mut usize) -> usize {
    let Some(parsed) = P::Num::parse(text, ParseContext::Program) else {
        out.push(text[0]);
        return 1;
    };
    *overflows += usize::from(parsed.overflow);
    let mut len = parsed.len.max(1);
    // Spaces after the number are not its own.
    while len > 1 && text[len - 1] == b' ' {
        len -= 1;
    }
    let mut v = parsed.value;
    // FIN: a decimal point makes the constant single even where its value would fit an
    // integer, so `.` and `0.` are stored (and listed) as `0!` (GW-BASIC 3.23 SAVE).
    if v.kind() == NumKind::Integer && text[..len].contains(&b'.') {
        v = v.to_kind(NumKind::Single).unwrap_or(v);
    }
    match v.kind() {
        NumKind::Integer => {
            let n = v.to_i32().unwrap_or(0);
            match n {
                0..=9 => out.push(0x11 + n as u8),
                10..=255 => out.extend_from_slice(&[0x0f, n as u8]),
                _ => {
                    out.push(0x1c);
                    out.extend_from_slice(&(n as i16).to_le_bytes());
                }
            }
        }
        NumKind::Single | NumKind::Double => {
            let bytes = v.to_bytes().unwrap_or_default();
            out.push(if bytes.len() == 8 { 0x1f } else { 0x1d });
            out.extend(bytes);
        }
    }
    len
}

/// The two key tables `SAVE "name",P` mixes into the program: bytes 1 to 11 of the EXP
/// coefficients (`$EXPCN`) and 1 to 13 of the LOG ones (`$LOGP`), MATH1.ASM, read as
/// GIODSK.ASM `PENCOD` reads them.
const KEY11: [u8; 11] = [
    0x7c, 0x88, 0x59, 0x74, 0xe0, 0x97, 0x26, 0x77, 0xc4, 0x1d, 0x1e,
];
const KEY13: [u8; 13] = [
    0x9a, 0xf7, 0x19, 0x83, 0x24, 0x63, 0x43, 0x83, 0x75, 0xcd, 0x8d, 0x84, 0xa9,
];

/// The file `SAVE "name",P` writes, from the file `SAVE "name"` writes: a 0xFE byte, then
/// the program text (through its 0 link) encoded by `PENCOD`, then the CTRL-Z.
pub fn protected_file(plain: &[u8]) -> Vec<u8> {
    let body = plain.get(1..plain.len().saturating_sub(1)).unwrap_or(&[]);
    let mut out = vec![0xfe];
    for (i, &b) in body.iter().enumerate() {
        let (c11, c13) = (11 - i % 11, 13 - i % 13);
        let x = b.wrapping_sub(c13 as u8) ^ KEY11[c11 - 1] ^ KEY13[c13 - 1];
        out.push(x.wrapping_add(c11 as u8));
    }
    out.push(0x1a);
    out
}

/// A protected file (0xFE) decoded into the tokenised form (0xFF) it was encoded from, as
/// LOAD decodes it (GIODSK.ASM `PDECOD`).
pub fn unprotected_file(file: &[u8]) -> Vec<u8> {
    let mut out = vec![0xff];
    for (i, &b) in file.iter().skip(1).enumerate() {
        let (c11, c13) = (11 - i % 11, 13 - i % 13);
        let x = b.wrapping_sub(c11 as u8) ^ KEY13[c13 - 1] ^ KEY11[c11 - 1];
        out.push(x.wrapping_add(c13 as u8));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::Gw;

    /// GIODSK.ASM `PENCOD` and `PDECOD` undo each other.
    #[test]
    fn protection_round_trip() {
        let plain = tokenised_file::<Gw>(&[(10, b"PRINT 1"), (20, b"GOTO 10")]);
        let prot = protected_file(&plain);
        assert_eq!(prot[0], 0xfe);
        assert_eq!(
            unprotected_file(&prot[..prot.len() - 1])[..],
            plain[..plain.len() - 1]
        );
    }

    /// Control bytes as real GW-BASIC 3.23 stored them (gw-real, SAVE of PROG.BAS lines).
    #[test]
    fn control_bytes_in_a_line() {
        // Outside quotes a space; in quotes and REM as is.
        assert_eq!(crunch_line::<Gw>(b"PRINT 7\x018"), b"\x91 \x18 \x19");
        assert_eq!(crunch_line::<Gw>(b"REM \x0b"), b"\x8f \x0b");
        // A number's scan that meets a prefix byte: two spaces of NUMCON, the line ends.
        assert_eq!(crunch_line::<Gw>(b"A=5\x0b+1:PRINT A"), b"A\xe7\x16  ");
        assert_eq!(crunch_line::<Gw>(b"GOTO 200\x11;5"), b"\x89 \x0e\xc8\x00  ");
        // 28, 29, 31 after FIN's number make it the single 0; 16 ends the line.
        assert_eq!(
            crunch_line::<Gw>(b"PRINT 1.5\x1c;5"),
            b"\x91 \x1d\0\0\0\0  "
        );
        assert_eq!(crunch_line::<Gw>(b"PRINT 1 \x10;5"), b"\x91 \x12");
        // A type suffix ends FIN first; &H digits are read without CHRGET, &O with it.
        assert_eq!(crunch_line::<Gw>(b"A=7%\x1d+1"), b"A\xe7\x18 \xe9\x12");
        assert_eq!(
            crunch_line::<Gw>(b"A=&H1\x0b;5"),
            b"A\xe7\x0c\x01\x00 ;\x16"
        );
        assert_eq!(crunch_line::<Gw>(b"A=&O1\x1b7"), b"A\xe7\x0b\x01\x00  ");
    }

    /// `?` is PRINT's token and ends line-number mode as any reserved word not in LINRES
    /// does; a string does not (GWMAIN.ASM `NTDATA`, `NOTFN2`; gw-real `SAVE` of a file).
    #[test]
    fn a_question_mark_ends_line_number_mode() {
        assert_eq!(
            crunch_line::<Gw>(b"RESTORE 5 ? 6"),
            b"\x8c \x0e\x05\0 \x91 \x17"
        );
        assert_eq!(
            crunch_line::<Gw>(b"ON A GOTO 1 ?\"x\" 5"),
            b"\x95 A \x89 \x0e\x01\0 \x91\"x\" \x16"
        );
        assert_eq!(
            crunch_line::<Gw>(b"GOTO 1 \"x\" 5"),
            b"\x89 \x0e\x01\0 \"x\" \x0e\x05\0"
        );
    }

    #[test]
    fn empty_program() {
        assert_eq!(tokenised_file::<Gw>(&[]), vec![0xff, 0, 0, 0x1a]);
    }

    #[test]
    fn line_links_and_tokens() {
        let file =
            tokenised_file::<Gw>(&[(10, b"REM PC-BASIC test"), (40, b"ON ERROR GOTO 10000")]);
        assert_eq!(&file[1..5], &[0x82, 0x12, 10, 0]);
        assert_eq!(&file[5..7], &[0x8f, b' ']);
        let second = &file[21..];
        assert_eq!(
            &second[4..],
            &[0x95, b' ', 0xa7, b' ', 0x89, b' ', 0x0e, 0x10, 0x27, 0, 0, 0, 0x1a]
        );
    }

    // GW-BASIC 3.23, `SAVE "TB"` of `10 F=.:I=0.:K=1.D5`: `.` and `0.` are single zeros
    // (0x1D and four 0 bytes), listed `0!`.
    #[test]
    fn a_point_makes_zero_single() {
        assert_eq!(crunch_line::<Gw>(b"F=."), [b'F', 0xe7, 0x1d, 0, 0, 0, 0]);
        assert_eq!(crunch_line::<Gw>(b"I=0."), [b'I', 0xe7, 0x1d, 0, 0, 0, 0]);
        assert_eq!(crunch_line::<Gw>(b"J=0"), [b'J', 0xe7, 0x11]);
    }

    // GW-BASIC 3.23 says `Overflow` once for each literal out of range as it loads a line,
    // in any statement (`view A.B >< 1E39` too), and once for `1E40:B=1E40`'s two.
    #[test]
    fn overflows_counted_as_crunched() {
        assert_eq!(crunch_overflows::<Gw>(b"A=1E39"), 1);
        assert_eq!(crunch_overflows::<Gw>(b"A=1E40:B=1E40"), 2);
        assert_eq!(crunch_overflows::<Gw>(b"view A.B >< 1E39"), 1);
        assert_eq!(crunch_overflows::<Gw>(b"A=1.7E38:PRINT \"1E39\""), 0);
        assert_eq!(crunch_overflows::<Gw>(b"DATA 1E39"), 0);
    }
}
