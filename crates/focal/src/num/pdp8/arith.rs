//! The arithmetic of FOCAL's floating-point interpreter: the 36-bit accumulator, its normaliser
//! (FNORM) and the operations built on it (FLADD, FLMUL, FLDIV, FLPOW, XFIX), as the FOCAL 5/69
//! listing (FLOAT.569) shows them and the FOCAL,1969 recordings confirm.

use super::{NumError, Pdp8Float};

/// Bit 34 of the 36-bit accumulator: a normalised magnitude has it set ("bit 1 = 1" in FNORM).
const NORM_BIT: i64 = 1 << 34;
/// 2^35: one past the largest magnitude of the 36-bit accumulator.
const ACC_LIMIT: i64 = 1 << 35;

/// The floating accumulator FLAC with its extra low word: `m / 2^35 * 2^exp`, `m` a 36-bit
/// two's-complement integer (FLAC1:FLAC2:FLAC3).
#[derive(Clone, Copy, Debug)]
pub(super) struct Acc {
    /// FLAC0, not yet wrapped to 12 bits.
    pub exp: i32,
    /// FLAC1:FLAC2:FLAC3.
    pub m: i64,
}

impl Acc {
    /// A stored number loaded into FLAC (the fourth word is zero).
    pub fn load(v: Pdp8Float) -> Acc {
        Acc {
            exp: i32::from(v.exp),
            m: i64::from(v.mant) << 12,
        }
    }

    /// An integer as a 36-bit fixed-point number with exponent 35 (DBCONV's accumulator,
    /// XFLOAT's idea). `v` must be below 2^35 in magnitude; larger values are cut to it.
    pub fn from_int(v: i64) -> Acc {
        Acc {
            exp: 35,
            m: v.clamp(-(ACC_LIMIT - 1), ACC_LIMIT - 1),
        }
    }

    /// FNORM: shift the magnitude left until bit 34 is set, then drop the fourth word. The sign
    /// is taken off and put back in two's complement before the drop, so negative results are
    /// floored (their magnitude rounds up), positive ones truncated; a negative result whose
    /// high word is then 4000 is shifted right one more place first (the DEC binary's last
    /// step), which floors it one bit coarser.
    pub fn normalize(self) -> Pdp8Float {
        if self.m == 0 {
            return Pdp8Float::ZERO;
        }
        let neg = self.m < 0;
        let mut mag = self.m.unsigned_abs() as i64;
        let mut exp = self.exp;
        if mag >= ACC_LIMIT {
            // -1.0 exactly: its magnitude does not fit 36 bits. The machine's shift loop runs
            // away on it; take the value it stands for instead (a half, one exponent up).
            mag >>= 1;
            exp += 1;
        }
        while mag < NORM_BIT {
            mag <<= 1;
            exp -= 1;
        }
        let mut m36 = if neg { -mag } else { mag };
        if m36 < -ACC_LIMIT + (1 << 24) {
            // The DEC binary's FNORM (7335-7364) ends by looking at FLAC1 once the sign is
            // back (its check at 7366): a high word of 4000, a mantissa within 2^-11 of -1,
            // is shifted right one place (FLAC's shift at 6757) and the exponent raised. The
            // bit shifted into the fourth word is then dropped with it: `-2+D` with
            // D = 2^-12+2^-22 is -(2-2^-12), not -(2-2^-12-2^-22) (SIMH, breakpoints at
            // 6510-6514; `difftest/focal/fladd.py`).
            m36 >>= 1;
            exp += 1;
        }
        Pdp8Float {
            exp: wrap12(exp),
            // In range by construction: |m36| < 2^35, so m36 >> 12 fits 24 bits.
            mant: (m36 >> 12) as i32,
        }
    }
}

/// The exponent word keeps 12 bits; the machine lets it wrap.
pub(super) fn wrap12(e: i32) -> i16 {
    let w = e.rem_euclid(4096);
    if w >= 2048 {
        (w - 4096) as i16
    } else {
        w as i16
    }
}

/// NEGOP / NEGATE on a stored number: the two mantissa words negated, nothing renormalised
/// (FOCAL's unary minus is `0 - x`, and FLADD hands back the negated operand unchanged).
pub(super) fn neg(v: Pdp8Float) -> Pdp8Float {
    if v.mant == 0 {
        return Pdp8Float::ZERO;
    }
    let m = -v.mant;
    // -(-2^23) overflows 24 bits back to itself on the machine.
    let mant = if m >= 1 << 23 { m - (1 << 24) } else { m };
    Pdp8Float { exp: v.exp, mant }
}

