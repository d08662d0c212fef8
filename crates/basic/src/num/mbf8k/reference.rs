//! NORMAL and FDIV as they were first written, one ROM shift or pass per loop turn: the
//! reference the one-step routines in `arith.rs` are tested against, over a million random
//! operands weighted toward edge exponents. FADD and FMULT as they were before they were
//! split into parts ([`super::arith::Parts`]) are kept too.

use super::arith::round;
use super::{Mbf8k, ZERO};
use crate::num::NumError;

/// NORMAL (1272h) and ROUND (12A8h): `acc` is the 32-bit register set C,D,E,B (mantissa and
/// rounding byte), `exp` the exponent byte the value has before normalizing.
///
/// Shifts left until the top bit is set; an exponent that would reach 0 or below gives zero
/// (no error). Then rounds on bit 7 of the low byte; a mantissa carry raises the exponent,
/// and an exponent carry is `?OV ERROR`.
pub(crate) fn normalize_serial(negative: bool, exp: u8, mut acc: u32) -> Result<Mbf8k, NumError> {
    if acc == 0 {
        // Four byte shifts without a one bit: the ROM stores exponent 0.
        return Ok(ZERO);
    }
    let mut shift: u32 = 0;
    while acc & 0xFF00_0000 == 0 {
        acc <<= 8;
        shift += 8;
    }
    while acc & 0x8000_0000 == 0 {
        acc <<= 1;
        shift += 1;
    }
    let mut exp = u32::from(exp);
    if shift > 0 {
        if exp <= shift {
            return Ok(ZERO);
        }
        exp -= shift;
    }
    // exp is 1..=255 here.
    round(negative, exp as u8, acc)
}

/// FDIV (13B9h): `a / b`, `?/0 ERROR` for a zero divisor.
///
/// Exponent byte `a - b + 129` (with the same range checks as FMULT on `a + 255 - b`), then a
/// restoring division producing quotient bits until bit 23 is set; the next quotient bit is
/// the rounding bit. A leading zero quotient bit lowers the exponent; reaching exponent 0
/// there is `?OV ERROR`, as in the ROM.
pub(crate) fn fdiv_serial(a: Mbf8k, b: Mbf8k) -> Result<Mbf8k, NumError> {
    if b.is_zero() {
        return Err(NumError::DivisionByZero);
    }
    if a.is_zero() {
        return Ok(ZERO);
    }
    let sum = u32::from(a.exp_byte()) + 255 - u32::from(b.exp_byte());
    if sum < 128 {
        return Ok(ZERO);
    }
    if sum >= 384 {
        return Err(NumError::Overflow);
    }
    let mut exp = (sum - 128) as u8;
    if exp == 0 {
        return Ok(ZERO);
    }
    // The ROM then adds 2 to the stored exponent with INR (no overflow check).
    exp = exp.wrapping_add(2);
    let negative = a.is_negative() != b.is_negative();
    let divisor = u64::from(b.mant());
    let mut dividend = u64::from(a.mant());
    let mut q: u32 = 0;
    // At most 26 passes: the quotient is non-zero after two and doubles each pass.
    for _ in 0..32 {
        let bit = if dividend >= divisor {
            dividend -= divisor;
            1
        } else {
            0
        };
        if q & 0x80_0000 != 0 {
            return round(negative, exp, (q << 8) | (bit << 7));
        }
        q = ((q << 1) | bit) & 0xFF_FFFF;
        dividend = (dividend << 1) & 0xFFFF_FFFF;
        if q == 0 {
            exp = exp.wrapping_sub(1);
            if exp == 0 {
                return Err(NumError::Overflow);
            }
        }
    }
    Ok(Mbf8k::from_parts(negative, exp, q))
}

