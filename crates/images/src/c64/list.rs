//! LIST: a tokenised program as the C64 printed it. Lines are followed the way the ROM did
//! after a LOAD (LINKPRG rebuilds each link from the line's zero byte and stops at a link
//! whose high byte is zero), then each line is its number, a space and its text with the
//! tokens spelled out outside quotes (QPLOP: `"` toggles quote mode; a byte of $80 or more
//! outside quotes is a keyword, REM text included, and pi ($FF) is itself).

use crate::c64::tokens::keyword;
use crate::error::{ImageError, Place};
use crate::petscii::push_char;

/// One line of a tokenised program: its number and its crunched bytes (no zero).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The line number.
    pub number: u16,
    /// The crunched text.
    pub text: Vec<u8>,
}

/// The lines of a program's bytes starting at the first link (after the load address).
/// A program that ends before its end marker is damaged at the offset named.
pub fn split_lines(body: &[u8]) -> Result<Vec<Line>, ImageError> {
    let mut lines = Vec::new();
    let mut at = 0usize;
    loop {
        let Some(link) = body.get(at..at + 2) else {
            // A file ending where the end marker should be: the C64's LOAD leaves the
            // memory after it as it was, which is usually zero; accept it.
            if at >= body.len() {
                return Ok(lines);
            }
            return Err(ImageError::damaged(
                Place::Offset(at + 2),
                "the program ends inside a line link",
            ));
        };
        if link[1] == 0 {
            return Ok(lines);
        }
        let Some(num) = body.get(at + 2..at + 4) else {
            return Err(ImageError::damaged(
                Place::Offset(at + 4),
                "the program ends inside a line number",
            ));
        };
        let number = u16::from_le_bytes([num[0], num[1]]);
        let start = at + 4;
        let Some(len) = body[start..].iter().position(|&b| b == 0) else {
            return Err(ImageError::damaged(
                Place::Offset(body.len() + 2),
                format!("line {number} has no end (zero byte)"),
            ));
        };
        lines.push(Line {
            number,
            text: body[start..start + len].to_vec(),
        });
        at = start + len + 1;
    }
}

/// The PETSCII bytes LIST prints for a line's text (without its number). Token bytes with
/// no keyword ($CC-$FE) are kept as bytes: the ROM would print a piece of its error-message
/// table there.
pub fn expand(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() * 2);
    let mut quoted = false;
    for &b in text {
        if b == b'"' {
            quoted = !quoted;
        }
        match keyword(b) {
            Some(word) if !quoted => out.extend_from_slice(word.as_bytes()),
            _ => out.push(b),
        }
    }
    out
}

/// The text LIST prints for a program (the bytes after the load address), one line per
/// program line, in the brace notation for PETSCII codes.
pub fn list(body: &[u8]) -> Result<String, ImageError> {
    let mut out = String::new();
    for line in split_lines(body)? {
        out.push_str(&line.number.to_string());
        out.push(' ');
        for b in expand(&line.text) {
            push_char(&mut out, b);
        }
        out.push('\n');
    }
    Ok(out)
}
