//! The transcendental functions: EXP, EXP10, LOG and LOG10 from the OS floating point
//! package (Atari OS source: EXP, EXP10, LOGS, LOGC, LOGQ), and SIN, COS, ATN, SQR and `^`
//! from Atari BASIC rev. C (Source Book listing: SIN/COS/BOTH, ATAN, SQR, XPPOWER with the
//! revision C changes, XPLOG/XPL10 with LOGCHK, XPEXP). Each is the ROM's sequence of math
//! pack calls on 6-byte numbers, so every intermediate is truncated where the 6502's was,
//! including the places where the ROM ignores an error flag and carries on.

use super::arith::{fadd, fdiv, fmul, fsub, Fr};
use super::convert::{from_u16, to_u16};
use super::poly::{
    plyevl, xform, ATCOEF, FHALF, FONE, FP9S, FTWO, LGCOEF, LOG10E, NINETY, P10COF, PIOV18, PIOV2,
    PIOV4, SCOEF, SQR10,
};
use super::{Bcd, BcdError};

/// EXP: EXP10(x * log10(e)).
pub(crate) fn exp(x: Bcd) -> Fr {
    let (y, carry) = fmul(x, LOG10E);
    if carry {
        return (y, true);
    }
    exp10(y)
}

/// EXP10: the integer part (FPI, rounded) gives the exponent of 100 and a factor 10, the
/// rest (between -0.5 and 0.5) goes through P10COF squared; a negative argument takes the
/// reciprocal at the end.
#[inline]
pub(crate) fn exp10(x: Bcd) -> Fr {
    super::func_fast::exp10(x).unwrap_or_else(|| exp10_general(x))
}

/// The step-by-step routine (the register version's reference): `exp10` through the math pack calls one by one.
pub(crate) fn exp10_general(x: Bcd) -> Fr {
    let negative = x.0[0] & 0x80 != 0;
    let mut fr0 = x;
    fr0.0[0] &= 0x7f;
    let mut int_part: u8 = 0;
    if fr0.0[0] >= 0x40 {
        if fr0.0[0] - 0x40 >= 4 {
            return (fr0, true);
        }
        let saved = fr0;
        // FPI's carry is not looked at: its result's high byte decides.
        let i = to_u16(fr0).unwrap_or_else(|_| u16::from(fr0.0[1]) << 8);
        if i > 0xff {
            return (fr0, true);
        }
        int_part = i as u8;
        let (f, _) = fsub(saved, from_u16(i));
        fr0 = f;
    }
    let (p, _) = plyevl(fr0, &P10COF);
    let (mut result, mut carry) = fmul(p, p);
    if int_part != 0 {
        let half = int_part >> 1;
        let mantissa = if int_part & 1 != 0 { 0x10 } else { 0x01 };
        let biased = half + 0x40;
        if biased & 0x80 != 0 {
            return (result, true);
        }
        (result, carry) = fmul(result, Bcd([biased, mantissa, 0, 0, 0, 0]));
    }
    if negative {
        (result, carry) = fdiv(FONE, result);
    }
    (result, carry)
}

/// LOGS: `natural` selects LOG over LOG10. A zero exponent byte or a negative number sets
/// carry; otherwise x = f * 10^y with f in [1,10), log10(f) = 0.5 + z*P(z^2) with
/// z = (f - SQR10)/(f + SQR10), plus y; LOG divides by log10(e). Carry is clear at the end
/// whatever happened on the way.
#[inline]
pub(crate) fn logs(x: Bcd, natural: bool) -> Fr {
    super::func_fast::logs(x, natural).unwrap_or_else(|| logs_general(x, natural))
}

/// The step-by-step routine (the register version's reference): `logs` through the math pack calls one by one.
pub(crate) fn logs_general(x: Bcd, natural: bool) -> Fr {
    if x.0[0] == 0 || x.0[0] & 0x80 != 0 {
        return (x, true);
    }
    // LOGC: y = 2 * (exponent - 64), plus one when the first mantissa digit is not zero.
    let mut y = (x.0[0].wrapping_sub(0x40)) << 1;
    let mantissa = if x.0[1] & 0xf0 != 0 {
        y = y.wrapping_add(1);
        0x10
    } else {
        0x01
    };
    let (f, _) = fdiv(x, Bcd([x.0[0], mantissa, 0, 0, 0, 0]));
    let (z, _) = xform(f, SQR10);
    let (z2, _) = fmul(z, z);
    let (p, _) = plyevl(z2, &LGCOEF);
    let (zp, _) = fmul(p, z);
    let (frac, _) = fadd(zp, FHALF);
    let magnitude = if y & 0x80 != 0 { y.wrapping_neg() } else { y };
    let mut whole = from_u16(u16::from(magnitude));
    if y & 0x80 != 0 {
        whole.0[0] |= 0x80;
    }
    let (mut result, _) = fadd(whole, frac);
    if natural {
        (result, _) = fdiv(result, LOG10E);
    }
    (result, false)
}