/// FADD (1221h) as first written, on the packed bytes: the reference for `fadd_parts`
/// and the polynomial loop.
///
/// The operand with the smaller exponent is shifted right into the rounding byte (a
/// difference of 25 or more returns the larger operand unchanged). Like signs add; a carry
/// out of the mantissa shifts right once and raises the exponent, then rounds without
/// normalizing. Unlike signs subtract the smaller from the larger-exponent one, negate a
/// negative difference (flipping the sign) and normalize. The result does not depend on
/// the order of the operands.
pub(crate) fn fadd_packed(a: Mbf8k, b: Mbf8k) -> Result<Mbf8k, NumError> {
    if b.is_zero() {
        return Ok(a);
    }
    if a.is_zero() {
        return Ok(b);
    }
    let (big, small) = if a.exp_byte() >= b.exp_byte() {
        (a, b)
    } else {
        (b, a)
    };
    let diff = u32::from(big.exp_byte() - small.exp_byte());
    if diff >= 25 {
        return Ok(big);
    }
    let big32 = big.mant() << 8;
    let small32 = (small.mant() << 8) >> diff;
    let negative = big.is_negative();
    if big.is_negative() == small.is_negative() {
        let sum = u64::from(big32) + u64::from(small32);
        if sum > 0xFFFF_FFFF {
            let exp = big.exp_byte().wrapping_add(1);
            if exp == 0 {
                return Err(NumError::Overflow);
            }
            // Shift right once with the carry coming in at the top (SHFTR at 12FEh).
            return round(negative, exp, (sum >> 1) as u32);
        }
        round(negative, big.exp_byte(), sum as u32)
    } else {
        let (diff32, borrow) = big32.overflowing_sub(small32);
        if borrow {
            normalize_serial(!negative, big.exp_byte(), diff32.wrapping_neg())
        } else {
            normalize_serial(negative, big.exp_byte(), diff32)
        }
    }
}

/// FMULT (135Bh) as first written, on the packed bytes: the reference for `fmul_parts`.
///
/// Exponents add (a sum below 128 gives zero, 384 or more `?OV ERROR`, exactly 128 zero).
/// The product of the two 24-bit mantissas is formed bit by bit into the 32-bit register set,
/// keeping its top 32 bits (truncated), then normalized and rounded.
pub(crate) fn fmul_packed(a: Mbf8k, b: Mbf8k) -> Result<Mbf8k, NumError> {
    if a.is_zero() || b.is_zero() {
        return Ok(ZERO);
    }
    let sum = u32::from(a.exp_byte()) + u32::from(b.exp_byte());
    if sum < 128 {
        return Ok(ZERO);
    }
    if sum >= 384 {
        return Err(NumError::Overflow);
    }
    let exp = (sum - 128) as u8;
    if exp == 0 {
        return Ok(ZERO);
    }
    let negative = a.is_negative() != b.is_negative();
    let prod = (u64::from(a.mant()) * u64::from(b.mant())) >> 16;
    // The product of two numbers below 2^24 is below 2^48: fits 32 bits after the shift.
    normalize_serial(negative, exp, prod as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::mbf8k::arith::{fdiv, normalize};
    use crate::num::mbf8k::test_operands::Stream;

    /// This module's generator of operands.
    impl Stream {
        /// A stored value: edge exponents often, mantissa bytes often 00 or FF.
        fn value(&mut self) -> Mbf8k {
            const EDGES: [u8; 10] = [0, 1, 2, 0x3F, 0x7F, 0x80, 0x81, 0xC0, 0xFE, 0xFF];
            self.stored(&EDGES)
        }
    }

    #[test]
    fn one_step_normalize_and_divide_match_the_loops() {
        let mut s = Stream(0x8080);
        for _ in 0..1_000_000 {
            let (a, b) = (s.value(), s.value());
            assert_eq!(fdiv(a, b), fdiv_serial(a, b), "{a:?} / {b:?}");
            let r = s.next();
            let acc = (r as u32) >> ((r >> 32) % 33).min(31);
            let acc = if (r >> 40).is_multiple_of(7) { 0 } else { acc };
            let exp = (r >> 48) as u8;
            let neg = r & (1 << 60) != 0;
            assert_eq!(
                normalize(neg, exp, acc),
                normalize_serial(neg, exp, acc),
                "{exp} {acc:x}"
            );
        }
    }
}
