//! SQR, EXP, LOG, SIN, COS, TAN, ATN and powers as GW-BASIC 3.23 computes them: its own
//! single-precision routines of Microsoft's published source, step by step on this core's
//! MBF arithmetic, so that every intermediate rounding is the machine's.
//!
//! Sources (microsoft/GW-BASIC): MATH1.ASM `$SIN`/`$COS`/`RR` (range reduction in double
//! precision by the constant `$IN2PI`), `$TAN`, `$ATAN` (Hart 4940, `$ATNC1`/`$ATNC2`),
//! `$EXP` (Hart 1302, `$EXPCN`), `$SQR` (a bit-by-bit root), `$FPWR`/`XTON` (powers);
//! MATH2.ASM `$LOG` (Hart 2524, `$LOGP`/`$LOGQ`), `$POLY`/`$POLYX` (Horner's rule with
//! `$FMULS` and `$FADDS`). The constants are the machine's, byte for byte (MBF, low byte
//! first), as those tables hold them.

use super::super::NumError;
use super::float::{Mbf32, Mbf64};
use super::fout::csd;
use super::gwdouble;

/// A single from its bytes, low byte first.
const fn s(b: [u8; 4]) -> Mbf32 {
    Mbf32::from_bytes(b)
}

/// Hart 3341 for the sine, highest power first (`$SINCN`).
const SINCN: [Mbf32; 5] = [
    s([0xFB, 0xD7, 0x1E, 0x86]),
    s([0x65, 0x26, 0x99, 0x87]),
    s([0x58, 0x34, 0x23, 0x87]),
    s([0xE1, 0x5D, 0xA5, 0x86]),
    s([0xDB, 0x0F, 0x49, 0x83]),
];
/// `X*SQR(3)-1` as a polynomial (`$ATNC1`).
const ATNC1: [Mbf32; 2] = [s([0xD7, 0xB3, 0x5D, 0x81]), s([0x00, 0x00, 0x80, 0x81])];
/// Hart 4940 for the arctangent (`$ATNC2`).
const ATNC2: [Mbf32; 4] = [
    s([0x62, 0x35, 0x83, 0x7E]),
    s([0x50, 0x24, 0x4C, 0x7E]),
    s([0x79, 0xA9, 0xAA, 0x7F]),
    s([0x00, 0x00, 0x00, 0x81]),
];
/// Hart 2524, numerator and denominator of LOG base 2 (`$LOGP`, `$LOGQ`).
const LOGP: [Mbf32; 4] = [
    s([0x9A, 0xF7, 0x19, 0x83]),
    s([0x24, 0x63, 0x43, 0x83]),
    s([0x75, 0xCD, 0x8D, 0x84]),
    s([0xA9, 0x7F, 0x83, 0x82]),
];
const LOGQ: [Mbf32; 4] = [
    s([0x00, 0x00, 0x00, 0x81]),
    s([0xE2, 0xB0, 0x4D, 0x83]),
    s([0x0A, 0x72, 0x11, 0x83]),
    s([0xF4, 0x04, 0x35, 0x7F]),
];
/// Hart 1302 for 2^x on 0..1 (`$EXPCN`).
const EXPCN: [Mbf32; 7] = [
    s([0x7C, 0x88, 0x59, 0x74]),
    s([0xE0, 0x97, 0x26, 0x77]),
    s([0xC4, 0x1D, 0x1E, 0x7A]),
    s([0x5E, 0x50, 0x63, 0x7C]),
    s([0x1A, 0xFE, 0x75, 0x7E]),
    s([0x18, 0x72, 0x31, 0x80]),
    s([0x00, 0x00, 0x00, 0x81]),
];
/// 1/(2*PI) in double precision, its low bytes zero (`$IN2PI`).
const IN2PI: Mbf64 = Mbf64::from_bytes([0x0B, 0x44, 0x4E, 0x6E, 0x83, 0xF9, 0x22, 0x7E]);
/// The register constants of `$SIN`, `$ATAN`, `$LOG`, `$EXP`.
const TWO_PI: Mbf32 = s([0xDB, 0x0F, 0x49, 0x83]);
const TAN_PI_12: Mbf32 = s([0xA2, 0x30, 0x09, 0x7F]);
const SQR3: Mbf32 = s([0xD7, 0xB3, 0x5D, 0x81]);
const HALF_PI: Mbf32 = s([0xDB, 0x0F, 0x49, 0x81]);
const SIXTH_PI: Mbf32 = s([0x92, 0x0A, 0x06, 0x80]);
const LN2: Mbf32 = s([0x18, 0x72, 0x31, 0x80]);
const LOG2E: Mbf32 = s([0x3B, 0xAA, 0x38, 0x81]);
const ONE: Mbf32 = s([0x00, 0x00, 0x00, 0x81]);

