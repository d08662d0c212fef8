//! The memory a screen lives in.

/// A machine's 64 KiB address space as the screen sees it.
pub trait Ram {
    /// The byte at `address`.
    fn peek(&self, address: u16) -> u8;
    /// Stores `value` at `address`.
    fn poke(&mut self, address: u16, value: u8);

    /// The little-endian word at `address` (the 6502's pointers).
    fn peek_word(&self, address: u16) -> u16 {
        u16::from(self.peek(address)) | u16::from(self.peek(address.wrapping_add(1))) << 8
    }

    /// Stores a little-endian word at `address`.
    fn poke_word(&mut self, address: u16, value: u16) {
        self.poke(address, value as u8);
        self.poke(address.wrapping_add(1), (value >> 8) as u8);
    }

    /// Copies `len` bytes from `from` to `to` as a memory move does (overlap allowed),
    /// addresses wrapping at the top of memory. Scrolling moves whole screens this way; a
    /// memory may do it faster than byte by byte.
    fn copy(&mut self, from: u16, to: u16, len: u16) {
        if to <= from {
            for i in 0..len {
                let v = self.peek(from.wrapping_add(i));
                self.poke(to.wrapping_add(i), v);
            }
        } else {
            for i in (0..len).rev() {
                let v = self.peek(from.wrapping_add(i));
                self.poke(to.wrapping_add(i), v);
            }
        }
    }

    /// Stores `value` in `len` bytes from `at`, wrapping at the top of memory.
    fn fill(&mut self, at: u16, len: u16, value: u8) {
        for i in 0..len {
            self.poke(at.wrapping_add(i), value);
        }
    }
}

/// A plain 64 KiB array is a machine's memory.
impl Ram for [u8; 65536] {
    fn peek(&self, address: u16) -> u8 {
        self[usize::from(address)]
    }

    fn poke(&mut self, address: u16, value: u8) {
        self[usize::from(address)] = value;
    }
}
