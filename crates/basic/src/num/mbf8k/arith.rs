//! The four operations, normalize/round, compare and the integer conversions, as the 8080
//! math package of 8K BASIC 4.0 does them (addresses are in the ROM image).
//!
//! Every result goes through one rounding step: the 24 mantissa bits plus one rounding byte
//! (register B) are normalized, and the mantissa is rounded up when bit 7 of that byte is set
//! (ROUND at 12A8h). Bits shifted out below the rounding byte are lost (no sticky bit).

use std::cmp::Ordering;

use super::{Mbf8k, ZERO};
use crate::num::{NumError, Number};

/// A value taken apart as the ROM's registers hold it while it computes: sign, exponent byte
/// (0 for zero) and the 24-bit mantissa with the hidden bit set. Every operation of the ROM
/// ends in ROUND to 24 bits, so this is the whole value: packing it into the four stored
/// bytes and taking it apart again between two operations changes nothing. The polynomial
/// loop ([`super::func`]) therefore stays in this form from its first step to its last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Parts {
    /// Sign (false for zero).
    pub(crate) neg: bool,
    /// Exponent byte (0..=255, held in a full register: a byte-wide field here made the
    /// compiler assemble the value through memory, stalling every step); 0 means zero.
    pub(crate) exp: u32,
    /// Mantissa, hidden bit (bit 23) included.
    pub(crate) mant: u32,
}

impl Parts {
    /// Zero, as [`Parts::of`] gives it for [`ZERO`].
    pub(crate) const ZERO: Parts = Parts {
        neg: false,
        exp: 0,
        mant: 0,
    };

    /// The parts of a stored value (the ROM's unpack at 14C6h).
    #[inline(always)]
    pub(crate) const fn of(v: Mbf8k) -> Parts {
        let w = v.word();
        if w >> 24 == 0 {
            return Parts::ZERO;
        }
        Parts {
            neg: w & 0x80_0000 != 0,
            exp: w >> 24,
            mant: (w & 0x7F_FFFF) | 0x80_0000,
        }
    }

    /// The stored value.
    #[inline(always)]
    pub(crate) fn pack(self) -> Mbf8k {
        // exp is an exponent byte: below 256.
        Mbf8k::from_parts(self.neg, self.exp as u8, self.mant)
    }
}

/// NORMAL (1272h) and ROUND (12A8h): `acc` is the 32-bit register set C,D,E,B (mantissa and
/// rounding byte), `exp` the exponent byte the value has before normalizing.
///
/// Shifts left until the top bit is set; an exponent that would reach 0 or below gives zero
/// (no error). Then rounds on bit 7 of the low byte; a mantissa carry raises the exponent,
/// and an exponent carry is `?OV ERROR`. The ROM's byte and bit shifts together move the
/// register set by its count of leading zeros, which is taken in one step here (checked
/// against the shift loops in `reference.rs`).
#[inline(always)]
pub(crate) fn normalize(negative: bool, exp: u8, acc: u32) -> Result<Mbf8k, NumError> {
    normalize_parts(negative, u32::from(exp), acc).map(Parts::pack)
}

/// [`normalize`] giving the parts.
#[inline(always)]
fn normalize_parts(negative: bool, exp: u32, acc: u32) -> Result<Parts, NumError> {
    if acc == 0 {
        // Four byte shifts without a one bit: the ROM stores exponent 0.
        return Ok(Parts::ZERO);
    }
    let shift = acc.leading_zeros();
    if shift > 0 && exp <= shift {
        return Ok(Parts::ZERO);
    }
    // shift < exp <= 255 here (or shift is 0).
    round_parts(negative, exp - shift, acc << shift)
}

/// ROUND (12A8h) on a normalized C,D,E,B register set.
#[inline(always)]
pub(crate) fn round(negative: bool, exp: u8, acc: u32) -> Result<Mbf8k, NumError> {
    round_parts(negative, u32::from(exp), acc).map(Parts::pack)
}

