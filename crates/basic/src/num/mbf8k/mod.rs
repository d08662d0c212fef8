//! The number core of MITS Altair 8K BASIC Rev. 4.0 (8080): 32-bit Microsoft Binary Format.
//!
//! ```text
//!   byte 0      byte 1      byte 2            byte 3
//! +-----------+-----------+-+---------------+-----------+
//! | mant 7..0 | mant 15..8|S| mant 22..16   | exponent  |
//! +-----------+-----------+-+---------------+-----------+
//!  lo (E)      mo (D)      ho (C)             exp (B)
//! ```
//!
//! - The value is `0.1mmm...m (binary) * 2^(exp - 128)`: the mantissa is 24 bits with a hidden
//!   leading 1 whose place holds the sign `S` (1 = negative). Exponent byte 0 means zero,
//!   whatever the other bytes hold, so there is no negative zero.
//! - The letters are the 8080 registers the ROM keeps a number in (`B,C,D,E` and the FAC at
//!   0253h..0256h, with the complement of the result's sign at 0257h).
//! - Numbers print with 6 significant digits (FOUT), arithmetic rounds once on a rounding
//!   byte below the 24 mantissa bits (round half up, no sticky bit).
//!
//! Sources (read to learn the algorithms; no code copied): the annotated disassembly of the
//! 8K BASIC 4.0 image, `4k8k/8k/8kbas_labeled.mac` in github.com/avwohl/mbasic2025. The
//! addresses cited here are the ROM's, counted from that listing: FADD 1221h, NORMAL 1272h,
//! ROUND 12A8h, FMULT 135Bh, FDIV 13B9h, MUL10 1452h, FIN 1565h, FOUT 160Fh, INT 1531h,
//! LOG 131Dh, EXP 174Bh, power 1708h, SIN 187Ch, ATN 18EEh, RND 17DCh. Many of that file's
//! routine labels are wrong (LOG is labelled `FCompare`, EXP `StmtDEF`, ATN `StmtLET`, RND
//! `StmtGOTO`), and parts of the code are left as `db` bytes, decoded by hand here. The
//! polynomial coefficients and RND tables are the ROM's own bytes, facts of the machine.
//! Behaviour is checked against the recordings in `../shared/conformance/altair/generated`.

mod arith;
mod fast;
#[cfg(test)]
mod fast_tests;
mod func;
#[cfg(test)]
mod recorded;
#[cfg(test)]
mod reference;
mod rnd;
#[cfg(test)]
mod test_operands;
#[cfg(test)]
mod tests;
mod text;

use std::cmp::Ordering;

use super::{NumError, NumKind, Number, ParseContext, Parsed};

pub use rnd::Mbf8kRnd;

/// A number of Altair 8K BASIC: the four bytes as the machine stores them (lo, mo, ho+sign,
/// exponent), held as one little-endian word (exponent byte on top, see `fast.rs`). Only
/// this module reads them. A word, so that taking a value apart or packing it is a mask
/// or a shift, not four bytes put together one by one (callgrind, altair BM8); packed, so
/// that it keeps the alignment of four bytes (aligned to 4, the interpreter's values and
/// results holding it were laid out anew, which cost more than it saved, altair BM7).
#[derive(Clone, Copy, PartialEq, Eq, Default)]
#[repr(C, packed)]
pub struct Mbf8k {
    word: u32,
}

impl std::fmt::Debug for Mbf8k {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let b = self.bytes();
        write!(
            f,
            "Mbf8k({:02X} {:02X} {:02X} {:02X} = {})",
            b[3],
            b[2],
            b[1],
            b[0],
            self.to_f64()
        )
    }
}

/// The zero of the format (exponent byte 0).
pub(crate) const ZERO: Mbf8k = Mbf8k { word: 0 };

impl Mbf8k {
    /// Builds a value from the machine's stored bytes (lo, mo, ho+sign, exponent), as the
    /// ROM's constant tables hold them. Exponent 0 is made the canonical zero.
    pub(crate) const fn from_bytes(bytes: [u8; 4]) -> Mbf8k {
        if bytes[3] == 0 {
            ZERO
        } else {
            Mbf8k {
                word: u32::from_le_bytes(bytes),
            }
        }
    }