/// The exponent byte.
fn exp_byte(x: Mbf32) -> u8 {
    x.to_bytes()[3]
}

/// `$POLY`: Horner's rule, the first coefficient the highest.
fn poly(x: Mbf32, c: &[Mbf32]) -> Result<Mbf32, NumError> {
    let mut acc = c[0];
    for &k in &c[1..] {
        acc = acc.mul_single(x)?.add_single(k)?;
    }
    Ok(acc)
}

/// `$POLYX`: `x * P(x^2)`.
fn polyx(x: Mbf32, c: &[Mbf32]) -> Result<Mbf32, NumError> {
    poly(x.mul_single(x)?, c)?.mul_single(x)
}

/// `RR1`/`RR2`: the fraction `x - INT(x)` of a positive double, as `INT(x) - x` by
/// `$FSUBD` and then `$NEG`.
fn frac(d: Mbf64) -> Result<Mbf64, NumError> {
    gwdouble::sub(d.floor(), d).map(Mbf64::negate)
}

/// Adds `n` to a double's exponent byte (`ADD BYTE PTR $FAC,n`); zero stays zero.
fn scale64(d: Mbf64, n: i8) -> Mbf64 {
    let mut b = d.to_bytes();
    if b[7] != 0 {
        b[7] = b[7].wrapping_add(n as u8);
    }
    Mbf64::from_bytes(b)
}

/// `$SIN` from `SIN30` on: the reduced angle (a fraction of the full turn, 0..1) to the
/// sine, `negate` when the argument was negative.
fn sin_turn(d: Mbf64, negate: bool) -> Result<Mbf32, NumError> {
    // FAC*4: the quarter turns in the integer part
    let d = scale64(d, 2);
    let q = d.floor();
    let qb = q.to_bytes();
    let lower_half = qb[7] == 0x82;
    let from_one = qb[7] & 1 != 0 || qb[6] & 0x40 != 0;
    let mut d = gwdouble::sub(q, d)?.negate();
    if from_one {
        d = gwdouble::sub(Mbf64::from_single(ONE), d)?;
    }
    // FAC/4, an underflow giving zero
    let b = d.to_bytes();
    let d = if b[7] < 2 {
        Mbf64::ZERO
    } else {
        scale64(d, -2)
    };
    let x = csd(d)?;
    let r = if exp_byte(x) < 0o164 {
        x.mul_single(TWO_PI)?
    } else {
        polyx(x, &SINCN)?
    };
    // SIN65 and `$NEG` flip the sign bit whatever the value: a zero result keeps it (real
    // GW-BASIC 3.23: `RANDOMIZE SIN(-1.7E38)` seeds from the bytes 0 0 128 0).
    Ok(if lower_half != negate { r.negate() } else { r })
}

/// `SIN`: the argument itself when tiny, else reduced by 2*PI in double precision.
pub(crate) fn sin(x: Mbf32) -> Result<Mbf32, NumError> {
    if exp_byte(x) < 0o167 {
        return Ok(x);
    }
    let d = gwdouble::mul(Mbf64::from_single(x.abs()), IN2PI)?;
    sin_turn(frac(d)?, x.is_negative())
}

/// `COS`: a quarter turn added to the reduced angle of `|x|`.
pub(crate) fn cos(x: Mbf32) -> Result<Mbf32, NumError> {
    let d = frac(gwdouble::mul(Mbf64::from_single(x.abs()), IN2PI)?)?;
    let quarter = Mbf64::from_bytes([0, 0, 0, 0, 0, 0, 0, 0x7F]);
    sin_turn(frac(gwdouble::add(d, quarter)?)?, false)
}

/// `TAN`: `SIN(x)/COS(x)`.
pub(crate) fn tan(x: Mbf32) -> Result<Mbf32, NumError> {
    sin(x)?.div_single(cos(x)?)
}

/// `ATN`: odd; beyond 1 through `PI/2 - ATN(1/x)`; beyond TAN(PI/12) through
/// `PI/6 + ATN((x*SQR(3)-1)/(x+SQR(3)))`.
pub(crate) fn atn(x: Mbf32) -> Result<Mbf32, NumError> {
    let negative = x.is_negative();
    let mut v = x.abs();
    let inverted = exp_byte(v) >= 0x81;
    if inverted {
        v = ONE.div_single(v)?;
    }
    let shifted = v.compare_single(TAN_PI_12) != std::cmp::Ordering::Less;
    if shifted {
        let den = v.add_single(SQR3)?;
        v = poly(v, &ATNC1)?.div_single(den)?;
    }
    let mut r = polyx(v, &ATNC2)?;
    if shifted {
        r = r.add_single(SIXTH_PI)?;
    }
    if inverted {
        r = HALF_PI.sub_single(r)?;
    }
    // `$ATAN` pushes `$NEG` for a negative argument: it flips the sign bit of whatever
    // comes back, a zero too (an argument of exponent 0 with its sign bit set gives the
    // "negative zero" 00 80 00 00)
    Ok(if negative { r.negate() } else { r })
}

