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

use super::gwfile::{ONE_BYTE, TWO_BYTE};
use crate::dialect::Profile;
use crate::num::{NumKind, Number, ParseContext};

/// Where GW-BASIC kept the first program line (three files open at most).
const PROGRAM_START: usize = 0x126e;

/// The words after which numbers are line numbers.
const LINE_NUMBER_WORDS: &[&str] = &[
    "GOTO", "THEN", "ELSE", "GOSUB", "LIST", "RENUM", "EDIT", "LLIST", "DELETE", "RUN", "RESUME",
    "AUTO", "ERL", "RESTORE", "RETURN",
];

/// The file `SAVE "name"` writes for these lines (number and text as stored: line 0
/// keeps the space typed after its number, as GW-BASIC's did).
pub fn tokenised_file<P: Profile>(lines: &[(u16, &[u8])]) -> Vec<u8> {
    let mut out = vec![0xff];
    for &(number, text) in lines {
        let body = crunch_line::<P>(text);
        let next = PROGRAM_START + out.len() - 1 + 4 + body.len() + 1;
        out.extend_from_slice(&(next as u16).to_le_bytes());
        out.extend_from_slice(&number.to_le_bytes());
        out.extend_from_slice(&body);
        out.push(0);
    }
    out.extend_from_slice(&[0, 0, 0x1a]);
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
fn crunch_line<P: Profile>(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut jump = false;
    let mut numbers = true;
    let mut spc_or_tab = false;
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        match c {
            0 => break,
            b' ' | b'\t' => {
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
            b'0'..=b'9' | b'.' if numbers && jump => {
                i += jump_number(&text[i..], &mut out);
            }
            b'&' => i += based_number(&text[i..], &mut out),
            b'0'..=b'9' | b'.' if numbers => i += constant::<P>(&text[i..], &mut out),
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
            b'?' => {
                out.push(0x91);
                numbers = true;
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
                        spc_or_tab = matches!(word.as_str(), "SPC(" | "TAB(");
                    }
                    None => {
                        out.extend(word.bytes());
                        jump = false;
                        numbers = false;
                    }
                }
            }
            _ => {
                i += 1;
                match c {
                    b',' | b'#' | b';' | b'(' | b'[' => numbers = true,
                    b')' => {
                        if spc_or_tab {
                            spc_or_tab = false;
                            jump = false;
                        }
                        numbers = true;
                    }
                    _ => {
                        jump = false;
                        numbers = false;
                    }
                }
                out.push(if (32..=127).contains(&c) { c } else { b' ' });
            }
        }
    }
    out
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
            let rest: Vec<u8> = text[i..]
                .iter()
                .take(4)
                .map(u8::to_ascii_uppercase)
                .collect();
            if rest == b" SUB" {
                return ("GOSUB".into(), i + 4, keyword_token("GOSUB"));
            }
            if rest.starts_with(b" TO") && !rest.get(3).is_some_and(|&c| name_char(c)) {
                return ("GOTO".into(), i + 3, keyword_token("GOTO"));
            }
        }
        if let Some(token) = keyword_token(&word) {
            let inside = !matches!(word.as_str(), "FN" | "SPC(" | "TAB(" | "USR")
                && text.get(i).is_some_and(|&c| name_char(c));
            if !inside {
                return (word, i, Some(token));
            }
            continue;
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

/// A line number after GOTO and the like: up to 5 digits (spaces between them skipped),
/// stopping once past 6552, as 0x0E and two bytes; `.` is kept as itself.
fn jump_number(text: &[u8], out: &mut Vec<u8>) -> usize {
    let mut value: u32 = 0;
    let mut digits = 0;
    let mut used = 0;
    let mut i = 0;
    while i < text.len() && digits < 5 {
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
            b' ' => i += 1,
            _ => break,
        }
    }
    if digits == 0 {
        out.push(b'.');
        return 1;
    }
    out.push(0x0e);
    out.extend_from_slice(&(value as u16).to_le_bytes());
    used
}

/// `&H` and `&O` (or `&`) constants: 0x0C or 0x0B and two bytes.
fn based_number(text: &[u8], out: &mut Vec<u8>) -> usize {
    let hex = text.get(1).is_some_and(|c| c.eq_ignore_ascii_case(&b'H'));
    let skip = if hex || text.get(1).is_some_and(|c| c.eq_ignore_ascii_case(&b'O')) {
        2
    } else {
        1
    };
    let radix = if hex { 16 } else { 8 };
    let digits = text[skip..]
        .iter()
        .take_while(|c| char::from(**c).is_digit(radix))
        .count();
    let value = text[skip..skip + digits].iter().fold(0u32, |v, &c| {
        (v * radix + char::from(c).to_digit(radix).unwrap_or(0)) & 0xffff
    });
    out.push(if hex { 0x0c } else { 0x0b });
    out.extend_from_slice(&(value as u16).to_le_bytes());
    skip + digits
}

/// A decimal constant, in the smallest of GW-BASIC's number tokens that holds it.
fn constant<P: Profile>(text: &[u8], out: &mut Vec<u8>) -> usize {
    let Some(parsed) = P::Num::parse(text, ParseContext::Program) else {
        out.push(text[0]);
        return 1;
    };
    let mut len = parsed.len.max(1);
    // Spaces after the number are not its own.
    while len > 1 && text[len - 1] == b' ' {
        len -= 1;
    }
    // A `%` after an integer is taken and not stored.
    if text.get(len) == Some(&b'%') {
        len += 1;
    }
    let v = parsed.value;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::Gw;

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
}