/// ROUND's step shared by [`round_parts`] and [`round_word`]: the mantissa of a normalized
/// register set `acc` rounded on its low byte's top bit, and the exponent it raises when the
/// rounding carries out of the mantissa.
#[inline(always)]
fn round_step(exp: u32, acc: u32) -> Result<(u32, u32), NumError> {
    let mut mant = acc >> 8;
    let mut exp = exp;
    if acc & 0x80 != 0 {
        mant += 1;
        if mant == 0x100_0000 {
            mant = 0x80_0000;
            // The exponent byte carrying out of FFh is the ROM's overflow.
            if exp == 0xFF {
                return Err(NumError::Overflow);
            }
            exp += 1;
        }
    }
    Ok((exp, mant))
}

/// [`round`] giving the parts; an exponent of 0 is zero, as storing it makes it.
#[inline(always)]
fn round_parts(negative: bool, exp: u32, acc: u32) -> Result<Parts, NumError> {
    let (exp, mant) = round_step(exp, acc)?;
    if exp == 0 {
        return Ok(Parts::ZERO);
    }
    Ok(Parts {
        neg: negative,
        exp,
        mant,
    })
}

/// FADD (1221h): `a + b`.
///
/// The operand with the smaller exponent is shifted right into the rounding byte (a
/// difference of 25 or more returns the larger operand unchanged). Like signs add; a carry
/// out of the mantissa shifts right once and raises the exponent, then rounds without
/// normalizing. Unlike signs subtract the smaller from the larger-exponent one, negate a
/// negative difference (flipping the sign) and normalize. The result does not depend on
/// the order of the operands.
///
/// On the stored words (see `fast.rs`): the steps of [`fadd_parts`] without taking the
/// values apart into sign, exponent and mantissa and packing the result again (LOG, EXP,
/// SIN and every inexact `+` of a program come here). Checked against [`fadd_parts`] and the
/// packed routine of `reference.rs` in `fast_tests.rs`.
#[inline]
pub(crate) fn fadd(a: Mbf8k, b: Mbf8k) -> Result<Mbf8k, NumError> {
    const SIGN: u32 = 0x80_0000;
    let (a, b) = (a.word(), b.word());
    // The larger exponent byte (the first operand on a tie, as `fadd_parts`).
    let (big, small) = if a >> 24 >= b >> 24 { (a, b) } else { (b, a) };
    let (big_exp, small_exp) = (big >> 24, small >> 24);
    // A zero operand (exponent byte 0: the word 0) leaves the other; so does one 25 or more
    // places below.
    if small_exp == 0 || big_exp - small_exp >= 25 {
        return Ok(Mbf8k::from_word(big));
    }
    let big32 = (big | SIGN) << 8;
    let small32 = ((small | SIGN) << 8) >> (big_exp - small_exp);
    let sign = big & SIGN;
    if (a ^ b) & SIGN == 0 {
        let (sum, carry) = big32.overflowing_add(small32);
        if carry {
            if big_exp == 0xFF {
                return Err(NumError::Overflow);
            }
            // Shift right once with the carry coming in at the top (SHFTR at 12FEh).
            return round_word(sign, big_exp + 1, (sum >> 1) | 0x8000_0000);
        }
        round_word(sign, big_exp, sum)
    } else {
        let (diff32, borrow) = big32.overflowing_sub(small32);
        let (sign, acc) = if borrow {
            (sign ^ SIGN, diff32.wrapping_neg())
        } else {
            (sign, diff32)
        };
        if acc == 0 {
            return Ok(ZERO);
        }
        let shift = acc.leading_zeros();
        if shift > 0 && big_exp <= shift {
            return Ok(ZERO);
        }
        round_word(sign, big_exp - shift, acc << shift)
    }
}

/// [`round_parts`] giving the stored value: `sign` is the word's sign bit, `exp` an
/// exponent byte of 1..=255, `acc` the normalized register set.
#[inline(always)]
fn round_word(sign: u32, exp: u32, acc: u32) -> Result<Mbf8k, NumError> {
    let (exp, mant) = round_step(exp, acc)?;
    Ok(Mbf8k::from_word((exp << 24) | sign | (mant & 0x7F_FFFF)))
}

