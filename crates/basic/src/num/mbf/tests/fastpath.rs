//! The shortcuts in `float.rs` and `arith.rs` against PC-BASIC's one-bit-at-a-time loops
//! (`_normalise`, `_bring_to_range`, `_div_den` in `pcbasic/basic/values/numbers.py`),
//! written out here step by step, on random and edge-case inputs.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::super::arith::div_den;
use super::super::float::{shr, Den, Mbf, Mbf32, Mbf64};

/// `_bring_to_range` one bit at a time.
fn bring_reference(mut man: u128, mut exp: i64, lower: u128, upper: u128) -> (u128, i64) {
    if man == 0 {
        return (man, exp);
    }
    while man <= lower {
        exp -= 1;
        man <<= 1;
    }
    while man > upper {
        exp += 1;
        man >>= 1;
    }
    (man, exp)
}

/// `_div_den` one bit at a time, on 128-bit words.
fn div_reference<const N: usize>(l: Den, r: Den) -> Den {
    let neg = l.neg != r.neg;
    let mut exp = l.exp - (r.exp - Mbf::<N>::BIAS - 8) + 1;
    let mut work = l.man;
    let mut rman = r.man;
    let mut man = 0u128;
    while rman > 0 {
        man <<= 1;
        exp -= 1;
        if work > rman {
            work -= rman;
            man += 1;
        }
        rman >>= 1;
    }
    Den { exp, man, neg }
}

/// `_normalise` with its shift loop one bit at a time.
fn normalise_reference<const N: usize>(d: Den) -> Result<Mbf<N>, crate::num::NumError> {
    let Den {
        mut exp,
        mut man,
        neg,
    } = d;
    if man == 0 || exp <= 0 {
        return Ok(Mbf::<N>::ZERO);
    }
    while man < Mbf::<N>::DEN_MASK - 1 {
        exp -= 1;
        man <<= 1;
    }
    Mbf::<N>::round_and_store(exp, man, neg)
}

/// A random value of up to `bits` bits, its width random too, so small ones come up.
fn random_bits(rng: &mut StdRng, bits: u32) -> u128 {
    let width = rng.gen_range(0..=bits);
    let v: u128 = rng.gen();
    shr(v, i64::from(128 - width))
}

#[test]
fn shortcut_loops_match_the_bit_by_bit_ones() {
    let mut rng = StdRng::seed_from_u64(12);
    let ranges = [
        (Mbf32::POS_MASK, Mbf32::MASK),
        (Mbf64::POS_MASK, Mbf64::MASK),
        (Mbf32::DEN_MASK >> 4, Mbf32::DEN_UPPER >> 4),
        (Mbf64::DEN_MASK >> 4, Mbf64::DEN_UPPER >> 4),
        (0x7f_ffff, 0xff_ffff),
        (0, 1),
        (5, 100),
    ];
    for _ in 0..200_000 {
        let man = random_bits(&mut rng, 120);
        let exp = rng.gen_range(-300..300);
        for &(lower, upper) in &ranges {
            assert_eq!(
                Mbf32::bring_to_range(man, exp, lower, upper),
                bring_reference(man, exp, lower, upper),
                "{man:#x} in ({lower:#x}, {upper:#x}]"
            );
        }
        let d = Den {
            exp: rng.gen_range(-20..280),
            man: random_bits(&mut rng, 64),
            neg: rng.gen(),
        };
        assert_eq!(Mbf32::normalise(d), normalise_reference::<4>(d), "{d:?}");
        assert_eq!(Mbf64::normalise(d), normalise_reference::<8>(d), "{d:?}");
    }
}

#[test]
fn word_sized_division_matches_the_wide_one() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..100_000 {
        let a: [u8; 4] = rng.gen();
        let b: [u8; 4] = rng.gen();
        let (l, r) = (Mbf32::from_bytes(a).den(), Mbf32::from_bytes(b).den());
        assert_eq!(div_den::<4>(l, r), div_reference::<4>(l, r));
        let a: [u8; 8] = rng.gen();
        let b: [u8; 8] = rng.gen();
        let (l, r) = (Mbf64::from_bytes(a).den(), Mbf64::from_bytes(b).den());
        assert_eq!(div_den::<8>(l, r), div_reference::<8>(l, r));
        // working values that are not the form of any stored value (decimal scaling)
        let l = Den {
            exp: 130,
            man: random_bits(&mut rng, 70),
            neg: false,
        };
        let r = Den {
            exp: 132,
            man: random_bits(&mut rng, 70) | 1,
            neg: true,
        };
        assert_eq!(div_den::<8>(l, r), div_reference::<8>(l, r));
    }
}

#[test]
fn sixteen_bit_integers_become_the_singles_the_general_conversion_makes() {
    for v in i16::MIN..=i16::MAX {
        assert_eq!(Ok(Mbf32::from_i16(v)), Mbf32::from_i128(v.into()), "{v}");
    }
}
