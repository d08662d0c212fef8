//! Tokenising a listing as the C64 did when each line was typed: LINGET reads the line
//! number (spaces between digits skipped, 63999 at most), then CRUNCH ($A57C in BASIC
//! 901226-01) replaces keywords outside quotes, DATA and REM: each position tries the
//! keywords in table order and takes the first that matches whole (`TOTAL` is `TO`+`TAL`);
//! `?` is PRINT; digits, `:` and `;` are never the start of a keyword; a byte of $80 or
//! more outside quotes is dropped unless it is pi; inside quotes and after REM the keys are
//! kept as typed; after DATA up to the next `:` nothing is crunched. The lines are then
//! stored in number order (a later line with the same number replaces the first, an empty
//! one deletes it) and linked as the ROM's LINKPRG links them at $0801.

use std::collections::BTreeMap;

use crate::c64::tokens::{DATA, FIRST, KEYWORDS, PRINT, REM};
use crate::error::{ImageError, Place};
use crate::petscii::{from_text, Key};

/// Where BASIC programs start on the C64 (TXTTAB after power-on).
pub const BASIC_START: u16 = 0x0801;

/// The largest line number LINGET accepts.
const MAX_LINE: u32 = 63999;

/// CRUNCH: the stored bytes of a line's text (after its number).
pub fn crunch(keys: &[Key]) -> Vec<u8> {
    let mut out = Vec::with_capacity(keys.len());
    let mut data = false;
    let mut x = 0;
    while let Some(&key) = keys.get(x) {
        let b = key.byte;
        x += 1;
        let stored = if b >= 0x80 {
            if b != 0xFF {
                continue;
            }
            b
        } else if b == b'"' {
            out.push(b);
            // Copy up to and including the closing quote.
            while let Some(&k) = keys.get(x) {
                x += 1;
                out.push(k.shifted());
                if k.byte == b'"' {
                    break;
                }
            }
            continue;
        } else if b == b' ' || data || (0x30..0x3C).contains(&b) {
            b
        } else if b == b'?' {
            PRINT
        } else if let Some((token, len)) = match_keyword(&keys[x - 1..]) {
            x += len - 1;
            token
        } else {
            b
        };
        out.push(stored);
        match stored {
            b':' => data = false,
            DATA => data = true,
            REM => {
                out.extend(keys[x..].iter().map(|k| k.shifted()));
                break;
            }
            _ => {}
        }
    }
    out
}

/// The first keyword in table order that the keys start with, as CRUNCH compares: each
/// byte must equal the keyword's, and a byte $80 above the keyword's ends the match there
/// (the shifted-letter abbreviation, `pO` for POKE).
fn match_keyword(keys: &[Key]) -> Option<(u8, usize)> {
    'words: for (i, word) in KEYWORDS.iter().enumerate() {
        let word = word.as_bytes();
        for (j, &c) in word.iter().enumerate() {
            let b = keys.get(j).map_or(0, |k| k.byte);
            if b == c {
                continue;
            }
            if b == c | 0x80 {
                return Some((FIRST + i as u8, j + 1));
            }
            continue 'words;
        }
        return Some((FIRST + i as u8, word.len()));
    }
    None
}

/// Splits a typed line into its number (LINGET: digits with spaces between them skipped)
/// and the rest after the spaces that follow. `None` for a line with no number.
fn line_number(keys: &[Key]) -> Result<Option<(u16, &[Key])>, String> {
    let mut x = 0;
    while keys.get(x).is_some_and(|k| k.byte == b' ') {
        x += 1;
    }
    if !keys.get(x).is_some_and(|k| k.byte.is_ascii_digit()) {
        return Ok(None);
    }
    let mut n: u32 = 0;
    while let Some(k) = keys.get(x) {
        if k.byte.is_ascii_digit() {
            n = n * 10 + u32::from(k.byte - b'0');
            if n > MAX_LINE {
                return Err("line number over 63999 (?SYNTAX ERROR)".into());
            }
        } else if k.byte != b' ' {
            break;
        }
        x += 1;
    }
    Ok(Some((n as u16, &keys[x..])))
}

/// The program a listing makes, typed line by line into a fresh C64.
pub fn program_lines(listing: &str) -> Result<BTreeMap<u16, Vec<u8>>, ImageError> {
    let mut lines = BTreeMap::new();
    for (i, text) in listing.lines().enumerate() {
        let text = text.strip_suffix('\r').unwrap_or(text);
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            continue;
        }
        let bad =
            |why: String| ImageError::NotAProgram(format!("line {} of the listing: {why}", i + 1));
        let keys = from_text(text).map_err(|c| bad(format!("{c:?} has no PETSCII code")))?;
        let Some((number, rest)) = line_number(&keys).map_err(bad)? else {
            return Err(bad("no line number".into()));
        };
        let crunched = crunch(rest);
        if crunched.is_empty() {
            lines.remove(&number);
        } else {
            lines.insert(number, crunched);
        }
    }
    Ok(lines)
}

/// The bytes SAVE writes for `lines` loaded at `start`: the load address, each line's link
/// to the next, number, text and zero, then the two zero bytes that end the program.
pub fn link(lines: &BTreeMap<u16, Vec<u8>>, start: u16) -> Result<Vec<u8>, ImageError> {
    let mut out = start.to_le_bytes().to_vec();
    for (number, text) in lines {
        let here = out.len() - 2;
        let next = usize::from(start) + here + 4 + text.len() + 1;
        let next = u16::try_from(next).map_err(|_| {
            ImageError::damaged(Place::Offset(here), "the program does not fit in 64K")
        })?;
        out.extend_from_slice(&next.to_le_bytes());
        out.extend_from_slice(&number.to_le_bytes());
        out.extend_from_slice(text);
        out.push(0);
    }
    out.extend_from_slice(&[0, 0]);
    Ok(out)
}

/// A listing tokenised into the `.prg` a C64 SAVEs after it was typed in.
pub fn tokenise(listing: &str) -> Result<Vec<u8>, ImageError> {
    link(&program_lines(listing)?, BASIC_START)
}
