//! GW-BASIC's own double-precision `+ - * /`: `$FADDD`/`$FSUBD`, `$FMULD` and `$DDIV`
//! (MATH1.ASM, MATH2.ASM), on the 56-bit mantissas held as host words.
//!
//! The working form of a double is 64 bits: the 56-bit mantissa (the hidden bit set) over
//! an "overflow byte" of extra bits below it. `$ROUND` rounds on that byte: up from 0x80,
//! to even at exactly 0x80. What goes into the byte is each routine's own:
//!
//! - `$FADDD` shifts the smaller operand right (`$SHRA`) with a sticky bit at 0x20 of the
//!   byte: a bit shifted through that place stays there; a whole-byte move keeps only the
//!   old byte's 0x20 bit. A difference is normalised (`$NORMD`, at most 57 places: a
//!   difference smaller than that, or one whose exponent would reach 0, is zero).
//! - `$FMULD` forms the whole product and sets a sticky bit for its low bytes: the
//!   result is the product rounded to nearest, ties to even.
//! - `$DDIV` divides long hand to 64 quotient bits, sticky from the remainder: the
//!   quotient rounded to nearest, ties to even.
//!
//! A result below the smallest double is zero (GW leaves some mantissa bytes of a zero
//! behind, which only `MKD$` would show: the zero here is all zero bytes); one above the
//! largest is `Overflow`.

use super::super::NumError;
use super::float::Mbf64;

/// A double taken apart: sign, exponent byte (nonzero), 56-bit mantissa with the hidden
/// bit (bit 55) set. `None` for a zero (exponent byte 0).
fn unpack(d: Mbf64) -> Option<(bool, i32, u64)> {
    let b = d.0;
    if b[7] == 0 {
        return None;
    }
    let mut m = [0u8; 8];
    m[..7].copy_from_slice(&b[..7]);
    m[6] |= 0x80;
    Some((b[6] & 0x80 != 0, i32::from(b[7]), u64::from_le_bytes(m)))
}

/// Packs a 64-bit working mantissa (top bit set, overflow byte at the bottom) with its
/// exponent, rounded as `$ROUND` does: the overflow byte from 0x80 up carries into the
/// mantissa, exactly 0x80 leaves it even. An exponent beyond 255 (also from the carry)
/// overflows; one of 0 or below is zero.
fn round_pack(neg: bool, mut exp: i32, work: u64) -> Result<Mbf64, NumError> {
    let over = work & 0xff;
    let mut man = work >> 8;
    if over >= 0x80 {
        man += 1;
        if over == 0x80 {
            man &= !1;
        }
        if man >> 56 != 0 {
            man >>= 1;
            exp += 1;
        }
    }
    pack(neg, exp, man)
}

/// A 56-bit mantissa (hidden bit set) and exponent as a double: `Overflow` above 255,
/// zero at 0 or below.
fn pack(neg: bool, exp: i32, man: u64) -> Result<Mbf64, NumError> {
    if exp > 255 {
        return Err(NumError::Overflow);
    }
    if exp <= 0 {
        return Ok(Mbf64::ZERO);
    }
    let mut b = [0u8; 8];
    b[..7].copy_from_slice(&man.to_le_bytes()[..7]);
    b[6] = (b[6] & 0x7f) | if neg { 0x80 } else { 0 };
    b[7] = exp as u8;
    Ok(Mbf64::from_bytes(b))
}

/// `$SHRA`: the working mantissa shifted right `count` places, whole bytes first (only
/// the 0x20 sticky bit of the byte moved out is kept), then bit by bit (a bit shifted
/// into 0x10 sets 0x20 again).
fn shift_right_sticky(mut w: u64, mut count: u32) -> u64 {
    while count >= 8 {
        w = (w >> 8) | (w & 0x20);
        count -= 8;
    }
    for _ in 0..count {
        w >>= 1;
        if w & 0x10 != 0 {
            w |= 0x20;
        }
    }
    w
}

