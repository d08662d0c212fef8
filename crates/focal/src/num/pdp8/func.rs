//! FOCAL's functions, step for step as the FOCAL 5/69 listing computes them (FSQT in FLOAT.569;
//! FEXP, FLOG, FATN, FSIN and FCOS in the extended function package EXTEND.569), every step
//! one rounding of the floating-point interpreter. The constants are the machine's words.
//! Where the DEC binary itself (tape DEC-08-AJAE-PB, read word by word) differs from the 5/69
//! listing, the binary is followed and the item says so (FSIN's polynomial, FSQT's first
//! guess, FEXP's log2(e)).

use super::arith::{self, add, div, mul, neg};
use super::{NumError, Pdp8Float};

/// A constant from its three octal words.
const fn k(exp: i16, hi: i32, lo: i32) -> Pdp8Float {
    let raw = (hi << 12) | lo;
    let mant = if raw & 0x80_0000 != 0 {
        raw - 0x100_0000
    } else {
        raw
    };
    Pdp8Float { exp, mant }
}

/// 1 (FLTONE).
const ONE: Pdp8Float = k(1, 0o2000, 0);
/// 2 (TWO).
const TWO: Pdp8Float = k(2, 0o2000, 0);
/// pi/2 (PIOT), pi (PI) and 2 pi (TWOPI). The 5/69 listing has 3110 3761 for all three; the
/// FOCAL,1969 recordings of large arguments (`FSIN(-12345.6)` = 0.7592, s000015_func;
/// `FCOS(-12345.6)` = 0.6509, s000025_func) fit only a low word of 3756, one above the
/// correctly rounded pi/4 mantissa (3755).
const PI_2: Pdp8Float = k(1, 0o3110, 0o3756);
const PI: Pdp8Float = k(2, 0o3110, 0o3756);
const TWO_PI: Pdp8Float = k(3, 0o3110, 0o3756);
/// FEXP: log2(e) and the continued-fraction constants AF, BF, CF, DF, as the DEC binary
/// holds them (DEC-08-AJAE-PB words 4677-4715: log2(e) is 0001 2705 2435, the truncated
/// mantissa, as in the 5/69 listing). An earlier reading took 2434 from the recordings; with
/// FLDIV's 23-bit quotient (see `arith::div`) the true constant types every recorded FEXP.
const LG2E: Pdp8Float = k(1, 0o2705, 0o2435);
const AF: Pdp8Float = k(4, 0o2372, 0o1402);
const BF: Pdp8Float = k(-4, 0o2157, 0o5157);
const CF: Pdp8Float = k(0o12, 0o5454, 0o0343);
const DF: Pdp8Float = k(7, 0o2566, 0o5341);
/// FATN: the rational approximation's numerator (ALF) and denominator (BET) constants.
const BET1: Pdp8Float = k(0, 0o2427, 0o2323);
const BET2: Pdp8Float = k(-3, 0o3427, 0o7052);
const BETZ: Pdp8Float = k(0, 0o2437, 0o1646);
const ALF2: Pdp8Float = k(-5, 0o3306, 0o5454);
const ALF1: Pdp8Float = k(-1, 0o3304, 0o4434);
const ALFZ: Pdp8Float = k(0, 0o2437, 0o1643);
/// FLOG: ln 2 and the polynomial L1..L8 in (m - 1) for a mantissa m in [1, 2).
const LOGE2: Pdp8Float = k(0, 0o2613, 0o4414);
const LOG_POLY: [Pdp8Float; 8] = [
    k(-7, 0o4544, 0o1735), // L8
    k(-4, 0o2236, 0o4304), // L7
    k(-3, 0o4746, 0o0771), // L6
    k(-2, 0o2535, 0o3301), // L5
    k(-2, 0o4113, 0o7211), // L4
    k(-1, 0o2517, 0o0307), // L3
    k(-1, 0o4000, 0o4100), // L2
    k(0, 0o3777, 0o7742),  // L1
];
/// FSIN: the odd polynomial in x/(pi/2): C9, C7, C5, C3 (and pi/2 for the linear term), as
/// the DEC binary holds them (DEC-08-AJAE-PB words 5332-5351, four words each, the fourth
/// unused by three-word arithmetic). They differ from the 5/69 listing's (C9 2366 5735, C7
/// 5466 6317, C5 2431 5053, C3 5325 0420) in the low bits, which the seventh digit of E
/// format shows (`FSIN(-1.261)` is -0.952395, not -0.952396).
const SIN_POLY: [Pdp8Float; 4] = [
    k(-0o14, 0o2401, 0o7015), // C9
    k(-7, 0o5464, 0o5514),    // C7
    k(-3, 0o2431, 0o5361),    // C5
    k(0, 0o5325, 0o0414),     // C3
];
/// FSQT's first guess for the high mantissa word (SQCON).
const SQCON: i32 = 0o3015;

