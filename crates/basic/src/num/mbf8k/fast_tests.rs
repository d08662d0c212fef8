//! The shortcuts of `fast.rs` against the ROM routines of `arith.rs`: on millions of random
//! operands shaped to take the shortcuts (whole numbers, binary fractions, sums that cancel)
//! and on every exponent byte with edge mantissas. Each test also checks which cases a
//! shortcut takes, so that a shortcut that quietly stopped applying would fail too.

use std::cmp::Ordering;

use super::arith::{self, fadd, fadd_parts, fdiv, fmul, Parts};
use super::fast;
use super::reference::fadd_packed;
use super::test_operands::Stream;
use super::{Mbf8k, ZERO};
use crate::num::Number;

/// This module's generators of operands.
impl Stream {
    /// Any stored value: edge exponents and mantissa bytes 00 and FF often.
    fn any(&mut self) -> Mbf8k {
        const EDGES: [u8; 12] = [
            0, 1, 2, 0x71, 0x72, 0x7F, 0x80, 0x81, 0x98, 0x99, 0xFE, 0xFF,
        ];
        self.stored(&EDGES)
    }

    /// A value shaped like a program's: a whole number of a random size, a binary fraction
    /// (a whole number over a power of two), or a mantissa with its low bits cleared, with
    /// exponents around and across the shortcut's range 72h..=98h.
    fn shaped(&mut self) -> Mbf8k {
        let r = self.next();
        let bits = (r >> 8) % 25;
        let n = ((r >> 16) as u32 & ((1u32 << bits) - 1)) as i32;
        let n = if r & (1 << 7) != 0 { -n } else { n };
        match r % 4 {
            0 => Mbf8k::from_i32(n),
            1 => {
                // n / 2^j
                let v = Mbf8k::from_i32(n);
                let j = ((r >> 48) % 24) as u8;
                if v.is_zero() || v.exp_byte() <= j {
                    v
                } else {
                    Mbf8k::from_parts(v.is_negative(), v.exp_byte() - j, v.mant())
                }
            }
            2 => {
                let clear = (r >> 48) % 25;
                let mant = ((r >> 16) as u32 | 0x80_0000) & (0xFF_FFFF << clear) & 0xFF_FFFF;
                let exp = 0x6E + ((r >> 56) % 0x30) as u8;
                Mbf8k::from_parts(r & (1 << 7) != 0, exp, mant)
            }
            _ => self.any(),
        }
    }

    /// A second operand for `a`: often one that nearly or wholly cancels it, or one a few
    /// exponents away.
    fn partner(&mut self, a: Mbf8k) -> Mbf8k {
        let r = self.next();
        if a.is_zero() || !r.is_multiple_of(4) {
            return self.shaped();
        }
        let delta = ((r >> 8) % 5) as u32;
        let mant = if r & (1 << 20) != 0 {
            a.mant().saturating_add(delta).min(0xFF_FFFF)
        } else {
            (a.mant() - delta).max(0x80_0000)
        };
        let exp = a.exp_byte().saturating_sub(((r >> 24) % 3) as u8).max(1);
        Mbf8k::from_parts(r & (1 << 30) == 0, exp, mant)
    }
}

/// Values across the whole range: every exponent byte with edge mantissas, both signs.
fn spread() -> Vec<Mbf8k> {
    let mut out = vec![ZERO];
    for e in 1..=255u8 {
        for m in [
            0x80_0000, 0x80_0001, 0xAA_AAAB, 0xC0_0000, 0xFF_FFFE, 0xFF_FFFF,
        ] {
            out.push(Mbf8k::from_parts(false, e, m));
            out.push(Mbf8k::from_parts(true, e, m));
        }
    }
    out
}

/// The value of `v` in units of 2^-38, when its exponent byte is 72h..=98h: exact, as the
/// value has 24 significant bits and a lowest bit worth at least 2^-38. Computed from the
/// host float, not from the word, to check `fast.rs` independently.
fn units(v: Mbf8k) -> Option<i128> {
    (0x72..=0x98)
        .contains(&v.exp_byte())
        .then(|| (v.to_f64() * 2f64.powi(38)) as i128)
}