/// `$FADDD`: `a + b`.
pub(crate) fn add(a: Mbf64, b: Mbf64) -> Result<Mbf64, NumError> {
    let Some(y) = unpack(b) else {
        return Ok(a);
    };
    let Some(x) = unpack(a) else {
        return Ok(b);
    };
    // the larger exponent first (`FDD20`); with equal exponents, `a` stays first
    let ((na, ea, ma), (nb, eb, mb)) = if y.1 > x.1 { (y, x) } else { (x, y) };
    let shift = (ea - eb) as u32;
    if shift >= 57 {
        // the smaller is insignificant (`FDD95`): the larger unchanged
        return Ok(if y.1 > x.1 { b } else { a });
    }
    let wa = ma << 8;
    let wb = shift_right_sticky(mb << 8, shift);
    if na == nb {
        let (sum, carry) = wa.overflowing_add(wb);
        if carry {
            // `FDD35`: the carry shifted back in, the exponent one up
            return round_pack(na, ea + 1, (sum >> 1) | 1 << 63);
        }
        return round_pack(na, ea, sum);
    }
    let (diff, neg) = if wa >= wb {
        (wa - wb, na)
    } else {
        (wb - wa, !na)
    };
    // `$NORMD`: left until the top bit is set, at most 57 places, the exponent not to 0
    let places = diff.leading_zeros();
    if places >= 57 || ea - places as i32 <= 0 {
        return Ok(Mbf64::ZERO);
    }
    round_pack(neg, ea - places as i32, diff << places)
}

/// `DSUB` then `$FSUBD`: `a - b`. `DSUB` flips both signs and `$FSUBD` answers `-b`'s
/// bytes when `a`'s exponent is 0 (the zero's mantissa bytes and `b`'s are not looked at:
/// `D#-0` for a `D#` of exponent 0 is a "negative zero", MKD$ shows it), else flips `a`
/// back and adds (a zero `b` gives `a`).
pub(crate) fn sub(a: Mbf64, b: Mbf64) -> Result<Mbf64, NumError> {
    if a.0[7] == 0 {
        return Ok(b.negate());
    }
    if b.0[7] == 0 {
        return Ok(a);
    }
    add(a, b.negate())
}

/// `$FMULD`: `a * b`, the product rounded to nearest (ties to even). The exponent sum
/// is checked first (`$AEXPS`): beyond the range overflows, below it is zero. A left
/// operand (the FAC) of exponent 0 is the answer, bytes and all; a right one (`$ARG`) of
/// exponent 0 makes it eight zero bytes (`$DZERO`).
pub(crate) fn mul(a: Mbf64, b: Mbf64) -> Result<Mbf64, NumError> {
    if a.0[7] == 0 {
        return Ok(a);
    }
    let (Some((na, ea, ma)), Some((nb, eb, mb))) = (unpack(a), unpack(b)) else {
        return Ok(Mbf64::ZERO);
    };
    let neg = na != nb;
    let e0 = ea + eb - 129;
    if e0 >= 256 {
        return Err(NumError::Overflow);
    }
    if e0 < 0 {
        // `$AEXPS` underflow: `$ZERO` clears the single part of the FAC only, so the low
        // four bytes of the left operand stay behind the zero exponent (real GW-BASIC
        // 3.23: MKD$ of such a product shows them)
        let b = a.to_bytes();
        return Ok(Mbf64::from_bytes([b[0], b[1], b[2], b[3], 0, 0, 0, 0]));
    }
    // the product of two 56-bit mantissas: 111 or 112 bits
    let p = u128::from(ma) * u128::from(mb);
    // 64 bits from the top one down (`M6` or the shift at `M5A`), the rest sticky
    let (exp, low) = if p >> 111 != 0 {
        (e0 + 1, 48)
    } else {
        (e0, 47)
    };
    let sticky = u64::from(p & ((1u128 << low) - 1) != 0);
    round_pack(neg, exp, (p >> low) as u64 | sticky)
}

/// `$DDIV`: `a / b`, the quotient rounded to nearest (ties to even). A zero divisor is
/// `DivisionByZero`; an exponent difference beyond a signed byte overflows or is zero.
pub(crate) fn div(a: Mbf64, b: Mbf64) -> Result<Mbf64, NumError> {
    let Some((nb, eb, mb)) = unpack(b) else {
        return Err(NumError::DivisionByZero);
    };
    let Some((na, ea, ma)) = unpack(a) else {
        return Ok(Mbf64::ZERO);
    };
    let neg = na != nb;
    let d = ea - eb;
    if d > 127 {
        return Err(NumError::Overflow);
    }
    if d < -128 {
        return Ok(Mbf64::ZERO);
    }
    let num = u128::from(ma) << 63;
    let mut q = (num / u128::from(mb)) as u64;
    let sticky = num % u128::from(mb) != 0;
    let mut exp = d + 128;
    if q >> 63 != 0 {
        exp += 1;
    } else {
        q <<= 1;
        if exp == 0 {
            return Ok(Mbf64::ZERO);
        }
    }
    round_pack(neg, exp, q | u64::from(sticky))
}

