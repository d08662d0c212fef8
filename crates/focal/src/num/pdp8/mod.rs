//! FOCAL,1969's three-word floating point, bit-exact.
//!
//! ```text
//!  word 0   | 11 10  9  8  7  6  5  4  3  2  1  0 |  binary exponent E, 12-bit two's complement
//!  word 1   |  S  f1 f2 ...                   f11 |  mantissa, high half
//!  word 2   | f12 ...                         f23 |  mantissa, low half
//!
//!  value = M / 2^23 * 2^E     M = words 1:2 as a 24-bit two's-complement integer
//!  normalised: bit f1 differs from S, so 0.5 <= |M / 2^23| < 1 (1 = 0001 2000 0000)
//!  zero: all three words 0.  No hidden bit, no bias; E wraps modulo 4096 like the machine.
//! ```
//!
//! While it works, the floating accumulator (FLAC) carries a fourth word below word 2, so sums,
//! products and quotients are formed on 36 bits and then cut back to 24 by the normaliser,
//! which simply drops the extra word: positive results are truncated, negative results (kept in
//! two's complement) are floored. Multiply and divide work on magnitudes and truncate them.
//!
//! Sources (learned from, not copied): the FOCAL 5/69 listing with its floating-point package
//! FLOAT.569 and EXTEND.569 (E. A. Taft's DECUS revision of FOCAL,1969, `images/focal.pal` in
//! the lisper/cpus-pdp8 repository): routines FPNT, FLADD, FLMUL, FLDIV, FNORM, XFIX, DBCONV
//! (input), BDCONV (output), FSQT, FEXP, FLOG, FATN, FSIN. Where the original DEC binary
//! (DEC-08-AJAE-PB) behaves differently, the recordings in `../shared/conformance/focal69`
//! decide, and the code says so: `FSGN(0)` is 1, `FITR` truncates toward zero, a negative
//! exponent in `^` is `?26.99`, `0^0` is 0, a literal reaching 2^36 is `?23.36` (from 2^35 on it is negative), output rounds
//! up from a 4 in the rounding digit, fixed format shows 6 significant digits and E format 7
//! with a leading `0.`, `FLOG` of a negative number is taken of its magnitude, the pi constants
//! end in 3756 rather than 3761, and `FRAN()` is a chain of mantissa products (module `fran`).

use std::cmp::Ordering;

mod arith;
mod fran;
mod func;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_dec_binary;
#[cfg(test)]
mod tests_issue13;
mod text;

pub use fran::Fran;

/// Why an operation could not give a result; the interpreter maps each to FOCAL's error code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumError {
    /// Division by zero.
    DivisionByZero,
    /// The result does not fit the exponent range (the machine itself lets the exponent wrap;
    /// this core reports it only for `^` with an exponent of 4096 or more, see [`Pdp8Float::pow`]).
    Overflow,
    /// `FSQT` of a negative number.
    SqrtNegative,
    /// `FLOG` of zero (the recorded machine answers 0 for a negative argument such as -1).
    LogNotPositive,
    /// `^` with a negative exponent (`?26.99` on the recorded machine).
    NegativeExponent,
    /// A literal whose digits reach 2^36 (`?23.36`).
    LiteralTooLarge,
}

/// The output format set by `%`: fixed `%N.M` (default `%8.04`) or E format (`%` alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeFormat {
    /// `%N.M`: N digits in all, M after the point. FOCAL reads the two parts as integers:
    /// `%6.2` is N=6, M=2 and `%6.20` is M=20 (more decimals than digits just leaves one
    /// integer place). A width of 0 means E format with M digits (6 when M is 0).
    Fixed {
        /// Total digits.
        width: u8,
        /// Digits after the point.
        decimals: u8,
    },
    /// `%` alone: E format with six digits.
    Exponent,
}

impl TypeFormat {
    /// Reads the format after a `%` as FOCAL,1969 does: N as a decimal integer, then after a
    /// point the decimals as a line number's step is read, two digits with `.2` = 20 and
    /// `.02` = 2 (`%6.2` types six digits with five decimals, s000032_fmt). No digits at all
    /// is E format. Gives the format and the bytes used.
    pub fn parse_spec(text: &[u8]) -> (TypeFormat, usize) {
        text::parse_format_spec(text)
    }
}

impl Default for TypeFormat {
    fn default() -> Self {
        TypeFormat::Fixed {
            width: 8,
            decimals: 4,
        }
    }
}

/// A FOCAL,1969 number: the three words of the layout above.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Pdp8Float {
    /// Word 0: the binary exponent, sign-extended from 12 bits.
    exp: i16,
    /// Words 1:2 as a 24-bit two's-complement integer, sign-extended.
    mant: i32,
}

// The method names (add, sub, mul, div, neg) are the interpreter's contract; they return
// Result, so the operator traits would not fit anyway.
#[allow(clippy::should_implement_trait)]
impl Pdp8Float {
    /// Zero.
    pub const ZERO: Self = Pdp8Float { exp: 0, mant: 0 };

    /// A small integer, exactly (FOCAL's FLOAT routine; values beyond 24 bits are truncated).
    pub fn from_i32(v: i32) -> Self {
        arith::Acc::from_int(i64::from(v)).normalize()
    }

    /// The three 12-bit words as the machine stores them (exponent, high, low).
    pub fn to_words(self) -> [u16; 3] {
        let m = self.mant as u32;
        [
            (self.exp as u16) & 0o7777,
            ((m >> 12) & 0o7777) as u16,
            (m & 0o7777) as u16,
        ]
    }

