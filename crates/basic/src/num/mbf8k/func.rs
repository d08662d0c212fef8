//! SQR, EXP, LOG, SIN, COS, TAN, ATN and `^`, step by step as the 8K BASIC 4.0 ROM computes
//! them, with the ROM's own constants (bytes lo, mo, ho+sign, exponent as stored in the image).
//! Each step rounds like the machine, so the results carry the machine's errors too.

use std::cmp::Ordering;

use super::arith::{compare, fadd, fadd_parts, fdiv, fmul, fmul_parts, int, int_low_byte, Parts};
use super::{Mbf8k, ZERO};
use crate::num::NumError;

/// 0.5 (16E4h).
pub(crate) const HALF: [u8; 4] = [0x00, 0x00, 0x00, 0x80];
/// 1.0 (130Ch).
const ONE: [u8; 4] = [0x00, 0x00, 0x00, 0x81];
/// -0.5 (loaded by LXI in LOG).
const MINUS_HALF: [u8; 4] = [0x00, 0x00, 0x80, 0x80];
/// 0.25 (18C0h).
const QUARTER: [u8; 4] = [0x00, 0x00, 0x00, 0x7F];
/// SQR(0.5) = 0.707107 (loaded by LXI in LOG).
const SQRT_HALF: [u8; 4] = [0xF3, 0x04, 0x35, 0x80];
/// SQR(2) = 1.41421: SQR(0.5) with the exponent raised by INR B.
const SQRT_TWO: [u8; 4] = [0xF3, 0x04, 0x35, 0x81];
/// LN(2) = 0.693147 (1352h).
const LN2: [u8; 4] = [0x18, 0x72, 0x31, 0x80];
/// 1/LN(2) = 1.4427 (EXP).
const LOG2_E: [u8; 4] = [0x3B, 0xAA, 0x38, 0x81];
/// PI/2 = 1.5708 (18BCh).
const HALF_PI: [u8; 4] = [0xDB, 0x0F, 0x49, 0x81];
/// 2*PI = 6.28319 (SIN).
const TWO_PI: [u8; 4] = [0xDB, 0x0F, 0x49, 0x83];

/// LOG's odd polynomial in `(1 - SQR(2)/(x+SQR(.5)))` (1310h, 3 terms).
const LOG_POLY: [[u8; 4]; 3] = [
    [0xAA, 0x56, 0x19, 0x80],
    [0xF1, 0x22, 0x76, 0x80],
    [0x45, 0xAA, 0x38, 0x82],
];
/// EXP's polynomial for `e^-t`, 0 <= t < LN(2) (178Bh, 8 terms).
const EXP_POLY: [[u8; 4]; 8] = [
    [0x40, 0x2E, 0x94, 0x74],
    [0x70, 0x4F, 0x2E, 0x77],
    [0x6E, 0x02, 0x88, 0x7A],
    [0xE6, 0xA0, 0x2A, 0x7C],
    [0x50, 0xAA, 0xAA, 0x7E],
    [0xFF, 0xFF, 0x7F, 0x7F],
    [0x00, 0x00, 0x80, 0x81],
    [0x00, 0x00, 0x00, 0x81],
];
/// SIN's odd polynomial in turns, |x| <= 1/4 (18C4h, 5 terms).
const SIN_POLY: [[u8; 4]; 5] = [
    [0xBA, 0xD7, 0x1E, 0x86],
    [0x64, 0x26, 0x99, 0x87],
    [0x58, 0x34, 0x23, 0x87],
    [0xE0, 0x5D, 0xA5, 0x86],
    [0xDA, 0x0F, 0x49, 0x83],
];
/// ATN's odd polynomial, 0 <= x < 1 (1913h, 9 terms).
const ATN_POLY: [[u8; 4]; 9] = [
    [0x4A, 0xD7, 0x3B, 0x78],
    [0x02, 0x6E, 0x84, 0x7B],
    [0xFE, 0xC1, 0x2F, 0x7C],
    [0x74, 0x31, 0x9A, 0x7D],
    [0x84, 0x3D, 0x5A, 0x7D],
    [0xC8, 0x7F, 0x91, 0x7E],
    [0xE4, 0xBB, 0x4C, 0x7E],
    [0x6C, 0xAA, 0xAA, 0x7F],
    [0x00, 0x00, 0x00, 0x81],
];

