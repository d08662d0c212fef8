//! The FAC arithmetic of the C64 ROM: FADD, FSUB, FMULT, FDIV, NORMALIZE, ROUND_FAC, MUL10,
//! DIV10, FCOMP, QINT, INT, AYINT, each with the ROM's use of the rounding byte.
//!
//! Arguments are named as in the ROM: `arg` is ARG (loaded from memory or the stack, never
//! with a rounding byte of its own) and `fac` is FAC (with its rounding byte). Mantissa and
//! rounding byte are handled together as a 40-bit number.

use super::{Mbf40, ZERO};
use crate::num::NumError;

const MASK40: u64 = (1 << 40) - 1;

/// The 40-bit mantissa shifted right `n` places, bits falling off the end (SHIFT_RIGHT).
fn shr40(v: u64, n: u8) -> u64 {
    if n >= 40 {
        0
    } else {
        v >> n
    }
}

/// NORMALIZE_FAC2: shift left whole bytes (giving up after four, so a value left only in the
/// rounding byte becomes zero), then bits; zero if the exponent would not stay above 0.
///
/// The byte and bit shifts together move the top one bit to bit 39, so their count is the
/// number's leading zeros; the four byte shifts are needed exactly when the mantissa bytes
/// are all zero.
#[inline(always)]
pub(super) fn normalize(exp: u8, neg: bool, m40: u64) -> Mbf40 {
    let m = m40 & MASK40;
    if m >> 8 == 0 {
        return ZERO;
    }
    // m is below 2^40 and at least 2^8: 24..=55 leading zeros in 64 bits.
    let count = m.leading_zeros() - 24;
    if count >= u32::from(exp) {
        return ZERO;
    }
    let m = m << count;
    // count < exp <= 255 here.
    Mbf40::of_m40(exp - count as u8, neg, m)
}

/// ROUND_FAC as its callers use it (store, stack, copy to ARG): add the rounding byte's top
/// bit to the mantissa and clear the byte. A mantissa carry renormalizes (NORMALIZE_FAC6).
#[inline]
pub(super) fn round(f: Mbf40) -> Result<Mbf40, NumError> {
    if f.exp == 0 || f.ext < 0x80 {
        return Ok(Mbf40 { ext: 0, ..f });
    }
    let (mant, carry) = f.mant.overflowing_add(1);
    if !carry {
        return Ok(Mbf40 { mant, ext: 0, ..f });
    }
    if f.exp == 0xFF {
        return Err(NumError::Overflow);
    }
    Ok(Mbf40 {
        exp: f.exp + 1,
        neg: f.neg,
        mant: 0x8000_0000,
        ext: 0,
    })
}

/// FADDT: ARG + FAC. The smaller operand is shifted right through the rounding byte; the
/// larger keeps its own. With equal exponents the ROM enters the adder with the carry set,
/// so a same-sign sum gets one more in the rounding byte.
#[inline]
pub(super) fn fadd(arg: Mbf40, fac: Mbf40) -> Result<Mbf40, NumError> {
    fadd_inline(arg, fac)
}

/// [`fadd`], always inlined: the polynomial loop takes it in, so its operands stay in
/// registers from step to step instead of going through a call each time (same code, same
/// bits).
#[inline(always)]
pub(super) fn fadd_inline(arg: Mbf40, fac: Mbf40) -> Result<Mbf40, NumError> {
    if fac.exp == 0 {
        // COPY_ARG_TO_FAC
        return Ok(Mbf40 { ext: 0, ..arg });
    }
    if arg.exp == 0 {
        return Ok(fac);
    }
    let arg40 = u64::from(arg.mant) << 8;
    let (exp, neg, keep, shifted, carry_in) = if arg.exp == fac.exp {
        (fac.exp, fac.neg, fac.m40(), arg40, 1)
    } else if arg.exp < fac.exp {
        (
            fac.exp,
            fac.neg,
            fac.m40(),
            shr40(arg40, fac.exp - arg.exp),
            0,
        )
    } else {
        (
            arg.exp,
            arg.neg,
            arg40,
            shr40(fac.m40(), arg.exp - fac.exp),
            0,
        )
    };
    if arg.neg != fac.neg {
        // Subtract the shifted operand; a borrow means COMPLEMENT_FAC (sign and 40 bits).
        return Ok(if keep >= shifted {
            normalize(exp, neg, keep - shifted)
        } else {
            normalize(exp, !neg, shifted - keep)
        });
    }
    let sum = keep + shifted + carry_in;
    if sum >> 40 == 0 {
        return Ok(Mbf40::of_m40(exp, neg, sum));
    }
    // NORMALIZE_FAC6: carry out of the mantissa, shift right once.
    if exp == 0xFF {
        return Err(NumError::Overflow);
    }
    let s = sum >> 1;
    Ok(Mbf40::of_m40(exp + 1, neg, s))
}