/// Checks the add and subtract shortcuts on one pair: where they answer, FADD gives the
/// same bits; where both operands are in range, they answer exactly when the exact result
/// is FADD's (so they take every case they could). Returns whether the add answered.
fn check_add(a: Mbf8k, b: Mbf8k) -> bool {
    let sum = fast::add(a.word(), b.word());
    let diff = fast::sub(a.word(), b.word());
    let (rom_sum, rom_diff) = (fadd(a, b), fadd(a, b.negated()));
    for (fast, rom, op) in [(sum, rom_sum, "+"), (diff, rom_diff, "-")] {
        if let Some(w) = fast {
            assert_eq!(Ok(Mbf8k::from_word(w)), rom, "{a:?} {op} {b:?}");
        }
    }
    assert_eq!(a.add(b), rom_sum, "{a:?} + {b:?}");
    assert_eq!(a.sub(b), rom_diff, "{a:?} - {b:?}");
    if let (Some(x), Some(y)) = (units(a), units(b)) {
        let exact = rom_sum.map(units_any) == Ok(x + y);
        assert_eq!(sum.is_some(), exact, "{a:?} + {b:?}: {rom_sum:?}");
        let exact = rom_diff.map(units_any) == Ok(x - y);
        assert_eq!(diff.is_some(), exact, "{a:?} - {b:?}: {rom_diff:?}");
    } else {
        assert!(
            sum.is_none() && diff.is_none(),
            "{a:?}, {b:?} outside the range"
        );
    }
    sum.is_some()
}

/// A result in units of 2^-38 when it is a whole number of them, else a value no sum of
/// two in-range operands can be (so the comparison fails).
fn units_any(v: Mbf8k) -> i128 {
    let x = v.to_f64() * 2f64.powi(38);
    if x == x.floor() && x.abs() < 2f64.powi(100) {
        x as i128
    } else {
        i128::MIN
    }
}

#[test]
fn add_shortcut_matches_fadd_on_shaped_and_random_pairs() {
    let mut s = Stream(0xADD);
    let mut took = 0;
    const PAIRS: usize = 3_000_000;
    for _ in 0..PAIRS {
        let a = s.shaped();
        let b = s.partner(a);
        took += usize::from(check_add(a, b));
        let (c, d) = (s.any(), s.any());
        check_add(c, d);
    }
    // The shaped pairs take the shortcut often: it is tested, not bypassed.
    assert!(
        took > PAIRS / 4,
        "only {took} of {PAIRS} pairs took the shortcut"
    );
}

#[test]
fn add_shortcut_takes_every_small_whole_pair() {
    for x in -2048..=2048 {
        for y in -2048..=2048 {
            let (a, b) = (Mbf8k::from_i32(x), Mbf8k::from_i32(y));
            if x != 0 && y != 0 {
                assert!(fast::add(a.word(), b.word()).is_some(), "{x} + {y}");
                assert!(fast::sub(a.word(), b.word()).is_some(), "{x} - {y}");
            }
            assert_eq!(a.add(b), Ok(Mbf8k::from_i32(x + y)), "{x} + {y}");
            assert_eq!(a.sub(b), Ok(Mbf8k::from_i32(x - y)), "{x} - {y}");
            assert_eq!(a.add(b), fadd(a, b), "{x} + {y}");
        }
    }
    // Around 2^24: a sum of 2^24 or more still fits when it is even, else FADD rounds.
    for x in [(1 << 24) - 1, (1 << 24) - 2, (1 << 23) + 1, 1 << 23] {
        for y in -3..=3 {
            check_add(Mbf8k::from_i32(x), Mbf8k::from_i32(y));
            check_add(Mbf8k::from_i32(-x), Mbf8k::from_i32(y));
        }
    }
}

#[test]
fn add_shortcut_on_every_exponent_pair() {
    let values = spread();
    for &a in &values {
        for &b in &values {
            check_add(a, b);
        }
    }
}

/// Checks the multiply shortcut on one pair: where it answers, FMULT gives the same bits;
/// where both operands are in range, it answers exactly when FMULT's product is the exact
/// one (the host float holds a product of two 24-bit mantissas exactly). Returns whether it
/// answered.
fn check_mul(a: Mbf8k, b: Mbf8k) -> bool {
    let fast = fast::mul(a.word(), b.word());
    let rom = fmul(a, b);
    if let Some(w) = fast {
        assert_eq!(Ok(Mbf8k::from_word(w)), rom, "{a:?} * {b:?}");
    }
    assert_eq!(a.mul(b), rom, "{a:?} * {b:?}");
    if units(a).is_some() && units(b).is_some() {
        let exact = rom.map(|p| p.to_f64()) == Ok(a.to_f64() * b.to_f64());
        assert_eq!(fast.is_some(), exact, "{a:?} * {b:?}: {rom:?}");
    } else {
        assert!(fast.is_none(), "{a:?} * {b:?} outside the range");
    }
    fast.is_some()
}

#[test]
fn mul_shortcut_matches_fmult() {
    let values = spread();
    for &a in &values {
        for &b in &values {
            check_mul(a, b);
        }
    }
    for x in -300..=300 {
        for y in -300..=300 {
            let (a, b) = (Mbf8k::from_i32(x), Mbf8k::from_i32(y));
            assert_eq!(x == 0 || y == 0, !check_mul(a, b), "{x} * {y}");
        }
    }
    let mut s = Stream(0x3A1);
    let mut took = 0;
    const PAIRS: usize = 3_000_000;
    for _ in 0..PAIRS {
        took += usize::from(check_mul(s.shaped(), s.shaped()));
        check_mul(s.any(), s.any());
    }
    assert!(
        took > PAIRS / 10,
        "only {took} of {PAIRS} pairs took the shortcut"
    );
}

