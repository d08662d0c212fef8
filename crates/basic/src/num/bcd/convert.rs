//! IFP, FPI, and BASIC's INT, ABS, SGN, negation and comparison.
//!
//! IFP (OS $D9AA) converts a 16-bit integer exactly. FPI (OS $D9D2) takes the integer part
//! and adds one when the first fractional byte is $50 or more (rounding half up on the
//! base-100 digit pair), failing (carry) for negative numbers and results above 65535.
//! INT is BASIC's XPINT (Source Book): the fractional bytes are cleared and a negative number
//! with a fraction has one subtracted, so the result is the floor.

use super::arith::{self, Unpacked};
use super::{Bcd, BcdError};
use std::cmp::Ordering;

/// IFP: an unsigned 16-bit integer as a number.
pub(crate) fn from_u16(value: u16) -> Bcd {
    from_magnitude(false, u64::from(value))
}

/// A signed integer as a number (exact up to ten digits; beyond that truncated as NORM does).
pub(crate) fn from_i64(value: i64) -> Bcd {
    from_magnitude(value < 0, value.unsigned_abs())
}

/// An integer magnitude with a sign, exactly as IFP would lay it out.
fn from_magnitude(neg: bool, mut value: u64) -> Bcd {
    if value == 0 {
        return Bcd::ZERO;
    }
    // Start as an integer: mant / 10^8 * 100^4 = value.
    let mut exp = 4;
    while value >= arith::MANT_LIMIT {
        value /= 100;
        exp += 1;
    }
    Unpacked {
        neg,
        exp,
        mant: value,
    }
    .pack()
    .unwrap_or(Bcd::ZERO)
}

/// FPI: the number rounded to 0..=65535, else `Value`.
pub(crate) fn to_u16(x: Bcd) -> Result<u16, BcdError> {
    if x.is_zero() {
        return Ok(0);
    }
    let e = x.0[0];
    if e >= 0x43 {
        // Also every negative number: its sign bit makes the byte large.
        return Err(BcdError::Value);
    }
    if e < 0x3f {
        return Ok(0);
    }
    let int_bytes = usize::from(e - 0x3f);
    let mut value: u32 = 0;
    for &b in &x.0[1..=int_bytes] {
        value = value * 100 + arith::bcd_byte(b) as u32;
    }
    if x.0[1 + int_bytes] >= 0x50 {
        value += 1;
    }
    u16::try_from(value).map_err(|_| BcdError::Value)
}

/// The number with its fractional bytes cleared (truncation towards zero), and whether any
/// of them was not zero.
pub(crate) fn trunc(x: Bcd) -> (Bcd, bool) {
    if x.is_zero() {
        return (x, false);
    }
    let exp = i32::from(x.0[0] & 0x7f) - 64;
    if exp < 0 {
        return (Bcd::ZERO, true);
    }
    let mut out = x;
    let mut fraction = false;
    for k in (exp as usize + 2)..6 {
        fraction |= out.0[k] != 0;
        out.0[k] = 0;
    }
    (out, fraction)
}

/// INT (floor).
pub(crate) fn int(x: Bcd) -> Bcd {
    let (t, fraction) = trunc(x);
    if x.is_negative() && fraction {
        // Subtracting one from an integer below 1E+10 in magnitude cannot overflow.
        arith::add(t, from_i64(-1)).unwrap_or(t)
    } else {
        t
    }
}

/// Negation: the sign bit flipped, zero left alone.
pub(crate) fn neg(x: Bcd) -> Bcd {
    if x.is_zero() {
        return Bcd::ZERO;
    }
    let mut out = x;
    out.0[0] ^= 0x80;
    out
}

/// ABS: the sign bit cleared.
pub(crate) fn abs(x: Bcd) -> Bcd {
    let mut out = x;
    out.0[0] &= 0x7f;
    out
}

/// SGN.
pub(crate) fn sgn(x: Bcd) -> Bcd {
    if x.is_zero() {
        Bcd::ZERO
    } else if x.is_negative() {
        from_i64(-1)
    } else {
        from_i64(1)
    }
}

/// Comparison by value (BASIC subtracts and tests the result; for normalised numbers the
/// truncating subtraction never changes the sign or makes unequal numbers equal).
pub(crate) fn compare(x: Bcd, y: Bcd) -> Ordering {
    let key = |b: Bcd| -> (i8, i64, u64) {
        if b.is_zero() {
            return (0, 0, 0);
        }
        let u = Unpacked::of(b);
        if u.neg {
            (-1, -i64::from(u.exp), u64::MAX - u.mant)
        } else {
            (1, i64::from(u.exp), u.mant)
        }
    };
    key(x).cmp(&key(y))
}
