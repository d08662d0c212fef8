//! Commodore 64 program files: `.prg` (a two-byte load address, then the bytes that were
//! in memory) holding a tokenised BASIC V2 program, listed as LIST printed it and made from
//! a listing as the C64 stored it when typed.

pub mod crunch;
pub mod list;
pub mod tokens;

#[cfg(test)]
mod tests;

pub use crunch::{tokenise, BASIC_START};

use crate::error::ImageError;

/// Whether `bytes` look like a tokenised BASIC program file: a load address past the zero
/// page and the stack (where no BASIC kept its program; an Atari SAVE file starts with two
/// zero bytes), then a chain of line links that each point forward within the file, ending
/// with a zero link.
pub fn is_basic_prg(bytes: &[u8]) -> bool {
    let [lo, hi, body @ ..] = bytes else {
        return false;
    };
    let start = usize::from(u16::from_le_bytes([*lo, *hi]));
    if start < 0x200 {
        return false;
    }
    let mut at = 0usize;
    let mut lines = 0;
    loop {
        let Some(link) = body.get(at..at + 2) else {
            return false;
        };
        let link = usize::from(u16::from_le_bytes([link[0], link[1]]));
        if link < 0x100 {
            return lines > 0 && link == 0;
        }
        // The link must point past this line's number and zero, within the file.
        let Some(next) = link.checked_sub(start) else {
            return false;
        };
        if next < at + 5 || next > body.len() || body.get(next - 1) != Some(&0) {
            return false;
        }
        at = next;
        lines += 1;
    }
}

/// LIST of a `.prg` file's program: the lines after the two-byte load address.
pub fn list_prg(bytes: &[u8]) -> Result<String, ImageError> {
    match bytes {
        [_, _, body @ ..] => list::list(body),
        _ => Err(ImageError::NotAProgram(
            "shorter than a load address".into(),
        )),
    }
}
