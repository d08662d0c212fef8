//! The operand stream the differential tests of this core share (`fast_tests.rs`, the
//! reference's tests): the project's test stream (`num::test_stream`) and a stored value
//! with edge exponents and edge mantissa bytes. Each test module adds its own generators in
//! an `impl Stream` of its own.

use super::Mbf8k;

/// A deterministic stream of test operands, seeded by its one field.
pub(super) struct Stream(pub(super) u64);

impl Stream {
    /// The next 64 random bits.
    pub(super) fn next(&mut self) -> u64 {
        crate::num::test_stream::splitmix64(&mut self.0)
    }

    /// Any stored value: one of `edges` as the exponent a third of the time, else any
    /// exponent; each mantissa byte often 00 or FF.
    pub(super) fn stored(&mut self, edges: &[u8]) -> Mbf8k {
        let r = self.next();
        let exp = if r.is_multiple_of(3) {
            edges[(r >> 8) as usize % edges.len()]
        } else {
            (r >> 16) as u8
        };
        let mut b = [0u8; 3];
        for (i, byte) in b.iter_mut().enumerate() {
            *byte = match (r >> (24 + 3 * i)) % 8 {
                0 | 1 => 0,
                2 => 0xFF,
                _ => (r >> (40 + 8 * i)) as u8,
            };
        }
        Mbf8k::from_bytes([b[0], b[1], b[2], exp])
    }
}