/// FSUBT: ARG - FAC (FAC's sign flipped, then FADDT).
pub(super) fn fsub(arg: Mbf40, fac: Mbf40) -> Result<Mbf40, NumError> {
    fadd(
        arg,
        Mbf40 {
            neg: !fac.neg,
            ..fac
        },
    )
}

/// What ADD_EXPONENTS decided for FMULT and FDIV.
pub(super) enum Exponent {
    /// The result underflows to zero.
    Zero,
    /// The biased exponent (possibly 0, which the ROM carries on with) and the 6502 carry
    /// flag the addition left.
    Value(u8, bool),
}

/// ADD_EXPONENTS: `a + b - 128`, overflow at 384 and above, zero below 128.
#[inline(always)]
pub(super) fn add_exponents(a: u8, b: u8) -> Result<Exponent, NumError> {
    if a == 0 {
        return Ok(Exponent::Zero);
    }
    let s = u16::from(a) + u16::from(b);
    if s < 0x80 {
        return Ok(Exponent::Zero);
    }
    if s >= 0x180 {
        return Err(NumError::Overflow);
    }
    Ok(Exponent::Value((s - 0x80) as u8, s < 0x100))
}

/// FMULTT: ARG * FAC, the FAC's five bytes (rounding byte first) taken as multiplier one
/// byte at a time into a 32-bit product plus rounding byte.
///
/// A zero multiplier byte is a plain byte shift (SHIFT_RIGHT1), entered with whatever carry
/// the previous step left. After ADD_EXPONENTS or a non-zero byte the carry is set and the
/// shift is 8 bits; after a zero byte it is clear and SHIFT_RIGHT shifts the product one bit
/// further (without the rounding byte). That is the ROM's behaviour, kept bit for bit.
///
/// A non-zero byte is done in one step: the ROM's eight add-and-shift passes (MULTIPLY1)
/// shift the 40-bit product and rounding byte right once each, so they leave
/// `product / 256 + ARG * byte`, the old rounding byte falling off entirely. Chained, those
/// steps are one multiplication: `ARG * FAC / 2^32`, rounded down. The extra bit shift is the
/// only thing that breaks the chain, and it changes nothing while the product is still zero,
/// so the one multiplication serves unless two zero bytes follow a non-zero one
/// ([`fmult_needs_bytes`]). Both ways are checked against the bit-serial routine in
/// `reference.rs`.
#[inline]
pub(super) fn fmult(arg: Mbf40, fac: Mbf40) -> Result<Mbf40, NumError> {
    fmult_inline(arg, fac)
}

/// [`fmult`], always inlined into the polynomial loop like [`fadd_inline`].
#[inline(always)]
pub(super) fn fmult_inline(arg: Mbf40, fac: Mbf40) -> Result<Mbf40, NumError> {
    if fac.exp == 0 {
        return Ok(fac);
    }
    let (exp, carry) = match add_exponents(arg.exp, fac.exp)? {
        Exponent::Zero => return Ok(ZERO),
        Exponent::Value(e, c) => (e, c),
    };
    // STA_IN_FAC_SIGN clears the sign when the exponent came out as 0.
    let neg = exp != 0 && (arg.neg != fac.neg);
    let multiplier = fac.m40();
    let product = if fmult_needs_bytes(multiplier) {
        fmult_bytes(arg.mant, multiplier, carry)
    } else {
        ((u128::from(arg.mant) * u128::from(multiplier)) >> 32) as u64
    };
    Ok(normalize(exp, neg, product))
}

