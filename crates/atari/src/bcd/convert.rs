//! IFP and FPI (OS floating point package), and BASIC's INT, ABS, SGN, negation and
//! comparison (Source Book: XPINT/XINT, XPABS, XPSGN, XPUMINUS, FRCMP).
//!
//! IFP converts a 16-bit integer exactly. FPI fails for a negative number or an exponent of
//! $43 and up; otherwise it converts the integer digits and adds one when the next digit is 5
//! or more. For numbers below 1 that digit is simply the first mantissa digit, whatever the
//! exponent, so FPI(0.005) is 1; and a rounding that carries past 65535 wraps to 0 (FPI3 adds
//! without a check). Both are the ROM's doing.

use super::arith::{self, fadd, fsub, norm};
use super::{Bcd, BcdError};
use std::cmp::Ordering;

/// IFP: an unsigned 16-bit integer as a number.
pub(crate) fn from_u16(value: u16) -> Bcd {
    let mut fr0 = Bcd([0x42, 0, 0, 0, 0, 0]);
    let v = u64::from(value);
    fr0.0[1] = super::digits::to_bcd_byte(v / 10_000);
    fr0.0[2] = super::digits::to_bcd_byte(v / 100 % 100);
    fr0.0[3] = super::digits::to_bcd_byte(v % 100);
    norm(fr0).0
}

/// A signed integer as a number, exact up to ten digits (larger magnitudes keep their first
/// ten digits, as NORM would; beyond 9.99E+97 the largest number).
pub(crate) fn from_i64(value: i64) -> Bcd {
    let mut m = value.unsigned_abs();
    if m == 0 {
        return Bcd::ZERO;
    }
    let mut exp: u8 = 0x44;
    while m >= arith::MANT_LIMIT {
        m /= 100;
        exp += 1;
    }
    let mut fr0 = Bcd([exp, 0, 0, 0, 0, 0]);
    arith::set_mantissa(&mut fr0, m);
    let mut b = norm(fr0).0;
    if value < 0 {
        b.0[0] |= 0x80;
    }
    b
}

/// FPI.
#[inline]
pub(crate) fn to_u16(x: Bcd) -> Result<u16, BcdError> {
    super::fast::to_u16(x).unwrap_or_else(|| to_u16_general(x))
}

/// FPI for any bytes (the fast path's reference).
pub(crate) fn to_u16_general(x: Bcd) -> Result<u16, BcdError> {
    let e = x.0[0];
    if e & 0x80 != 0 || e >= 0x43 {
        return Err(BcdError::Value);
    }
    // The digits, first to last, as GND hands them out.
    let mut digits = [0u8; 10];
    for (pair, &b) in digits.chunks_exact_mut(2).zip(&x.0[1..]) {
        pair[0] = b >> 4;
        pair[1] = b & 15;
    }
    let mut value: u32 = 0;
    let mut next = 0;
    if e >= 0x40 {
        let count = 2 * usize::from(e - 0x40 + 1);
        for &d in &digits[..count] {
            value = value * 10 + u32::from(d);
            if value > 0xffff {
                return Err(BcdError::Value);
            }
        }
        next = count;
    }
    if digits[next] >= 5 {
        value += 1;
    }
    Ok((value & 0xffff) as u16)
}

/// INT as BASIC's XINT: fractional bytes cleared, one subtracted from a negative number that
/// had a fraction (through FADD, whose overflow BASIC would report).
pub(crate) fn int(x: Bcd) -> Result<Bcd, BcdError> {
    let first_fraction = usize::from((x.0[0] & 0x7f).saturating_sub(0x3f));
    let mut out = x;
    let mut fraction = 0u8;
    for k in first_fraction..5 {
        fraction |= out.0[1 + k];
        out.0[1 + k] = 0;
    }
    if out.0[0] & 0x80 == 0 || fraction == 0 {
        return arith::checked(norm(out));
    }
    arith::checked(fadd(out, Bcd([0xc0, 0x01, 0, 0, 0, 0])))
}

/// Unary minus (XPUMINUS): the sign bit flipped unless the exponent byte is zero.
pub(crate) fn neg(x: Bcd) -> Bcd {
    let mut out = x;
    if out.0[0] != 0 {
        out.0[0] ^= 0x80;
    }
    out
}

/// ABS: the sign bit cleared.
pub(crate) fn abs(x: Bcd) -> Bcd {
    let mut out = x;
    out.0[0] &= 0x7f;
    out
}

/// SGN: the number itself when its exponent byte is zero, else 1 or -1.
pub(crate) fn sgn(x: Bcd) -> Bcd {
    if x.0[0] == 0 {
        x
    } else if x.0[0] & 0x80 != 0 {
        Bcd([0xc0, 0x01, 0, 0, 0, 0])
    } else {
        Bcd::ONE
    }
}

/// FRCMP: FSUB (whose overflow is `ERROR- 11`), then the sign of the difference's exponent
/// byte: zero is equal, bit 7 is less.
#[inline(always)]
pub(crate) fn try_compare(x: Bcd, y: Bcd) -> Result<Ordering, BcdError> {
    match super::fast::compare(x, y) {
        Some(order) => Ok(order),
        None => try_compare_general(x, y),
    }
}

/// FRCMP for any bytes (the fast path's reference).
pub(crate) fn try_compare_general(x: Bcd, y: Bcd) -> Result<Ordering, BcdError> {
    let d = arith::checked(fsub(x, y))?;
    Ok(if d.0[0] == 0 {
        Ordering::Equal
    } else if d.0[0] & 0x80 != 0 {
        Ordering::Less
    } else {
        Ordering::Greater
    })
}

/// Comparison by value, for when the subtraction would overflow (no error to report).
#[inline(always)]
pub(crate) fn compare(x: Bcd, y: Bcd) -> Ordering {
    try_compare(x, y).unwrap_or_else(|_| {
        // Only operands of opposite signs near the top of the range overflow.
        if x.0[0] & 0x80 != 0 {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    })
}