#[test]
fn compare_is_fcomp() {
    let values = spread();
    for &a in &values {
        for &b in &values {
            assert_eq!(
                fast::compare(a.word(), b.word()),
                arith::compare(a, b),
                "{a:?} {b:?}"
            );
        }
    }
    let mut s = Stream(0xC0);
    for _ in 0..3_000_000 {
        let a = s.shaped();
        let b = s.partner(a);
        assert_eq!(a.compare(b), arith::compare(a, b), "{a:?} {b:?}");
        let (c, d) = (s.any(), s.any());
        assert_eq!(c.compare(d), arith::compare(c, d), "{c:?} {d:?}");
        assert_eq!(a.compare(a), Ordering::Equal);
    }
}

#[test]
fn power_of_two_division_is_fdiv() {
    let values = spread();
    let mut took = 0;
    for eb in 1..=255u8 {
        for neg in [false, true] {
            let b = Mbf8k::from_parts(neg, eb, 0x80_0000);
            for &a in &values {
                let fast = fast::div_pow2(a.word(), b.word());
                if let Some(w) = fast {
                    assert_eq!(Ok(Mbf8k::from_word(w)), fdiv(a, b), "{a:?} / {b:?}");
                    took += 1;
                }
                // Taken exactly when the exponent byte a - b + 129 is 3..=255.
                let exp = i32::from(a.exp_byte()) - i32::from(eb) + 129;
                let inside = !a.is_zero() && (3..=255).contains(&exp);
                assert_eq!(fast.is_some(), inside, "{a:?} / {b:?}");
                assert_eq!(a.div(b), fdiv(a, b), "{a:?} / {b:?}");
            }
        }
    }
    assert!(took > 300_000, "{took}");
    let mut s = Stream(0xD1);
    for _ in 0..2_000_000 {
        let (a, b) = (s.shaped(), s.any());
        let fast = fast::div_pow2(a.word(), b.word());
        if let Some(w) = fast {
            assert_eq!(Ok(Mbf8k::from_word(w)), fdiv(a, b), "{a:?} / {b:?}");
        }
        if b.mant() != 0x80_0000 || b.is_zero() {
            assert!(fast.is_none(), "{a:?} / {b:?}");
        }
        assert_eq!(a.div(b), fdiv(a, b), "{a:?} / {b:?}");
        let c = s.any();
        assert_eq!(c.div(b), fdiv(c, b), "{c:?} / {b:?}");
    }
}

#[test]
fn subscript_floor_is_qint() {
    let mut check = |v: Mbf8k| {
        let fast = fast::floor_small(v.word());
        if let Some(i) = fast {
            assert_eq!(Ok(i), arith::to_i32(v), "{v:?}");
        }
        let small = !v.is_negative() && v.exp_byte() < 0x98;
        assert_eq!(fast.is_some(), small, "{v:?}");
        assert_eq!(v.to_i32(), arith::to_i32(v), "{v:?}");
    };
    spread().into_iter().for_each(&mut check);
    let mut s = Stream(0x51);
    for _ in 0..2_000_000 {
        check(s.shaped());
        check(s.any());
    }
}

#[test]
fn whole_numbers_are_the_normalized_ones() {
    let rom = |v: i32| {
        if v == 0 {
            return ZERO;
        }
        arith::normalize(v < 0, 0xA0, v.unsigned_abs()).unwrap()
    };
    for v in -(1 << 24) + 1..1 << 24 {
        assert_eq!(
            Mbf8k::from_word(crate::num::mbf32_word::whole_word(v)),
            rom(v),
            "{v}"
        );
    }
    let mut s = Stream(0x1);
    for _ in 0..1_000_000 {
        let v = s.next() as i32;
        assert_eq!(Mbf8k::from_i32(v), rom(v), "{v}");
    }
    for v in [i32::MIN, i32::MAX, 1 << 24, -(1 << 24), (1 << 24) + 1] {
        assert_eq!(Mbf8k::from_i32(v), rom(v), "{v}");
    }
}

#[test]
fn fadd_on_words_is_fadd_on_parts_and_packed() {
    let check = |a: Mbf8k, b: Mbf8k| {
        let words = fadd(a, b);
        let parts = fadd_parts(Parts::of(a), Parts::of(b)).map(Parts::pack);
        assert_eq!(words, parts, "{a:?} + {b:?}");
        assert_eq!(words, fadd_packed(a, b), "{a:?} + {b:?}");
    };
    let values = spread();
    for &a in &values {
        for &b in &values {
            check(a, b);
        }
    }
    let mut s = Stream(0xFADD);
    for _ in 0..3_000_000 {
        let a = s.shaped();
        let b = s.partner(a);
        check(a, b);
        check(s.any(), s.any());
    }
}
