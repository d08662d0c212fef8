//! Fast paths of FADD, FMUL, FDIV, FRCMP and FPI for the numbers programs nearly always hold:
//! normalised (first mantissa byte not zero), every digit 0-9, the exponent well inside the
//! range. For those the OS routines (`arith.rs`, `convert.rs`) reduce to a few register
//! operations: the ten digits as forty bits of packed BCD or as one binary integer, NORM as a
//! count of leading zero bytes, at most one normalising shift after FMUL and FDIV. Anything
//! else (odd bytes, exponents near the ends, zeros where the ROM has corners) answers `None`
//! and takes the general routine, so every result is the general routine's bits; the tests
//! below compare both on random operands.

use std::cmp::Ordering;

pub(super) use super::digits::{binary, from_word, packed_of, word};
use super::digits::{packed_add, quotient12, valid_packed, Fr, DIGIT_CARRIES, SIXES, TEN_DIGITS};
use super::Bcd;

/// 10^8: a mantissa whose first byte is not zero is at least this.
const E8: u64 = 100_000_000;
/// 10^10: ten digits and FRE's first byte whose first pair is not zero are at least this.
const E10: u64 = 10_000_000_000;

/// The exponent byte of a word.
#[inline(always)]
fn exp_byte(w: u64) -> u8 {
    (w >> 40) as u8
}

/// What an OS routine leaves, as a word: FR0 and the carry flag (set = error).
pub(super) type WordFr = (u64, bool);

/// The register a word routine left, as six bytes.
#[inline(always)]
fn unword((w, carry): WordFr) -> Fr {
    (from_word(w), carry)
}

/// N0E's end on a word: an exponent of $71 and up sets carry, one below $0F gives zero.
#[inline(always)]
fn range_checked(w: u64) -> WordFr {
    let exp = exp_byte(w) & 0x7f;
    if exp >= 0x40 + 49 {
        (w, true)
    } else if exp < 0x40 - 49 {
        (0, false)
    } else {
        (w, false)
    }
}

/// NORM of exponent byte `e` over the packed mantissa `p` (FRE clear), when the shifts
/// cannot borrow from the sign bit and the mantissa is not zero.
#[inline(always)]
fn norm_packed(e: u8, p: u64) -> Option<WordFr> {
    if p == 0 {
        return None;
    }
    // Forty bits in a u64: 24 leading zero bits, then one zero byte per empty digit pair.
    let shift = (p.leading_zeros() - 24) / 8;
    if u32::from(e & 0x7f) <= shift {
        return None;
    }
    let e = e - shift as u8;
    Some(range_checked((u64::from(e) << 40) | (p << (8 * shift))))
}

/// Packed BCD subtraction `a - b` of valid digits with `a >= b`: binary subtraction, then
/// six taken from every digit that borrowed (it cannot borrow again: such a digit is 6-15).
#[inline(always)]
fn packed_sub(a: u64, b: u64) -> u64 {
    let t = a - b;
    let borrows = (a ^ b ^ t) & DIGIT_CARRIES;
    t - ((borrows >> 2) | (borrows >> 3))
}

/// FADD when both mantissas are valid BCD and the result needs no odd normalising.
#[inline(always)]
pub(crate) fn fadd(x: Bcd, y: Bcd) -> Option<Fr> {
    fadd_word(word(x), word(y)).map(unword)
}

/// [`fadd`] on the numbers' words.
#[inline(always)]
pub(super) fn fadd_word(wx: u64, wy: u64) -> Option<WordFr> {
    let (wa, wb) = if (exp_byte(wx) & 0x7f) < (exp_byte(wy) & 0x7f) {
        (wy, wx)
    } else {
        (wx, wy)
    };
    let (ea, eb) = (exp_byte(wa), exp_byte(wb));
    let diff = (ea & 0x7f) - (eb & 0x7f);
    let pa = wa & TEN_DIGITS;
    if diff >= 5 {
        // FR0 alone, normalised already: only the range check.
        if ea & 0x7f == 0 || pa >> 32 == 0 {
            return None;
        }
        return Some(range_checked(wa));
    }
    let pb = (wb & TEN_DIGITS) >> (8 * u32::from(diff));
    if !(valid_packed(pa) && valid_packed(pb)) {
        return None;
    }
    let mut e = ea;
    let p = if (ea ^ eb) & 0x80 == 0 {
        let sum = packed_add(pa, pb);
        if sum > TEN_DIGITS {
            // The carry: one byte right (the last lost), `01` on top.
            e = e.wrapping_add(1);
            sum >> 8
        } else {
            sum
        }
    } else if pa >= pb {
        packed_sub(pa, pb)
    } else {
        e ^= 0x80;
        packed_sub(pb, pa)
    };
    norm_packed(e, p)
}