    /// Builds a number from three 12-bit words (exponent, high, low) as stored on the machine.
    /// Bits above the low 12 of each word are ignored; the words are taken as they are, not
    /// normalised.
    pub fn from_words(words: [u16; 3]) -> Self {
        let exp = sign12(words[0]);
        let hi = i32::from(words[1] & 0o7777);
        let lo = i32::from(words[2] & 0o7777);
        let raw = (hi << 12) | lo;
        let mant = if raw & 0x80_0000 != 0 {
            raw - 0x100_0000
        } else {
            raw
        };
        Pdp8Float { exp, mant }
    }

    /// `self + rhs` (FLADD).
    pub fn add(self, rhs: Self) -> Result<Self, NumError> {
        Ok(arith::add(self, rhs))
    }
    /// `self - rhs` (FLSUB: negate the operand, then FLADD).
    pub fn sub(self, rhs: Self) -> Result<Self, NumError> {
        Ok(arith::add(self, rhs.neg()))
    }
    /// `self * rhs` (FLMUL: magnitudes multiplied, the product truncated).
    pub fn mul(self, rhs: Self) -> Result<Self, NumError> {
        Ok(arith::mul(self, rhs))
    }
    /// `self / rhs` (FLDIV: restoring division of magnitudes, truncated).
    pub fn div(self, rhs: Self) -> Result<Self, NumError> {
        arith::div(self, rhs)
    }
    /// `self ^ rhs`: the exponent is truncated to an integer and the base multiplied by itself
    /// that many times (FLPOW). Negative exponents stop with `?26.99`, `0^n` is 0 (even `0^0`).
    pub fn pow(self, rhs: Self) -> Result<Self, NumError> {
        arith::pow(self, rhs)
    }
    /// Unary minus (NEGATE, renormalised as FOCAL does after `0-X`).
    pub fn neg(self) -> Self {
        arith::neg(self)
    }
    /// Comparison the way FOCAL's IF and FOR decide: the sign of `self - rhs`.
    pub fn compare(self, rhs: Self) -> Ordering {
        match self.sub(rhs).map(Pdp8Float::sign).unwrap_or(0) {
            s if s < 0 => Ordering::Less,
            0 => Ordering::Equal,
            _ => Ordering::Greater,
        }
    }
    /// -1, 0 or 1 (from the high mantissa word, as IF tests FLAC1).
    pub fn sign(self) -> i32 {
        self.mant.signum()
    }
    /// `FITR`: truncation toward zero, as an integer (for subscripts and line numbers);
    /// saturates at the `i32` range.
    pub fn to_i32(self) -> i32 {
        arith::trunc_int(self).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
    }
    /// A computed line number (`GOTO X`, `DO 2.1+A`) split as EVLN does it: the group is the
    /// integer part, the step is the integer part of (fraction * 10 * 10 + 0.1), each step
    /// one machine operation (FOCAL 5/69 EVLN; the `+ 0.1` "kills any roundoff error").
    pub fn line_parts(self) -> (i32, i32) {
        arith::line_parts(self)
    }
    /// The integer part, truncated toward zero (numbers of 2^23 and more unchanged): what
    /// the interpreter's own conversions keep.
    pub fn trunc(self) -> Self {
        arith::fitr(self)
    }
    /// The `FITR` function as the DEC binary computes it: the integer part of the magnitude
    /// plus 2^-12 (`FITR(1.9999)` is 2, `FITR(2.7)` 2, `FITR(.9999)` 0; see
    /// `arith::fitr_function`).
    pub fn fitr(self) -> Self {
        arith::fitr_function(self)
    }
    /// `FABS`.
    pub fn fabs(self) -> Self {
        if self.mant < 0 {
            self.neg()
        } else {
            self
        }
    }
    /// `FSGN`: -1 for negative numbers, 1 otherwise (1 for zero on FOCAL,1969).
    pub fn fsgn(self) -> Self {
        Pdp8Float::from_i32(if self.mant < 0 { -1 } else { 1 })
    }
    /// `FSQT` (Newton's iteration from FSQT).
    pub fn fsqt(self) -> Result<Self, NumError> {
        func::fsqt(self)
    }
    /// `FEXP`.
    pub fn fexp(self) -> Result<Self, NumError> {
        Ok(func::fexp(self))
    }
    /// `FLOG`.
    pub fn flog(self) -> Result<Self, NumError> {
        func::flog(self)
    }
    /// `FATN`.
    pub fn fatn(self) -> Self {
        func::fatn(self)
    }
    /// `FSIN`.
    pub fn fsin(self) -> Self {
        func::fsin(self)
    }
    /// `FCOS` (FSIN of pi/2 - x).
    pub fn fcos(self) -> Self {
        func::fcos(self)
    }
    /// Reads a number at the start of `text` as FOCAL reads a literal or an ASK answer
    /// (DBCONV); gives the value and the bytes used, or `Ok(None)` when no number starts there.
    pub fn parse(text: &[u8]) -> Result<Option<(Self, usize)>, NumError> {
        text::parse(text)
    }
    /// The characters TYPE prints for this number in `fmt`, starting with FOCAL's `=`.
    pub fn format(self, fmt: TypeFormat) -> String {
        let mut out = String::from("=");
        out.push_str(&text::format(self, fmt));
        out
    }
    /// The characters the number itself takes in `fmt`: the sign place and the field,
    /// without the `=` (for `TYPE $` and other callers that print their own prefix).
    pub fn format_field(self, fmt: TypeFormat) -> String {
        text::format(self, fmt)
    }
    /// The value as a host float, for tests and Debug only.
    pub fn to_f64(self) -> f64 {
        f64::from(self.mant) / f64::from(1u32 << 23) * 2f64.powi(i32::from(self.exp))
    }
}

/// Sign-extends a 12-bit word.
fn sign12(w: u16) -> i16 {
    let w = (w & 0o7777) as i16;
    if w & 0o4000 != 0 {
        w - 0o10000
    } else {
        w
    }
}
