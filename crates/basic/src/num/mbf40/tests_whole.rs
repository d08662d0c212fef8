//! The shortcuts of `whole.rs` against the general routines of `arith.rs` (and, for FMULT
//! and FDIV, the bit-serial ones of `reference.rs`): on every operand pair where a shortcut
//! answers, the answer must be the general routine's, bit for bit; and the shortcuts must
//! answer on the shapes they are for.

use std::cmp::Ordering;

use super::arith::{fadd, fcomp, fdiv, fmult, fsub, normalize, qint, round};
use super::reference::{fdiv_serial, fmult_serial};
use super::test_operands::Stream;
use super::*;

/// This module's generators of operands.
impl Stream {
    /// A whole number of 0..=33 bits (2^32 and a little above included) as the FAC holds
    /// it, often the largest or smallest of its size.
    fn whole(&mut self) -> Mbf40 {
        let r = self.next();
        let bits = (r % 34) as u32;
        let v: u64 = match (r >> 8) % 4 {
            0 => (1u64 << bits) - 1,
            1 => 1u64 << bits >> 1,
            _ => self.next() & ((1u64 << bits) - 1),
        };
        let neg = r & (1 << 20) != 0;
        if v >> 32 == 0 {
            normalize(0xA0, neg, v << 8)
        } else {
            normalize(0xA8, neg, v)
        }
    }

    /// Any FAC image: a whole number, one with a rounding byte or a low bit added (just
    /// off whole), a half, or any exponent and mantissa; zero at times.
    fn fac(&mut self) -> Mbf40 {
        let w = self.whole();
        match self.next() % 8 {
            0..=2 => w,
            3 if w.exp != 0 => Mbf40 {
                ext: self.ext(),
                ..w
            },
            4 if w.exp != 0 => Mbf40 {
                mant: w.mant | 1,
                ..w
            },
            5 if w.exp != 0 => Mbf40 {
                exp: w.exp.wrapping_sub(1).max(1),
                ..w
            },
            6 => {
                let r = self.next();
                let exp = (r >> 8) as u8;
                if exp == 0 {
                    ZERO
                } else {
                    Mbf40 {
                        exp,
                        neg: r & 1 != 0,
                        mant: (r >> 16) as u32 | 0x8000_0000,
                        ext: self.ext(),
                    }
                }
            }
            _ => ZERO,
        }
    }
}

/// A power of two (any exponent) with a rounding byte of the edges, or any value.
fn divisor(s: &mut Stream) -> Mbf40 {
    let r = s.next();
    if r.is_multiple_of(4) {
        return s.fac();
    }
    Mbf40 {
        exp: (r >> 8) as u8 | 1,
        neg: r & (1 << 20) != 0,
        mant: 0x8000_0000,
        ext: s.ext(),
    }
}

const PAIRS: usize = 3_000_000;

#[test]
fn whole_add_and_sub_match_fadd() {
    let mut s = Stream(0xADD);
    let (mut hits, mut misses) = (0, 0);
    for _ in 0..PAIRS {
        let (a, b) = (s.fac(), s.fac());
        let general = round(a).and_then(|l| fadd(l, b));
        match whole::add(a, b) {
            Some(v) => {
                assert_eq!(Ok(v), general, "{a:?} + {b:?}");
                hits += 1;
            }
            None => misses += 1,
        }
        assert_eq!(a.add(b), general, "{a:?} + {b:?}");
        let general = round(a).and_then(|l| fsub(l, b));
        if let Some(v) = whole::sub(a, b) {
            assert_eq!(Ok(v), general, "{a:?} - {b:?}");
        }
        assert_eq!(a.sub(b), general, "{a:?} - {b:?}");
    }
    // Both kinds must be well represented for the test to mean anything.
    assert!(hits > PAIRS / 10 && misses > PAIRS / 10, "{hits} {misses}");
}

#[test]
fn whole_add_covers_every_pair_of_small_integers() {
    // K+1, L+1, A+4, A-5 and the like: every pair of -300..300 and the sizes around 2^31.
    let edges = [
        0i64,
        1,
        2,
        255,
        256,
        65535,
        65536,
        (1 << 31) - 1,
        1 << 31,
        (1 << 32) - 1,
    ];
    let mut values: Vec<i64> = (-300..300).collect();
    values.extend(edges.iter().flat_map(|&e| [e, -e]));
    // Exact: every value here is below 2^32.
    let fac = |v: i64| normalize(0xA0, v < 0, v.unsigned_abs() << 8);
    for &x in &values {
        for &y in &values {
            let (a, b) = (fac(x), fac(y));
            assert_eq!(a.add(b), round(a).and_then(|l| fadd(l, b)), "{x} + {y}");
            assert_eq!(a.sub(b), round(a).and_then(|l| fsub(l, b)), "{x} - {y}");
            if x != 0 && y != 0 && (x + y).abs() < 1 << 32 {
                assert!(whole::add(a, b).is_some(), "{x} + {y}");
            }
        }
    }
}

