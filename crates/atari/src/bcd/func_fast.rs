//! LOGS, EXP10 and BASIC's SIN/COS with the numbers kept in registers between the math pack
//! calls (`poly_fast.rs`: an exponent byte and a binary mantissa), so a call of LOG costs one
//! decoding of its argument and one encoding of its result instead of one of each per FADD,
//! FMUL and FDIV. Each register step is the OS routine's truncation exactly; when any step
//! leaves the plain numbers (a zero, an exponent near the ends, odd digits, a carry the ROM
//! would act on) the answer is `None` and the caller runs the step-by-step routine of
//! `func.rs` from the start: these functions have no side effects, so its result is the
//! ROM's. The sequences follow `func.rs` (Atari OS source: LOGS/LOGC, EXP10; Atari BASIC
//! Source Book: SIN/COS/BOTH); the tests compare both on random arguments.

use super::arith::{fsub, Fr};
use super::convert::{from_u16, to_u16};
use super::poly::{FHALF, FONE, LGCOEF, LOG10E, NINETY, P10COF, PIOV2, SCOEF, SQR10};
use super::poly_fast::{
    add, div, div_by_quotient, load, mul, plyevl_reg, quotient12_by, reciprocal12, reg_of, store,
    Reg,
};
use super::Bcd;

/// A table of ROM constants as registers.
const fn regs<const N: usize>(table: &[Bcd; N]) -> [Reg; N] {
    let mut out = [Reg { e: 0, m: 0 }; N];
    let mut k = 0;
    while k < N {
        out[k] = reg_of(table[k]);
        k += 1;
    }
    out
}

const LGCOEF_R: [Reg; 10] = regs(&LGCOEF);
const P10COF_R: [Reg; 10] = regs(&P10COF);
const SCOEF_R: [Reg; 6] = regs(&SCOEF);
const SQR10_R: Reg = reg_of(SQR10);
const FHALF_R: Reg = reg_of(FHALF);
const LOG10E_R: Reg = reg_of(LOG10E);
const FONE_R: Reg = reg_of(FONE);
const PIOV2_R: Reg = reg_of(PIOV2);
const NINETY_R: Reg = reg_of(NINETY);
/// The reciprocals of the constant divisors, for `quotient12_by`.
const LOG10E_RECIPROCAL: f64 = reciprocal12(LOG10E_R.m);
const PIOV2_RECIPROCAL: f64 = reciprocal12(PIOV2_R.m);
const NINETY_RECIPROCAL: f64 = reciprocal12(NINETY_R.m);

/// 10^8 and 10^9: the mantissas `01 00 00 00 00` and `10 00 00 00 00`.
const M01: u64 = 100_000_000;
const M10: u64 = 1_000_000_000;

/// LOGS (see `func::logs`) in registers; only for a positive plain argument.
pub(crate) fn logs(x: Bcd, natural: bool) -> Option<Fr> {
    Some((store(logs_reg(x, natural)?), false))
}

/// [`logs`] with the result left in a register (`^` multiplies it at once).
#[inline]
fn logs_reg(x: Bcd, natural: bool) -> Option<Reg> {
    if x.0[0] & 0x80 != 0 {
        return None;
    }
    let xr = load(x)?;
    let mut y = (x.0[0].wrapping_sub(0x40)) << 1;
    // FDIV by 01 or 10 with x's own exponent: quotient12(x, 10^8) is x * 100 and
    // quotient12(x, 10^9) is x * 10 exactly, so the division is a multiplication.
    let scale = if x.0[1] & 0xf0 != 0 {
        y = y.wrapping_add(1);
        10
    } else {
        100
    };
    let f = div_exact(xr.m * scale, 0x40)?;
    // XFORM: (f - SQR10) / (f + SQR10).
    let sum = add(f, SQR10_R)?;
    let difference = add(f, SQR10_R.negated())?;
    let z = div(difference, sum)?;
    let z2 = mul(z, z)?;
    let p = plyevl_reg(z2, &LGCOEF_R)?;
    let zp = mul(p, z)?;
    let frac = add(zp, FHALF_R)?;
    let magnitude = if y & 0x80 != 0 { y.wrapping_neg() } else { y };
    let mut result = if magnitude == 0 {
        // FADD of zero (exponent byte 0) and a plain number is that number.
        frac
    } else {
        let mut whole = small_integer(magnitude);
        if y & 0x80 != 0 {
            whole.e |= 0x80;
        }
        add(whole, frac)?
    };
    if natural {
        let q = quotient12_by(result.m, LOG10E_R.m, LOG10E_RECIPROCAL);
        result = div_by_quotient(result, LOG10E_R, q)?;
    }
    Some(result)
}

