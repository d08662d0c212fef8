//! The ROM's functions: POLYNOMIAL, LOG, EXP, `^` (FPWRT), SQR, SIN, COS, TAN, ATN, each
//! step in the ROM's order with the ROM's coefficient tables.
//!
//! The tables are bytes of the C64 BASIC ROM, as listed in `mist64/msbasic` `float.s`
//! (CON_SQR_HALF ... POLY_EXP, non-CONFIG_SMALL) and `trig.s` (CON_PI_HALF ... POLY_ATN),
//! which assemble to the CBM2 ROM image byte for byte.

use super::arith::{addacc, fadd, fadd_inline, fcomp, fdiv, fmult, fmult_inline, fsub, int, round};
use super::{Mbf40, ZERO};
use crate::num::NumError;

type Packed = [u8; 5];

const ONE: Mbf40 = Mbf40::unpack([0x81, 0x00, 0x00, 0x00, 0x00]);
const HALF: Mbf40 = Mbf40::unpack([0x80, 0x00, 0x00, 0x00, 0x00]);
const NEG_HALF: Mbf40 = Mbf40::unpack([0x80, 0x80, 0x00, 0x00, 0x00]);
const SQR_HALF: Mbf40 = Mbf40::unpack([0x80, 0x35, 0x04, 0xF3, 0x34]);
const SQR_TWO: Mbf40 = Mbf40::unpack([0x81, 0x35, 0x04, 0xF3, 0x34]);
const LOG_TWO: Mbf40 = Mbf40::unpack([0x80, 0x31, 0x72, 0x17, 0xF8]);
const LOG_E: Mbf40 = Mbf40::unpack([0x81, 0x38, 0xAA, 0x3B, 0x29]);
const PI_HALF: Mbf40 = Mbf40::unpack([0x81, 0x49, 0x0F, 0xDA, 0xA2]);
const PI_DOUBLE: Mbf40 = Mbf40::unpack([0x83, 0x49, 0x0F, 0xDA, 0xA2]);
const QUARTER: Mbf40 = Mbf40::unpack([0x7F, 0x00, 0x00, 0x00, 0x00]);

/// POLY_LOG: odd series in (x-1)/(x+1)-like argument, highest power first.
pub(super) const POLY_LOG: [Mbf40; 4] = unpack_all([
    [0x7F, 0x5E, 0x56, 0xCB, 0x79],
    [0x80, 0x13, 0x9B, 0x0B, 0x64],
    [0x80, 0x76, 0x38, 0x93, 0x16],
    [0x82, 0x38, 0xAA, 0x3B, 0x20],
]);

/// POLY_EXP: 2^x on 0..1, highest power first.
pub(super) const POLY_EXP: [Mbf40; 8] = unpack_all([
    [0x71, 0x34, 0x58, 0x3E, 0x56],
    [0x74, 0x16, 0x7E, 0xB3, 0x1B],
    [0x77, 0x2F, 0xEE, 0xE3, 0x85],
    [0x7A, 0x1D, 0x84, 0x1C, 0x2A],
    [0x7C, 0x63, 0x59, 0x58, 0x0A],
    [0x7E, 0x75, 0xFD, 0xE7, 0xC6],
    [0x80, 0x31, 0x72, 0x18, 0x10],
    [0x81, 0x00, 0x00, 0x00, 0x00],
]);

/// POLY_SIN: sin(2*pi*x) as an odd series, highest power first.
pub(super) const POLY_SIN: [Mbf40; 6] = unpack_all([
    [0x84, 0xE6, 0x1A, 0x2D, 0x1B],
    [0x86, 0x28, 0x07, 0xFB, 0xF8],
    [0x87, 0x99, 0x68, 0x89, 0x01],
    [0x87, 0x23, 0x35, 0xDF, 0xE1],
    [0x86, 0xA5, 0x5D, 0xE7, 0x28],
    [0x83, 0x49, 0x0F, 0xDA, 0xA2],
]);

/// POLY_ATN: atn(x) on 0..1 as an odd series, highest power first.
pub(super) const POLY_ATN: [Mbf40; 12] = unpack_all([
    [0x76, 0xB3, 0x83, 0xBD, 0xD3],
    [0x79, 0x1E, 0xF4, 0xA6, 0xF5],
    [0x7B, 0x83, 0xFC, 0xB0, 0x10],
    [0x7C, 0x0C, 0x1F, 0x67, 0xCA],
    [0x7C, 0xDE, 0x53, 0xCB, 0xC1],
    [0x7D, 0x14, 0x64, 0x70, 0x4C],
    [0x7D, 0xB7, 0xEA, 0x51, 0x7A],
    [0x7D, 0x63, 0x30, 0x88, 0x7E],
    [0x7E, 0x92, 0x44, 0x99, 0x3A],
    [0x7E, 0x4C, 0xCC, 0x91, 0xC7],
    [0x7F, 0xAA, 0xAA, 0xAA, 0x13],
    [0x81, 0x00, 0x00, 0x00, 0x00],
]);

