//! PLYEVL without leaving the registers: the accumulator of Horner's rule kept as an exponent
//! byte and a binary mantissa between steps, so each FMUL and FADD of the polynomial costs a
//! few multiplications instead of a decoding and an encoding of BCD. Each step is the OS
//! routine's truncation exactly (FMUL keeps ten digits after NORM's one shift, FADD shifts
//! the smaller operand right by whole digit pairs); any step that leaves the plain numbers
//! (a zero, an exponent near the ends, an operand with odd digits) gives `None`, and the
//! caller evaluates the whole polynomial with the general routines instead: PLYEVL has no
//! side effects, so starting again gives the ROM's result.

use super::digits::{binary, from_word, packed, packed_of, valid_packed, Fr};
pub(super) use super::digits::{quotient12, quotient12_by, reciprocal12};
use super::Bcd;

/// 10^8 and 10^10: the bounds of a normalised ten-digit mantissa.
const E8: u64 = 100_000_000;
const E10: u64 = 10_000_000_000;

/// A plain number: the exponent byte (sign in bit 7) and the ten digits as a binary integer
/// from 10^8 (normalised) to below 10^10.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reg {
    /// The exponent byte, sign in bit 7.
    pub(super) e: u8,
    /// The ten digits as a binary integer, 10^8 up to below 10^10.
    pub(super) m: u64,
}

impl Reg {
    /// The same number with the other sign (FSUB flips FR1's sign bit).
    #[inline(always)]
    pub(super) fn negated(self) -> Reg {
        Reg {
            e: self.e ^ 0x80,
            m: self.m,
        }
    }
}

/// A ROM constant as a register, at compile time: the caller's table holds plain numbers
/// only (a test checks each against [`load`]).
pub(super) const fn reg_of(b: Bcd) -> Reg {
    let mut m = 0u64;
    let mut k = 1;
    while k < 6 {
        let byte = b.0[k] as u64;
        m = m * 100 + (byte >> 4) * 10 + (byte & 15);
        k += 1;
    }
    Reg { e: b.0[0], m }
}

/// The exponents a step may leave: where neither NORM's shifts nor its range checks do
/// anything but what the step below does.
pub(super) fn in_range(e: u8) -> bool {
    (0x14..0x71).contains(&(e & 0x7f))
}

/// A number as a register, if it is plain.
#[inline]
pub(super) fn load(b: Bcd) -> Option<Reg> {
    let p = packed(&b);
    if !in_range(b.0[0]) || b.0[1] == 0 || !valid_packed(p) {
        return None;
    }
    Some(Reg {
        e: b.0[0],
        m: binary(p),
    })
}

/// A register as the six bytes, built as one word: a caller reading the bytes back as a
/// word right away (the next FMUL, `^`'s integer check) then takes them from a register,
/// where five separate byte stores would make the processor wait for them to reach the
/// cache (a load spanning several stores is not forwarded).
#[inline]
pub(super) fn store(r: Reg) -> Bcd {
    from_word((u64::from(r.e) << 40) | packed_of(r.m))
}

/// FMUL: the twenty-digit product's top ten digits, one normalising shift bringing in the
/// eleventh and twelfth.
#[inline]
pub(super) fn mul(x: Reg, y: Reg) -> Option<Reg> {
    mul_split(x, y, split(y))
}

/// [`mul`] by a `y` whose mantissa is one digit pair `d` (`d * 10^8`, `*3`): the product
/// over 10^8 is `x.m * d` exactly, all twelve digits, so [`mul_split`]'s two divisions by
/// 10^5 come to one choice (the same bits: `u = x.m * d * 1000` there).
#[inline(always)]
pub(super) fn mul_by_pair(x: Reg, y: Reg, d: u64) -> Option<Reg> {
    let (sign, exp) = product_exponent(x.e, y.e)?;
    let v = x.m * d;
    let (e, m) = if v >= E10 {
        (exp, v / 100)
    } else {
        (exp - 1, v)
    };
    in_range(e).then_some(Reg { e: e | sign, m })
}

