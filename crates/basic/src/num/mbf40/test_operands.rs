//! The operand stream the differential tests of this core share (`tests_sum.rs`,
//! `tests_whole.rs`): the project's test stream (`num::test_stream`) and the rounding byte
//! with its edges. Each test module adds its own generators in an `impl Stream` of its own.

/// A deterministic stream of test operands, seeded by its one field.
pub(super) struct Stream(pub(super) u64);

impl Stream {
    /// The next 64 random bits.
    pub(super) fn next(&mut self) -> u64 {
        crate::num::test_stream::splitmix64(&mut self.0)
    }

    /// A rounding byte: the edges 00, 7F, 80, FF often, else any.
    pub(super) fn ext(&mut self) -> u8 {
        let r = self.next();
        match r % 8 {
            0..=3 => 0,
            4 => 0x7F,
            5 => 0x80,
            6 => 0xFF,
            _ => (r >> 8) as u8,
        }
    }
}
