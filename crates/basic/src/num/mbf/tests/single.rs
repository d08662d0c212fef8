//! The single-precision `+ - * /` on host words (`single.rs`) against the general
//! routines of `arith.rs` (`Mbf::try_add`, `try_sub`, `try_mul`, `try_div`), bit for bit,
//! errors included.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::cmp::Ordering;

use super::super::float::Mbf32;
use super::super::single::{add_exact, div_exact, mul_exact};

/// A random single: exponents near the edges (0, 1, around the bias, 0xFE, 0xFF) and near
/// each other half of the time, mantissa bytes of 00 and FF often, either sign.
fn random_single(rng: &mut StdRng, near: u8) -> Mbf32 {
    let exp = match rng.gen_range(0..8) {
        0 => [0u8, 1, 0x7f, 0x80, 0x81, 0xfe, 0xff][rng.gen_range(0..7)],
        1..=4 => near.wrapping_add(rng.gen_range(0..40)).wrapping_sub(20),
        _ => rng.gen(),
    };
    let byte = |rng: &mut StdRng| match rng.gen_range(0..4) {
        0 => 0,
        1 => 0xff,
        _ => rng.gen(),
    };
    let m = [byte(rng), byte(rng), byte(rng)];
    Mbf32::from_bytes([m[0], m[1], m[2], exp])
}

#[test]
fn single_add_and_sub_match_the_general_routines() {
    let mut rng = StdRng::seed_from_u64(32);
    for _ in 0..2_000_000 {
        let a = random_single(&mut rng, 0x81);
        let b = random_single(&mut rng, a.to_bytes()[3]);
        assert_eq!(a.add_single(b), a.try_add(b), "{a:?} + {b:?}");
        assert_eq!(a.sub_single(b), a.try_sub(b), "{a:?} - {b:?}");
        assert_eq!(b.add_single(a), b.try_add(a), "{b:?} + {a:?}");
    }
}

#[test]
fn single_add_of_small_integers_matches() {
    for x in -600i16..=600 {
        for y in (-600i16..=600).step_by(3) {
            let (a, b) = (Mbf32::from_i16(x), Mbf32::from_i16(y));
            assert_eq!(a.add_single(b), a.try_add(b), "{x} + {y}");
            assert_eq!(a.sub_single(b), a.try_sub(b), "{x} - {y}");
        }
    }
}

#[test]
fn single_add_of_whole_numbers_matches() {
    // The whole-number shortcut of `add_single`/`sub_single` against the general routine:
    // whole numbers of every size up to 2^24 (and just past it), sums and differences
    // around 2^24 and zero, and halves and quarters next to them (which must miss it).
    let mut rng = StdRng::seed_from_u64(35);
    let value = |rng: &mut StdRng| -> Mbf32 {
        let bits = rng.gen_range(1..=25);
        let mut v = i128::from(rng.gen::<u32>() >> (32 - bits));
        if rng.gen_range(0..4) == 0 {
            v = (1 << 24) - v;
        }
        if rng.gen() {
            v = -v;
        }
        match rng.gen_range(0..6) {
            0 => super::single(v as f64 + 0.5),
            1 => super::single(v as f64 - 0.25),
            _ => Mbf32::from_i128(v).unwrap_or(Mbf32::ZERO),
        }
    };
    for _ in 0..2_000_000 {
        let (a, b) = (value(&mut rng), value(&mut rng));
        assert_eq!(a.add_single(b), a.try_add(b), "{a:?} + {b:?}");
        assert_eq!(a.sub_single(b), a.try_sub(b), "{a:?} - {b:?}");
    }
}

/// A single whose significand has 0 to 23 low zero bits (of 24; the hidden bit stays),
/// exponent `exp`, either sign: the operands an exact add or product is made of.
fn short_single(rng: &mut StdRng, exp: u8) -> Mbf32 {
    let zeros = rng.gen_range(0..=23);
    let sig = ((rng.gen::<u32>() >> zeros << zeros) & 0x7f_ffff) | rng.gen::<u32>() & 0x80_0000;
    Mbf32::from_word(sig | u32::from(exp) << 24)
}