/// `y`'s mantissa as its top five digits and its last five (FMUL's [`mul`] splits its
/// second factor so; Horner's rule multiplies by the same `x` at every step, so the split
/// is made once per polynomial).
#[inline(always)]
fn split(y: Reg) -> (u64, u64) {
    const E5: u64 = 100_000;
    (y.m / E5, y.m % E5)
}

/// A product's sign bit and the biased exponent of its unnormalised digits (FMUL's
/// exponent sum), from the factors' exponent bytes; `None` when it is out of range.
#[inline(always)]
fn product_exponent(ex: u8, ey: u8) -> Option<(u8, u8)> {
    let exp = (ex & 0x7f)
        .wrapping_sub(0x40)
        .wrapping_add(1)
        .wrapping_add(ey & 0x7f);
    (exp & 0x80 == 0 && in_range(exp)).then_some(((ex ^ ey) & 0x80, exp))
}

/// [`mul`] with the second factor already [`split`].
#[inline(always)]
fn mul_split(x: Reg, y: Reg, (b1, b0): (u64, u64)) -> Option<Reg> {
    let (sign, exp) = product_exponent(x.e, y.e)?;
    // With y = b1*10^5 + b0, the product is x*b1*10^5 + x*b0 (each below 10^15), and
    // u = x*b1 + floor(x*b0 / 10^5) is the product divided by 10^5, truncated: its digits
    // from the sixth on are the product's from the eleventh, so the top ten are u / 10^5
    // and the next two (FRE's first byte) u / 1000 mod 100.
    const E5: u64 = 100_000;
    let u = x.m * b1 + x.m * b0 / E5;
    let high = u / E5;
    let (e, m) = if high >= E8 {
        (exp, high)
    } else {
        (exp - 1, high * 100 + u / 1000 % 100)
    };
    in_range(e).then_some(Reg { e: e | sign, m })
}

/// FADD: the operand with the smaller exponent loses its last digit pairs, the mantissas
/// add or subtract, a carry drops the last pair, NORM shifts left by whole pairs.
#[inline]
pub(super) fn add(x: Reg, y: Reg) -> Option<Reg> {
    let (a, b) = if (x.e & 0x7f) < (y.e & 0x7f) {
        (y, x)
    } else {
        (x, y)
    };
    let mb = drop_pairs(b.m, (a.e & 0x7f) - (b.e & 0x7f));
    add_aligned(a, b.e, mb)
}

/// `m / 100^k`: an operand's last `k` digit pairs dropped (all of them from 5 on, for a
/// mantissa below 10^10; [`mul_add_by`] passes twelve digits and up to 5 pairs).
#[inline(always)]
fn drop_pairs(m: u64, k: u8) -> u64 {
    match k {
        0 => m,
        1 => m / 100,
        2 => m / 10_000,
        3 => m / 1_000_000,
        4 => m / E8,
        5 => m / E10,
        _ => 0,
    }
}

/// FADD's end: `a` (the larger exponent) and the other operand's sign byte `b_e` and
/// mantissa `mb`, already aligned to `a`.
#[inline(always)]
fn add_aligned(a: Reg, b_e: u8, mb: u64) -> Option<Reg> {
    let (mut e, mut m) = (a.e, a.m);
    if (a.e ^ b_e) & 0x80 == 0 {
        m += mb;
        if m >= E10 {
            m /= 100;
            e = e.wrapping_add(1);
        }
    } else if m >= mb {
        m -= mb;
    } else {
        m = mb - m;
        e ^= 0x80;
    }
    if m == 0 {
        return None;
    }
    while m < E8 {
        m *= 100;
        e = e.wrapping_sub(1);
    }
    in_range(e).then_some(Reg { e, m })
}

/// FDIV: twelve quotient digits ([`quotient12`]), the
/// top ten kept, one normalising shift bringing in the last two.
#[inline]
pub(super) fn div(x: Reg, y: Reg) -> Option<Reg> {
    div_by_quotient(x, y, quotient12(x.m, y.m))
}

