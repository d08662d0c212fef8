//! The FADD paths of `sum.rs` against the general routine (ROUND_FAC on the left operand,
//! then `arith::fadd` / `arith::fsub`): wherever a path answers, the answer must be the
//! general routine's bit for bit, and each must answer on exactly the cases it claims.

use super::arith::{fadd, fsub, round};
use super::test_operands::Stream;
use super::*;

/// This module's generators of operands.
impl Stream {
    /// A mantissa (top bit set) with 0..=40 low zero bits over the rounding byte, or one
    /// of the edges (all ones, the top bit alone).
    fn m40(&mut self) -> u64 {
        let r = self.next();
        let m = match r % 8 {
            0 => (1 << 40) - 1,
            1 => 1 << 39,
            _ => {
                let zeros = (r >> 8) % 41;
                ((self.next() | 1 << 39) >> zeros << zeros) | 1 << 39
            }
        };
        m & ((1 << 40) - 1)
    }

    /// A value with exponent `exp` (ZERO at 0), either sign, rounding byte forced to an
    /// edge now and then.
    fn value(&mut self, exp: u8) -> Mbf40 {
        if exp == 0 {
            return ZERO;
        }
        let m = self.m40();
        let ext = if self.next().is_multiple_of(3) {
            self.ext()
        } else {
            m as u8
        };
        Mbf40 {
            exp,
            neg: self.next() & 1 != 0,
            mant: (m >> 8) as u32,
            ext,
        }
    }

    /// An exponent: the edges (1, 2, 0x7F..0x81, 0xFE, 0xFF) often, zero at times, else any.
    fn exp(&mut self) -> u8 {
        let r = self.next();
        match r % 16 {
            0 => 0,
            1 => 1,
            2 => 0xFF,
            3 => 0xFE,
            4 => 0x80 + (r >> 8) as u8 % 3,
            _ => (r >> 8) as u8,
        }
    }

    /// A pair: the second exponent 0..=42 places from the first (either way), or any.
    fn pair(&mut self) -> (Mbf40, Mbf40) {
        let e = self.exp();
        let r = self.next();
        let gap = (r % 43) as i32;
        let f = match (r >> 8) % 4 {
            0 => i32::from(e) + gap,
            1 | 2 => i32::from(e) - gap,
            _ => i32::from(self.exp()),
        };
        let f = f.clamp(0, 255) as u8;
        let (a, mut b) = (self.value(e), self.value(f));
        // Near or full cancellation: the same mantissa, or one bit off.
        if r >> 16 & 7 == 0 && a.exp != 0 && b.exp != 0 {
            b = Mbf40 {
                mant: a.mant ^ (r >> 24 & 1) as u32,
                ..b
            };
        }
        (a, b)
    }
}

const PAIRS: usize = 4_000_000;

/// The general routine: ROUND_FAC on the left operand, then FADDT or FSUBT.
fn general(a: Mbf40, b: Mbf40, subtract: bool) -> Result<Mbf40, NumError> {
    round(a).and_then(|l| if subtract { fsub(l, b) } else { fadd(l, b) })
}

#[test]
fn fadd_common_case_is_fadd() {
    let mut s = Stream(0x5A11);
    let (mut hits, mut left_hits) = (0usize, 0usize);
    for _ in 0..PAIRS {
        let (a, b) = s.pair();
        for subtract in [false, true] {
            let want = general(a, b, subtract);
            let fac_neg = b.neg != subtract;
            let got = sum::add_signed(a, b, fac_neg);
            // It declines exactly a zero operand, a left operand that rounds up, and an
            // overflow.
            let declines = a.ext >= 0x80 || a.exp == 0 || b.exp == 0 || want.is_err();
            assert_eq!(got.is_none(), declines, "{a:?} {b:?} {subtract}");
            if let Some(v) = got {
                assert_eq!(Ok(v), want, "{a:?} {b:?} {subtract}");
                hits += 1;
            }
            if let Some(v) = sum::add_left(a, b, fac_neg) {
                assert_eq!(Ok(v), want, "left {a:?} {b:?} {subtract}");
                left_hits += 1;
            } else if let Ok(v) = want {
                // Its shape: ARG's exponent and sign kept, a gap of 1..=39, no rounding up.
                let gap = a.exp.wrapping_sub(b.exp);
                let shape = a.ext < 0x80 && b.exp != 0 && a.exp > b.exp && gap <= 39;
                assert!(!(shape && v.exp == a.exp && v.neg == a.neg && v.exp != 0));
            }
            let public = if subtract { a.sub(b) } else { a.add(b) };
            assert_eq!(public, want, "{a:?} {b:?} {subtract}");
        }
    }
    assert!(hits > PAIRS && left_hits > PAIRS / 4, "{hits} {left_hits}");
}

#[test]
fn halves_and_small_whole_numbers_take_the_common_case() {
    // `K/2*3+4-5` and the like: every pair of halves k/2, -600 < k < 600, both ways round.
    let half = |k: i64| {
        let v = normalize_int(k);
        if v.exp == 0 {
            v
        } else {
            Mbf40 {
                exp: v.exp - 1,
                ..v
            }
        }
    };
    for x in -600..600 {
        for y in -600..600 {
            let (a, b) = (half(x), half(y));
            for subtract in [false, true] {
                let want = general(a, b, subtract);
                let public = if subtract { a.sub(b) } else { a.add(b) };
                assert_eq!(public, want, "{x}/2 {y}/2 {subtract}");
                if x != 0 && y != 0 {
                    let got = sum::add_signed(a, b, b.neg != subtract);
                    assert_eq!(got.map(Ok), Some(want), "{x}/2 {y}/2 {subtract}");
                }
            }
        }
    }
}

/// An integer as the FAC holds it.
fn normalize_int(k: i64) -> Mbf40 {
    arith::normalize(0xA0, k < 0, k.unsigned_abs() << 8)
}