/// FDIV's last steps for a twelve-digit quotient `q` already known exactly (`div` with
/// [`super::poly_fast::quotient12`] done): the top ten digits, one normalising shift
/// bringing in the last two, the range checked as `div` checks it; `exp` is the quotient's
/// exponent byte (positive).
#[inline]
fn div_exact(q: u64, exp: u8) -> Option<Reg> {
    let (high, fre) = (q / 100, q % 100);
    let (e, m) = if high >= M01 {
        (exp, high)
    } else {
        (exp - 1, high * 100 + fre)
    };
    super::poly_fast::in_range(e).then_some(Reg { e, m })
}

/// A whole number 1 to 255 as a register: what `load(from_u16(n))` gives (NORM leaves one
/// byte for 1-99, two for 100-255), without the trip through BCD.
#[inline]
fn small_integer(n: u8) -> Reg {
    if n < 100 {
        Reg {
            e: 0x40,
            m: u64::from(n) * M01,
        }
    } else {
        Reg {
            e: 0x41,
            m: u64::from(n) * 1_000_000,
        }
    }
}

/// EXP10 (see `func::exp10`): the integer part split off as the ROM does, the polynomial,
/// its square, the power of ten and the reciprocal in registers.
pub(crate) fn exp10(x: Bcd) -> Option<Fr> {
    Some((store(exp10_reg(load(x)?)?), false))
}

/// [`exp10`] of a register (`^` hands it the product in one).
#[inline]
fn exp10_reg(x: Reg) -> Option<Reg> {
    let negative = x.e & 0x80 != 0;
    let abs = Reg {
        e: x.e & 0x7f,
        m: x.m,
    };
    let mut int_part: u8 = 0;
    let frac = if abs.e == 0x40 {
        // 1 <= x < 100: FPI's whole part is the units pair, rounded up when the next digit
        // is 5 or more (at most 100), and FSUB takes it off, all in registers.
        let i = abs.m / M01 + u64::from((abs.m / 10_000_000) % 10 >= 5);
        int_part = i as u8;
        add(abs, small_integer(int_part).negated())?
    } else if abs.e > 0x40 {
        if abs.e - 0x40 >= 4 {
            return None;
        }
        let fr0 = store(abs);
        let i = to_u16(fr0).ok()?;
        if i > 0xff {
            return None;
        }
        int_part = i as u8;
        let (f, _) = fsub(fr0, from_u16(i));
        load(f)?
    } else {
        abs
    };
    let p = plyevl_reg(frac, &P10COF_R)?;
    let mut result = mul(p, p)?;
    if int_part != 0 {
        let half = int_part >> 1;
        let m = if int_part & 1 != 0 { M10 } else { M01 };
        let biased = half + 0x40;
        if biased & 0x80 != 0 {
            return None;
        }
        result = mul(result, Reg { e: biased, m })?;
    }
    if negative {
        result = div(FONE_R, result)?;
    }
    Some(result)
}

/// XPPOWER's value EXP10(y * LOG10(x)) (see `func::power`) for a positive `x`, the
/// logarithm, the product and the power all in registers; `None` where any step leaves
/// the plain numbers (the caller then runs the general steps, which also report the
/// overflows this never sees).
pub(crate) fn power_value(x: Bcd, y: Bcd) -> Option<Bcd> {
    let log = logs_reg(x, false)?;
    let product = mul(log, load(y)?)?;
    Some(store(exp10_reg(product)?))
}

/// SIN and COS (see `func::sin_cos`): the quadrant taken from the quotient's bytes as the
/// ROM does, the polynomial and the last product in registers.
pub(crate) fn sin_cos(x: Bcd, cosine: bool, degrees: bool) -> Option<Fr> {
    let mut sgnflg: u8 = if cosine {
        1
    } else if x.0[0] & 0x80 != 0 {
        2
    } else {
        4
    };
    let mut abs = x;
    abs.0[0] &= 0x7f;
    let (quadrant_size, reciprocal) = if degrees {
        (NINETY_R, NINETY_RECIPROCAL)
    } else {
        (PIOV2_R, PIOV2_RECIPROCAL)
    };
    // FDIV by the quadrant, then (for a quotient of 1 or more) the quadrant from the units
    // pair and FSUB of the quotient with its fraction pairs cleared as the ROM clears them:
    // the pairs after the units up to the fourth, the fifth pair kept unless the units are
    // the fourth (BOTH's loop), all on the binary mantissa.
    let abs = load(abs)?;
    let q = quotient12_by(abs.m, quadrant_size.m, reciprocal);
    let q = div_by_quotient(abs, quadrant_size, q)?;
    let e = q.e.wrapping_sub(0x40);
    let mut r0 = q;
    if e & 0x80 == 0 {
        // 100^(4 - e): the weight of the units pair in the ten-digit mantissa.
        let unit = match e {
            0 => M01,
            1 => 1_000_000,
            2 => 10_000,
            3 => 100,
            _ => return None,
        };
        let whole = q.m / unit;
        let pair = whole % 100;
        // The ROM adds 2 for an odd tens digit to the BCD byte, whose tens sit in bits 4-7.
        let quadrant = ((2 * ((pair / 10) & 1) + pair % 10) & 3) as u8;
        sgnflg = sgnflg.wrapping_add(quadrant);
        let kept = if e == 3 { 0 } else { q.m % 100 };
        let fr1 = Reg {
            e: q.e,
            m: whole * unit + kept,
        };
        r0 = add(q, fr1.negated())?;
    }
    let odd = sgnflg & 1 != 0;
    sgnflg >>= 1;
    if odd {
        r0 = add(FONE_R, r0.negated())?;
    }
    let x2 = mul(r0, r0)?;
    let p = plyevl_reg(x2, &SCOEF_R)?;
    let mut r = mul(p, r0)?;
    if sgnflg & 1 != 0 {
        r.e ^= 0x80;
    }
    Some((store(r), false))
}