/// A ROM table, unpacked once at compile time as LOAD_ARG_FROM_YA unpacks each entry.
const fn unpack_all<const N: usize>(table: [Packed; N]) -> [Mbf40; N] {
    let mut out = [ZERO; N];
    let mut i = 0;
    while i < N {
        out[i] = Mbf40::unpack(table[i]);
        i += 1;
    }
    out
}

/// NEGOP.
fn negate(f: Mbf40) -> Mbf40 {
    f.with_sign(!f.neg)
}

/// POLYNOMIAL (SERMAIN): Horner's rule with the argument rounded once (TEMP2). The first
/// product takes the coefficient as ARG and the argument as FAC, the later ones the
/// argument as ARG and the running sum, rounding byte and all, as FAC.
///
/// FADD and FMULT are inlined here ([`fadd_inline`], [`fmult_inline`]): the FAC image stays
/// in registers through the whole series (checked against the out-of-line routines and the
/// bit-serial FMULT step by step in `tests.rs`).
pub(super) fn poly(fac: Mbf40, table: &[Mbf40]) -> Result<Mbf40, NumError> {
    let x = round(fac)?;
    let Some((first, rest)) = table.split_first() else {
        return Ok(x);
    };
    let mut acc = fmult_inline(*first, x)?;
    if let Some((last, middle)) = rest.split_last() {
        for c in middle {
            acc = fadd_inline(*c, acc)?;
            acc = fmult_inline(x, acc)?;
        }
        acc = fadd_inline(*last, acc)?;
    }
    Ok(acc)
}

/// POLYNOMIAL_ODD: `x * P(x^2)` with x rounded into TEMP1. Also returns that rounded x,
/// which TAN reads back out of TEMP1.
pub(super) fn poly_odd(fac: Mbf40, table: &[Mbf40]) -> Result<(Mbf40, Mbf40), NumError> {
    let x = round(fac)?;
    let square = fmult_inline(x, x)?;
    let p = poly(square, table)?;
    Ok((fmult_inline(x, p)?, x))
}

/// LOG: mantissa m in 0.5..1 goes through `(sqr(2)/(m+sqr(.5)))` folding and POLY_LOG, the
/// exponent is added with ADDACC, and the sum times ln 2.
pub(super) fn log(fac: Mbf40) -> Result<Mbf40, NumError> {
    if fac.exp == 0 || fac.neg {
        return Err(NumError::IllegalQuantity);
    }
    // The exponent as the signed byte the ROM pushes (exp - 0x80).
    let e = fac.exp.wrapping_sub(0x80) as i8;
    let m = Mbf40 { exp: 0x80, ..fac };
    let m = fadd(SQR_HALF, m)?;
    let m = fdiv(SQR_TWO, m, SQR_TWO.neg != m.neg)?;
    let m = fsub(ONE, m)?;
    let (m, _) = poly_odd(m, &POLY_LOG)?;
    let m = fadd(NEG_HALF, m)?;
    let m = addacc(m, e)?;
    fmult(LOG_TWO, m)
}

/// EXP: `2^(x/ln 2)`, split into INT and fraction; POLY_EXP on the fraction and the integer
/// added to the exponent. The product's rounding byte is biased by 0x50 first.
pub(super) fn exp(fac: Mbf40) -> Result<Mbf40, NumError> {
    let mut t = fmult(LOG_E, fac)?;
    let biased = u16::from(t.ext) + 0x50;
    if biased > 0xFF {
        // INCREMENT_MANTISSA, renormalizing when the mantissa wraps.
        let (mant, carry) = t.mant.overflowing_add(1);
        t.mant = mant;
        if carry {
            if t.exp == 0xFF {
                return Err(NumError::Overflow);
            }
            t.exp += 1;
            t.mant = 0x8000_0000;
        }
    }
    let arg_ext = biased as u8;
    let t = Mbf40 { ext: 0, ..t };
    if t.exp >= 0x88 {
        return out_of_range(t);
    }
    let (whole, low) = int(t);
    if low == 0x7F {
        return out_of_range(whole);
    }
    let scale = low.wrapping_add(0x80);
    let frac = fsub(whole, Mbf40 { ext: arg_ext, ..t })?;
    let p = poly(negate(frac), &POLY_EXP)?;
    // ADD_EXPONENTS1 with SGNCPR = 0.
    if scale == 0 || p.exp == 0 {
        return Ok(ZERO);
    }
    let s = u16::from(scale) + u16::from(p.exp);
    if s < 0x80 {
        return Ok(ZERO);
    }
    if s >= 0x180 {
        return Err(NumError::Overflow);
    }
    // An exponent of 0 is zero (STA_IN_FAC_SIGN); the sign is SGNCPR = 0, positive.
    let exp = (s - 0x80) as u8;
    Ok(Mbf40 { exp, ..p }.with_sign(false))
}