/// A multiplier of one mantissa byte at any exponent (edges often), now and then with
/// more bits or a rounding byte, or any value.
fn short(s: &mut Stream) -> Mbf40 {
    let r = s.next();
    if r.is_multiple_of(5) {
        return s.fac();
    }
    const EDGES: [u8; 8] = [1, 2, 0x7F, 0x80, 0x81, 0x82, 0xFE, 0xFF];
    let exp = if r.is_multiple_of(3) {
        EDGES[(r >> 8) as usize % EDGES.len()]
    } else {
        (r >> 16) as u8 | 1
    };
    let low = if r & (1 << 30) != 0 {
        (s.next() as u32) & 0x00FF_FFFF
    } else {
        0
    };
    Mbf40 {
        exp,
        neg: r & (1 << 20) != 0,
        mant: ((r >> 32) as u32 | 0x8000_0000) & 0xFF00_0000 | low,
        ext: if r & (1 << 31) != 0 { s.ext() } else { 0 },
    }
}

/// Runs `PAIRS` products of `s.fac()` by `multiplier(s)`: where `fast` answers, its answer
/// must be FMULT's and the bit-serial routine's; `mul` must always be FMULT's. Returns how
/// many products `fast` answered.
fn check_products(
    s: &mut Stream,
    mut multiplier: impl FnMut(&mut Stream) -> Mbf40,
    fast: fn(Mbf40, Mbf40) -> Option<Mbf40>,
) -> usize {
    let mut hits = 0;
    for _ in 0..PAIRS {
        let a = s.fac();
        let b = multiplier(s);
        let general = round(a).and_then(|l| fmult(l, b));
        if let Some(v) = fast(a, b) {
            assert_eq!(Ok(v), general, "{a:?} * {b:?}");
            assert_eq!(
                Ok(v),
                fmult_serial(round(a).unwrap_or(a), b),
                "{a:?} * {b:?}"
            );
            hits += 1;
        }
        assert_eq!(a.mul(b), general, "{a:?} * {b:?}");
    }
    hits
}

#[test]
fn short_multiplier_matches_fmult_and_the_bit_serial_routine() {
    let hits = check_products(&mut Stream(0x3), short, whole::mul_short);
    assert!(hits > PAIRS / 5, "{hits}");
}

#[test]
fn short_multiplier_at_the_exponent_edges() {
    for ae in 0..=0xFFu8 {
        for fe in 1..=0xFFu8 {
            for ext in [0, 0x7F, 0x80] {
                let a = if ae == 0 {
                    ZERO
                } else {
                    Mbf40 {
                        exp: ae,
                        neg: true,
                        mant: 0xFFFF_FFFF,
                        ext,
                    }
                };
                let b = Mbf40 {
                    exp: fe,
                    neg: false,
                    mant: 0xFF00_0000,
                    ext: 0,
                };
                assert_eq!(
                    a.mul(b),
                    round(a).and_then(|l| fmult(l, b)),
                    "{a:?} * {b:?}"
                );
            }
        }
    }
}

#[test]
fn whole_mul_matches_fmult_and_the_bit_serial_routine() {
    let hits = check_products(&mut Stream(0x3), Stream::fac, whole::mul);
    assert!(hits > PAIRS / 20, "{hits}");
}

#[test]
fn power_of_two_division_matches_fdiv_and_the_bit_serial_routine() {
    let mut s = Stream(0xD1);
    let mut hits = 0;
    for _ in 0..PAIRS {
        let (a, b) = (s.fac(), divisor(&mut s));
        let general = round(a).and_then(|l| fdiv(l, b, l.neg != b.neg));
        if let Some(v) = whole::div_pow2(a, b) {
            assert_eq!(Ok(v), general, "{a:?} / {b:?}");
            let l = round(a).unwrap_or(a);
            assert_eq!(Ok(v), fdiv_serial(l, b, l.neg != b.neg), "{a:?} / {b:?}");
            hits += 1;
        }
        assert_eq!(a.div(b), general, "{a:?} / {b:?}");
    }
    assert!(hits > PAIRS / 4, "{hits}");
}