/// A factor the fast FMUL and FDIV take: exponent byte not zero, normalised, valid digits;
/// its mantissa as a binary integer.
#[inline(always)]
fn plain(w: u64) -> Option<u64> {
    let p = w & TEN_DIGITS;
    if exp_byte(w) & 0x7f == 0 || p >> 32 == 0 || !valid_packed(p) {
        return None;
    }
    Some(binary(p))
}

/// [`plain`]'s mantissa as its first digit pair and the eight digits after it, both as
/// binary integers: FMUL's second factor, taken apart where the digits are still packed.
#[inline(always)]
fn plain_split(w: u64) -> Option<(u64, u64)> {
    let p = w & TEN_DIGITS;
    if exp_byte(w) & 0x7f == 0 || p >> 32 == 0 || !valid_packed(p) {
        return None;
    }
    let top = p >> 32;
    Some(((top >> 4) * 10 + (top & 15), binary(p & 0xFFFF_FFFF)))
}

/// The result of FMUL or FDIV from `v`, the twelve digits of the product or quotient
/// (ten for the mantissa, then FRE's first byte) under the exponent byte `e`: the top ten
/// when the first pair is not zero, else NORM's one shift brings in FRE's byte, giving all
/// twelve (`v` is at least 10^8, so one shift at most normalises it).
#[inline(always)]
fn normalised_product(e: u8, v: u64) -> WordFr {
    let (e, m) = if v >= E10 { (e, v / 100) } else { (e - 1, v) };
    range_checked((u64::from(e) << 40) | packed_of(m))
}

/// FMUL of two plain factors whose product's exponent leaves room for the shift.
#[inline]
pub(crate) fn fmul(x: Bcd, y: Bcd) -> Option<Fr> {
    fmul_word(word(x), word(y)).map(unword)
}

/// [`fmul`] on the numbers' words.
#[inline(always)]
pub(super) fn fmul_word(wx: u64, wy: u64) -> Option<WordFr> {
    let ma = plain(wx)?;
    let (whole, rest) = plain_split(wy)?;
    let (ex, ey) = (exp_byte(wx), exp_byte(wy));
    let sign = (ex ^ ey) & 0x80;
    let exp = (ex & 0x7f)
        .wrapping_sub(0x40)
        .wrapping_add(1)
        .wrapping_add(ey & 0x7f);
    if exp & 0x80 != 0 {
        return Some((wx, true));
    }
    if exp < 0x11 {
        return None;
    }
    // With y = whole * 10^8 + rest, the product over 10^8, truncated, is
    // ma * whole + floor(ma * rest / 10^8) (ma * rest is below 10^18): its twelve digits
    // are the product's first ten and FRE's first byte.
    Some(normalised_product(exp | sign, ma * whole + ma * rest / E8))
}

/// FDIV of two plain operands: the twelve quotient digits by `quotient12`
/// steps of five digits each.
#[inline]
pub(crate) fn fdiv(x: Bcd, y: Bcd) -> Option<Fr> {
    fdiv_word(word(x), word(y)).map(unword)
}

