//! The representations the OS routines and their fast paths share: a BCD byte and its
//! value, the ten mantissa digits as forty bits of packed BCD (decimal-mode addition on them),
//! the six bytes as one 48-bit word, the digits as a binary integer and back, and the exact
//! twelve-digit quotient. `arith.rs` (the OS routines), `fast.rs` (their fast paths) and
//! `poly_fast.rs` (PLYEVL in registers) all build on it, and it on none of them.

use super::Bcd;

/// 10^8: the first digit pair's place in a ten-digit mantissa.
const E8: u64 = 100_000_000;

/// What an OS routine leaves: FR0 and the carry flag (set = error).
pub(crate) type Fr = (Bcd, bool);

/// Every byte's value read as BCD (invalid nibbles digit by digit), looked up.
const FROM_BCD: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = ((b >> 4) * 10 + (b & 15)) as u8;
        b += 1;
    }
    table
};

/// Reads a BCD byte as its value 0..=99 (invalid nibbles read digit by digit).
pub(crate) fn bcd_byte(b: u8) -> u64 {
    u64::from(FROM_BCD[usize::from(b)])
}

/// 0..=99 as BCD bytes, looked up: the conversion sits in every operation's inner loop.
pub(crate) const TO_BCD: [u8; 100] = {
    let mut table = [0u8; 100];
    let mut v = 0;
    while v < 100 {
        table[v] = (((v / 10) << 4) | (v % 10)) as u8;
        v += 1;
    }
    table
};

/// Writes 0..=99 as a BCD byte.
pub(crate) fn to_bcd_byte(v: u64) -> u8 {
    TO_BCD[(v % 100) as usize]
}

/// The five mantissa bytes as forty bits of packed BCD, first byte highest.
#[inline(always)]
pub(crate) fn packed(b: &Bcd) -> u64 {
    // Little endian then swapped: a load and a byte swap.
    let mut le = [0u8; 8];
    le[..6].copy_from_slice(&b.0);
    (u64::from_le_bytes(le).swap_bytes() >> 16) & TEN_DIGITS
}

/// Six in every one of the ten digits: the decimal-mode correction.
pub(crate) const SIXES: u64 = 0x66_6666_6666;
/// The bit above each digit (and the carry out of the tenth).
pub(crate) const DIGIT_CARRIES: u64 = 0x111_1111_1110;
/// The ten digits.
pub(crate) const TEN_DIGITS: u64 = 0xFF_FFFF_FFFF;

/// Whether every digit of forty bits of packed BCD is 0-9 (adding six to each makes no
/// digit carry).
#[inline(always)]
pub(crate) fn valid_packed(x: u64) -> bool {
    let t = x + SIXES;
    (t ^ x ^ SIXES) & DIGIT_CARRIES == 0
}

/// Ten-digit decimal addition of valid packed BCD, as the 6502 adds in decimal mode byte by
/// byte: each digit gets six more, the digits that made no carry give the six back. A carry
/// out of the tenth digit is bit 40.
#[inline(always)]
pub(crate) fn packed_add(a: u64, b: u64) -> u64 {
    let t1 = a + SIXES;
    let t2 = t1 + b;
    let no_carry = !(t2 ^ t1 ^ b) & DIGIT_CARRIES;
    t2 - ((no_carry >> 2) | (no_carry >> 3))
}

/// The six bytes as one 48-bit word, first byte highest: the exponent byte in bits 40-47,
/// the mantissa as forty bits of packed BCD below it.
#[inline(always)]
pub(crate) fn word(b: Bcd) -> u64 {
    // Little endian then swapped: one load and a byte swap where the bytes are built up
    // one by one otherwise.
    let mut le = [0u8; 8];
    le[..6].copy_from_slice(&b.0);
    u64::from_le_bytes(le).swap_bytes() >> 16
}

/// The number whose word is `w`.
#[inline(always)]
pub(crate) fn from_word(w: u64) -> Bcd {
    let le = (w << 16).swap_bytes().to_le_bytes();
    Bcd([le[0], le[1], le[2], le[3], le[4], le[5]])
}