/// FLADD (DEC binary 6623-6721, add path 6510-6514): a zero FLAC (`a`) takes the operand as
/// it is, a zero operand leaves FLAC; otherwise the operand with the smaller exponent is
/// aligned by arithmetic right shifts on 36 bits (giving up beyond 23 places), both are
/// shifted once more so the sum cannot overflow, added on 36 bits and normalised (FNORM,
/// whose last step [`Acc::normalize`] copies). The evaluator hands `A op B` as FLAC = A,
/// operand = B, and FSB negates the operand on 36 bits first.
pub(super) fn add(a: Pdp8Float, b: Pdp8Float) -> Pdp8Float {
    if a.mant == 0 {
        return b;
    }
    if b.mant == 0 {
        return a;
    }
    let mut x = Acc::load(a);
    let mut y = Acc::load(b);
    // The exponent difference is a 12-bit subtraction on the machine (6640-6642); its sign
    // says which operand is shifted.
    let diff = i32::from(wrap12(x.exp - y.exp));
    if diff.abs() > 23 {
        // Too far apart: the number with the larger exponent, by a signed comparison of the
        // two exponents (6675-6710), not by the difference, which can wrap.
        return if a.exp > b.exp { a } else { b };
    }
    if diff > 0 {
        y.m >>= diff;
    } else if diff < 0 {
        x.m >>= -diff;
        x.exp -= diff;
    }
    x.m >>= 1;
    y.m >>= 1;
    Acc {
        exp: x.exp + 1,
        m: x.m + y.m,
    }
    .normalize()
}

/// The magnitude of a mantissa and whether it was negative.
fn magnitude(v: Pdp8Float) -> (i64, bool) {
    (i64::from(v.mant).abs(), v.mant < 0)
}

/// Applies the sign FIXSGN recorded: NEGATE on the normalised positive result.
fn signed(v: Pdp8Float, negative: bool) -> Pdp8Float {
    if negative {
        neg(v)
    } else {
        v
    }
}

/// FLMUL: the 24-bit magnitudes multiplied (four 12x12 partial products; FLAC1:FLAC2:FLAC3
/// take the top 36 bits of the 48-bit product), exponents added plus one. The DEC binary
/// (DEC-08-AJAE-PB, FLMUL at 7004-7106) negates the 36-bit product before it normalises when
/// the signs differ, so, as for a sum, a negative product is floored and a positive one
/// truncated: `-1.2233 * 0.1669` loses its low bits toward minus infinity (one unit in the
/// last place of FSIN's polynomial, `FCOS(5E5)` = -0.956939 in E format, not -0.956940).
pub(super) fn mul(a: Pdp8Float, b: Pdp8Float) -> Pdp8Float {
    if a.mant == 0 {
        return Pdp8Float::ZERO;
    }
    let (ma, na) = magnitude(a);
    let (mb, nb) = magnitude(b);
    let p = (ma * mb) >> 12;
    Acc {
        exp: i32::from(a.exp) + i32::from(b.exp) + 1,
        m: if na != nb { -p } else { p },
    }
    .normalize()
}

/// FLDIV: restoring division of the magnitudes, exponent difference plus one, normalised
/// (truncating), signed. The DEC binary (DEC-08-AJAE-PB, divide loop at 7261-7321) runs 23
/// trial subtractions into FLAC1:FLAC2, so the quotient has 23 bits and the normaliser
/// fills a 0 when the dividend's mantissa is the smaller: `1E5/(2 pi)` is 15915.73828125
/// (3705 3572), where a 24th quotient bit would give 3705 3573 and `FCOS(-1E5)` -0.9981
/// instead of the recorded -0.9973 (s000085_func; the 5/69 listing's FLDIV keeps a fourth
/// word).
pub(super) fn div(a: Pdp8Float, b: Pdp8Float) -> Result<Pdp8Float, NumError> {
    if b.mant == 0 {
        return Err(NumError::DivisionByZero);
    }
    if a.mant == 0 {
        return Ok(Pdp8Float::ZERO);
    }
    let (ma, na) = magnitude(a);
    let (mb, nb) = magnitude(b);
    // ma, mb <= 2^23, so ma << 22 fits comfortably.
    let q = (ma << 22) / mb;
    let r = Acc {
        exp: i32::from(a.exp) - i32::from(b.exp) + 1,
        m: q << 12,
    }
    .normalize();
    Ok(signed(r, na != nb))
}