/// [`fdiv`] on the numbers' words.
#[inline(always)]
pub(super) fn fdiv_word(wx: u64, wy: u64) -> Option<WordFr> {
    let ma = plain(wx)?;
    let mb = plain(wy)?;
    let (ex, ey) = (exp_byte(wx), exp_byte(wy));
    let sign = (ex ^ ey) & 0x80;
    let exp = (ex & 0x7f).wrapping_sub(ey & 0x7f).wrapping_add(0x40);
    if exp & 0x80 != 0 {
        return Some((wx, true));
    }
    if exp < 0x11 {
        return None;
    }
    // ma * 10^10 / mb, below 10^12 as both are 10^8..10^10.
    let q = if wy & 0xFFFF_FFFF == 0 {
        // A divisor of one digit pair (`K/2`, `X/10`, any exponent): mb = d * 10^8.
        let top = (wy >> 32) & 0xFF;
        quotient_by_pair(ma, (top >> 4) * 10 + (top & 15))
    } else {
        quotient12(ma, mb)
    };
    Some(normalised_product(exp | sign, q))
}

/// `ceil(2^64 / d)` for each divisor `d` of 2 to 99 (entries 0 and 1 unused).
const PAIR_RECIPROCALS: [u64; 100] = {
    let mut table = [0u64; 100];
    let mut d = 2;
    while d < 100 {
        table[d] = u64::MAX / d as u64 + 1;
        d += 1;
    }
    table
};

/// `floor(ma * 10^10 / (d * 10^8))` = `floor(ma * 100 / d)` for a mantissa `ma` below
/// 10^10 and a divisor's single digit pair `d` (1 to 99), as one multiplication by a
/// reciprocal instead of [`quotient12`]'s floating-point division.
/// Exact: with `M = ceil(2^64 / d) = (2^64 + e) / d`, `e < d`, the product's high word is
/// `floor(n / d + n * e / (d * 2^64))`, and `n * e < 10^12 * 99 < 2^64` keeps the added
/// part below `1 / d`, too little to reach the next integer (Granlund and Montgomery,
/// "Division by invariant integers using multiplication", 1994, theorem 4.2).
#[inline(always)]
pub(super) fn quotient_by_pair(ma: u64, d: u64) -> u64 {
    let n = ma * 100;
    if d < 2 {
        return n;
    }
    let m = PAIR_RECIPROCALS[(d as usize).min(99)];
    ((u128::from(n) * u128::from(m)) >> 64) as u64
}

/// FRCMP for two numbers that are zero (six zero bytes) or plain with an exponent between
/// $20 and $60: there the subtraction's sign is the true order (its last digits cannot all
/// cancel, nor underflow or overflow).
#[inline]
pub(crate) fn compare(x: Bcd, y: Bcd) -> Option<Ordering> {
    compare_word(word(x), word(y))
}

/// [`compare`] for two numbers that are zero or positive (the usual `IF K<N`), small
/// enough to be inlined where a relation is tested: the same answer on a subset of
/// [`compare`]'s numbers (a positive number's word is its order key), both numbers'
/// digits checked in one test. `None` for everything else, [`compare`]'s or the general
/// routine's.
#[inline(always)]
pub(crate) fn compare_nonnegative(x: Bcd, y: Bcd) -> Option<Ordering> {
    let (wx, wy) = (word(x), word(y));
    // Zero, or an exponent byte of $20-$60 (the sign clear) and a first digit pair that
    // is not zero.
    let plain = |w: u64| w == 0 || ((0x20..=0x60).contains(&exp_byte(w)) && w >> 32 & 0xFF != 0);
    let carries = |p: u64| (p + SIXES) ^ p ^ SIXES;
    let (px, py) = (wx & TEN_DIGITS, wy & TEN_DIGITS);
    if plain(wx) && plain(wy) && (carries(px) | carries(py)) & DIGIT_CARRIES == 0 {
        Some(wx.cmp(&wy))
    } else {
        None
    }
}

/// [`compare`] on the numbers' words.
#[inline(always)]
pub(super) fn compare_word(wx: u64, wy: u64) -> Option<Ordering> {
    Some(order_key(wx)?.cmp(&order_key(wy)?))
}

/// A number of [`compare`]'s kind, by its word, as a signed integer in the same order.
#[inline(always)]
fn order_key(w: u64) -> Option<i64> {
    let e = exp_byte(w) & 0x7f;
    let p = w & TEN_DIGITS;
    if w == 0 {
        return Some(0);
    }
    if !(0x20..=0x60).contains(&e) || p >> 32 == 0 || !valid_packed(p) {
        return None;
    }
    // Exponents differ first, then the mantissa (packed BCD sorts as its value).
    let key = (i64::from(e) << 40) | p as i64;
    Some(if w & (0x80 << 40) != 0 { -key } else { key })
}

