//! The accumulator of a chain of binary operators (`K/2*3+4-5`): after an FMUL or FDIV it
//! holds the result as `poly_fast.rs`'s register (exponent byte and binary mantissa), so
//! that the next FMUL, FDIV, FADD or comparison takes it as it is, and the ten digits are
//! packed into BCD once, when the chain ends, instead of at every operator and unpacked
//! again by the next one. Until the first FMUL or FDIV it is a [`BcdWord`], whose FADD works
//! on packed BCD (`K+1` stays packed: no conversion at all).
//!
//! Every operation gives the bits of the same [`Bcd`] operation: the register routines are
//! the OS routines' truncations (PLYEVL's FMUL and FADD, FDIV's quotient), and anything they
//! do not take (a zero, an exponent near the ends, odd digits) goes through the word's
//! operation, which falls back to the general routines on the six bytes.

use std::cmp::Ordering;

use super::digits::{valid_packed, TEN_DIGITS};
use super::poly_fast::{self, in_range, Reg};
use super::{fast, Bcd, BcdError, BcdWord};

/// 10^8: a mantissa whose last eight digits are zero is one digit pair times this.
const E8: u64 = 100_000_000;

/// A chain's running value (see the module's comment): two plain words, not an enum, so
/// that the compiler keeps it in two registers (an enum went through the stack, and its
/// reload waited on the stores: a third of the chain's time in BM2).
#[derive(Clone, Copy, Debug)]
pub struct Acc {
    /// The six bytes' word when `m` is zero; else the register's exponent byte in bits
    /// 40-47, the rest zero.
    w: u64,
    /// The register's binary mantissa (10^8 up to below 10^10), or zero for a word.
    m: u64,
}

// Fallible operations (they return the machine's error), as `Bcd`'s are, so not the std
// operator traits.
#[allow(clippy::should_implement_trait)]
impl Acc {
    /// An accumulator holding `w`.
    #[inline(always)]
    pub fn from_word(w: BcdWord) -> Acc {
        Acc { w: w.bits(), m: 0 }
    }

    /// An accumulator holding register `r`.
    #[inline(always)]
    fn from_reg(r: Reg) -> Acc {
        Acc {
            w: u64::from(r.e) << 40,
            m: r.m,
        }
    }

    /// The register, when the value is held as one.
    #[inline(always)]
    fn held_reg(self) -> Option<Reg> {
        (self.m != 0).then_some(Reg {
            e: (self.w >> 40) as u8,
            m: self.m,
        })
    }

    /// The value as a word.
    #[inline(always)]
    pub fn to_word(self) -> BcdWord {
        if self.m == 0 {
            BcdWord::from_bits(self.w)
        } else {
            BcdWord::from_bits(self.w | fast::packed_of(self.m))
        }
    }

    /// The value's six bytes.
    #[inline(always)]
    pub fn to_bcd(self) -> Bcd {
        self.to_word().to_bcd()
    }

    /// FADD.
    #[inline(always)]
    pub fn add(self, y: BcdWord, memo: &mut Memo) -> Result<Acc, BcdError> {
        if let Some(a) = self.held_reg() {
            if let Some(r) = reg(y, memo).and_then(|b| poly_fast::add(a, b)) {
                return Ok(Acc::from_reg(r));
            }
        }
        self.word_add(y)
    }

    /// FSUB: FADD of the operand with its sign flipped.
    #[inline(always)]
    pub fn sub(self, y: BcdWord, memo: &mut Memo) -> Result<Acc, BcdError> {
        if let Some(a) = self.held_reg() {
            if let Some(r) = reg(y, memo).and_then(|b| poly_fast::add(a, b.negated())) {
                return Ok(Acc::from_reg(r));
            }
        }
        self.word_sub(y)
    }

    /// FMUL; a factor of one digit pair (`*3`) by one multiplication.
    #[inline(always)]
    pub fn mul(self, y: BcdWord, memo: &mut Memo) -> Result<Acc, BcdError> {
        if let (Some(a), Some(b)) = (self.reg(memo), reg(y, memo)) {
            let product = if y.bits() & 0xFFFF_FFFF == 0 {
                poly_fast::mul_by_pair(a, b, b.m / E8)
            } else {
                poly_fast::mul(a, b)
            };
            if let Some(r) = product {
                return Ok(Acc::from_reg(r));
            }
        }
        self.word_mul(y)
    }