/// `a - b` as FSB does it.
fn sub(a: Pdp8Float, b: Pdp8Float) -> Pdp8Float {
    add(a, neg(b))
}

/// Division whose divisor cannot be zero by construction (a sum of positive terms, or a
/// value already tested); a zero divisor would give zero rather than stop.
fn div_nz(a: Pdp8Float, b: Pdp8Float) -> Pdp8Float {
    div(a, b).unwrap_or(Pdp8Float::ZERO)
}

/// FSQT: first guess with half the exponent (rounded up: RAR, then ISZ when a bit fell into
/// the link) and SQCON as high word, low word 0, then x = (N/x + x)/2 until exponent and
/// high word agree and the low words differ by at most 1. That first guess is the DEC
/// binary's (DEC-08-AJAE-PB words 7400-7420); the 5/69 listing halves the exponent down and
/// keeps the argument's low word, which makes `FSQT(955.468)` 30.9107 instead of the
/// machine's 30.9106 in E format.
pub(super) fn fsqt(n: Pdp8Float) -> Result<Pdp8Float, NumError> {
    if n.mant < 0 {
        return Err(NumError::SqrtNegative);
    }
    if n.mant == 0 {
        return Ok(Pdp8Float::ZERO);
    }
    let mut x = Pdp8Float {
        exp: (n.exp + 1) >> 1,
        mant: SQCON << 12,
    };
    // Newton's iteration settles in a handful of steps; the cap keeps a pathological cycle
    // from hanging the host.
    for _ in 0..64 {
        let mut y = add(div_nz(n, x), x);
        y.exp = arith::wrap12(i32::from(y.exp) - 1);
        let [xe, xh, xl] = x.to_words();
        let [ye, yh, yl] = y.to_words();
        if xe == ye && xh == yh {
            let d = (i32::from(xl) - i32::from(yl)).rem_euclid(4096);
            if d == 0 || d == 1 || d == 4095 {
                return Ok(y);
            }
        }
        x = y;
    }
    Ok(x)
}

/// FEXP: e^|x| = 2^n * (1 + 2f / (AF - f + CF/(f^2 + DF) + BF*f^2)) with x*log2(e) = n + f;
/// a negative argument takes the reciprocal.
pub(super) fn fexp(x: Pdp8Float) -> Pdp8Float {
    let negative = x.mant < 0;
    let x = if negative { neg(x) } else { x };
    let t = mul(x, LG2E);
    let n = arith::trunc_int(t);
    let f = add(neg(arith::fitr(t)), t);
    let f2 = mul(f, f);
    let tp = add(f2, DF);
    let mut fl = div_nz(CF, tp);
    fl = sub(fl, f);
    fl = add(fl, AF);
    let tp = fl;
    fl = mul(BF, f2);
    fl = add(fl, tp);
    let tp = fl;
    fl = div_nz(f, tp);
    fl = mul(fl, TWO);
    fl = add(fl, ONE);
    // POPA; TAD FLAC: the integer part is added to the exponent word (12 bits, wrapping).
    fl.exp = arith::wrap12(i32::from(fl.exp) + (n & 0o7777) as i32);
    if negative {
        div_nz(ONE, fl)
    } else {
        fl
    }
}

