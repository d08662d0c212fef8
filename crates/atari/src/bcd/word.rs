//! A number held as one 48-bit word: the six bytes of a [`Bcd`], first byte highest (the
//! exponent byte in bits 40-47, the ten mantissa digits as packed BCD below it). It is the
//! form `fast.rs` computes in; a loop that applies operator after operator (the Atari
//! expression chain) keeps its accumulator so, instead of unpacking six bytes into a word
//! and packing the result back byte by byte at every operator.
//!
//! Every operation gives the bits of the same [`Bcd`] method: the fast path of `fast.rs`
//! where it answers, else the general routine on the six bytes (out of line).

use std::cmp::Ordering;

use super::{fast, Bcd, BcdError};

/// The sign bit of a word (bit 7 of the exponent byte).
const SIGN: u64 = 0x80 << 40;

/// A number as one 48-bit word (see the module's comment); the bits above 47 are zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct BcdWord(u64);

// Fallible operations (they return the machine's error), as `Bcd`'s are, so not the std
// operator traits.
#[allow(clippy::should_implement_trait)]
impl BcdWord {
    /// Zero.
    pub const ZERO: BcdWord = BcdWord(0);

    /// One (BASIC's true).
    pub const ONE: BcdWord = BcdWord(0x4001_0000_0000);

    /// The word of a number.
    #[inline(always)]
    pub fn from_bcd(b: Bcd) -> BcdWord {
        BcdWord(fast::word(b))
    }

    /// The number's six bytes.
    #[inline(always)]
    pub fn to_bcd(self) -> Bcd {
        fast::from_word(self.0)
    }

    /// The number whose six bytes are the low 48 bits of `bits`, first byte highest (a
    /// big-endian read of the bytes; the bits above are ignored).
    #[inline(always)]
    pub fn from_bits(bits: u64) -> BcdWord {
        BcdWord(bits & 0xFFFF_FFFF_FFFF)
    }

    /// The word's bits (the six bytes, first byte highest).
    #[inline(always)]
    pub(super) fn bits(self) -> u64 {
        self.0
    }

    /// The first byte: sign and exponent (what AND, OR and NOT test).
    #[inline(always)]
    pub fn first_byte(self) -> u8 {
        (self.0 >> 40) as u8
    }

    /// FADD ([`Bcd::add`]).
    #[inline(always)]
    pub fn add(self, other: BcdWord) -> Result<BcdWord, BcdError> {
        match fast::fadd_word(self.0, other.0) {
            Some(fr) => checked(fr),
            None => general(Bcd::add, self, other),
        }
    }

    /// FSUB ([`Bcd::sub`]): FADD with the second operand's sign flipped (zero's too, as
    /// the OS does).
    #[inline(always)]
    pub fn sub(self, other: BcdWord) -> Result<BcdWord, BcdError> {
        match fast::fadd_word(self.0, other.0 ^ SIGN) {
            Some(fr) => checked(fr),
            None => general(Bcd::sub, self, other),
        }
    }

    /// FMUL ([`Bcd::mul`]).
    #[inline(always)]
    pub fn mul(self, other: BcdWord) -> Result<BcdWord, BcdError> {
        match fast::fmul_word(self.0, other.0) {
            Some(fr) => checked(fr),
            None => general(Bcd::mul, self, other),
        }
    }

    /// FDIV ([`Bcd::div`]).
    #[inline(always)]
    pub fn div(self, other: BcdWord) -> Result<BcdWord, BcdError> {
        match fast::fdiv_word(self.0, other.0) {
            Some(fr) => checked(fr),
            None => general(Bcd::div, self, other),
        }
    }

    /// The relational operators' comparison ([`Bcd::compare`]).
    #[inline(always)]
    pub fn compare(self, other: BcdWord) -> Ordering {
        match fast::compare_word(self.0, other.0) {
            Some(order) => order,
            None => compare_general(self, other),
        }
    }
}

/// The fast routine's register and carry as the method's result.
#[inline(always)]
fn checked((w, carry): fast::WordFr) -> Result<BcdWord, BcdError> {
    if carry {
        Err(BcdError::Overflow)
    } else {
        Ok(BcdWord(w))
    }
}

/// `op` on the six bytes, for the operands the fast path leaves to the general routine.
#[cold]
#[inline(never)]
fn general(
    op: fn(Bcd, Bcd) -> Result<Bcd, BcdError>,
    x: BcdWord,
    y: BcdWord,
) -> Result<BcdWord, BcdError> {
    op(x.to_bcd(), y.to_bcd()).map(BcdWord::from_bcd)
}

/// [`Bcd::compare`] on the six bytes.
#[cold]
#[inline(never)]
fn compare_general(x: BcdWord, y: BcdWord) -> Ordering {
    x.to_bcd().compare(y.to_bcd())
}

#[cfg(test)]
mod tests {
    use super::super::fast::tests::random_bcd_over;
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn words_give_the_bcd_methods_bits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(88);
        for _ in 0..300_000 {
            let x = random_bcd_over(&mut rng, &[0x08..0x18, 0x68..0x78], 0x3a..0x46);
            let y = random_bcd_over(&mut rng, &[0x08..0x18, 0x68..0x78], 0x3a..0x46);
            let (wx, wy) = (BcdWord::from_bcd(x), BcdWord::from_bcd(y));
            assert_eq!(wx.to_bcd(), x);
            assert_eq!(wx.first_byte(), x.0[0]);
            let back = |r: Result<BcdWord, BcdError>| r.map(BcdWord::to_bcd);
            assert_eq!(back(wx.add(wy)), x.add(y), "{x:?} + {y:?}");
            assert_eq!(back(wx.sub(wy)), x.sub(y), "{x:?} - {y:?}");
            assert_eq!(back(wx.mul(wy)), x.mul(y), "{x:?} * {y:?}");
            assert_eq!(back(wx.div(wy)), x.div(y), "{x:?} / {y:?}");
            assert_eq!(wx.compare(wy), x.compare(y), "{x:?} ? {y:?}");
        }
    }

    #[test]
    fn bits_read_big_endian() {
        let b = Bcd([0x41, 0x12, 0x34, 0x56, 0x78, 0x90]);
        assert_eq!(
            BcdWord::from_bits(0x00AB_4112_3456_7890),
            BcdWord::from_bcd(b)
        );
        assert_eq!(BcdWord::ONE.to_bcd(), Bcd::ONE);
        assert_eq!(BcdWord::ZERO.to_bcd(), Bcd::ZERO);
    }
}