/// Whether FMULT's extra bit shift can touch a non-zero product: the 40-bit multiplier,
/// read from its lowest non-zero byte up, holds two zero bytes in a row.
#[inline]
fn fmult_needs_bytes(m40: u64) -> bool {
    const LOW7: u64 = 0x007F_7F7F_7F7F;
    const HIGH: u64 = 0x0080_8080_8080;
    // A non-zero middle byte (bits 16..23): each pair of neighbouring bytes then holds it, or
    // lies above the highest non-zero byte, or below the lowest one, so no pair counts. The
    // polynomial steps nearly always leave here, before the byte scan below.
    if m40 & 0xFF_0000 != 0 || m40 == 0 {
        return false;
    }
    // The two low bytes clear and the top one set (a whole multiplier below 2^24, such as
    // the 3 of `K*3`): the lowest non-zero byte is byte 2 or 3, with at most one zero byte
    // between it and the top.
    if m40 & 0xFFFF == 0 && m40 >> 32 != 0 {
        return false;
    }
    // Drop the low zero bytes (the product is zero while they are taken).
    let x = m40 >> (m40.trailing_zeros() & !7);
    // Bit 7 of each byte set when the byte is non-zero (no carry crosses a byte).
    let non_zero = (((x & LOW7) + LOW7) | x) & HIGH;
    // Zero bytes below the highest non-zero one.
    let below_top = u64::MAX >> x.leading_zeros();
    let zero = !non_zero & HIGH & below_top;
    zero & (zero >> 8) != 0
}

/// FMULT byte by byte (see [`fmult`]): `carry` is the carry ADD_EXPONENTS left. Rare (two
/// zero bytes in a row in the multiplier), so kept out of line where FMULT is inlined.
#[inline(never)]
fn fmult_bytes(arg_mant: u32, m40: u64, mut carry: bool) -> u64 {
    let a = u64::from(arg_mant);
    // The product (32 bits) and rounding byte as one 40-bit number.
    let mut p: u64 = 0;
    for i in 0..5 {
        let byte = (m40 >> (8 * i)) as u8;
        if byte == 0 {
            // SHIFT_RIGHT1: the product's low byte becomes the rounding byte; with the carry
            // clear the product (only) moves one bit further.
            let product = p >> 8;
            let ext = product & 0xFF;
            let product = if carry { product >> 8 } else { product >> 9 };
            p = (product << 8) | ext;
            carry = false;
        } else {
            p = (p >> 8) + a * u64::from(byte);
            carry = true;
        }
    }
    p
}

/// FDIVT: ARG / FAC with the sign `neg` (SGNCPR). The divisor is rounded first; the quotient
/// gets 32 bits plus two in the rounding byte.
///
/// The ROM's 34 compare-subtract-shift passes form the restoring quotient
/// `floor(ARG * 2^33 / FAC)` (ARG's mantissa is below twice the normalized divisor, so the
/// first bit is the whole integer part); it is computed here as the quotient of `2 * ARG`
/// (two bits) and then of the remainder times 2^32 (32 bits), both fitting 64 bits.
pub(super) fn fdiv(arg: Mbf40, fac: Mbf40, neg: bool) -> Result<Mbf40, NumError> {
    if fac.exp == 0 {
        return Err(NumError::DivisionByZero);
    }
    let fac = round(fac)?;
    let exp = match add_exponents(arg.exp, fac.exp.wrapping_neg())? {
        Exponent::Zero => return Ok(ZERO),
        Exponent::Value(e, _) => e,
    };
    let neg = exp != 0 && neg;
    if exp == 0xFF {
        return Err(NumError::Overflow);
    }
    let exp = exp + 1;
    // Every FAC value is normalized (top mantissa bit set), so both quotients below fit
    // their widths; setting the bit again only keeps a division by zero impossible.
    let div = u64::from(fac.mant | 0x8000_0000);
    let twice = u64::from(arg.mant) << 1;
    let high = twice / div;
    let low = ((twice % div) << 32) / div;
    let q = (high << 32) | low;
    Ok(normalize(exp, neg, ((q >> 2) << 8) | ((q & 3) << 6)))
}

/// MUL10: round, then add the value shifted right twice to itself and raise the exponent
/// by 3 (the ROM's FADD2 entry with ARG's exponent taken as FAC's + 2).
pub(super) fn mul10(fac: Mbf40) -> Result<Mbf40, NumError> {
    let f = round(fac)?;
    if f.exp == 0 {
        return Ok(f);
    }
    if f.exp > 0xFD {
        return Err(NumError::Overflow);
    }
    let quarter = Mbf40 { exp: f.exp, ..f };
    let four = Mbf40 {
        exp: f.exp + 2,
        ..f
    };
    let sum = fadd(four, quarter)?;
    if sum.exp == 0xFF {
        return Err(NumError::Overflow);
    }
    Ok(Mbf40 {
        exp: sum.exp + 1,
        ..sum
    })
}

/// The constant 10 (CONTEN, `84 20 00 00 00`).
const TEN: [u8; 5] = [0x84, 0x20, 0x00, 0x00, 0x00];