/// [`div`] with its twelve quotient digits `q` (`floor(x.m * 10^10 / y.m)`) already found.
#[inline(always)]
pub(super) fn div_by_quotient(x: Reg, y: Reg, q: u64) -> Option<Reg> {
    let sign = (x.e ^ y.e) & 0x80;
    let exp = (x.e & 0x7f).wrapping_sub(y.e & 0x7f).wrapping_add(0x40);
    if exp & 0x80 != 0 || !in_range(exp) {
        return None;
    }
    let (high, fre) = (q / 100, q % 100);
    let (e, m) = if high >= E8 {
        (exp, high)
    } else {
        (exp - 1, high * 100 + fre)
    };
    in_range(e).then_some(Reg { e: e | sign, m })
}

/// Horner's multiplier `x` prepared once per polynomial so that each step's product
/// needs two independent multiplications and no division before its normalising choice:
/// with `x = whole * 10^8 + rest`, `reciprocal = ceil(rest * 2^64 / 10^8)`.
#[derive(Clone, Copy, Debug)]
struct Multiplier {
    /// The exponent byte of `x`.
    e: u8,
    /// `x`'s mantissa over 10^8, truncated (1 to 99).
    whole: u64,
    /// `ceil(rest * 2^64 / 10^8)` for the mantissa's last eight digits `rest`.
    reciprocal: u64,
}

impl Multiplier {
    /// Splits `x` (a register: mantissa below 10^10).
    #[inline]
    fn of(x: Reg) -> Multiplier {
        let (whole, rest) = (x.m / E8, x.m % E8);
        let reciprocal = reciprocal_of(rest);
        Multiplier {
            e: x.e,
            whole,
            reciprocal,
        }
    }
}

/// `ceil(rest * 2^64 / 10^8)` for `rest` below 10^8 without a 128-bit division (a call
/// to a library routine): with `2^64 = Q * 10^8 + R`, it is `rest * Q` plus
/// `ceil(rest * R / 10^8)`, both in 64 bits.
#[inline(always)]
fn reciprocal_of(rest: u64) -> u64 {
    const Q: u64 = u64::MAX / E8;
    const R: u64 = u64::MAX - Q * E8 + 1;
    rest * Q + (rest * R).div_ceil(E8)
}

/// FMUL by a prepared multiplier, the same truncation as [`mul`]: `v`, the product over
/// 10^8 truncated (twelve digits: FMUL's ten and FRE's first byte), is
/// `m * whole + floor(m * rest / 10^8)`, and the second term is the high word of
/// `m * reciprocal`. That is exact because the reciprocal's excess
/// `e = reciprocal * 10^8 - rest * 2^64` is below 10^8 and `m` below 10^10, so
/// `m * e < 2^64`: the error `m * e / (10^8 * 2^64)` stays below the `1 / 10^8` between
/// `m * rest / 10^8` and the next integer (division by invariant integers using
/// multiplication, Granlund and Montgomery 1994). Compared with [`mul`] on random operands.
#[cfg(test)]
fn mul_by(x: Reg, y: &Multiplier) -> Option<Reg> {
    let (sign, exp, v) = product_by(x, y)?;
    let (e, m) = if v >= E10 {
        (exp, v / 100)
    } else {
        (exp - 1, v)
    };
    in_range(e).then_some(Reg { e: e | sign, m })
}

/// The product's sign, its exponent before normalising and its twelve digits `v`
/// (`x.m * y`: the whole part times `y`'s first pair plus `m * reciprocal`, as
/// `mul_by` explains); `None` when the exponent is out of range.
#[inline(always)]
fn product_by(x: Reg, y: &Multiplier) -> Option<(u8, u8, u64)> {
    let (sign, exp) = product_exponent(x.e, y.e)?;
    let low = ((u128::from(x.m) * u128::from(y.reciprocal)) >> 64) as u64;
    Some((sign, exp, x.m.wrapping_mul(y.whole).wrapping_add(low)))
}