#[test]
fn power_of_two_division_at_the_exponent_edges() {
    // Every exponent pair, so the underflow, the sign cleared at exponent 0 and both
    // overflows are met.
    for ae in 1..=0xFFu8 {
        for fe in 1..=0xFFu8 {
            for neg in [false, true] {
                let a = Mbf40 {
                    exp: ae,
                    neg,
                    mant: 0xC000_0001,
                    ext: 0,
                };
                let b = Mbf40 {
                    exp: fe,
                    neg: false,
                    mant: 0x8000_0000,
                    ext: 0x7F,
                };
                assert_eq!(a.div(b), fdiv(a, b, a.neg != b.neg), "{a:?} / {b:?}");
            }
        }
    }
}

#[test]
fn positive_compare_matches_fcomp() {
    let mut s = Stream(0xC0);
    let mut hits = 0;
    for _ in 0..PAIRS {
        let (a, b) = (s.fac(), s.fac());
        // Near neighbours too, where the rounding byte's borrow decides.
        let b = if s.next().is_multiple_of(4) && a.exp != 0 {
            Mbf40 {
                mant: a.mant.wrapping_add(s.next() as u32 % 3) | 0x8000_0000,
                ext: s.ext(),
                ..a
            }
        } else {
            b
        };
        let general = match fcomp(round(a).unwrap_or(a), b) {
            1 => Ordering::Less,
            0 => Ordering::Equal,
            _ => Ordering::Greater,
        };
        if let Some(o) = whole::compare_positive(a, b) {
            assert_eq!(o, general, "{a:?} vs {b:?}");
            hits += 1;
        }
        assert_eq!(a.compare(b), general, "{a:?} vs {b:?}");
    }
    assert!(hits > PAIRS / 10, "{hits}");
}

#[test]
fn positive_qint_matches_qint() {
    let mut s = Stream(0x1);
    for _ in 0..PAIRS {
        let a = s.fac();
        let general = if a.exp >= 0xA0 {
            Err(NumError::IllegalQuantity)
        } else {
            Ok(qint(a) as i32)
        };
        assert_eq!(a.to_i32(), general, "{a:?}");
    }
    // Every exponent with the mantissa's edges.
    for exp in 0..=0xFFu8 {
        for mant in [0x8000_0000, 0x8000_0001, 0xFFFF_FFFF] {
            for ext in [0, 0x7F, 0x80, 0xFF] {
                let a = Mbf40 {
                    exp,
                    neg: false,
                    mant,
                    ext,
                };
                if exp < 0xA0 {
                    assert_eq!(whole::qint_positive(a), qint(a), "{a:?}");
                }
            }
        }
    }
}

#[test]
fn every_zero_is_zero_in_full() {
    // The shortcuts (compare, to_kind) take a zero's mantissa, sign and rounding byte as
    // clear: every way the core makes a zero must give ZERO.
    let mut s = Stream(0x0);
    let is_clean = |r: Result<Mbf40, NumError>| match r {
        Ok(v) => v.exp != 0 || v == ZERO,
        Err(_) => true,
    };
    for _ in 0..PAIRS {
        let (a, b) = (s.fac(), s.fac());
        // Results near the bottom of the range, where NORMALIZE and ADD_EXPONENTS give 0.
        let tiny = Mbf40 {
            exp: (s.next() % 4) as u8 + 1,
            mant: a.mant | 0x8000_0000,
            ..a
        };
        for (x, y) in [(a, b), (tiny, b), (a, tiny), (b, a.neg().unwrap_or(a))] {
            for r in [x.add(y), x.sub(y), x.mul(y), x.div(y), x.neg(), x.pow(y)] {
                assert!(is_clean(r), "{x:?} {y:?} {r:?}");
            }
            for r in [x.int(), x.fix(), x.abs()] {
                assert!(is_clean(Ok(r)), "{x:?} {r:?}");
            }
            if y.exp % 8 == 0 {
                for r in [
                    x.sqr(),
                    x.exp(),
                    x.log(),
                    x.sin(),
                    x.cos(),
                    x.tan(),
                    x.atn(),
                ] {
                    assert!(is_clean(r), "{x:?} {r:?}");
                }
            }
        }
    }
}