/// DIV10: the rounded FAC divided by 10; the result is always positive (SGNCPR = 0).
pub(super) fn div10(fac: Mbf40) -> Result<Mbf40, NumError> {
    fdiv(round(fac)?, Mbf40::unpack(TEN), false)
}

/// An integer as FLOAT/GIVAYF make it: exact.
pub(super) fn from_i32(v: i32) -> Mbf40 {
    normalize(0xA0, v < 0, u64::from(v.unsigned_abs()) << 8)
}

/// ADDACC (FIN and LOG): FAC rounded, plus a small signed integer.
pub(super) fn addacc(fac: Mbf40, a: i8) -> Result<Mbf40, NumError> {
    fadd(round(fac)?, from_i32(i32::from(a)))
}

/// SIGN: 1, 0 or -1.
pub(super) fn sign(f: Mbf40) -> i32 {
    if f.exp == 0 {
        0
    } else if f.neg {
        -1
    } else {
        1
    }
}

/// FCOMP: how the FAC stands to the number `mem` (1: FAC is greater, -1: smaller, 0: equal).
/// The rounding byte counts only as a borrow into the last mantissa byte, so `mem` ending
/// in `00` equals a FAC ending in `FF` with a rounding byte of `80` or more.
pub(super) fn fcomp(mem: Mbf40, fac: Mbf40) -> i32 {
    if mem.exp == 0 {
        return sign(fac);
    }
    let fac_neg = fac.exp != 0 && fac.neg;
    if mem.neg != fac_neg {
        return if fac_neg { -1 } else { 1 };
    }
    // Carry set means |mem| >= |FAC| in the byte that differed.
    let mem_bigger = if mem.exp != fac.exp {
        mem.exp > fac.exp
    } else {
        let mb = mem.mant.to_be_bytes();
        let fb = fac.mant.to_be_bytes();
        match (0..3).find(|&i| mb[i] != fb[i]) {
            // i < 3 indexes the four-byte arrays.
            Some(i) => mb[i] > fb[i],
            None => {
                let borrow = u16::from(fac.ext >= 0x80);
                let diff = u16::from(mb[3])
                    .wrapping_sub(u16::from(fb[3]))
                    .wrapping_sub(borrow);
                if diff & 0xFF == 0 {
                    return 0;
                }
                diff & 0x100 == 0
            }
        }
    };
    if mem_bigger != fac_neg {
        -1
    } else {
        1
    }
}

/// QINT: the FAC's floor as 32 bits in two's complement (FAC+1..FAC+4), for an exponent
/// below 0xA0. Negative values are complemented with the rounding byte and shifted with
/// sign extension, which is a floor. Inlined into `to_i32`, an array subscript's conversion.
#[inline]
pub(super) fn qint(f: Mbf40) -> u32 {
    if f.exp == 0 || f.exp >= 0xA0 {
        return 0;
    }
    let n = u32::from(0xA0 - f.exp) + 8;
    if f.neg {
        let v = -(f.m40() as i64);
        (v >> n.min(63)) as u32
    } else {
        let v = f.m40();
        if n >= 64 {
            0
        } else {
            (v >> n) as u32
        }
    }
}

/// INT: floor, and the low byte of the integer (CHARAC), which EXP and `^` use. From 2^31
/// on the FAC is returned as it is, rounding byte and all.
pub(super) fn int(f: Mbf40) -> (Mbf40, u8) {
    if f.exp >= 0xA0 {
        return (f, 0);
    }
    let q = qint(f);
    let low = q as u8;
    let v = if f.neg {
        normalize(0xA0, true, (1u64 << 40) - (u64::from(q) << 8))
    } else {
        normalize(0xA0, false, u64::from(q) << 8)
    };
    (v, low)
}

/// -32768 (`90 80 00 00 00`), the one value of exponent 0x90 AYINT lets through.
const NEG_32768: [u8; 5] = [0x90, 0x80, 0x00, 0x00, 0x00];

/// AYINT: `?ILLEGAL QUANTITY` unless -32768 <= value < 32768, then QINT (floor).
pub(super) fn ayint(f: Mbf40) -> Result<i16, NumError> {
    if f.exp >= 0x90 {
        if fcomp(Mbf40::unpack(NEG_32768), f) != 0 {
            return Err(NumError::IllegalQuantity);
        }
        return Ok(i16::MIN);
    }
    Ok(qint(f) as i16)
}