/// `$DP00`..`$DP38` (MATH1.ASM): 10^0..10^38 as GW stores them (MKD$ order), each the
/// nearest double.
const DP: [[u8; 8]; 39] = [
    [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x81],
    [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20, 0x84],
    [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x48, 0x87],
    [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x7A, 0x8A],
    [0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x1C, 0x8E],
    [0x00, 0x00, 0x00, 0x00, 0x00, 0x50, 0x43, 0x91],
    [0x00, 0x00, 0x00, 0x00, 0x00, 0x24, 0x74, 0x94],
    [0x00, 0x00, 0x00, 0x00, 0x80, 0x96, 0x18, 0x98],
    [0x00, 0x00, 0x00, 0x00, 0x20, 0xBC, 0x3E, 0x9B],
    [0x00, 0x00, 0x00, 0x00, 0x28, 0x6B, 0x6E, 0x9E],
    [0x00, 0x00, 0x00, 0x00, 0xF9, 0x02, 0x15, 0xA2],
    [0x00, 0x00, 0x00, 0x40, 0xB7, 0x43, 0x3A, 0xA5],
    [0x00, 0x00, 0x00, 0x10, 0xA5, 0xD4, 0x68, 0xA8],
    [0x00, 0x00, 0x00, 0x2A, 0xE7, 0x84, 0x11, 0xAC],
    [0x00, 0x00, 0x80, 0xF4, 0x20, 0xE6, 0x35, 0xAF],
    [0x00, 0x00, 0xA0, 0x31, 0xA9, 0x5F, 0x63, 0xB2],
    [0x00, 0x00, 0x04, 0xBF, 0xC9, 0x1B, 0x0E, 0xB6],
    [0x00, 0x00, 0xC5, 0x2E, 0xBC, 0xA2, 0x31, 0xB9],
    [0x00, 0x40, 0x76, 0x3A, 0x6B, 0x0B, 0x5E, 0xBC],
    [0x00, 0xE8, 0x89, 0x04, 0x23, 0xC7, 0x0A, 0xC0],
    [0x00, 0x62, 0xAC, 0xC5, 0xEB, 0x78, 0x2D, 0xC3],
    [0x80, 0x7A, 0x17, 0xB7, 0x26, 0xD7, 0x58, 0xC6],
    [0x90, 0xAC, 0x6E, 0x32, 0x78, 0x86, 0x07, 0xCA],
    [0xB4, 0x57, 0x0A, 0x3F, 0x16, 0x68, 0x29, 0xCD],
    [0xA1, 0xED, 0xCC, 0xCE, 0x1B, 0xC2, 0x53, 0xD0],
    [0x85, 0x14, 0x40, 0x61, 0x51, 0x59, 0x04, 0xD4],
    [0xA6, 0x19, 0x90, 0xB9, 0xA5, 0x6F, 0x25, 0xD7],
    [0x0F, 0x20, 0xF4, 0x27, 0x8F, 0xCB, 0x4E, 0xDA],
    [0x0A, 0x94, 0xF8, 0x78, 0x39, 0x3F, 0x01, 0xDE],
    [0x0C, 0xB9, 0x36, 0xD7, 0x07, 0x8F, 0x21, 0xE1],
    [0x4F, 0x67, 0x04, 0xCD, 0xC9, 0xF2, 0x49, 0xE4],
    [0x23, 0x81, 0x45, 0x40, 0x7C, 0x6F, 0x7C, 0xE7],
    [0xB6, 0x70, 0x2B, 0xA8, 0xAD, 0xC5, 0x1D, 0xEB],
    [0xE3, 0x4C, 0x36, 0x12, 0x19, 0x37, 0x45, 0xEE],
    [0x1C, 0xE0, 0xC3, 0x56, 0xDF, 0x84, 0x76, 0xF1],
    [0x11, 0x6C, 0x3A, 0x96, 0x0B, 0x13, 0x1A, 0xF5],
    [0x16, 0x07, 0xC9, 0x7B, 0xCE, 0x97, 0x40, 0xF8],
    [0xDB, 0x48, 0xBB, 0x1A, 0xC2, 0xBD, 0x70, 0xFB],
    [0x89, 0x0D, 0xB5, 0x50, 0x99, 0x76, 0x16, 0xFF],
];

/// 10^k from GW's table (`MDPTEN` scales by these); k above 38 is 10^38.
pub(crate) fn ten_pow(k: u32) -> Mbf64 {
    Mbf64::from_bytes(DP[k.min(38) as usize])
}