/// [`fadd`] on parts (checked against the packed routine in `reference.rs`).
#[inline(always)]
pub(crate) fn fadd_parts(a: Parts, b: Parts) -> Result<Parts, NumError> {
    if b.exp == 0 {
        return Ok(a);
    }
    if a.exp == 0 {
        return Ok(b);
    }
    let (big, small) = if a.exp >= b.exp { (a, b) } else { (b, a) };
    let diff = big.exp - small.exp;
    if diff >= 25 {
        return Ok(big);
    }
    let big32 = big.mant << 8;
    let small32 = (small.mant << 8) >> diff;
    let negative = big.neg;
    if big.neg == small.neg {
        let sum = u64::from(big32) + u64::from(small32);
        if sum > 0xFFFF_FFFF {
            if big.exp == 0xFF {
                return Err(NumError::Overflow);
            }
            // Shift right once with the carry coming in at the top (SHFTR at 12FEh).
            return round_parts(negative, big.exp + 1, (sum >> 1) as u32);
        }
        round_parts(negative, big.exp, sum as u32)
    } else {
        let (diff32, borrow) = big32.overflowing_sub(small32);
        if borrow {
            normalize_parts(!negative, big.exp, diff32.wrapping_neg())
        } else {
            normalize_parts(negative, big.exp, diff32)
        }
    }
}

/// FMULT (135Bh): `a * b`.
///
/// Exponents add (a sum below 128 gives zero, 384 or more `?OV ERROR`, exactly 128 zero).
/// The product of the two 24-bit mantissas is formed bit by bit into the 32-bit register set,
/// keeping its top 32 bits (truncated), then normalized and rounded.
#[inline]
pub(crate) fn fmul(a: Mbf8k, b: Mbf8k) -> Result<Mbf8k, NumError> {
    fmul_parts(Parts::of(a), Parts::of(b)).map(Parts::pack)
}

/// [`fmul`] on parts (checked against the packed routine in `reference.rs`).
#[inline(always)]
pub(crate) fn fmul_parts(a: Parts, b: Parts) -> Result<Parts, NumError> {
    if a.exp == 0 || b.exp == 0 {
        return Ok(Parts::ZERO);
    }
    let sum = a.exp + b.exp;
    if sum < 128 {
        return Ok(Parts::ZERO);
    }
    if sum >= 384 {
        return Err(NumError::Overflow);
    }
    let exp = sum - 128;
    if exp == 0 {
        return Ok(Parts::ZERO);
    }
    let negative = a.neg != b.neg;
    let prod = (u64::from(a.mant) * u64::from(b.mant)) >> 16;
    // The product of two numbers below 2^24 is below 2^48: fits 32 bits after the shift.
    normalize_parts(negative, exp, prod as u32)
}

/// FDIV (13B9h): `a / b`, `?/0 ERROR` for a zero divisor.
///
/// Exponent byte `a - b + 129` (with the same range checks as FMULT on `a + 255 - b`), then a
/// restoring division producing quotient bits until bit 23 is set; the next quotient bit is
/// the rounding bit. A leading zero quotient bit lowers the exponent; reaching exponent 0
/// there is `?OV ERROR`, as in the ROM.
///
/// Both mantissas are normalized, so the quotient's first bit is `a >= b` and, when that is
/// 0, the second is 1: the ROM's passes yield the top 25 or 26 bits of `a * 2^25 / b`, which
/// one integer division gives (checked against the bit loop in `reference.rs`).
pub(crate) fn fdiv(a: Mbf8k, b: Mbf8k) -> Result<Mbf8k, NumError> {
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
    let dividend = u64::from(a.mant());
    let divisor = u64::from(b.mant());
    let q = (dividend << 25) / divisor;
    let (quotient, bit) = if dividend >= divisor {
        (q >> 2, (q >> 1) & 1)
    } else {
        // The leading zero bit: one pass more, one less in the exponent.
        exp = exp.wrapping_sub(1);
        if exp == 0 {
            return Err(NumError::Overflow);
        }
        (q >> 1, q & 1)
    };
    // quotient is 24 bits with bit 23 set.
    round(
        negative,
        exp,
        ((quotient as u32) << 8) | ((bit as u32) << 7),
    )
}

