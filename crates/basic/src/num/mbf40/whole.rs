//! Shortcuts for the common shapes of operands, each giving exactly the bits of the general
//! routine in [`super::arith`] (rounding byte included) or declining with `None`:
//!
//! - `+` and `-` of two whole numbers below 2^32 whose result is below 2^32: the exact sum.
//! - `*` by a multiplier of one mantissa byte (3, 10, 0.5): one host multiplication;
//!   `*` of two whole numbers, the right one below 2^24, whose product is below 2^32.
//! - `/` by a power of two: an exponent change.
//! - comparison of two positive numbers whose rounding bytes take no part: an integer
//!   compare; QINT of a positive number: a shift.
//!
//! A FAC value is normalized (top mantissa bit set) unless its exponent is 0, and then it
//! is [`ZERO`] (all clear), which every routine of the core keeps; the arguments below rely
//! on it. `tests_whole.rs` checks each
//! shortcut against the general routine on edge and random operands.

use std::cmp::Ordering;

use super::{Mbf40, ZERO};

/// The integer parts of two whole numbers from 1 to 2^32 - 1 in magnitude with clear
/// rounding bytes (exponents 0x81..=0xA0, no mantissa bit below the units), or `None`.
/// Each mantissa is shifted so that its units bit lands on bit 32: the low word is then the
/// fraction, which must be zero.
#[inline(always)]
fn whole_pair(a: Mbf40, b: Mbf40) -> Option<(u64, u64)> {
    // 0..=31 for those exponents; 0 (zero) and 0x80 and below wrap above.
    let sa = u32::from(a.exp.wrapping_sub(0x81));
    let sb = u32::from(b.exp.wrapping_sub(0x81));
    if (sa | sb) >= 32 || (a.ext | b.ext) != 0 {
        return None;
    }
    let ta = u64::from(a.mant) << (sa + 1);
    let tb = u64::from(b.mant) << (sb + 1);
    if (ta | tb) as u32 != 0 {
        return None;
    }
    Some((ta >> 32, tb >> 32))
}

/// A whole number below 2^32 (`m`, the magnitude) as the FAC holds it after an exact
/// operation: the only normalized form of that value (top bit at bit 31, nothing in the
/// rounding byte). `None` from 2^32 on, where the rounding byte would hold the units bit.
#[inline(always)]
fn from_whole(m: u64, neg: bool) -> Option<Mbf40> {
    if m >> 32 != 0 {
        return None;
    }
    let m = m as u32;
    if m == 0 {
        return Some(ZERO);
    }
    let lz = m.leading_zeros();
    Some(Mbf40 {
        // lz <= 31 as m is not zero.
        exp: 0xA0 - lz as u8,
        neg,
        mant: m << lz,
        ext: 0,
    })
}

/// FADD of ARG (`arg`, already rounded) and FAC (`fac`, its sign taken as `fac_neg`) when
/// both are whole numbers below 2^32 and so is the sum: the exact sum.
///
/// Why FADD gives it: aligned to the larger exponent (at most 0xA0), the smaller operand's
/// set bits all stay at or above bit 8 of the 40-bit mantissa (its units bit moves down no
/// further than the larger one's, which is bit 8 or above), so the shift drops nothing and
/// the rounding byte stays clear. A difference is exact and NORMALIZE shifts it left without
/// meeting the four-byte limit (the result is at least 1, at or above bit 8) or the exponent
/// floor (a whole number's exponent is above 0x80); zero comes out as ZERO. A sum is exact;
/// with equal exponents both top bits are set, so it always carries out, and the one bit
/// the carry shifts away is the quirk's extra one in the rounding byte (the mantissa sum
/// itself is even, as a whole number below 2^31 has a clear bit 0 at those exponents; at
/// 0xA0 the sum is 2^32 or more and this declines). Both ways the result is normalized and
/// exact, and a value has one normalized form.
#[inline(always)]
fn add_signed(arg: Mbf40, fac: Mbf40, fac_neg: bool) -> Option<Mbf40> {
    let (x, y) = whole_pair(arg, fac)?;
    if arg.neg == fac_neg {
        from_whole(x + y, arg.neg)
    } else if x >= y {
        from_whole(x - y, arg.neg)
    } else {
        from_whole(y - x, fac_neg)
    }
}

/// FADD under the conditions of [`add_signed`].
#[inline(always)]
pub(super) fn add(arg: Mbf40, fac: Mbf40) -> Option<Mbf40> {
    add_signed(arg, fac, fac.neg)
}

/// FSUB (ARG - FAC, which is FADD with FAC's sign flipped) under the conditions of
/// [`add_signed`].
#[inline(always)]
pub(super) fn sub(arg: Mbf40, fac: Mbf40) -> Option<Mbf40> {
    add_signed(arg, fac, !fac.neg)
}