/// FLOG: ln x = (e-1) ln 2 + P(m - 1) for x = m * 2^(e-1), m in [1, 2); below 1 it is
/// -ln(1/x). Zero stops (`?20.34`, s000030_error). The recorded machine types 0 for
/// `FLOG(-1)` instead of stopping (s000120_error), which the 5/69 steps on -1 do not give
/// (they make 28.24); taking the magnitude does, so a negative argument is read as |x|.
pub(super) fn flog(x: Pdp8Float) -> Result<Pdp8Float, NumError> {
    if x.mant == 0 {
        return Err(NumError::LogNotPositive);
    }
    let x = if x.mant < 0 { neg(x) } else { x };
    let d = sub(x, ONE);
    if d.mant == 0 {
        return Ok(Pdp8Float::ZERO);
    }
    let (mut tp, negate) = if d.mant < 0 {
        (div_nz(ONE, x), true)
    } else {
        (x, false)
    };
    let x1 = mul(Pdp8Float::from_i32(i32::from(tp.exp) - 1), LOGE2);
    tp.exp = 1;
    let t = sub(tp, ONE);
    let mut fl = mul(t, LOG_POLY[0]);
    for c in &LOG_POLY[1..] {
        fl = add(fl, *c);
        fl = mul(fl, t);
    }
    fl = add(fl, x1);
    Ok(if negate { neg(fl) } else { fl })
}

/// FATN: for |x| >= 1, pi/2 - atan(1/|x|); atan(y) = y * (ALF2 y^4 + ALF1 y^2 + ALFZ) /
/// (BET2 y^4 + BET1 y^2 + BETZ); odd in x.
pub(super) fn fatn(x: Pdp8Float) -> Pdp8Float {
    let negative = x.mant < 0;
    let mut y = if negative { neg(x) } else { x };
    let reciprocal = sub(y, ONE).mant >= 0;
    if reciprocal {
        y = div_nz(ONE, y);
    }
    let y2 = mul(y, y);
    let mut tp = mul(y2, BET2);
    tp = add(tp, BET1);
    tp = mul(tp, y2);
    tp = add(tp, BETZ);
    let mut fl = mul(ALF2, y2);
    fl = add(fl, ALF1);
    fl = mul(fl, y2);
    fl = add(fl, ALFZ);
    fl = mul(fl, y);
    fl = div_nz(fl, tp);
    if reciprocal {
        fl = add(neg(fl), PI_2);
    }
    if negative {
        neg(fl)
    } else {
        fl
    }
}

/// FSIN: reduce |x| modulo 2 pi, fold into [0, pi/2], then an odd polynomial in x/(pi/2).
pub(super) fn fsin(x: Pdp8Float) -> Pdp8Float {
    if x.mant == 0 {
        return x;
    }
    let mut negative = x.mant < 0;
    let x = if negative { neg(x) } else { x };
    let turns = div_nz(x, TWO_PI);
    let frac = add(neg(arith::fitr(turns)), turns);
    let mut a = mul(frac, TWO_PI);
    let over = sub(a, PI);
    if over.mant >= 0 {
        a = over;
        negative = !negative;
    }
    if sub(a, PI_2).mant >= 0 {
        a = sub(PI, a);
    }
    let u = div_nz(a, PI_2);
    let u2 = mul(u, u);
    let mut fl = mul(u2, SIN_POLY[0]);
    for c in &SIN_POLY[1..] {
        fl = add(fl, *c);
        fl = mul(fl, u2);
    }
    fl = add(fl, PI_2);
    fl = mul(fl, u);
    if negative {
        neg(fl)
    } else {
        fl
    }
}

/// FCOS: sin(pi/2 - x).
pub(super) fn fcos(x: Pdp8Float) -> Pdp8Float {
    fsin(add(neg(x), PI_2))
}