/// `LOG`: the binary exponent plus Hart 2524 on the mantissa in 0.5..1, times LN(2).
pub(crate) fn log(x: Mbf32) -> Result<Mbf32, NumError> {
    if x.sign() <= 0 {
        return Err(NumError::IllegalQuantity);
    }
    if x.word() == ONE.word() {
        return Ok(Mbf32::ZERO);
    }
    let mut b = x.to_bytes();
    let e = i128::from(b[3]) - 0x80;
    b[3] = 0x80;
    let m = Mbf32::from_bytes(b);
    let r = poly(m, &LOGP)?.div_single(poly(m, &LOGQ)?)?;
    Mbf32::from_i128(e)?.add_single(r)?.mul_single(LN2)
}

/// `EXP`: `2^(x*LOG2(e))`, the integer part of the power as an exponent, the fraction by
/// Hart 1302.
pub(crate) fn exp(x: Mbf32) -> Result<Mbf32, NumError> {
    let y = x.mul_single(LOG2E)?;
    let e = exp_byte(y);
    if e >= 0x88 {
        return if y.is_negative() {
            Ok(Mbf32::ZERO)
        } else {
            Err(NumError::Overflow)
        };
    }
    if e < 0o150 {
        return Ok(ONE);
    }
    let n = y.floor();
    let k = n.to_int_trunc().unwrap_or(0);
    let power = (k + 0x81) as u8;
    if power == 0 {
        return Err(NumError::Overflow);
    }
    let f = y.sub_single(n)?;
    poly(f, &EXPCN)?.mul_single(Mbf32::from_bytes([0, 0, 0, power]))
}

/// `SQR`: a bit-by-bit root of the mantissa (25 bits, rounded to 24), the exponent halved.
/// An exponent of 0 returns the argument as it is, sign and mantissa bytes and all (real
/// GW-BASIC 3.23: `SQR(-X)` of a zero `X` is the "negative zero", no error), before the
/// sign is tested.
pub(crate) fn sqr(x: Mbf32) -> Result<Mbf32, NumError> {
    let b = x.to_bytes();
    if b[3] == 0 {
        return Ok(x);
    }
    if x.is_negative() {
        return Err(NumError::IllegalQuantity);
    }
    // DX:BX = the mantissa with its hidden bit over a zero byte
    let mut m = u64::from(u32::from_be_bytes([b[2] | 0x80, b[1], b[0], 0]));
    let odd = b[3] & 1 != 0;
    if odd {
        m >>= 1;
    }
    let e = (b[3] >> 1) + 0o100 + u8::from(odd);
    // the radicand is m followed by 32 zero bits; two bits taken per step
    let mut rad = m << 32;
    let (mut rem, mut root2) = (0u64, 0u64);
    for _ in 0..25 {
        rem = (rem << 2) | (rad >> 62);
        rad <<= 2;
        let trial = (root2 << 1) | 1;
        if rem >= trial {
            rem -= trial;
            root2 = trial + 1;
        } else {
            root2 = trial - 1;
        }
    }
    let q = root2 >> 1;
    let man = ((q >> 1) + (q & 1)) as u32;
    let top = ((man >> 16) & 0x7f) as u8;
    Ok(Mbf32::from_bytes([man as u8, (man >> 8) as u8, top, e]))
}

/// `$FPWR`: `a ^ b` for a single exponent. `0 ^ negative` divides by zero; a negative
/// base needs a whole exponent (below 2^24) or it is an illegal function call.
pub(crate) fn pow(a: Mbf32, b: Mbf32) -> Result<Mbf32, NumError> {
    match pow_warned(a, b)? {
        (r, false) => Ok(r),
        (_, true) => Err(NumError::Overflow),
    }
}

/// The value `$FPWR` goes on with after it warned of `Overflow` (see [`pow_warned`]);
/// `None` when it did not warn.
pub(crate) fn pow_fault(a: Mbf32, b: Mbf32) -> Option<Mbf32> {
    match pow_warned(a, b) {
        Ok((r, true)) => Some(r),
        _ => None,
    }
}

