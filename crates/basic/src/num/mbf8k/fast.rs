//! Shortcuts for the operations a program makes most (`K=K+1`, `NEXT`, `IF K<N`, `K/2`, a
//! subscript), on the four stored bytes read as one little-endian word:
//!
//! ```text
//!  31        24 23 22                    0
//! +------------+--+-----------------------+
//! | exponent   |S | mantissa 22..0        |
//! +------------+--+-----------------------+
//! ```
//!
//! Each shortcut gives the bits the ROM routine gives ([`super::arith`]), for the cases it
//! takes; it answers `None` for the others, which go to that routine. `fast_tests.rs` checks
//! each one against the routine on millions of random and edge operands.
//!
//! Every value is stored canonically (exponent byte 0 only with all bytes 0: [`Mbf8k`]'s
//! constructors make sure of it), so zero is the word 0 and no word here has exponent 0
//! with other bits set.

use std::cmp::Ordering;

use super::Mbf8k;
use crate::num::mbf32_word::SIGN;

/// The stored mantissa bits (the hidden bit's place holds the sign).
const MANT: u32 = 0x7F_FFFF;

impl Mbf8k {
    /// The four bytes as one little-endian word (exponent byte on top).
    #[inline(always)]
    pub(crate) const fn word(self) -> u32 {
        self.word
    }

    /// A value from its word; the caller gives a canonical word (exponent byte 0 only for
    /// the word 0).
    #[inline(always)]
    pub(crate) const fn from_word(w: u32) -> Mbf8k {
        Mbf8k { word: w }
    }
}

/// The lowest exponent byte [`add`] takes: 72h, values from 2^-15 in magnitude.
const FIXED_EXP: u32 = 0x72;
/// How many exponent bytes above [`FIXED_EXP`] [`add`] takes: up to 98h, values below 2^24.
const FIXED_SPAN: u32 = 0x98 - FIXED_EXP;

/// The magnitude of a word with exponent byte 72h..=98h as a multiple of 2^-38 (the weight
/// of the lowest mantissa bit at exponent 72h), exactly: the 24-bit mantissa shifted left
/// by `exp - 72h` (0..=38), below 2^62. `None` for any other exponent (zero included).
#[inline(always)]
fn fixed(w: u32) -> Option<u64> {
    let sh = (w >> 24).wrapping_sub(FIXED_EXP);
    if sh > FIXED_SPAN {
        return None;
    }
    Some(u64::from((w & MANT) | SIGN) << sh)
}

/// The word of `m * 2^-38` with the sign bit `sign`, when that value has at most 24
/// significant bits (so the format holds it exactly); `None` when it needs more. `m` is
/// below 2^63; a zero `m` is the word 0, whatever the sign.
#[inline(always)]
fn fixed_word(m: u64, sign: u32) -> Option<u32> {
    if m == 0 {
        return Some(0);
    }
    // 1..=63: `m` is below 2^63
    let lz = m.leading_zeros();
    let top = m << lz;
    // Bits below the 24 that the mantissa keeps: the value is not a number of the format.
    if top & ((1 << 40) - 1) != 0 {
        return None;
    }
    let mant = (top >> 40) as u32;
    // The top bit of `m` is bit 63 - lz, worth 2^(25 - lz): the exponent byte is
    // 129 + 25 - lz, within 5Bh..=99h.
    let exp = 154 - lz;
    Some((exp << 24) | sign | (mant & MANT))
}

/// `a + b` (words) when both have an exponent byte from 72h to 98h (`2^-15 <= |x| < 2^24`)
/// and their exact sum is a number of the format (at most 24 significant bits): then it is
/// FADD's result, which this gives without aligning or rounding. `None` otherwise.
///
/// Why FADD gives the exact sum whenever the format holds it (any operands, no overflow):
/// FADD aligns the smaller-exponent operand into the 32-bit register set (24 mantissa bits
/// over the rounding byte), dropping the bits that fall below it (no sticky bit), adds or
/// subtracts, normalizes and rounds once on the rounding byte. Let `u` be the weight of the
/// larger-exponent operand's last mantissa bit.
/// - Like signs: the sum's exponent is at least the larger one, so a sum the format holds
///   has no bit below `u`; the larger operand has none either, so the smaller has none:
///   nothing is dropped, the rounding byte is zero, and the carry's one-bit shift drops the
///   register's bit 0 (worth `u/256`), which is zero too.
/// - Unlike signs: the difference's lowest set bit is the smaller operand's lowest bit
///   below `u`, if it has one. Were that bit dropped (below `u/256`), a difference the
///   format holds would be below `2^16 u`, far less than the larger operand (at least
///   `2^23 u`), so the operands would be within a factor 2 and share the exponent: no
///   alignment shift, nothing dropped. So the register holds the exact difference, and
///   normalizing shifts it left without loss.
///
/// In both cases the normalized register holds a value of 24 significant bits, so its
/// rounding byte is zero and ROUND changes nothing; an exact zero is stored as zero. The
/// shortcut's sum in 64-bit fixed point is exact (both magnitudes below 2^62 in units of
/// 2^-38), so it is FADD's result bit for bit.
#[inline(always)]
pub(super) fn add(a: u32, b: u32) -> Option<u32> {
    let (x, y) = (fixed(a)?, fixed(b)?);
    // Magnitudes and a sign rather than signed numbers: one test instead of negating both
    // operands and the result (and like signs, the common case, only add).
    let (m, sign) = if (a ^ b) & SIGN == 0 {
        (x + y, a & SIGN)
    } else if x >= y {
        (x - y, a & SIGN)
    } else {
        (y - x, b & SIGN)
    };
    fixed_word(m, sign)
}