#[cfg(test)]
mod tests {
    use super::super::func;
    use super::super::poly::{ATCOEF, LGCOEF, P10COF, SCOEF};
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Mostly plain numbers over the range the functions see, sometimes short mantissas,
    /// integers, zeros and odd bytes.
    fn random_bcd(rng: &mut impl Rng) -> Bcd {
        super::super::fast::tests::random_bcd_over(
            rng,
            std::slice::from_ref(&(0x10..0x70)),
            0x3c..0x44,
        )
    }

    #[test]
    fn register_functions_give_the_step_by_step_bits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(82);
        let mut taken = 0;
        for n in 0..200_000u32 {
            let x = if n % 4 == 0 {
                // Small integers, as loop counters are.
                from_u16(rng.gen_range(0..2000))
            } else {
                random_bcd(&mut rng)
            };
            for natural in [false, true] {
                if let Some(r) = logs(x, natural) {
                    taken += 1;
                    assert_eq!(r, func::logs_general(x, natural), "LOG {x:?}");
                }
            }
            if let Some(r) = exp10(x) {
                taken += 1;
                assert_eq!(r, func::exp10_general(x), "EXP10 {x:?}");
            }
            for (cosine, degrees) in [(false, false), (true, false), (false, true), (true, true)] {
                if let Some(r) = sin_cos(x, cosine, degrees) {
                    taken += 1;
                    assert_eq!(
                        r,
                        func::sin_cos_general(x, cosine, degrees),
                        "SIN/COS {x:?} {cosine} {degrees}"
                    );
                }
            }
        }
        assert!(taken > 700_000, "{taken}");
    }

    #[test]
    fn register_powers_give_the_step_by_step_bits() {
        use super::super::arith::fmul;
        let mut rng = rand::rngs::StdRng::seed_from_u64(85);
        let mut taken = 0;
        for n in 0..200_000u32 {
            let x = if n % 2 == 0 {
                from_u16(rng.gen_range(1..20_000))
            } else {
                let mut b = random_bcd(&mut rng);
                b.0[0] &= 0x7f;
                b
            };
            let y = match n % 3 {
                0 => from_u16(rng.gen_range(0..8)),
                1 => {
                    let mut b = from_u16(rng.gen_range(1..5));
                    b.0[0] |= 0x80;
                    b
                }
                _ => random_bcd(&mut rng),
            };
            if let Some(r) = power_value(x, y) {
                taken += 1;
                let (log, _) = func::logs_general(x, false);
                let (product, carry) = fmul(log, y);
                assert!(!carry, "{x:?} ^ {y:?}");
                let want = func::exp10_general(product);
                assert_eq!((r, false), want, "{x:?} ^ {y:?}");
            }
        }
        assert!(taken > 100_000, "{taken}");
    }

    #[test]
    fn shortcuts_give_what_the_general_steps_give() {
        for n in 1..=255u8 {
            assert_eq!(Some(small_integer(n)), load(from_u16(u16::from(n))), "{n}");
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(84);
        for _ in 0..200_000 {
            let m = rng.gen_range(M01..10 * M10);
            let e = rng.gen_range(0x14..0x71);
            let x = Reg { e, m };
            for (scale, d) in [(100, M01), (10, M10)] {
                let want = div(x, Reg { e, m: d });
                assert_eq!(div_exact(m * scale, 0x40), want, "{m} {d}");
            }
        }
    }

    #[test]
    fn constant_registers_are_the_loaded_constants() {
        for b in LGCOEF.iter().chain(&P10COF).chain(&SCOEF).chain(&ATCOEF) {
            assert_eq!(Some(reg_of(*b)), load(*b), "{b:?}");
        }
        for b in [SQR10, FHALF, LOG10E, FONE, PIOV2, NINETY] {
            assert_eq!(Some(reg_of(b)), load(b), "{b:?}");
        }
    }
}