    /// FDIV; a divisor of one digit pair (`K/2`) by its reciprocal, as `fast.rs` does.
    #[inline(always)]
    pub fn div(self, y: BcdWord, memo: &mut Memo) -> Result<Acc, BcdError> {
        if let (Some(a), Some(b)) = (self.reg(memo), reg(y, memo)) {
            if a == b {
                // A number over itself (`K/K`): FDIV's quotient is exactly 1 (the test
                // `equal_operands_divide_to_one` checks it against the six bytes' FDIV).
                return Ok(Acc::from_reg(Reg { e: 0x40, m: E8 }));
            }
            let q = if y.bits() & 0xFFFF_FFFF == 0 {
                fast::quotient_by_pair(a.m, b.m / E8)
            } else {
                poly_fast::quotient12(a.m, b.m)
            };
            if let Some(r) = poly_fast::div_by_quotient(a, b, q) {
                return Ok(Acc::from_reg(r));
            }
        }
        self.word_div(y)
    }

    /// The relational operators' comparison (FRCMP).
    #[inline(always)]
    pub fn compare(self, y: BcdWord, memo: &mut Memo) -> Ordering {
        if let Some(a) = self.held_reg() {
            if let Some(kb) = reg(y, memo).and_then(order_key) {
                if let Some(ka) = order_key(a) {
                    return ka.cmp(&kb);
                }
            }
        }
        self.word_compare(y)
    }

    // The operations on the value as a word, for what the registers do not take: out of
    // line, so that the chain's loop, where the register paths are inlined, stays smaller.

    /// FADD on the word.
    #[inline(never)]
    fn word_add(self, y: BcdWord) -> Result<Acc, BcdError> {
        self.to_word().add(y).map(Acc::from_word)
    }

    /// FSUB on the word.
    #[inline(never)]
    fn word_sub(self, y: BcdWord) -> Result<Acc, BcdError> {
        self.to_word().sub(y).map(Acc::from_word)
    }

    /// FMUL on the word.
    #[inline(never)]
    fn word_mul(self, y: BcdWord) -> Result<Acc, BcdError> {
        self.to_word().mul(y).map(Acc::from_word)
    }

    /// FDIV on the word.
    #[inline(never)]
    fn word_div(self, y: BcdWord) -> Result<Acc, BcdError> {
        self.to_word().div(y).map(Acc::from_word)
    }

    /// FRCMP on the word.
    #[inline(never)]
    fn word_compare(self, y: BcdWord) -> Ordering {
        self.to_word().compare(y)
    }

    /// The value as a register, if it is one or its word is a plain number.
    #[inline(always)]
    fn reg(self, memo: &mut Memo) -> Option<Reg> {
        if self.m == 0 {
            // The accumulator as a word is nearly always the chain's first operand, read
            // before any other: a look-up would miss. What it converts to is kept (`K/K`).
            reg_with(BcdWord::from_bits(self.w), memo, false)
        } else {
            self.held_reg()
        }
    }
}

/// The last operand of several digit pairs a chain converted to a register, and its
/// mantissa: an operand that comes again (`K/K*K+K-K` reads K five times) is looked up
/// instead of converted again (about 40 instructions: the digits' check and their binary
/// value). Only a word that converted is kept, so a hit is a plain number of the
/// registers' range.
#[derive(Clone, Copy, Debug)]
pub struct Memo {
    /// The word (bits above 47 set: nothing kept).
    w: u64,
    /// Its register's mantissa.
    m: u64,
}

impl Memo {
    /// A memo that holds nothing.
    pub const fn new() -> Memo {
        Memo { w: u64::MAX, m: 0 }
    }
}

impl Default for Memo {
    fn default() -> Memo {
        Memo::new()
    }
}

/// A word as a register, when it is a plain number of the registers' range; one of
/// several digit pairs through `memo`.
#[inline(always)]
fn reg(w: BcdWord, memo: &mut Memo) -> Option<Reg> {
    reg_with(w, memo, true)
}