/// FPI for zero and a positive number from 0.01 up to 100^3: the integer digits, plus one
/// when the next digit is 5 or more (the general routine's reading of the same bytes, odd
/// nibbles included: the value only grows digit by digit, so one check at the end does).
#[inline]
pub(crate) fn to_u16(x: Bcd) -> Option<Result<u16, super::BcdError>> {
    let e = x.0[0];
    if x == Bcd::ZERO {
        return Some(Ok(0));
    }
    if !(0x3f..=0x42).contains(&e) {
        return None;
    }
    let byte = |k: usize| u32::from(x.0[k] >> 4) * 10 + u32::from(x.0[k] & 15);
    let (value, next) = match e {
        0x3f => (0, x.0[1] >> 4),
        0x40 => (byte(1), x.0[2] >> 4),
        0x41 => (byte(1) * 100 + byte(2), x.0[3] >> 4),
        _ => ((byte(1) * 100 + byte(2)) * 100 + byte(3), x.0[4] >> 4),
    };
    if value > 0xffff {
        return Some(Err(super::BcdError::Value));
    }
    Some(Ok(((value + u32::from(next >= 5)) & 0xffff) as u16))
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::arith::{fadd_general, fdiv_general, fmul_general};
    use super::super::convert;
    use super::super::digits::{packed8, to_bcd_byte};
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Random bytes that are mostly plain numbers, sometimes odd ones: short mantissas,
    /// zeros, invalid digits, unnormalised mantissas. The exponent byte is random one time in
    /// ten, then from each of `odd` one time in ten, else from `usual` (either sign).
    pub(in super::super) fn random_bcd_over(
        rng: &mut impl Rng,
        odd: &[std::ops::Range<u8>],
        usual: std::ops::Range<u8>,
    ) -> Bcd {
        let mut b = [0u8; 6];
        let sign = if rng.gen() { 0x80 } else { 0 };
        let pick = rng.gen_range(0..10usize);
        b[0] = match pick {
            0 => rng.gen(),
            k if k <= odd.len() => rng.gen_range(odd[k - 1].clone()) | sign,
            _ => rng.gen_range(usual) | sign,
        };
        let digits = rng.gen_range(1..=5);
        for byte in b.iter_mut().skip(1).take(digits) {
            *byte = to_bcd_byte(rng.gen_range(0..100));
        }
        match rng.gen_range(0..20) {
            0 => b[rng.gen_range(1..6)] = rng.gen(),
            1 => b[1] = 0,
            2 => b = [0; 6],
            _ => {}
        }
        Bcd(b)
    }

    /// Operands anywhere: tiny and huge exponents as well as ones near 1.
    fn random_bcd(rng: &mut impl Rng) -> Bcd {
        random_bcd_over(rng, &[0x08..0x18, 0x68..0x78], 0x3a..0x46)
    }

    #[test]
    fn fast_paths_give_the_general_routines_bits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(80);
        for _ in 0..300_000 {
            let (x, y) = (random_bcd(&mut rng), random_bcd(&mut rng));
            if let Some(r) = fadd(x, y) {
                assert_eq!(r, fadd_general(x, y), "{x:?} + {y:?}");
            }
            if let Some(r) = fmul(x, y) {
                assert_eq!(r, fmul_general(x, y), "{x:?} * {y:?}");
            }
            if let Some(r) = fdiv(x, y) {
                assert_eq!(r, fdiv_general(x, y), "{x:?} / {y:?}");
            }
            if let Some(r) = compare(x, y) {
                assert_eq!(Ok(r), convert::try_compare_general(x, y), "{x:?} ? {y:?}");
            }
            if let Some(r) = to_u16(x) {
                assert_eq!(r, convert::to_u16_general(x), "FPI {x:?}");
            }
        }
    }

    #[test]
    fn the_inline_comparison_gives_frcmp_s_order() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(81);
        let mut taken = 0u32;
        for k in 0..3_000_000u32 {
            let x = random_bcd(&mut rng);
            // Equal numbers, ones a digit apart, and any two.
            let y = match k % 4 {
                0 => x,
                1 => {
                    let mut y = x;
                    y.0[rng.gen_range(1..6)] ^= 1;
                    y
                }
                _ => random_bcd(&mut rng),
            };
            if let Some(r) = compare_nonnegative(x, y) {
                taken += 1;
                assert_eq!(Ok(r), convert::try_compare_general(x, y), "{x:?} ? {y:?}");
                assert_eq!(compare(x, y), Some(r), "{x:?} ? {y:?}");
            }
            assert_eq!(x.compare_usual(y), x.compare(y), "{x:?} ? {y:?}");
        }
        assert!(taken > 500_000, "{taken}");
    }

    #[test]
    fn pair_divisors_give_the_general_quotient() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(45);
        for d in 1..100u64 {
            for k in 0..20_000u64 {
                // Mantissas at both ends of the range, then random ones.
                let ma = match k {
                    0 => E8,
                    1 => E10 - 1,
                    2..=99 => E8 * (k % 100).max(1) - 1 + (k & 1) * 2,
                    _ => rng.gen_range(E8..E10),
                };
                assert_eq!(
                    quotient_by_pair(ma, d),
                    quotient12(ma, d * E8),
                    "{ma} / {d}"
                );
                assert_eq!(quotient_by_pair(ma, d), ma * 100 / d, "{ma} / {d}");
            }
        }
        // Through FDIV: every one-pair divisor under a few exponents and signs, against the
        // general routine.
        for _ in 0..200_000 {
            let x = random_bcd(&mut rng);
            let mut y = [0u8; 6];
            y[0] = rng.gen_range(0x3c..0x44) | if rng.gen() { 0x80 } else { 0 };
            y[1] = to_bcd_byte(rng.gen_range(1..100));
            let y = Bcd(y);
            if let Some(r) = fdiv(x, y) {
                assert_eq!(r, fdiv_general(x, y), "{x:?} / {y:?}");
            }
        }
    }

    #[test]
    fn fast_paths_take_the_common_numbers() {
        let n = |v: u16| convert::from_u16(v);
        assert!(fadd(n(7), n(1)).is_some());
        assert!(fmul(n(7), n(3)).is_some());
        assert!(fdiv(n(7), n(3)).is_some());
        assert!(compare(n(7), Bcd::ZERO).is_some());
        assert_eq!(to_u16(n(300)), Some(Ok(300)));
        let s = |a: u64| {
            let mut v = 0;
            for k in 0..10 {
                v |= ((a / 10u64.pow(k)) % 10) << (4 * k);
            }
            v
        };
        assert_eq!(packed_sub(s(1000), s(1)), s(999));
        for v in [
            0,
            1,
            99,
            100,
            12_345_678,
            100_000_000,
            9_876_543_210,
            9_999_999_999,
        ] {
            assert_eq!(packed_of(v), s(v));
            assert_eq!(binary(s(v)), v);
        }
    }

    #[test]
    fn packed8_gives_every_eight_digits() {
        // All 10^8 values against the digit-by-digit packing, and the top pair of
        // `packed_of` on a spread of values.
        let s = |a: u64| {
            let mut v = 0;
            for k in 0..10 {
                v |= ((a / 10u64.pow(k)) % 10) << (4 * k);
            }
            v
        };
        // The packing built up one number after the other: 1 added in packed BCD.
        let mut want = 0u64;
        for v in 0..100_000_000u64 {
            assert_eq!(packed8(v), want, "{v}");
            want = packed_add(want, 1);
        }
        for top in 0..100u64 {
            for v in [0, 1, 99_999_999, 12_345_678, 50_000_000] {
                let v = top * E8 + v;
                assert_eq!(packed_of(v), s(v), "{v}");
            }
        }
        assert_eq!(
            packed_sub(s(9_000_000_000), s(1_234_567_891)),
            s(7_765_432_109)
        );
    }
}