    /// Builds a value from its parts: sign, exponent byte and 24-bit mantissa with the hidden
    /// bit set (bit 23).
    pub(crate) fn from_parts(negative: bool, exp: u8, mant: u32) -> Mbf8k {
        if exp == 0 {
            return ZERO;
        }
        let sign = (negative as u32) << 23;
        Mbf8k {
            word: u32::from(exp) << 24 | sign | (mant & 0x7F_FFFF),
        }
    }

    /// The stored bytes (lo, mo, ho+sign, exponent).
    pub(crate) fn bytes(self) -> [u8; 4] {
        self.word.to_le_bytes()
    }

    /// The exponent byte (0 for zero).
    pub(crate) fn exp_byte(self) -> u8 {
        (self.word >> 24) as u8
    }

    /// True for a negative (non-zero) value (a zero's word is 0: no sign bit).
    pub(crate) fn is_negative(self) -> bool {
        self.word & 0x80_0000 != 0
    }

    /// True for zero.
    pub(crate) fn is_zero(self) -> bool {
        self.word == 0
    }

    /// The 24-bit mantissa with the hidden bit restored (what the ROM's unpack at 14C6h does).
    pub(crate) fn mant(self) -> u32 {
        (self.word & 0x7F_FFFF) | 0x80_0000
    }

    /// The value with its sign bit flipped (NEG at 1489h); zero stays zero.
    pub(crate) fn negated(self) -> Mbf8k {
        if self.is_zero() {
            return ZERO;
        }
        Mbf8k {
            word: self.word ^ 0x80_0000,
        }
    }

    /// The absolute value (ABS at 1487h).
    pub(crate) fn absolute(self) -> Mbf8k {
        if self.is_negative() {
            self.negated()
        } else {
            self
        }
    }

    /// [`Number::to_kind`] to `Integer`, out of line: FRCINT, then the value of that integer.
    #[inline(never)]
    fn to_integer(self) -> Result<Mbf8k, NumError> {
        Ok(Mbf8k::from_i32(i32::from(self.to_i16()?)))
    }

    /// The value of a signed byte, as the ROM's FLOAT of the accumulator (1474h) makes it.
    pub(crate) fn from_i8(v: i8) -> Mbf8k {
        Mbf8k::from_i32(i32::from(v))
    }
}

impl Number for Mbf8k {
    /// Exact for |v| < 2^24 (the word is built directly: a relation's truth value, a
    /// count); larger values are rounded like the ROM's normalize-and-round.
    #[inline]
    fn from_i32(v: i32) -> Self {
        if v.unsigned_abs() < 1 << 24 {
            return Mbf8k::from_word(crate::num::mbf32_word::whole_word(v));
        }
        let neg = v < 0;
        let mag = v.unsigned_abs();
        // Place the magnitude as a 32-bit C,D,E,B register set with exponent 0xA0 (2^32)
        // and let the ROM's normalize/round give the value.
        arith::normalize(neg, 0xA0, mag).unwrap_or(Mbf8k::max_value(neg))
    }

    /// 0x FF 7F FF FF: 1.70141E+38.
    fn max_value(negative: bool) -> Self {
        Mbf8k::from_parts(negative, 0xFF, 0xFF_FFFF)
    }

    fn kind(self) -> NumKind {
        NumKind::Single
    }

    /// 8K BASIC has no integer variables; an `Integer` request converts like AND/OR do.
    /// Always inlined: every store comes here, and a single stays as it is, which needs no
    /// call (out of line it cost 12 instructions a store, altair BM7).
    #[inline(always)]
    fn to_kind(self, kind: NumKind) -> Result<Self, NumError> {
        match kind {
            NumKind::Integer => self.to_integer(),
            _ => Ok(self),
        }
    }

    fn neg(self) -> Result<Self, NumError> {
        Ok(self.negated())
    }

    /// FADD (1221h); an exact sum of two values from 2^-15 to 2^24 without it
    /// ([`fast::add`]).
    #[inline(always)]
    fn add(self, rhs: Self) -> Result<Self, NumError> {
        match fast::add(self.word(), rhs.word()) {
            Some(w) => Ok(Mbf8k::from_word(w)),
            None => arith::fadd(self, rhs),
        }
    }