#[test]
fn single_exact_add_matches_the_general_routine() {
    // `add_exact` (the shortcut of `add_single`/`sub_single`) against the general routine,
    // on operands with few significant bits and exponents a few apart, so that most sums
    // are exact (it must be taken), some lose a bit in the alignment or in a carry out
    // (it must decline), with exponents near 0 and 255 and equal magnitudes.
    let mut rng = StdRng::seed_from_u64(36);
    let (mut taken, mut declined) = (0u32, 0u32);
    for _ in 0..3_000_000 {
        let e = match rng.gen_range(0..8) {
            0 => rng.gen_range(1..=26),
            1 => rng.gen_range(230..=255),
            _ => rng.gen_range(1..=255),
        };
        let a = short_single(&mut rng, e);
        let b = if rng.gen_range(0..16) == 0 {
            // the same magnitude, either sign
            Mbf32::from_word(a.word() ^ (rng.gen::<u32>() & 0x80_0000))
        } else {
            let eb = e
                .saturating_sub(rng.gen_range(0..=26))
                .max(rng.gen_range(0..=1));
            short_single(&mut rng, eb)
        };
        let (wa, wb) = (a.word(), b.word());
        let general = a.try_add(b);
        match add_exact(wa, wb) {
            Some(w) => {
                taken += 1;
                assert_eq!(Ok(Mbf32::from_word(w)), general, "{a:?} + {b:?}");
            }
            None => declined += 1,
        }
        assert_eq!(add_exact(wb, wa), add_exact(wa, wb), "{a:?} + {b:?}");
        assert_eq!(a.add_single(b), general, "{a:?} + {b:?}");
        assert_eq!(b.add_single(a), b.try_add(a), "{b:?} + {a:?}");
        assert_eq!(a.sub_single(b), a.try_sub(b), "{a:?} - {b:?}");
        assert_eq!(b.sub_single(a), b.try_sub(a), "{b:?} - {a:?}");
    }
    assert!(
        taken > 1_000_000 && declined > 300_000,
        "{taken} {declined}"
    );
}

#[test]
fn single_exact_mul_and_div_match_the_general_routine() {
    // `mul_exact` and `div_exact` (the shortcuts of `mul_single`, `div_single`) against the
    // general routines, on operands with few significant bits (products that fit 24 bits
    // often, some that miss by one), powers of two as divisors, exponents whose sum or
    // difference lands near 0 and 255, and zeros.
    let mut rng = StdRng::seed_from_u64(37);
    let (mut mul_taken, mut div_taken, mut declined) = (0u32, 0u32, 0u32);
    for _ in 0..3_000_000 {
        let ea: u8 = match rng.gen_range(0..4) {
            0 => rng.gen_range(0..=4),
            1 => rng.gen_range(250..=255),
            _ => rng.gen(),
        };
        // the other exponent: near the one that brings the result to an edge, or anywhere
        let eb: u8 = match rng.gen_range(0..4) {
            0 => 129u8.wrapping_sub(ea).wrapping_add(rng.gen_range(0..6)),
            1 => ea.wrapping_add(129).wrapping_add(rng.gen_range(0..6)),
            2 => ea.wrapping_sub(126).wrapping_add(rng.gen_range(0..6)),
            _ => rng.gen(),
        };
        let a = short_single(&mut rng, ea);
        let b = if rng.gen() {
            short_single(&mut rng, eb)
        } else {
            // a power of two, either sign
            Mbf32::from_word(u32::from(eb) << 24 | rng.gen::<u32>() & 0x80_0000)
        };
        let (wa, wb) = (a.word(), b.word());
        let (mul, div) = (a.try_mul(b), a.try_div(b));
        match mul_exact(wa, wb) {
            Some(w) => {
                mul_taken += 1;
                assert_eq!(Ok(Mbf32::from_word(w)), mul, "{a:?} * {b:?}");
            }
            None => declined += 1,
        }
        if let Some(w) = div_exact(wa, wb) {
            div_taken += 1;
            assert_eq!(Ok(Mbf32::from_word(w)), div, "{a:?} / {b:?}");
        }
        assert_eq!(a.mul_single(b), mul, "{a:?} * {b:?}");
        assert_eq!(b.mul_single(a), b.try_mul(a), "{b:?} * {a:?}");
        assert_eq!(a.div_single(b), div, "{a:?} / {b:?}");
        assert_eq!(b.div_single(a), b.try_div(a), "{b:?} / {a:?}");
    }
    assert!(
        mul_taken > 300_000 && div_taken > 300_000 && declined > 300_000,
        "{mul_taken} {div_taken} {declined}"
    );
}

#[test]
fn single_mul_and_div_match_the_general_routines() {
    let mut rng = StdRng::seed_from_u64(33);
    for _ in 0..2_000_000 {
        let a = random_single(&mut rng, 0x81);
        // exponents that sum (or differ) near the edges as often as not
        let near = if rng.gen() {
            0x81u8.wrapping_sub(a.to_bytes()[3]).wrapping_add(0x81)
        } else {
            a.to_bytes()[3]
        };
        let b = random_single(&mut rng, near);
        assert_eq!(a.mul_single(b), a.try_mul(b), "{a:?} * {b:?}");
        assert_eq!(a.div_single(b), a.try_div(b), "{a:?} / {b:?}");
        assert_eq!(b.div_single(a), b.try_div(a), "{b:?} / {a:?}");
    }
}

