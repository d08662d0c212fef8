//! FADD, FSUB, FMUL, FDIV and the normalisation behind them, as the OS math pack does them:
//! every result is the exact result truncated (never rounded) to five base-100 mantissa bytes.
//!
//! The routines work on an unpacked form (sign, base-100 exponent, the ten mantissa digits as
//! one integer) so that the truncation points are explicit: FADD shifts the smaller operand
//! right by whole bytes and drops what falls off (Source Book / OS listing: FADD's RSHFT1),
//! FMUL and FDIV develop the full product or enough quotient digits in FR0 and its extension
//! and NORM keeps the first five non-zero bytes.

use super::{Bcd, BcdError};

/// 10^10: one more than the largest ten-digit mantissa.
pub(crate) const MANT_LIMIT: u64 = 10_000_000_000;
/// 10^8: the smallest normalised mantissa (first byte `01`).
pub(crate) const MANT_MIN: u64 = 100_000_000;
/// The largest base-100 exponent NORM accepts (`$70`: up to 9.99999999E+97).
pub(crate) const EXP_MAX: i32 = 48;
/// The smallest base-100 exponent NORM keeps (`$0F`: 1E-98); below it the result is zero.
pub(crate) const EXP_MIN: i32 = -49;

/// A number taken apart: value = `mant` / 10^8 * 100^`exp`, with `mant` < 10^10.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unpacked {
    /// The sign bit.
    pub neg: bool,
    /// The base-100 exponent (the byte minus 64).
    pub exp: i32,
    /// The ten BCD digits as an integer (`dd.dddddddd` scaled by 10^8).
    pub mant: u64,
}

/// Reads a BCD byte as its value 0..=99 (invalid nibbles are read as the 6502's decimal
/// adder would see them, digit by digit).
pub(crate) fn bcd_byte(b: u8) -> u64 {
    u64::from(b >> 4) * 10 + u64::from(b & 15)
}

/// Writes 0..=99 as a BCD byte.
pub(crate) fn to_bcd_byte(v: u64) -> u8 {
    (((v / 10) << 4) | (v % 10)) as u8
}

impl Unpacked {
    /// Takes a number apart (zero gives mantissa 0).
    pub fn of(b: Bcd) -> Unpacked {
        let mut mant = 0u64;
        for &byte in &b.0[1..] {
            mant = mant * 100 + bcd_byte(byte);
        }
        Unpacked {
            neg: b.0[0] & 0x80 != 0,
            exp: i32::from(b.0[0] & 0x7f) - 64,
            mant,
        }
    }

    /// NORM: shifts the mantissa left by whole bytes until its first byte is not zero, then
    /// checks the exponent: above 48 is an overflow (carry set: BASIC's ERROR- 11), below -49
    /// the result becomes zero. A zero mantissa gives zero (all six bytes clear).
    pub fn pack(mut self) -> Result<Bcd, BcdError> {
        if self.mant == 0 {
            return Ok(Bcd::ZERO);
        }
        while self.mant >= MANT_LIMIT {
            // Only the callers' carry-out case: the low byte falls off (truncation).
            self.mant /= 100;
            self.exp += 1;
        }
        while self.mant < MANT_MIN {
            self.mant *= 100;
            self.exp -= 1;
        }
        if self.exp > EXP_MAX {
            return Err(BcdError::Overflow);
        }
        if self.exp < EXP_MIN {
            return Ok(Bcd::ZERO);
        }
        let mut out = [0u8; 6];
        out[0] = (self.exp + 64) as u8 | if self.neg { 0x80 } else { 0 };
        let mut m = self.mant;
        for i in (1..6).rev() {
            out[i] = to_bcd_byte(m % 100);
            m /= 100;
        }
        Ok(Bcd(out))
    }
}

/// FADD (and FSUB with the second operand's sign flipped). The operand with the larger
/// exponent stays; the other is shifted right by the exponent difference in whole bytes,
/// its low bytes dropped; a carry out of the top byte shifts the sum right one byte
/// (dropping its last byte) and a borrow takes the ten's complement and the other sign.
pub(crate) fn add(x: Bcd, y: Bcd) -> Result<Bcd, BcdError> {
    if y.is_zero() {
        return Ok(x);
    }
    if x.is_zero() {
        return Ok(y);
    }
    let (mut a, mut b) = (Unpacked::of(x), Unpacked::of(y));
    if b.exp > a.exp {
        std::mem::swap(&mut a, &mut b);
    }
    let diff = a.exp - b.exp;
    if diff >= 5 {
        // Shifted out entirely: the larger operand is the result unchanged.
        return a.pack();
    }
    let shifted = b.mant / 100u64.pow(diff as u32);
    let result = if a.neg == b.neg {
        Unpacked {
            neg: a.neg,
            exp: a.exp,
            mant: a.mant + shifted,
        }
    } else if a.mant >= shifted {
        Unpacked {
            neg: a.neg,
            exp: a.exp,
            mant: a.mant - shifted,
        }
    } else {
        Unpacked {
            neg: b.neg,
            exp: a.exp,
            mant: shifted - a.mant,
        }
    };
    result.pack()
}

/// FMUL: the full 20-digit product, normalised, truncated to ten digits.
pub(crate) fn mul(x: Bcd, y: Bcd) -> Result<Bcd, BcdError> {
    if x.is_zero() || y.is_zero() {
        return Ok(Bcd::ZERO);
    }
    let (a, b) = (Unpacked::of(x), Unpacked::of(y));
    let product = u128::from(a.mant) * u128::from(b.mant);
    // product / 10^16 * 100^(ea+eb) as mant / 10^8 * 100^e.
    let (mant, exp) = if product >= 10u128.pow(18) {
        ((product / 10u128.pow(10)) as u64, a.exp + b.exp + 1)
    } else {
        ((product / 10u128.pow(8)) as u64, a.exp + b.exp)
    };
    Unpacked {
        neg: a.neg != b.neg,
        exp,
        mant,
    }
    .pack()
}

/// FDIV: the quotient developed digit by digit and truncated to ten digits after
/// normalisation; a zero divisor sets carry (BASIC's ERROR- 11).
pub(crate) fn div(x: Bcd, y: Bcd) -> Result<Bcd, BcdError> {
    if y.is_zero() {
        return Err(BcdError::Overflow);
    }
    if x.is_zero() {
        return Ok(Bcd::ZERO);
    }
    let (a, b) = (Unpacked::of(x), Unpacked::of(y));
    let q = u128::from(a.mant) * 10u128.pow(10) / u128::from(b.mant);
    // q / 10^10 * 100^(ea-eb) as mant / 10^8 * 100^e.
    let (mant, exp) = if q >= u128::from(MANT_LIMIT) {
        ((q / 100) as u64, a.exp - b.exp)
    } else {
        (q as u64, a.exp - b.exp - 1)
    };
    Unpacked {
        neg: a.neg != b.neg,
        exp,
        mant,
    }
    .pack()
}