    /// FSUB (121Eh): negate the FAC, then FADD (the same shortcut, [`fast::sub`]).
    #[inline(always)]
    fn sub(self, rhs: Self) -> Result<Self, NumError> {
        match fast::sub(self.word(), rhs.word()) {
            Some(w) => Ok(Mbf8k::from_word(w)),
            None => arith::fadd(self, rhs.negated()),
        }
    }

    /// FMULT (135Bh); an exact product of two values from 2^-15 to 2^24 without it
    /// ([`fast::mul`]).
    #[inline(always)]
    fn mul(self, rhs: Self) -> Result<Self, NumError> {
        match fast::mul(self.word(), rhs.word()) {
            Some(w) => Ok(Mbf8k::from_word(w)),
            None => arith::fmul(self, rhs),
        }
    }

    /// FDIV (13B9h): `?/0 ERROR` for a zero divisor. A power-of-two divisor only moves the
    /// exponent ([`fast::div_pow2`]).
    #[inline(always)]
    fn div(self, rhs: Self) -> Result<Self, NumError> {
        match fast::div_pow2(self.word(), rhs.word()) {
            Some(w) => Ok(Mbf8k::from_word(w)),
            None => arith::fdiv(self, rhs),
        }
    }

    /// The power routine (1708h): `EXP(y*LOG(x))` with the ROM's special cases.
    fn pow(self, rhs: Self) -> Result<Self, NumError> {
        func::power(self, rhs)
    }

    /// FCOMP (14DBh), as one comparison of two words ([`fast::compare`]).
    #[inline(always)]
    fn compare(self, rhs: Self) -> Ordering {
        fast::compare(self.word(), rhs.word())
    }

    /// SGN (1473h).
    fn sign(self) -> i32 {
        if self.is_zero() {
            0
        } else if self.is_negative() {
            -1
        } else {
            1
        }
    }

    /// FRCINT (0738h): floor for |x| < 32768, exactly -32768 allowed, `?FC ERROR` otherwise.
    fn to_i16(self) -> Result<i16, NumError> {
        arith::frcint(self)
    }

    /// QINT (1506h) floors the value (truncation for the non-negative arguments the ROM
    /// accepts); `IllegalQuantity` when it does not fit an `i32`. Range checks (0..32767,
    /// 0..255) are the caller's, as the ROM makes them after this conversion.
    /// Inlined, as an array subscript converts through it on every access.
    /// A non-negative value below 2^23 takes the shortcut [`fast::floor_small`].
    #[inline(always)]
    fn to_i32(self) -> Result<i32, NumError> {
        match fast::floor_small(self.word()) {
            Some(i) => Ok(i),
            None => arith::to_i32(self),
        }
    }

    /// INT (1531h): floor, exact.
    fn int(self) -> Self {
        arith::int(self)
    }

    /// 8K BASIC has no FIX; truncation toward zero built from INT.
    fn fix(self) -> Self {
        if self.is_negative() {
            arith::int(self.negated()).negated()
        } else {
            arith::int(self)
        }
    }

    fn abs(self) -> Self {
        self.absolute()
    }

    /// SQR (16FDh): `x^0.5` through the power routine.
    fn sqr(self) -> Result<Self, NumError> {
        func::power(self, Mbf8k::from_bytes(func::HALF))
    }

    fn exp(self) -> Result<Self, NumError> {
        func::exp(self)
    }

    fn log(self) -> Result<Self, NumError> {
        func::log(self)
    }

    fn sin(self) -> Result<Self, NumError> {
        func::sin(self)
    }

    fn cos(self) -> Result<Self, NumError> {
        func::cos(self)
    }

    fn tan(self) -> Result<Self, NumError> {
        func::tan(self)
    }

    fn atn(self) -> Result<Self, NumError> {
        func::atn(self)
    }

    /// FIN (1565h).
    fn parse(text: &[u8], ctx: ParseContext) -> Option<Parsed<Self>> {
        text::parse(text, ctx)
    }

    /// FOUT (160Fh) in free format.
    fn format(self) -> String {
        text::format(self)
    }

    fn to_f64(self) -> f64 {
        if self.is_zero() {
            return 0.0;
        }
        let m = f64::from(self.mant()) / f64::from(1u32 << 24);
        let v = m * 2f64.powi(i32::from(self.exp_byte()) - 128);
        if self.is_negative() {
            -v
        } else {
            v
        }
    }
}