/// FMULTT of the left operand `arg` (not yet rounded; its rounding byte below 0x80, so
/// ROUND_FAC only clears it) by a multiplier `fac` whose mantissa is one byte, the rest
/// and the rounding byte clear (3, 10, 100, 0.5, 1.5 and the like): the one host product.
///
/// Why FMULT gives it: such a multiplier's 40 bits have only the top byte set, so the
/// zero-byte quirk never applies ([`super::arith`]'s `fmult_needs_bytes`) and the product
/// is `ARG * FAC / 2^32` rounded down, that is ARG's mantissa times the byte, exact. Both
/// top bits are set, so it lies in 2^38..2^40 and NORMALIZE shifts it by 0 or 1. With the
/// exponent sum `s` in 0x82..=0x17F, ADD_EXPONENTS neither underflows nor overflows and
/// leaves 2 or more, so the sign stays the product's and NORMALIZE cannot reach 0.
#[inline(always)]
pub(super) fn mul_short(arg: Mbf40, fac: Mbf40) -> Option<Mbf40> {
    if fac.mant & 0x00FF_FFFF != 0 || fac.ext != 0 || arg.ext >= 0x80 {
        return None;
    }
    if arg.exp == 0 || fac.exp == 0 {
        return None;
    }
    let s = u32::from(arg.exp) + u32::from(fac.exp);
    if !(0x82..=0x17F).contains(&s) {
        return None;
    }
    let p = u64::from(arg.mant) * u64::from(fac.mant >> 24);
    // 2^38 <= p < 2^40: 24 or 25 leading zeros.
    let count = p.leading_zeros() - 24;
    let m = p << count;
    // s - 0x80 >= 2 > count.
    Some(Mbf40::of_m40(
        (s - 0x80 - count) as u8,
        arg.neg != fac.neg,
        m,
    ))
}

/// FMULT of two whole numbers, the multiplier `fac` below 2^24 (exponent up to 0x98), when
/// the product is below 2^32: the exact product.
///
/// Why FMULT gives it: ADD_EXPONENTS cannot underflow or overflow for exponents
/// 0x81..=0xA0. A multiplier below 2^24 has its 40 bits' low two bytes clear (and its top
/// byte set), so there are never two zero bytes in a row above a non-zero one and the
/// product is `ARG * FAC / 2^32` rounded down. With `a = x * 2^i`, `f = y * 2^j` (the
/// mantissas, `x`, `y` the integers), that is `x * y * 2^(i + j + 8 - 32)`, and the bits it
/// could drop are below bit `24 - i - j`; but `x >= 2^(31 - i)` and `y >= 2^(31 - j)`, so a
/// product below 2^32 needs `i + j > 30`: nothing is dropped, and the exact product is
/// normalized into the one form of its value.
#[inline(always)]
pub(super) fn mul(arg: Mbf40, fac: Mbf40) -> Option<Mbf40> {
    if fac.exp > 0x98 {
        return None;
    }
    let (x, y) = whole_pair(arg, fac)?;
    // Both below 2^32: the product fits 64 bits.
    from_whole(x * y, arg.neg != fac.neg)
}

/// FDIVT of the left operand `arg` (not yet rounded) by a power of two `fac`, both rounding
/// bytes below 0x80 (ROUND_FAC, applied to both, then only clears them): ARG with the
/// exponent `arg.exp - fac.exp + 0x81`, when that lies in 2..=0xFF and ARG is not zero.
///
/// Why FDIV gives it: the divisor's mantissa is 2^31, so the restoring quotient
/// `ARG * 2^33 / 2^31` is ARG's mantissa times four, exact: its two low bits (the rounding
/// byte's) are clear and its top bit is set, so NORMALIZE leaves it. ADD_EXPONENTS gives
/// `arg.exp - fac.exp + 0x80`, neither under 0x80 nor over 0x17F nor 0xFF in that range,
/// and FDIV adds one; the sign is the quotient's, as the exponent is not 0.
#[inline(always)]
pub(super) fn div_pow2(arg: Mbf40, fac: Mbf40) -> Option<Mbf40> {
    if fac.mant != 0x8000_0000 || (fac.ext | arg.ext) >= 0x80 || arg.exp == 0 || fac.exp == 0 {
        return None;
    }
    // arg.exp - fac.exp + 0x81, kept positive.
    let e = u32::from(arg.exp) + 0x81 - u32::from(fac.exp);
    if !(2..=0xFF).contains(&e) {
        return None;
    }
    Some(Mbf40 {
        exp: e as u8,
        neg: arg.neg != fac.neg,
        mant: arg.mant,
        ext: 0,
    })
}

/// FCOMP's answer as the order of `mem` (the left operand, not yet rounded) to `fac` when
/// both are positive or zero and both rounding bytes are below 0x80: ROUND_FAC then only
/// clears the left one, and the right one borrows nothing from the last mantissa byte.
/// FCOMP then compares exponents, then mantissa bytes from the top: the order of exponent
/// and mantissa read as one number, a zero (exponent 0) counting as 0.
#[inline(always)]
pub(super) fn compare_positive(mem: Mbf40, fac: Mbf40) -> Option<Ordering> {
    if mem.neg || fac.neg || (mem.ext | fac.ext) >= 0x80 {
        return None;
    }
    Some(magnitude(mem).cmp(&magnitude(fac)))
}

/// Exponent and mantissa as one number: ordered as the magnitudes are. Zero is 0, as every
/// zero the core makes is [`ZERO`] (mantissa clear too; `tests_whole.rs` checks it).
#[inline(always)]
fn magnitude(f: Mbf40) -> u64 {
    (u64::from(f.exp) << 32) | u64::from(f.mant)
}

/// QINT of a positive value with an exponent below 0xA0: the mantissa shifted down to the
/// units (the rounding byte lies below them), 0 below one.
#[inline(always)]
pub(super) fn qint_positive(f: Mbf40) -> u32 {
    // 1..=0xA0 for exponents 0..0xA0; 32 and more (below one) leaves nothing.
    f.mant.checked_shr(0xA0 - u32::from(f.exp)).unwrap_or(0)
}
