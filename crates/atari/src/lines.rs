//! A stored line's header in the statement table, as the ROM lays it out: the line number
//! (two bytes, low first), then the line's length byte. Line entry (`entry.rs`), LIST
//! (`list.rs`) and the tests walk the table with these; they sit apart so that neither of
//! the first two needs the other's module for them.
//!
//! Source: the Atari BASIC Source Book, part 2 ("The Statement Table").

use crate::memory::Memory;

/// The address of the line after the line at `address`.
pub fn next_line(mem: &Memory, address: u16) -> u16 {
    address.wrapping_add(u16::from(mem.peek(address.wrapping_add(2))))
}

/// The line number of the line at `address` (32768 for the direct line).
pub fn line_number(mem: &Memory, address: u16) -> u16 {
    mem.word(address)
}