/// [`reg`], looking `w` up in `memo` first only when `look` (a word of several digit pairs
/// that converts is kept there either way).
#[inline(always)]
fn reg_with(w: BcdWord, memo: &mut Memo, look: bool) -> Option<Reg> {
    let w = w.bits();
    let e = (w >> 40) as u8;
    let p = w & TEN_DIGITS;
    if p & 0xFFFF_FFFF == 0 {
        // One digit pair (the constants of `K/2*3+4-5`): its mantissa looked up, zero for a
        // zero or invalid pair, which the general test below also refuses.
        let m = ONE_PAIR[(p >> 32) as usize];
        if !in_range(e) || m == 0 {
            return None;
        }
        return Some(Reg { e, m });
    }
    if look && w == memo.w {
        return Some(Reg { e, m: memo.m });
    }
    if !in_range(e) || p >> 32 == 0 || !valid_packed(p) {
        return None;
    }
    let m = fast::binary(p);
    *memo = Memo { w, m };
    Some(Reg { e, m })
}

/// The register mantissa of each first digit pair with zero digits after it: the pair's
/// value times 10^8, or zero where the pair is zero or not two decimal digits.
const ONE_PAIR: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 1;
    while b < 256 {
        let (hi, lo) = (b >> 4, b & 15);
        if hi < 10 && lo < 10 {
            table[b] = (hi * 10 + lo) as u64 * E8;
        }
        b += 1;
    }
    table
};

/// A register as a signed integer in FRCMP's order, for exponents from $20 to $60, where
/// the subtraction's sign is the true order (as `fast.rs`'s comparison explains).
#[inline(always)]
fn order_key(r: Reg) -> Option<i64> {
    let e = r.e & 0x7f;
    if !(0x20..=0x60).contains(&e) {
        return None;
    }
    let key = (i64::from(e) << 40) | r.m as i64;
    Some(if r.e & 0x80 != 0 { -key } else { key })
}

#[cfg(test)]
mod tests {
    use super::super::fast::tests::random_bcd_over;
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Operands mostly near 1, sometimes tiny or huge, sometimes odd bytes.
    fn operand(rng: &mut impl Rng) -> Bcd {
        random_bcd_over(rng, &[0x08..0x20, 0x60..0x78], 0x3a..0x46)
    }

    /// Applies operator `k` (0-4: + - * / compare) both ways.
    fn both(k: u32, acc: Acc, x: Bcd, y: Bcd) -> (Result<Bcd, BcdError>, Result<Bcd, BcdError>) {
        both_in(k, acc, x, y, &mut Memo::new())
    }

    /// [`both`] with the chain's memo of the last operand converted.
    fn both_in(
        k: u32,
        acc: Acc,
        x: Bcd,
        y: Bcd,
        memo: &mut Memo,
    ) -> (Result<Bcd, BcdError>, Result<Bcd, BcdError>) {
        let w = BcdWord::from_bcd(y);
        let one = |o: Ordering| Bcd::from_i32(o as i32);
        match k {
            0 => (acc.add(w, memo).map(Acc::to_bcd), x.add(y)),
            1 => (acc.sub(w, memo).map(Acc::to_bcd), x.sub(y)),
            2 => (acc.mul(w, memo).map(Acc::to_bcd), x.mul(y)),
            3 => (acc.div(w, memo).map(Acc::to_bcd), x.div(y)),
            _ => (Ok(one(acc.compare(w, memo))), Ok(one(x.compare(y)))),
        }
    }