/// FCOMP (14DBh): sign first, then exponent and mantissa bytes.
pub(crate) fn compare(a: Mbf8k, b: Mbf8k) -> Ordering {
    let sa = sign_of(a);
    let sb = sign_of(b);
    if sa != sb || sa == 0 {
        return sa.cmp(&sb);
    }
    let mag = (a.exp_byte(), a.mant()).cmp(&(b.exp_byte(), b.mant()));
    if sa < 0 {
        mag.reverse()
    } else {
        mag
    }
}

fn sign_of(v: Mbf8k) -> i32 {
    if v.is_zero() {
        0
    } else if v.is_negative() {
        -1
    } else {
        1
    }
}

/// QINT (1506h): the floor of a value with exponent below 98h (|x| < 2^23), as a signed
/// integer. For a negative value the ROM subtracts one from the mantissa, shifts, and adds
/// one back, which floors.
pub(crate) fn qint(v: Mbf8k) -> i32 {
    if v.is_zero() {
        return 0;
    }
    let shift = 0x98u32.saturating_sub(u32::from(v.exp_byte()));
    let m = v.mant();
    let shifted = |x: u32| if shift >= 32 { 0 } else { x >> shift };
    if v.is_negative() {
        -((shifted(m - 1) + 1) as i32)
    } else {
        shifted(m) as i32
    }
}

/// INT (1531h): values with exponent 98h or more are already integers and come back
/// unchanged; the others are floored by QINT and floated again (exactly).
pub(crate) fn int(v: Mbf8k) -> Mbf8k {
    if v.exp_byte() >= 0x98 {
        return v;
    }
    Mbf8k::from_i32(qint(v))
}

/// The byte INT leaves in the accumulator (the low byte of the integer, or the low mantissa
/// byte when the value was already an integer): the power routine and EXP use it.
pub(crate) fn int_low_byte(v: Mbf8k) -> u8 {
    if v.exp_byte() >= 0x98 {
        v.bytes()[0]
    } else {
        (qint(v) & 0xFF) as u8
    }
}

/// FRCINT (0738h) for AND, OR, NOT: floor when |x| < 32768, exactly -32768 allowed,
/// `?FC ERROR` otherwise.
pub(crate) fn frcint(v: Mbf8k) -> Result<i16, NumError> {
    if v.exp_byte() < 0x90 {
        // |v| < 2^15, so the floor is within -32768..=32767.
        return Ok(qint(v) as i16);
    }
    if v == Mbf8k::from_bytes([0, 0, 0x80, 0x90]) {
        return Ok(i16::MIN);
    }
    Err(NumError::IllegalQuantity)
}

/// The floor as an `i32`, `IllegalQuantity` beyond it.
pub(crate) fn to_i32(v: Mbf8k) -> Result<i32, NumError> {
    if v.exp_byte() < 0x98 {
        return Ok(qint(v));
    }
    let up = u32::from(v.exp_byte()) - 0x98;
    if up > 7 {
        return Err(NumError::IllegalQuantity);
    }
    // mant < 2^24 and up <= 7: below 2^31.
    let mag = (v.mant() << up) as i32;
    Ok(if v.is_negative() { -mag } else { mag })
}

/// MUL10 (1452h): `x*4` by the exponent, plus `x`, then `*2` by the exponent. Used by FIN and
/// FOUT; not the same rounding as FMULT by 10.
pub(crate) fn mul10(v: Mbf8k) -> Result<Mbf8k, NumError> {
    if v.is_zero() {
        return Ok(ZERO);
    }
    let e4 = u32::from(v.exp_byte()) + 2;
    if e4 > 255 {
        return Err(NumError::Overflow);
    }
    let times4 = Mbf8k::from_parts(v.is_negative(), e4 as u8, v.mant());
    let times5 = fadd(times4, v)?;
    let e = times5.exp_byte().wrapping_add(1);
    if e == 0 {
        return Err(NumError::Overflow);
    }
    Ok(Mbf8k::from_parts(times5.is_negative(), e, times5.mant()))
}

/// Division by ten (13ABh): FDIV by the constant 10.
pub(crate) fn div10(v: Mbf8k) -> Result<Mbf8k, NumError> {
    fdiv(v, Mbf8k::from_bytes(TEN))
}

/// 10 (84 20 00 00).
pub(crate) const TEN: [u8; 4] = [0x00, 0x00, 0x20, 0x84];
