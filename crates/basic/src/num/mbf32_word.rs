//! What the two 32-bit Microsoft Binary Format cores share: GW-BASIC's single (`mbf`) and
//! Altair 8K BASIC's number (`mbf8k`) are the same four bytes, read as one little-endian
//! word: the exponent byte (bias 128) on top, then the sign bit where the mantissa's hidden
//! top bit stands, then 23 mantissa bits.

/// The sign bit of the word (the top bit of the stored mantissa).
pub(crate) const SIGN: u32 = 0x80_0000;

/// A whole number below 2^24 in magnitude as the word, exactly: the top bit of the
/// magnitude goes to bit 23 (where the hidden bit stands and the sign is stored), and the
/// exponent byte counts the bits (81h for 1). Both ROMs' normalize gives the same: the
/// magnitude is placed with exponent A0h and shifted up, with nothing to round.
#[inline(always)]
pub(crate) const fn whole_word(v: i32) -> u32 {
    if v == 0 {
        return 0;
    }
    let m = v.unsigned_abs();
    // 8..=31 for a nonzero magnitude below 2^24
    let zeros = m.leading_zeros();
    let man = (m << (zeros - 8)) & 0x7F_FFFF;
    let sign = if v < 0 { SIGN } else { 0 };
    man | sign | (160 - zeros) << 24
}