/// One Horner step, `add(mul_by(x, y)?, c)` with the same bits: when the product is the
/// operand FADD shifts right, its twelve digits `v` lose NORM's pair and FADD's pairs in
/// one division (`v / 100^(k+1)` is `(v / 100) / 100^k`), which shortens the chain of
/// dependent operations from one step to the next.
#[inline(always)]
fn mul_add_by(x: Reg, y: &Multiplier, c: Reg) -> Option<Reg> {
    let (sign, exp, v) = product_by(x, y)?;
    let normalised = v >= E10;
    let pe = if normalised { exp } else { exp - 1 };
    if !in_range(pe) {
        return None;
    }
    let pe = pe | sign;
    if (pe & 0x7f) < (c.e & 0x7f) {
        let k = (c.e & 0x7f) - (pe & 0x7f);
        add_aligned(c, pe, drop_pairs(v, k + u8::from(normalised)))
    } else {
        let m = if normalised { v / 100 } else { v };
        let k = (pe & 0x7f) - (c.e & 0x7f);
        add_aligned(Reg { e: pe, m }, c.e, drop_pairs(c.m, k))
    }
}

/// PLYEVL on a register with a table already in registers.
#[inline]
pub(super) fn plyevl_reg(x: Reg, coefficients: &[Reg]) -> Option<Reg> {
    let (first, rest) = coefficients.split_first()?;
    let by = Multiplier::of(x);
    let mut acc = *first;
    for &c in rest {
        acc = mul_add_by(acc, &by, c)?;
    }
    Some(acc)
}

/// PLYEVL (Horner's rule) when every step stays plain.
pub(crate) fn plyevl(x: Bcd, coefficients: &[Bcd]) -> Option<Fr> {
    let (first, rest) = coefficients.split_first()?;
    let x = load(x)?;
    let mut acc = load(*first)?;
    for &c in rest {
        acc = add(mul(acc, x)?, load(c)?)?;
    }
    Some((store(acc), false))
}

#[cfg(test)]
mod tests {
    use super::super::poly::{LGCOEF, P10COF, SCOEF};
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_polynomial_on_registers_gives_the_general_bits() {
        // `plyevl_reg` multiplies by `x` split once; each table's coefficients are plain.
        let mut rng = rand::rngs::StdRng::seed_from_u64(87);
        let mut taken = 0;
        for _ in 0..50_000 {
            let mut b = [0u8; 6];
            b[0] = rng.gen_range(0x3b..0x41) | if rng.gen() { 0x80 } else { 0 };
            for byte in b.iter_mut().skip(1) {
                *byte = super::super::arith::to_bcd_byte(rng.gen_range(0..100));
            }
            let x = Bcd(b);
            for table in [&P10COF[..], &LGCOEF[..], &SCOEF[..]] {
                let regs: Vec<Reg> = table.iter().map(|&c| load(c).expect("plain")).collect();
                if let Some(r) = load(x).and_then(|x| plyevl_reg(x, &regs)) {
                    taken += 1;
                    let want = super::super::poly::plyevl_general(x, table);
                    assert_eq!((store(r), false), want, "{x:?}");
                }
            }
        }
        assert!(taken > 100_000, "{taken}");
    }