/// `a - b` (words) under the conditions of [`add`]: FSUB negates the FAC and adds, and
/// flipping the sign bit negates every nonzero word (a zero `b` is not taken).
#[inline(always)]
pub(super) fn sub(a: u32, b: u32) -> Option<u32> {
    add(a, b ^ SIGN)
}

/// `a * b` (words) when both have an exponent byte from 72h to 98h and their exact product
/// is a number of the format (at most 24 significant bits): then it is FMULT's result.
/// FMULT keeps the top 32 bits of the 48-bit product of the mantissas (at least 2^46),
/// normalizes (a shift of 0 or 1) and rounds on the low byte: when the product has at most
/// 24 significant bits, its bits below bit 23 are zero, so the truncation and the rounding
/// byte drop nothing, and the result is exact. The exponent byte is then
/// `ea + eb - 128 - shift`, within 63h..=B0h for these operands: none of FMULT's
/// underflow, overflow or zero cases. `None` otherwise.
#[inline(always)]
pub(super) fn mul(a: u32, b: u32) -> Option<u32> {
    let (ea, eb) = (a >> 24, b >> 24);
    if ea.wrapping_sub(FIXED_EXP) > FIXED_SPAN || eb.wrapping_sub(FIXED_EXP) > FIXED_SPAN {
        return None;
    }
    // 2^46 <= prod < 2^48
    let prod = u64::from((a & MANT) | SIGN) * u64::from((b & MANT) | SIGN);
    // 16 or 17
    let lz = prod.leading_zeros();
    let top = prod << lz;
    if top & ((1 << 40) - 1) != 0 {
        return None;
    }
    // The product's top bit, 63 - lz, is worth 2^(ea + eb - 304 + 63 - lz): the exponent
    // byte is that power plus 129.
    let exp = ea + eb - 112 - lz;
    Some((exp << 24) | ((a ^ b) & SIGN) | ((top >> 40) as u32 & MANT))
}

/// FCOMP (14DBh): the order of two values. FCOMP orders by sign first (zero between the
/// signs), then by exponent and mantissa, reversed for two negative values. On words: of
/// two different sign bits, the clear one (a positive value or zero) is the larger; with the
/// same sign bit, the words order the magnitudes (exponent byte on top, then the mantissa;
/// zero is the word 0), reversed for negative values.
#[inline(always)]
pub(super) fn compare(a: u32, b: u32) -> Ordering {
    if (a ^ b) & SIGN != 0 {
        if a & SIGN != 0 {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    } else if a & SIGN == 0 {
        a.cmp(&b)
    } else {
        b.cmp(&a)
    }
}

/// `a / b` (words) when `b` is a power of two (stored mantissa bits zero, either sign) and
/// the quotient's exponent byte `a - b + 129` lies within 3..=255: FDIV's quotient is then
/// `a`'s mantissa (dividing by 1000...0 leaves it whole, with a zero rounding bit), its
/// sign the product of the signs. `None` for the others, among them FDIV's edge cases (a
/// zero operand; an exponent below range, which gives zero, or above, `?OV ERROR`; and the
/// exponent byte wrapping from FFh through the ROM's unchecked `INR`).
#[inline(always)]
pub(super) fn div_pow2(a: u32, b: u32) -> Option<u32> {
    let (ea, eb) = (a >> 24, b >> 24);
    if b & MANT != 0 || ea == 0 || eb == 0 {
        return None;
    }
    let exp = (ea + 129).wrapping_sub(eb);
    if exp.wrapping_sub(3) > 255 - 3 {
        return None;
    }
    Some((exp << 24) | ((a ^ b) & SIGN) | (a & MANT))
}

/// QINT's floor (1506h) of a non-negative value below 2^23 (exponent byte below 98h, zero
/// included): the 24-bit mantissa shifted right by `98h - exp`, 0 from a shift of 32 on.
/// `None` for a negative value or one of 2^23 or more.
#[inline(always)]
pub(super) fn floor_small(w: u32) -> Option<i32> {
    let exp = w >> 24;
    if w & SIGN != 0 || exp >= 0x98 {
        return None;
    }
    let sig = (w & MANT) | SIGN;
    Some(sig.checked_shr(0x98 - exp).unwrap_or(0) as i32)
}