/// OUTOFRNG: `?OVERFLOW` for a large positive argument, zero for a large negative one.
fn out_of_range(f: Mbf40) -> Result<Mbf40, NumError> {
    if f.neg {
        Ok(ZERO)
    } else {
        Err(NumError::Overflow)
    }
}

/// FPWRT: ARG ^ FAC. `x^0` is EXP(0) = 1, `0^y` is 0, a negative base needs an integer
/// exponent (else LOG gives `?ILLEGAL QUANTITY`) and an odd one negates the result.
pub(super) fn fpwrt(arg: Mbf40, fac: Mbf40) -> Result<Mbf40, NumError> {
    if fac.exp == 0 {
        return exp(fac);
    }
    if arg.exp == 0 {
        return Ok(ZERO);
    }
    let y = round(fac)?;
    let mut odd = false;
    if arg.neg {
        let (whole, low) = int(y);
        if fcomp(y, whole) != 0 {
            return Err(NumError::IllegalQuantity);
        }
        odd = low & 1 != 0;
    }
    let l = log(arg.with_sign(false))?;
    let e = exp(fmult(y, l)?)?;
    Ok(if odd { negate(e) } else { e })
}

/// SQR: `x ^ .5` through FPWRT, as the ROM does it.
pub(super) fn sqr(fac: Mbf40) -> Result<Mbf40, NumError> {
    fpwrt(round(fac)?, HALF)
}

/// What the SIN routine leaves behind: the result, TEMP1 (the folded angle POLYNOMIAL_ODD
/// stored) and the TAN sign flag.
struct SinParts {
    value: Mbf40,
    folded: Mbf40,
    tan_flip: bool,
}

/// SIN: the angle over 2*pi, minus its INT, folded into -1/4..1/4 of a turn, POLY_SIN.
fn sin_parts(fac: Mbf40) -> Result<SinParts, NumError> {
    let x = round(fac)?;
    let turns = fdiv(x, PI_DOUBLE, x.neg)?;
    let turns = round(turns)?;
    let (whole, _) = int(turns);
    let f = fsub(turns, whole)?;
    let f = fsub(QUARTER, f)?;
    let negative = f.neg;
    let mut tan_flip = false;
    let f = if negative {
        let g = fadd(HALF, f)?;
        if g.neg {
            g
        } else {
            tan_flip = true;
            negate(g)
        }
    } else {
        negate(f)
    };
    let f = fadd(QUARTER, f)?;
    let f = if negative { negate(f) } else { f };
    let (value, folded) = poly_odd(f, &POLY_SIN)?;
    Ok(SinParts {
        value,
        folded,
        tan_flip,
    })
}

/// SIN.
pub(super) fn sin(fac: Mbf40) -> Result<Mbf40, NumError> {
    Ok(sin_parts(fac)?.value)
}

/// COS: SIN of the argument plus pi/2.
pub(super) fn cos(fac: Mbf40) -> Result<Mbf40, NumError> {
    sin(fadd(PI_HALF, fac)?)
}

/// TAN: SIN, then the cosine from the folded angle SIN left in TEMP1 (re-entering SIN at
/// SIN1 with the quadrant flag), and the quotient.
pub(super) fn tan(fac: Mbf40) -> Result<Mbf40, NumError> {
    let x = round(fac)?;
    let parts = sin_parts(x)?;
    let s = round(parts.value)?;
    let r = parts.folded.with_sign(false);
    let c = fadd(QUARTER, negate(r))?;
    let c = if parts.tan_flip { negate(c) } else { c };
    let (c, _) = poly_odd(c, &POLY_SIN)?;
    fdiv(s, c, s.neg != c.neg)
}

/// ATN: |x| >= 1 goes through 1/x and pi/2 minus; POLY_ATN; the sign put back.
pub(super) fn atn(fac: Mbf40) -> Result<Mbf40, NumError> {
    let negative = fac.neg && fac.exp != 0;
    let mut f = if negative { negate(fac) } else { fac };
    let large = f.exp >= 0x81;
    if large {
        f = fdiv(ONE, f, ONE.neg != f.neg)?;
    }
    let (mut f, _) = poly_odd(f, &POLY_ATN)?;
    if large {
        f = fsub(PI_HALF, f)?;
    }
    Ok(if negative { negate(f) } else { f })
}