/// `$FPWR` in its "once-only overflow mode" (`$FLGOV`): a product or EXP that overflows
/// warns once and the work goes on with the signed maximum. Gives the result and whether
/// it warned. A negative exponent is the positive power inverted (`INVERT`: `1/` it, so
/// `10^-99999` is `1/1.701412E+38` after the warning); a positive power that underflowed
/// to zero instead warns and gives the maximum, negative for a negative base and an odd
/// exponent.
fn pow_warned(a: Mbf32, b: Mbf32) -> Result<(Mbf32, bool), NumError> {
    if b.is_zero() {
        return Ok((ONE, false));
    }
    if a.is_zero() {
        return if b.is_negative() {
            Err(NumError::DivisionByZero)
        } else {
            Ok((Mbf32::ZERO, false))
        };
    }
    if a.is_negative() && (exp_byte(b) >= 0o231 || b.floor().word() != b.word()) {
        return Err(NumError::IllegalQuantity);
    }
    if !b.is_negative() {
        return pow_positive(a, b);
    }
    let (r, warned) = pow_positive(a, b.abs())?;
    if r.is_zero() {
        let odd = a.is_negative() && b.abs().to_int_trunc().is_some_and(|n| n & 1 == 1);
        return Ok((Mbf32::max(odd), true));
    }
    match ONE.div_single(r) {
        Ok(q) => Ok((q, warned)),
        Err(NumError::Overflow) => Ok((Mbf32::max(r.is_negative()), true)),
        Err(e) => Err(e),
    }
}

/// `FP30A`: a positive exponent; a whole one below 32768 by repeated multiplication
/// (`XTON`), any other through LOG and EXP, negated after for a negative base and an odd
/// exponent. Gives the result and whether it overflowed (then it is the signed maximum).
fn pow_positive(a: Mbf32, b: Mbf32) -> Result<(Mbf32, bool), NumError> {
    let whole = b.floor().word() == b.word();
    if whole && exp_byte(b) < 0x90 {
        let n = b.to_int_trunc().unwrap_or(0) as u16;
        return Ok(xton(a, n));
    }
    let odd = a.is_negative() && b.to_int_trunc().is_some_and(|n| n & 1 == 1);
    let (r, warned) = match exp(log(a.abs())?.mul_single(b)?) {
        Ok(r) => (r, false),
        Err(NumError::Overflow) => (Mbf32::max(false), true),
        Err(e) => return Err(e),
    };
    Ok((if odd { r.negate() } else { r }, warned))
}

/// `XTON`: `x ^ n` as Knuth's right-to-left binary method (Y=1, Z=X; for each bit of `n`
/// from the lowest, Y=Y*Z when it is set, then Z=Z*Z while bits remain), each product by
/// `$FMULS`. A product that overflows is the signed maximum; whether one did is returned.
fn xton(x: Mbf32, mut n: u16) -> (Mbf32, bool) {
    let mut warned = false;
    let mut mul = |a: Mbf32, b: Mbf32| match a.mul_single(b) {
        Ok(p) => p,
        Err(_) => {
            warned = true;
            Mbf32::max(a.is_negative() != b.is_negative())
        }
    };
    let (mut y, mut z) = (ONE, x);
    loop {
        if n & 1 == 1 {
            y = mul(y, z);
        }
        n >>= 1;
        if n == 0 {
            return (y, warned);
        }
        z = mul(z, z);
    }
}

#[cfg(test)]
/// 2^e as a host float, or `None` where Python's `0.5 ** -e` raises `OverflowError`.
fn pow2(e: i64) -> Option<f64> {
    if e > 1023 {
        None
    } else if e >= -1022 {
        // a normal number: build it from its exponent field; the range check makes it fit
        Some(f64::from_bits(((e + 1023) as u64) << 52))
    } else if e >= -1074 {
        // subnormal (not reached: results are at most 2^1024, so `exp` stays below 1002)
        Some(f64::from_bits(1u64 << (e + 1074)))
    } else {
        Some(0.0)
    }
}

/// Stores a host result as a single (`Float.from_value`): exponent from `log2`, mantissa
/// truncated to 24 bits. Results too small for Python's intermediate `0.5 ** exp` overflow,
/// as they do in PC-BASIC (`EXP(-700)` prints `Overflow`).
#[cfg(test)]
pub(crate) fn from_host(x: f64) -> Result<Mbf32, NumError> {
    if x.is_nan() {
        return Err(NumError::IllegalQuantity);
    }
    if x.is_infinite() {
        return Err(NumError::Overflow);
    }
    if x == 0.0 {
        return Ok(Mbf32::ZERO);
    }
    let a = x.abs();
    // Python's math.log(a, 2) is log(a) / log(2)
    let exp = (a.ln() / std::f64::consts::LN_2 - (Mbf32::BIAS - 129) as f64).trunc() as i64;
    let scale = pow2(-exp).ok_or(NumError::Overflow)?;
    let man = (a * scale).trunc() as u128;
    let (man, exp) = Mbf32::bring_to_range(man, exp + Mbf32::BIAS, 0x7f_ffff, 0xff_ffff);
    Mbf32::pack(man, exp, x < 0.0)
}