fn k(bytes: [u8; 4]) -> Mbf8k {
    Mbf8k::from_bytes(bytes)
}

/// A coefficient table taken apart once, at compile time, as the ROM's unpack takes apart
/// each constant it loads.
const fn parts_of<const N: usize>(table: [[u8; 4]; N]) -> [Parts; N] {
    let mut out = [Parts::ZERO; N];
    let mut i = 0;
    while i < N {
        out[i] = Parts::of(Mbf8k::from_bytes(table[i]));
        i += 1;
    }
    out
}

/// [`LOG_POLY`] taken apart.
pub(super) const LOG_PARTS: [Parts; 3] = parts_of(LOG_POLY);
/// [`EXP_POLY`] taken apart.
pub(super) const EXP_PARTS: [Parts; 8] = parts_of(EXP_POLY);
/// [`SIN_POLY`] taken apart.
pub(super) const SIN_PARTS: [Parts; 5] = parts_of(SIN_POLY);
/// [`ATN_POLY`] taken apart.
pub(super) const ATN_PARTS: [Parts; 9] = parts_of(ATN_POLY);

/// POLY (17BBh): Horner's scheme, first constant times x, plus the next, and so on.
///
/// Every step is FMULT then FADD, each ending in ROUND, so the running value is kept taken
/// apart ([`Parts`]) from step to step instead of being stored as four bytes and taken
/// apart again; the bits are the same (checked against the packed routines step by step in
/// `tests.rs`).
pub(super) fn poly(x: Mbf8k, coeffs: &[Parts]) -> Result<Mbf8k, NumError> {
    poly_parts(Parts::of(x), coeffs).map(Parts::pack)
}

/// [`poly`] on parts.
fn poly_parts(x: Parts, coeffs: &[Parts]) -> Result<Parts, NumError> {
    let mut acc = coeffs.first().copied().unwrap_or(Parts::ZERO);
    for c in coeffs.iter().skip(1) {
        acc = fmul_parts(x, acc)?;
        acc = fadd_parts(acc, *c)?;
    }
    Ok(acc)
}

/// The odd-polynomial entry (17ACh): `x * POLY(x*x)`, taken apart throughout like [`poly`].
pub(super) fn odd_poly(x: Mbf8k, coeffs: &[Parts]) -> Result<Mbf8k, NumError> {
    let x = Parts::of(x);
    let square = fmul_parts(x, x)?;
    let p = poly_parts(square, coeffs)?;
    fmul_parts(x, p).map(Parts::pack)
}

/// `a - b` as FSUB does it (negate the FAC, then FADD).
fn fsub(a: Mbf8k, b: Mbf8k) -> Result<Mbf8k, NumError> {
    fadd(a, b.negated())
}

/// The power routine (1708h), `x ^ y`.
///
/// `y = 0` gives EXP(0); `0 ^ negative` is `?/0 ERROR`; `0 ^ positive` is 0. A negative base
/// is made positive when `y` is an integer, and the result negated when the low byte INT
/// leaves is odd; a negative base with a fractional `y` reaches LOG and gives `?FC ERROR`.
/// Otherwise `EXP(y * LOG(x))`.
pub(crate) fn power(x: Mbf8k, y: Mbf8k) -> Result<Mbf8k, NumError> {
    if y.is_zero() {
        return exp(ZERO);
    }
    if x.is_zero() {
        return if y.is_negative() {
            Err(NumError::DivisionByZero)
        } else {
            Ok(ZERO)
        };
    }
    let mut base = x;
    let mut negate = false;
    if x.is_negative() {
        let whole = int(y);
        negate = int_low_byte(y) & 1 != 0;
        if compare(y, whole) == Ordering::Equal {
            base = x.negated();
        }
    }
    let l = log(base)?;
    let r = exp(fmul(y, l)?)?;
    Ok(if negate { r.negated() } else { r })
}

