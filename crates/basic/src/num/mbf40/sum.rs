//! FADD's common case without the general routine's detours: both operands non-zero, the
//! left one's rounding byte below 0x80 (ROUND_FAC then only clears it) and no overflow. It
//! is the ROM's FADD step for step, any exponent gap and any rounding byte of the right
//! operand; `tests_sum.rs` checks it against [`super::arith::fadd`] bit for bit.
//!
//! What it leaves to the general routine: a zero operand (FADD copies the other one), a
//! left operand that ROUND_FAC rounds up (a mantissa carry can change its exponent), and a
//! sum that carries out of exponent 0xFF (`?OVERFLOW`). Everything else (whole numbers,
//! halves, `.1 + .2`, cancellation to zero, an exponent gap of 40 or more) is here.

use super::arith::normalize;
use super::Mbf40;

/// FADD of ARG (`arg`, the left operand as the evaluator stacked it, before ROUND_FAC) and
/// FAC (`fac`, its sign taken as `fac_neg`), or `None` for the cases named in the module
/// comment.
///
/// Why it is FADD: ROUND_FAC leaves ARG's mantissa and clears its rounding byte, so ARG's 40
/// bits are its mantissa over a zero byte; FAC's are its mantissa and rounding byte. The
/// operand of the larger exponent keeps its 40 bits and sign, the other is shifted right by
/// the exponent gap, its low bits falling off (SHIFT_RIGHT; a gap of 40 or more leaves
/// nothing). With equal exponents the ROM keeps FAC and shifts ARG by 0 with the carry set;
/// keeping ARG instead changes nothing: a sum is symmetric, and a difference takes the
/// smaller from the larger with the larger's sign either way (a zero is [`super::ZERO`]
/// whatever the sign). Equal signs add (plus the carry with equal exponents); a carry out
/// of 40 bits is shifted back in with the exponent raised (NORMALIZE_FAC6), which at 0xFF
/// would overflow and is declined. Unequal signs subtract the smaller magnitude from the
/// larger (at a gap of one or more the kept operand, at least 2^39, is the larger, as the
/// shifted one is below 2^39) and NORMALIZE (the general routine's own) shifts the result.
#[inline(always)]
pub(super) fn add_signed(arg: Mbf40, fac: Mbf40, fac_neg: bool) -> Option<Mbf40> {
    if arg.ext >= 0x80 || arg.exp == 0 || fac.exp == 0 {
        return None;
    }
    let a40 = u64::from(arg.mant) << 8;
    let f40 = fac.m40();
    let (exp, neg, keep, other, gap) = if arg.exp >= fac.exp {
        (arg.exp, arg.neg, a40, f40, arg.exp - fac.exp)
    } else {
        (fac.exp, fac_neg, f40, a40, fac.exp - arg.exp)
    };
    // Both below 2^40: a gap of 40 and more leaves 0, as SHIFT_RIGHT does.
    let shifted = other.checked_shr(u32::from(gap)).unwrap_or(0);
    if arg.neg == fac_neg {
        let sum = keep + shifted + u64::from(gap == 0);
        if sum >> 40 == 0 {
            return Some(Mbf40::of_m40(exp, neg, sum));
        }
        if exp == 0xFF {
            return None;
        }
        let s = sum >> 1;
        return Some(Mbf40::of_m40(exp + 1, neg, s));
    }
    Some(if keep >= shifted {
        normalize(exp, neg, keep - shifted)
    } else {
        normalize(exp, !neg, shifted - keep)
    })
}

/// FADDT (ARG + FAC) under the conditions of [`add_signed`].
#[inline(always)]
pub(super) fn add(arg: Mbf40, fac: Mbf40) -> Option<Mbf40> {
    add_signed(arg, fac, fac.neg)
}

/// FSUBT (ARG - FAC, FADD with FAC's sign flipped) under the conditions of [`add_signed`].
#[inline(always)]
pub(super) fn sub(arg: Mbf40, fac: Mbf40) -> Option<Mbf40> {
    add_signed(arg, fac, !fac.neg)
}

/// FADD in its most common shape, tried before [`add_signed`]: ARG (`arg`, the left operand
/// before ROUND_FAC) with the larger exponent, FAC shifted right by the gap (1..=39) and
/// added to or taken from ARG's 40 bits without a carry out of them or a clear top bit, so
/// that exponent and sign are ARG's. `None` for everything else.
///
/// Why it is FADD: this is [`add_signed`]'s path with ARG kept and no carry added; a sum
/// below 2^40 stands as it is, and a difference (positive: ARG's 40 bits are at least 2^39,
/// the shifted ones below it) with bit 39 set is what NORMALIZE leaves alone.
#[inline(always)]
pub(super) fn add_left(arg: Mbf40, fac: Mbf40, fac_neg: bool) -> Option<Mbf40> {
    let gap = arg.exp.wrapping_sub(fac.exp);
    // A zero FAC (exponent 0) is FADD's copy of ARG, not this path: tested apart, as a
    // small ARG exponent would give it a gap in range.
    if arg.ext >= 0x80 || fac.exp == 0 || gap.wrapping_sub(1) >= 39 || arg.exp < fac.exp {
        return None;
    }
    let a40 = u64::from(arg.mant) << 8;
    let shifted = fac.m40() >> gap;
    let r = if arg.neg == fac_neg {
        a40 + shifted
    } else {
        a40 - shifted
    };
    if r >> 39 != 1 {
        return None;
    }
    Some(Mbf40 {
        mant: (r >> 8) as u32,
        ext: r as u8,
        ..arg
    })
}