    #[test]
    fn registers_and_words_give_the_bcd_bits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(31);
        for _ in 0..400_000 {
            let (x, y) = (operand(&mut rng), operand(&mut rng));
            let k = rng.gen_range(0..5);
            // The accumulator as a word, and as a register where `x` can be one (what an
            // FMUL before leaves): both must give the six bytes' result.
            let word = Acc::from_word(BcdWord::from_bcd(x));
            let (got, want) = both(k, word, x, y);
            assert_eq!(got, want, "{k} {x:?} {y:?}");
            if let Some(r) = reg(BcdWord::from_bcd(x), &mut Memo::new()) {
                let a = Acc::from_reg(r);
                assert_eq!(a.to_bcd(), x);
                let (got, want) = both(k, a, x, y);
                assert_eq!(got, want, "reg {k} {x:?} {y:?}");
            }
        }
    }

    #[test]
    fn one_pair_words_convert_as_the_general_test_does() {
        // Every first byte (exponent and sign) and every first digit pair, the rest zero:
        // the table's register against the general conversion's.
        for e in 0..=255u64 {
            for pair in 0..=255u64 {
                let w = (e << 40) | (pair << 32);
                let p = w & TEN_DIGITS;
                let e8 = e as u8;
                let want = (in_range(e8) && p >> 32 != 0 && valid_packed(p)).then(|| Reg {
                    e: e8,
                    m: fast::binary(p),
                });
                assert_eq!(reg(BcdWord::from_bits(w), &mut Memo::new()), want, "{w:#x}");
            }
        }
    }

    #[test]
    fn equal_operands_divide_to_one() {
        // Every plain number the registers take, over itself, as a word and as a register,
        // against the six bytes' FDIV; and the quotient is the number 1.
        let mut rng = rand::rngs::StdRng::seed_from_u64(34);
        let mut taken = 0u32;
        for _ in 0..1_000_000 {
            let x = operand(&mut rng);
            let want = x.div(x);
            let w = BcdWord::from_bcd(x);
            let memo = &mut Memo::new();
            assert_eq!(
                Acc::from_word(w).div(w, memo).map(Acc::to_bcd),
                want,
                "{x:?}"
            );
            if let Some(r) = reg(w, &mut Memo::new()) {
                taken += 1;
                assert_eq!(want, Ok(Bcd::ONE), "{x:?}");
                let got = Acc::from_reg(r).div(w, &mut Memo::new());
                assert_eq!(got.map(Acc::to_bcd), want, "{x:?}");
            }
        }
        assert!(taken > 300_000, "{taken}");
    }

    #[test]
    fn one_pair_factors_and_divisors_give_the_bcd_bits() {
        // Every divisor and factor of one digit pair, under a spread of exponents and both
        // signs, against the six bytes' FMUL and FDIV.
        let mut rng = rand::rngs::StdRng::seed_from_u64(33);
        for d in 1..100 {
            for _ in 0..3_000 {
                let x = operand(&mut rng);
                let mut y = [0u8; 6];
                y[0] = rng.gen_range(0x3c..0x44) | if rng.gen() { 0x80 } else { 0 };
                y[1] = super::super::digits::to_bcd_byte(d);
                let y = Bcd(y);
                for k in 2..4 {
                    let word = Acc::from_word(BcdWord::from_bcd(x));
                    let (got, want) = both(k, word, x, y);
                    assert_eq!(got, want, "{k} {x:?} {y:?}");
                }
            }
        }
    }

    #[test]
    fn chains_give_the_bcd_bits() {
        // Several operators in a row, the accumulator carried: `x op y op z ...`.
        let mut rng = rand::rngs::StdRng::seed_from_u64(32);
        for _ in 0..300_000 {
            let x = operand(&mut rng);
            let mut acc = Acc::from_word(BcdWord::from_bcd(x));
            let mut v = x;
            // One memo for the whole chain, as `chain` keeps it; operands often come again
            // (the first one, the one before, or the accumulator's value), so that it hits.
            let mut memo = Memo::new();
            let mut last = x;
            for _ in 0..6 {
                let y = match rng.gen_range(0..8) {
                    0 | 1 => Bcd::from_i32(rng.gen_range(1..100)),
                    2 => x,
                    3 => last,
                    4 => v,
                    _ => operand(&mut rng),
                };
                last = y;
                let k = rng.gen_range(0..4);
                let w = BcdWord::from_bcd(y);
                let got = match k {
                    0 => acc.add(w, &mut memo),
                    1 => acc.sub(w, &mut memo),
                    2 => acc.mul(w, &mut memo),
                    _ => acc.div(w, &mut memo),
                };
                let want = match k {
                    0 => v.add(y),
                    1 => v.sub(y),
                    2 => v.mul(y),
                    _ => v.div(y),
                };
                assert_eq!(got.map(Acc::to_bcd), want, "{k} {v:?} {y:?}");
                match (got, want) {
                    (Ok(g), Ok(n)) => (acc, v) = (g, n),
                    _ => break,
                }
            }
        }
    }
}