/// Ten digits of packed BCD as a binary integer, digit pairs, then pairs of pairs.
#[inline(always)]
pub(crate) fn binary(p: u64) -> u64 {
    const LOW_NIBBLES: u64 = 0x0F_0F0F_0F0F;
    let bytes = (p & LOW_NIBBLES) + ((p >> 4) & LOW_NIBBLES) * 10;
    let pairs = (bytes & 0x00FF_00FF) + ((bytes >> 8) & 0x00FF_00FF) * 100;
    (pairs & 0xFFFF) + ((pairs >> 16) & 0xFFFF) * 10_000 + (bytes >> 32) * E8
}

/// A binary integer below 10^10 as ten digits of packed BCD.
#[inline(always)]
pub(crate) fn packed_of(v: u64) -> u64 {
    let top = v / E8;
    let rest = v - top * E8;
    (u64::from(to_bcd_byte(top)) << 32) | packed8(rest)
}

/// A binary integer below 10^8 as eight digits of packed BCD, all four pairs at once in
/// the lanes of one register (where a division and a table load per pair took about
/// forty instructions): the two halves of four digits in 32-bit lanes, each split into
/// hundreds and the rest (16-bit lanes), each of those into tens and units (`x + 6 *
/// (x / 10)` is the pair's packed byte), the lanes then closed up. Each lane's division
/// is a multiplication by a reciprocal exact for the lane's range (x / 100 as
/// `x * 5243 >> 19` for x below 10^4, x / 10 as `x * 103 >> 10` for x below 100; the
/// test `packed8_gives_every_eight_digits` runs all 10^8 values).
#[inline(always)]
pub(crate) fn packed8(v: u64) -> u64 {
    let (a, b) = (v / 10_000, v % 10_000);
    let x = (a << 32) | b;
    let hundreds = ((x * 5243) >> 19) & 0x0000_007F_0000_007F;
    let x = x - hundreds * 100;
    let y = (hundreds << 16) | x;
    let tens = ((y * 103) >> 10) & 0x000F_000F_000F_000F;
    let bytes = y + tens * 6;
    // Four bytes in 16-bit lanes, highest first, closed up into 32 bits.
    let z = (bytes | (bytes >> 8)) & 0x0000_FFFF_0000_FFFF;
    (z | (z >> 16)) & 0xFFFF_FFFF
}

/// `floor(a * 10^10 / b)` for mantissas `a` and `b` from 10^8 to below 10^10 (below 10^12):
/// a floating-point estimate, off by a unit at most (the double's relative error is near
/// 10^-16 of a value below 10^12), corrected with the exact remainder, where two 64-bit
/// divisions would take several times longer. The estimate's remainder lies between `-b`
/// and `2b`, so wrapping 64-bit arithmetic gives it exactly (no 128-bit products).
#[inline(always)]
pub(crate) fn quotient12(a: u64, b: u64) -> u64 {
    // Converted through i64 (the estimate is below 10^12): one truncating conversion
    // where `as u64` takes two and a choice between them for values past 2^63.
    let q = (a as f64 * 1e10 / b as f64) as i64 as u64;
    corrected_quotient(a, b, q)
}

/// [`quotient12`] by a divisor known before the dividend (a table's constant), with
/// `reciprocal` its `10^10 / b` as a double: the estimate is then a multiplication, not a
/// division (about four cycles on the chain instead of fifteen). It is off by a unit at
/// most as [`quotient12`]'s is (two roundings of relative size 2^-53 on a value below
/// 10^12 stay far below one), and the same correction makes it exact.
#[inline(always)]
pub(crate) fn quotient12_by(a: u64, b: u64, reciprocal: f64) -> u64 {
    let q = (a as f64 * reciprocal) as i64 as u64;
    corrected_quotient(a, b, q)
}

/// The reciprocal [`quotient12_by`] takes for divisor `b`.
pub(crate) const fn reciprocal12(b: u64) -> f64 {
    1e10 / b as f64
}

/// [`quotient12`]'s estimate `q` (off by a unit at most) made exact by its remainder.
#[inline(always)]
fn corrected_quotient(a: u64, b: u64, q: u64) -> u64 {
    let r = a
        .wrapping_mul(10_000_000_000)
        .wrapping_sub(q.wrapping_mul(b)) as i64;
    if r < 0 {
        q.wrapping_sub(1)
    } else if r >= b as i64 {
        q.wrapping_add(1)
    } else {
        q
    }
}