#[test]
fn single_mul_and_div_of_small_integers_match() {
    for x in -400i16..=400 {
        for y in (-400i16..=400).step_by(3) {
            let (a, b) = (Mbf32::from_i16(x), Mbf32::from_i16(y));
            assert_eq!(a.mul_single(b), a.try_mul(b), "{x} * {y}");
            assert_eq!(a.div_single(b), a.try_div(b), "{x} / {y}");
        }
    }
}

/// The general single-to-integer path: `to_int_round`, then the 16-bit range.
fn round_reference(s: Mbf32) -> Option<i16> {
    s.to_int_round().and_then(|v| i16::try_from(v).ok())
}

#[test]
fn single_to_integer_matches_the_general_routine() {
    let mut rng = StdRng::seed_from_u64(16);
    for _ in 0..2_000_000 {
        let near = rng.gen_range(0x80..0x92);
        let s = random_single(&mut rng, near);
        assert_eq!(s.round_i16(), round_reference(s), "{:?}", s.to_bytes());
    }
    // every exponent byte with edge mantissas, and every halfway point of the range
    for e in 0..=255u8 {
        for m in [
            [0, 0, 0],
            [0, 0, 0x80],
            [0xff, 0xff, 0x7f],
            [0xff, 0xff, 0xff],
        ] {
            let s = Mbf32::from_bytes([m[0], m[1], m[2], e]);
            assert_eq!(s.round_i16(), round_reference(s), "{:?}", s.to_bytes());
        }
    }
    for i in -33_000i32..=33_000 {
        for half in [0.0, 0.25, 0.5, 0.75] {
            let v = f64::from(i) + half;
            let s = super::single(v);
            assert_eq!(s.round_i16(), round_reference(s), "{v}");
        }
    }
}

#[test]
fn single_to_integer_on_the_word_matches_at_every_exponent() {
    // `round_i16` takes the word apart by its exponent byte (an early `None` above 144, a
    // shift capped at 31): every exponent byte, with random mantissa bits, mantissas that
    // sit just below, at and just above a half (the rounding bit and the bits under it),
    // and either sign, so that each exponent's shift and the -32768/32767 edges are met.
    let mut rng = StdRng::seed_from_u64(41);
    for e in 0..=255u32 {
        for i in 0..40_000u32 {
            let man = match i % 4 {
                0 => rng.gen::<u32>(),
                // a run of ones or zeros under a random top part: halves and near-halves
                1 => (rng.gen::<u32>() >> rng.gen_range(0..24)) ^ (rng.gen::<u32>() & 1),
                2 => !(rng.gen::<u32>() >> rng.gen_range(0..24)),
                _ => rng.gen::<u32>() << rng.gen_range(0..24),
            } & 0xff_ffff;
            let s = Mbf32::from_word(man | e << 24);
            assert_eq!(s.round_i16(), round_reference(s), "{:?}", s.to_bytes());
        }
    }
}

#[test]
fn single_compare_matches_the_general_routines() {
    // the shortcut against the general equality and greater-than tests
    let check = |a: Mbf32, b: Mbf32| {
        let general = if a.float_eq(b) {
            Ordering::Equal
        } else if a.float_gt(b) {
            Ordering::Greater
        } else {
            Ordering::Less
        };
        assert_eq!(
            a.compare_single(b),
            general,
            "{:?} {:?}",
            a.to_bytes(),
            b.to_bytes()
        );
    };
    let mut rng = StdRng::seed_from_u64(17);
    for _ in 0..2_000_000 {
        let a = random_single(&mut rng, 0x80);
        // the same exponent, or a copy with one byte changed, half of the time
        let b = match rng.gen_range(0..4) {
            0 => random_single(&mut rng, a.to_bytes()[3]),
            1 => {
                let mut b = a.to_bytes();
                b[rng.gen_range(0..4)] ^= 1 << rng.gen_range(0..8);
                Mbf32::from_bytes(b)
            }
            _ => random_single(&mut rng, 0x80),
        };
        check(a, b);
    }
    // zeros with stray mantissa and sign bits against each other and small numbers
    let odd = [
        [0, 0, 0, 0],
        [0, 0, 0x80, 0],
        [1, 2, 3, 0],
        [0, 0, 0, 0x81],
        [0, 0, 0x80, 0x81],
        [0, 0, 0, 1],
        [0, 0, 0x80, 1],
    ];
    for a in odd {
        for b in odd {
            check(Mbf32::from_bytes(a), Mbf32::from_bytes(b));
        }
    }
}