/// EXP (174Bh): `y = x / LN(2)`; |y| >= 128 overflows (or gives 0 for negative y); with
/// `n = INT(y)` the result is `2^(n+1) * P((n+1)*LN(2) - x)`, P approximating `e^-t`.
pub(crate) fn exp(x: Mbf8k) -> Result<Mbf8k, NumError> {
    let y = fmul(x, k(LOG2_E))?;
    if y.exp_byte() >= 0x88 {
        return if y.is_negative() {
            Ok(ZERO)
        } else {
            Err(NumError::Overflow)
        };
    }
    let n = int(y);
    let biased = int_low_byte(y).wrapping_add(0x80);
    if biased >= 0xFE {
        // n = 126 or 127: ADI 02h carries, and INT(y) is positive there.
        return Err(NumError::Overflow);
    }
    let scale_exp = biased + 2;
    let mut t = fadd(n, k(ONE))?;
    t = fmul(t, k(LN2))?;
    t = fsub(x, t)?.negated();
    let p = poly(t, &EXP_PARTS)?;
    fmul(Mbf8k::from_parts(false, scale_exp, 0x80_0000), p)
}

/// LOG (131Dh): `?FC ERROR` for x <= 0. With x = m * 2^e (0.5 <= m < 1):
/// `(Q(1 - SQR(2)/(m + SQR(.5))) - 0.5 + e) * LN(2)`, Q the odd polynomial.
pub(crate) fn log(x: Mbf8k) -> Result<Mbf8k, NumError> {
    if x.is_zero() || x.is_negative() {
        return Err(NumError::IllegalQuantity);
    }
    let e = x.exp_byte().wrapping_sub(0x80) as i8;
    let m = Mbf8k::from_parts(false, 0x80, x.mant());
    let mut t = fadd(m, k(SQRT_HALF))?;
    t = fdiv(k(SQRT_TWO), t)?;
    t = fsub(k(ONE), t)?;
    t = odd_poly(t, &LOG_PARTS)?;
    t = fadd(t, k(MINUS_HALF))?;
    t = fadd(t, Mbf8k::from_i8(e))?;
    fmul(t, k(LN2))
}

/// SIN (187Ch): the argument in turns, `f = u - INT(u)` with `u = x/(2*PI)`, folded into
/// -1/4..1/4 by the ROM's sequence of adds and negations, then the odd polynomial.
pub(crate) fn sin(x: Mbf8k) -> Result<Mbf8k, NumError> {
    let u = fdiv(x, k(TWO_PI))?;
    let f = fsub(u, int(u))?;
    let mut v = fsub(k(QUARTER), f)?;
    // `carry` and `positive` are the flags the ROM pushes at 18A8h.
    let (carry, positive) = if !v.is_negative() {
        (true, true)
    } else {
        v = fadd(v, k(HALF))?;
        (false, !v.is_negative())
    };
    if positive {
        v = v.negated();
    }
    v = fadd(v, k(QUARTER))?;
    if !carry {
        v = v.negated();
    }
    odd_poly(v, &SIN_PARTS)
}

/// COS (1876h): SIN(x + PI/2).
pub(crate) fn cos(x: Mbf8k) -> Result<Mbf8k, NumError> {
    sin(fadd(x, k(HALF_PI))?)
}

/// TAN (18D9h): SIN(x) / COS(x); a zero cosine is `?/0 ERROR`.
pub(crate) fn tan(x: Mbf8k) -> Result<Mbf8k, NumError> {
    let s = sin(x)?;
    let c = cos(x)?;
    fdiv(s, c)
}

/// ATN (18EEh): odd polynomial on |x| (or on 1/|x| subtracted from PI/2 when |x| >= 1),
/// negated at the end for a negative argument.
pub(crate) fn atn(x: Mbf8k) -> Result<Mbf8k, NumError> {
    let mut v = x.absolute();
    let reciprocal = v.exp_byte() >= 0x81;
    if reciprocal {
        v = fdiv(k(ONE), v)?;
    }
    let mut r = odd_poly(v, &ATN_PARTS)?;
    if reciprocal {
        r = fsub(k(HALF_PI), r)?;
    }
    Ok(if x.is_negative() { r.negated() } else { r })
}