/// The integer part of a value, truncated toward zero, as a host integer (exponents past 62
/// saturate).
pub(super) fn trunc_int(v: Pdp8Float) -> i64 {
    let (m, negative) = magnitude(v);
    let e = i32::from(v.exp);
    let t = if e <= 0 {
        0
    } else if e <= 23 {
        m >> (23 - e)
    } else if e < 40 {
        m << (e - 23)
    } else {
        i64::MAX
    };
    if negative {
        -t
    } else {
        t
    }
}

/// FITR on FOCAL,1969: the fraction bits cleared from the magnitude, so the result truncates
/// toward zero (`FITR(-.1)` types `0.0000`); 2^23 and beyond is left as it is (XFIX's "too big
/// to fix").
pub(super) fn fitr(v: Pdp8Float) -> Pdp8Float {
    let e = i32::from(v.exp);
    if e >= 23 {
        return v;
    }
    if e <= 0 {
        return Pdp8Float::ZERO;
    }
    let (m, negative) = magnitude(v);
    let keep = (m >> (23 - e)) << (23 - e);
    let r = Acc {
        exp: e,
        m: keep << 12,
    }
    .normalize();
    signed(r, negative)
}

/// The FITR function on FOCAL,1969: the integer part of the magnitude after 2^-12 is added
/// to it, the sign put back; below 1 it is 0, and from 2^23 on the value is left as it is.
/// The magnitude is fixed with twelve fraction bits (the third word of the accumulator):
/// only a fraction whose twelve bits are all ones carries into the integer, so
/// `FITR(1.9999)` is 2, `FITR(9-1/2^18)` 9 and `FITR(-7.9999)` -8, while `FITR(2.7)` is 2,
/// `FITR(127.999)` 127 and `FITR(.9999)` 0. Found on the DEC binary (SIMH, `focal-run`):
/// `difftest/focal/fitr.py` sweeps the fractions around 1-2^-12 for exponents 1 to 22 and
/// both signs.
pub(super) fn fitr_function(v: Pdp8Float) -> Pdp8Float {
    let e = i32::from(v.exp);
    if e >= 23 {
        return v;
    }
    if e <= 0 {
        return Pdp8Float::ZERO;
    }
    let (m, negative) = magnitude(v);
    let fraction_bits = 23 - e;
    // The magnitude in units of 2^-12, the bits below them dropped.
    let twelfths = if fraction_bits >= 12 {
        m >> (fraction_bits - 12)
    } else {
        m << (12 - fraction_bits)
    };
    let whole = (twelfths + 1) >> 12;
    let r = Acc {
        exp: 23,
        m: whole << 12,
    }
    .normalize();
    signed(r, negative)
}

/// FLPOW on FOCAL,1969: the exponent truncated to an integer; negative ones stop with
/// `?26.99`; a zero base gives 0 (the recording's `0^0 = 0`); otherwise 1 multiplied by the
/// base that many times. An exponent of 2048 or more is negative in the machine's 12-bit
/// counter, 4096 or more is "too high a power".
pub(super) fn pow(base: Pdp8Float, ex: Pdp8Float) -> Result<Pdp8Float, NumError> {
    let n = trunc_int(ex);
    if n < 0 {
        return Err(NumError::NegativeExponent);
    }
    if n >= 4096 {
        return Err(NumError::Overflow);
    }
    if n >= 2048 {
        return Err(NumError::NegativeExponent);
    }
    if base.mant == 0 {
        return Ok(Pdp8Float::ZERO);
    }
    let mut r = Pdp8Float::from_i32(1);
    for _ in 0..n {
        r = mul(r, base);
    }
    Ok(r)
}

/// EVLN: group = FIX(v); step = FIX(-((FIX(v) - v) * 10 * 10 - 0.1)).
pub(super) fn line_parts(v: Pdp8Float) -> (i32, i32) {
    const TEN: Pdp8Float = Pdp8Float {
        exp: 4,
        mant: 0o2400_0000,
    };
    const TENTH: Pdp8Float = Pdp8Float {
        exp: -3,
        mant: 0o3146_3147,
    };
    let group = trunc_int(v).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
    let neg_frac = add(fitr(v), neg(v));
    let hundredths = mul(mul(neg_frac, TEN), TEN);
    let step = neg(add(hundredths, neg(TENTH)));
    let step = trunc_int(step).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
    (group, step)
}
