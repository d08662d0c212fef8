//! The text of a macro-language string, read as MACLNG.ASM reads it for both PLAY and DRAW
//! (`FETCHR`, `FETCHZ`, `DECFET` over `MCLPTR`/`MCLLEN`): a character at a time, spaces
//! skipped, letters from `` ` `` on made upper case.

use crate::error::ErrorKind;

/// A PLAY or DRAW string being read.
pub(super) struct MacroText<'a> {
    /// The string.
    pub(super) text: &'a [u8],
    /// The next character's place.
    pub(super) pos: usize,
}

impl<'a> MacroText<'a> {
    /// The string, read from its start.
    pub(super) fn new(text: &'a [u8]) -> Self {
        MacroText { text, pos: 0 }
    }

    /// The next character, spaces skipped, lower case made upper (FETCHR).
    pub(super) fn fetch(&mut self) -> Option<u8> {
        while let Some(&c) = self.text.get(self.pos) {
            self.pos += 1;
            if c != b' ' {
                return Some(if c >= 96 { c.wrapping_sub(32) } else { c });
            }
        }
        None
    }

    /// The next character; the string's end is `Illegal function call` (FETCHZ).
    pub(super) fn fetch_z(&mut self) -> Result<u8, ErrorKind> {
        self.fetch().ok_or(ErrorKind::IllegalQuantity)
    }

    /// Puts the character read last back (DECFET).
    pub(super) fn back(&mut self) {
        self.pos = self.pos.saturating_sub(1);
    }
}