/// BASIC's XPLOG/XPL10 (rev. C): zero is `ERROR- 3` before the OS is called, an OS error
/// too; then LOGCHK clears the exponent byte of a result of the form $3B 0x..., the residue
/// of LOG(1), leaving the mantissa as it was.
pub(crate) fn basic_log(x: Bcd, natural: bool) -> Result<Bcd, BcdError> {
    if x.0[0] == 0 {
        return Err(BcdError::Value);
    }
    let (mut r, carry) = logs(x, natural);
    if carry {
        return Err(BcdError::Value);
    }
    if r.0[0] == 0x3b && r.0[1] & 0xf8 == 0 {
        r.0[0] = 0;
    }
    Ok(r)
}

/// BASIC's SIN and COS (BOTH): divide by PI/2 (or 90), take the quadrant from the last two
/// integer digits, keep the remainder (the integer part is cleared from FR1 except its last
/// byte, so a digit pair below the eighth decimal can go with it), reflect in odd quadrants
/// and evaluate x*P(x^2) with SCOEF, flipping the sign for quadrants 2 and 3.
#[inline]
pub(crate) fn sin_cos(x: Bcd, cosine: bool, degrees: bool) -> Fr {
    super::func_fast::sin_cos(x, cosine, degrees)
        .unwrap_or_else(|| sin_cos_general(x, cosine, degrees))
}

/// The step-by-step routine (the register version's reference): `sin_cos` through the math pack calls one by one.
pub(crate) fn sin_cos_general(x: Bcd, cosine: bool, degrees: bool) -> Fr {
    let mut sgnflg: u8 = if cosine {
        1
    } else if x.0[0] & 0x80 != 0 {
        2
    } else {
        4
    };
    let mut fr0 = x;
    fr0.0[0] &= 0x7f;
    let quadrant_size = if degrees { NINETY } else { PIOV2 };
    let (q, carry) = fdiv(fr0, quadrant_size);
    if carry {
        return (q, true);
    }
    fr0 = q;
    let e = (fr0.0[0] & 0x7f).wrapping_sub(0x40);
    if e & 0x80 == 0 {
        if e >= 4 {
            return (fr0, true);
        }
        let x_index = usize::from(e);
        let last = fr0.0[1 + x_index];
        let tens_odd = if last & 0x10 != 0 { 2 } else { 0 };
        let quadrant = (tens_odd + last) & 3;
        sgnflg = sgnflg.wrapping_add(quadrant);
        let mut fr1 = fr0;
        // SINF1 is a do-while: it clears at least one byte, FR1+5 when the index is 3.
        let mut k = x_index;
        loop {
            fr1.0[2 + k] = 0;
            k += 1;
            if k >= 3 {
                break;
            }
        }
        (fr0, _) = fsub(fr0, fr1);
    }
    let odd = sgnflg & 1 != 0;
    sgnflg >>= 1;
    if odd {
        (fr0, _) = fsub(FONE, fr0);
    }
    let saved = fr0;
    let (x2, carry) = fmul(fr0, fr0);
    if carry {
        return (x2, true);
    }
    let (p, _) = plyevl(x2, &SCOEF);
    let (mut r, _) = fmul(p, saved);
    if sgnflg & 1 != 0 && r.0[0] != 0 {
        r.0[0] ^= 0x80;
    }
    (r, false)
}

/// BASIC's ATAN: |x| >= 1 goes through XFORM with FP9S and adds PI/4 (keeping the sign);
/// atan(z) = z*P(z^2) with the OS's arctangent coefficients; degrees divide by PI/180.
pub(crate) fn atan(x: Bcd, degrees: bool) -> Fr {
    let mut fr0 = x;
    let mut sign = 0u8;
    let transformed = (fr0.0[0] & 0x7f) >= 0x40;
    if transformed {
        sign = fr0.0[0] & 0x80;
        fr0.0[0] &= 0x7f;
        (fr0, _) = xform(fr0, FP9S);
    }
    let saved = fr0;
    let (x2, carry) = fmul(fr0, fr0);
    if carry {
        return (x2, true);
    }
    let (p, carry) = plyevl(x2, &ATCOEF);
    if carry {
        return (p, true);
    }
    let (mut r, carry) = fmul(p, saved);
    if carry {
        return (r, true);
    }
    let mut carry = false;
    if transformed {
        (r, carry) = fadd(r, PIOV4);
        r.0[0] |= sign;
    }
    if degrees {
        (r, carry) = fdiv(r, PIOV18);
    }
    (r, carry)
}