    #[test]
    fn prepared_multipliers_give_fmul_bits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(88);
        let edges = [
            E8,
            E8 + 1,
            E10 - 1,
            2 * E8 - 1,
            99_999_999 * 100,
            5_000_000_000,
        ];
        for _ in 0..1_000_000 {
            let mut pick = || {
                let m = if rng.gen_range(0..8) == 0 {
                    edges[rng.gen_range(0..edges.len())]
                } else {
                    rng.gen_range(E8..E10)
                };
                let e = rng.gen_range(0x10..0x74) | if rng.gen() { 0x80 } else { 0 };
                Reg { e, m }
            };
            let (x, y) = (pick(), pick());
            assert_eq!(mul_by(x, &Multiplier::of(y)), mul(x, y), "{x:?} * {y:?}");
        }
    }

    #[test]
    fn reciprocals_are_exact() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(89);
        let want = |r: u64| ((u128::from(r) << 64).div_ceil(u128::from(E8))) as u64;
        for r in (0..1000).chain(E8 - 1000..E8) {
            assert_eq!(reciprocal_of(r), want(r), "{r}");
        }
        for _ in 0..1_000_000 {
            let r = rng.gen_range(0..E8);
            assert_eq!(reciprocal_of(r), want(r), "{r}");
        }
    }

    #[test]
    fn fused_steps_give_the_two_steps_bits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(90);
        let mut taken = 0;
        for _ in 0..1_000_000 {
            let mut pick = |lo: u8, hi: u8| {
                let m = if rng.gen_range(0..8) == 0 {
                    [E8, E10 - 1, 5 * E8][rng.gen_range(0..3)]
                } else {
                    rng.gen_range(E8..E10)
                };
                let e = rng.gen_range(lo..hi) | if rng.gen() { 0x80 } else { 0 };
                Reg { e, m }
            };
            let (x, y, c) = (pick(0x10, 0x74), pick(0x38, 0x48), pick(0x30, 0x50));
            let by = Multiplier::of(y);
            let want = mul_by(x, &by).and_then(|p| add(p, c));
            taken += usize::from(want.is_some());
            assert_eq!(mul_add_by(x, &by, c), want, "{x:?} * {y:?} + {c:?}");
        }
        assert!(taken > 500_000, "{taken}");
    }

    #[test]
    fn polynomials_at_the_edges_give_the_general_bits() {
        // Arguments over every exponent (the ends of the register range, where a step
        // must give up), zeros, negative numbers, short mantissas and odd digits.
        let mut rng = rand::rngs::StdRng::seed_from_u64(91);
        let mut taken = 0;
        for _ in 0..100_000 {
            let x = super::super::fast::tests::random_bcd_over(
                &mut rng,
                &[0x00..0x80, 0x10..0x18, 0x6c..0x74],
                0x3a..0x42,
            );
            for table in [&P10COF[..], &LGCOEF[..], &SCOEF[..]] {
                let want = super::super::poly::plyevl_general(x, table);
                if let Some(r) = plyevl(x, table) {
                    taken += 1;
                    assert_eq!(r, want, "{x:?}");
                }
                let regs: Vec<Reg> = table.iter().map(|&c| load(c).expect("plain")).collect();
                if let Some(r) = load(x).and_then(|x| plyevl_reg(x, &regs)) {
                    assert_eq!((store(r), false), want, "{x:?}");
                }
            }
        }
        assert!(taken > 100_000, "{taken}");
    }

    #[test]
    fn quotients_by_reciprocals_are_exact() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(34);
        let tables = [super::super::poly::PIOV2, super::super::poly::NINETY];
        for k in 0..1_000_000u64 {
            let b = match k % 3 {
                0 => reg_of(tables[0]).m,
                1 => reg_of(tables[1]).m,
                _ => rng.gen_range(E8..E10),
            };
            let a = match k % 1000 {
                0 => E8,
                1 => E10 - 1,
                2 => b,
                _ => rng.gen_range(E8..E10),
            };
            let want = (u128::from(a) * u128::from(E10) / u128::from(b)) as u64;
            assert_eq!(quotient12_by(a, b, reciprocal12(b)), want, "{a} / {b}");
        }
    }

    #[test]
    fn quotients_are_exact() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(83);
        let edges = [E8, E8 + 1, E10 - 1, E10 - 2, 3 * E8, 5_000_000_000];
        for _ in 0..1_000_000 {
            let mut pick = || {
                if rng.gen_range(0..8) == 0 {
                    edges[rng.gen_range(0..edges.len())]
                } else {
                    rng.gen_range(E8..E10)
                }
            };
            let (a, b) = (pick(), pick());
            let want = (u128::from(a) * u128::from(E10) / u128::from(b)) as u64;
            assert_eq!(quotient12(a, b), want, "{a} / {b}");
        }
    }

    #[test]
    fn the_register_polynomial_gives_the_general_bits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(81);
        let mut taken = 0;
        for _ in 0..100_000 {
            let mut b = [0u8; 6];
            b[0] = rng.gen_range(0x3b..0x41) | if rng.gen() { 0x80 } else { 0 };
            for byte in b.iter_mut().skip(1) {
                *byte = super::super::arith::to_bcd_byte(rng.gen_range(0..100));
            }
            if rng.gen_range(0..4) == 0 {
                b[rng.gen_range(2..6)] = 0;
            }
            let x = Bcd(b);
            for table in [&P10COF[..], &LGCOEF[..], &SCOEF[..]] {
                if let Some(r) = plyevl(x, table) {
                    taken += 1;
                    assert_eq!(r, super::super::poly::plyevl_general(x, table), "{x:?}");
                }
            }
        }
        assert!(taken > 200_000, "{taken}");
    }
}