/// BASIC's SQR: outside [0.01, 1) the argument is divided by 100^(e+1) first; Newton's
/// iteration from x(2-x), at most seven steps, stopping when the correction's exponent byte
/// is zero (when the steps run out the last correction is not applied); then the result is
/// multiplied by 10^(e+1) as 1 or 10 times a power of 100.
pub(crate) fn sqr(x: Bcd) -> Fr {
    if x.0[0] & 0x80 != 0 {
        return (x, true);
    }
    let mut fr0 = x;
    let mut xfmflg: u8 = 0;
    if fr0.0[0] != 0x3f {
        xfmflg = fr0.0[0].wrapping_add(1);
        (fr0, _) = fdiv(fr0, Bcd([xfmflg, 0x01, 0, 0, 0, 0]));
    }
    let fscr = fr0;
    let (two_minus, _) = fsub(FTWO, fscr);
    let (mut y, _) = fmul(two_minus, fscr);
    let mut count: i8 = 6;
    let mut fscr1;
    loop {
        fscr1 = y;
        let (q, _) = fdiv(fscr, fscr1);
        let (d, _) = fsub(q, fscr1);
        let (delta, _) = fmul(d, FHALF);
        if delta.0[0] == 0 {
            break;
        }
        (y, _) = fadd(delta, fscr1);
        count -= 1;
        if count < 0 {
            break;
        }
    }
    let mut result = fscr1;
    let mut carry = false;
    if xfmflg != 0 {
        let half = (xfmflg.wrapping_sub(0x40) >> 1).wrapping_add(0x40) & 0x7f;
        let mantissa = if xfmflg & 1 != 0 { 0x10 } else { 0x01 };
        (result, carry) = fmul(result, Bcd([half, mantissa, 0, 0, 0, 0]));
    }
    (result, carry)
}

/// GNLINE in rev. C (the name of the address in revision A): whether the number is an
/// integer of magnitude 1 or more, and its base-100 exponent (ZTEMP4).
fn integer_check(x: Bcd) -> (bool, u8) {
    let e = (x.0[0] & 0x7f).wrapping_sub(0x40);
    if e & 0x80 != 0 {
        return (false, e);
    }
    let first_fraction = usize::from(e) + 2;
    let integer = (first_fraction..6).all(|k| x.0[k] == 0);
    (integer, e)
}

/// BASIC rev. C's XPPOWER: `y = 0` gives 1; a zero base gives 0 for a positive exponent and
/// `ERROR- 3` for a negative one; a negative base needs an integer exponent (else
/// `ERROR- 3`) and gives the sign of an odd one; the value is EXP10(y * LOG10(|x|)), an
/// overflow there being `ERROR- 11`; and when the base is an integer and the exponent a
/// non-negative integer, a result with a fraction is raised to the next integer (its
/// fraction dropped and one added to its units).
pub(crate) fn power(base: Bcd, exponent: Bcd) -> Result<Bcd, BcdError> {
    if exponent.0[0] == 0 {
        return Ok(FONE);
    }
    let exponent_negative = exponent.0[0] & 0x80 != 0;
    if base.0[0] == 0 {
        return if exponent_negative {
            Err(BcdError::Value)
        } else {
            Ok(base)
        };
    }
    let (base_integer, _) = integer_check(base);
    let (exponent_integer, exponent_exp) = integer_check(exponent);
    let mut x = base;
    let mut odd_sign = 0u8;
    if base.0[0] & 0x80 != 0 {
        x.0[0] &= 0x7f;
        if !exponent_integer {
            return Err(BcdError::Value);
        }
        if exponent_exp < 5 && exponent.0[1 + usize::from(exponent_exp)] & 1 != 0 {
            odd_sign = 0x80;
        }
    }
    let whole_exponent = exponent_integer && !exponent_negative;
    let mut r = match super::func_fast::power_value(x, exponent) {
        Some(r) => r,
        None => {
            let (log, _) = logs(x, false);
            let (product, carry) = fmul(log, exponent);
            if carry {
                return Err(BcdError::Overflow);
            }
            let (r, carry) = exp10(product);
            if carry {
                return Err(BcdError::Overflow);
            }
            r
        }
    };
    if odd_sign != 0 {
        // Only when needed: a byte written into the number just stored as a word makes the
        // next word read of it wait for both stores.
        r.0[0] |= odd_sign;
    }
    if !(base_integer && whole_exponent) || integer_check(r).0 {
        return Ok(r);
    }
    let units = usize::from((r.0[0] & 0x7f).wrapping_sub(0x3f));
    if units >= 6 {
        return Ok(r);
    }
    if units == 0 {
        // The ROM's loop would run off through zero page here; no integer power of an
        // integer lands below 1, so leave the value alone.
        return Ok(r);
    }
    // Add one to the last integer byte in decimal, carrying up; a carry out of the first
    // byte bumps the exponent and makes the first byte 01.
    let mut carry = true;
    for k in (1..=units).rev() {
        if !carry {
            break;
        }
        let v = super::digits::bcd_byte(r.0[k]) + 1;
        carry = v >= 100;
        r.0[k] = super::digits::to_bcd_byte(v % 100);
    }
    if carry {
        r.0[0] = r.0[0].wrapping_add(1);
        r.0[1] = r.0[1].wrapping_add(1);
    }
    for k in (units + 1)..6 {
        r.0[k] = 0;
    }
    Ok(r)
}
