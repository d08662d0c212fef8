//! The Atari 800XL's floating point: the OS math pack's 6-byte BCD numbers, and Atari BASIC
//! rev. C's own routines on top of them (SIN COS ATN SQR, `^`, the LOG residue check, PRINT's
//! tenth-digit mask).
//!
//! A number is six bytes: the first holds the sign (bit 7) and an excess-64 exponent of 100
//! (bits 0-6); the other five are ten BCD digits, the mantissa, read as `dd.dddddddd` in base
//! 100 (the first byte is the integer part in base 100). Zero is six zero bytes; the ROM
//! takes any number whose exponent byte is zero as zero.
//!
//! The API is fixed (the Atari interpreter is written against it). The bodies follow the
//! ROM routine by routine, on the six bytes, so that every result is the one the 6502 left:
//!
//! | routine | file | source |
//! |---|---|---|
//! | fast paths of FADD, FMUL, FDIV, FRCMP, FPI for plain numbers | `fast.rs` | the general routines' results, register arithmetic |
//! | a number as one 48-bit word, with those operations | `word.rs` | `fast.rs`, else the general routines |
//! | a chain's accumulator: binary after FMUL/FDIV, packed once at the end | `acc.rs` | `poly_fast.rs`'s register, else `word.rs` |
//! | AFP, FASC, PRINT's mask | `text.rs` | OS source (AFP, TVN, GNC, FASC, C0A, FNZ); Source Book XPRINT (rev. B/C) |
//! | FADD, FSUB, FMUL, FDIV, NORM | `arith.rs` | OS source (FADD, FMUL, FDIV, SUE, SUP, N0E) |
//! | IFP, FPI, INT, ABS, SGN, unary minus, compare | `convert.rs` | OS source (IFP, FPI, GND); Source Book (XINT, XPSGN, FRCMP) |
//! | PLYEVL in registers (the same truncations) | `poly_fast.rs` | OS source (PLYEVL, FMUL, FADD) |
//! | PLYEVL, XFORM, constant tables | `poly.rs` | OS source (P10COF, LGCOEF, ATCOEF/FP9S, PI/4, SQR10); Source Book (SCOEF, PIOV2, PIOV18) |
//! | EXP, EXP10, LOG, LOG10; SIN, COS, ATN, SQR, `^` | `func.rs` | OS source (EXP, EXP10, LOGS/LOGC); Source Book rev. C (BOTH, ATAN, SQR, XPPOWER, XPLOG/LOGCHK) |
//!
//! "OS source" is the Atari OS floating point package listing (Shepardson Microsystems 1978,
//! as carried unchanged into the XL OS, Atari 1984); "Source Book" is The Atari BASIC Source
//! Book (Wilkinson, O'Brien, Laughton 1983) with the revision B/C differences as found in the
//! annotated rev. A/B/C disassembly. The recordings in `../shared/conformance/atari` are the
//! check: `tests.rs` recomputes every labelled result there that is a literal, a function of
//! a literal or one operator between literals.

mod acc;
mod arith;
mod convert;
mod digits;
mod fast;
mod func;
mod func_fast;
mod poly;
mod poly_fast;
#[cfg(test)]
mod tests;
mod text;
mod word;

pub use acc::{Acc, Memo};
pub use word::BcdWord;

use std::cmp::Ordering;

/// Why an operation gave no number: the error the Atari reported for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BcdError {
    /// Overflow, underflow past what BASIC tolerates, or division by zero: `ERROR- 11`.
    Overflow,
    /// An argument outside a function's domain (`LOG(0)`, `SQR(-1)`, `(-1)^0.5`), or a value
    /// out of range for a conversion to an integer: `ERROR- 3`.
    Value,
}

/// A 6-byte BCD number exactly as the Atari stores it in memory.
///
/// Aligned to two bytes: in an enum with a one-byte tag (the Atari engine's `Val`, the
/// `Result`s around it) the six bytes then sit at offset 2, the top 48 bits of an 8-byte
/// word, where at offset 1 the compiler assembled and took them apart byte by byte with
/// shifts and moved them through the stack (BM3-BM5's LET, `perf annotate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(align(2))]
pub struct Bcd(pub [u8; 6]);

// The arithmetic methods are fallible (they return the machine's error), so they cannot be
// the std operator traits; the names are the API the Atari engine is written against.
#[allow(clippy::should_implement_trait)]
impl Bcd {
    /// Zero (six zero bytes).
    pub const ZERO: Bcd = Bcd([0; 6]);

    /// One, as BASIC's XTRUE makes it (the value of a true comparison).
    pub const ONE: Bcd = Bcd([0x40, 0x01, 0, 0, 0, 0]);

    /// AFP: reads a number at the start of `text` as the OS does, giving the number and how
    /// many bytes it took, or `None` when `text` does not start with a number (or the number
    /// is too large: the OS reports both alike). Leading blanks are skipped (and counted).
    pub fn parse(text: &[u8]) -> Option<(Bcd, usize)> {
        text::parse(text)
    }

    /// The number as PRINT shows it (`0.333333333`, `1E+10`, `1.0E-05`, `-7`): rev. C's
    /// PRINT clears the tenth digit when the first mantissa byte has two, then calls FASC.
    pub fn format(self) -> Vec<u8> {
        text::print_form(self)
    }

    /// FASC itself, all ten digits: what STR$ gives (rev. C applies PRINT's mask only in
    /// PRINT), and what LIST shows for a constant.
    pub fn fasc(self) -> Vec<u8> {
        text::fasc(self)
    }

    /// IFP: a 16-bit unsigned integer as a number.
    #[inline]
    pub fn from_u16(value: u16) -> Bcd {
        convert::from_u16(value)
    }

    /// FPI: the number rounded to an integer 0..=65535, as the OS rounds it; `ERROR- 3` out
    /// of range (BASIC's callers check their own narrower ranges). The OS's own corners are
    /// kept: a number below 1 rounds by its first digit whatever its exponent (0.005 gives 1)
    /// and 65535.5 wraps to 0.
    #[inline]
    pub fn to_u16(self) -> Result<u16, BcdError> {
        convert::to_u16(self)
    }

    /// FADD.
    #[inline]
    pub fn add(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::checked(arith::fadd(self, other))
    }

    /// FSUB.
    #[inline]
    pub fn sub(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::checked(arith::fsub(self, other))
    }

    /// FMUL (products below 1E-98 are zero, but operands so small that the biased exponent
    /// sum goes negative are `ERROR- 11`, as on the machine).
    #[inline]
    pub fn mul(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::checked(arith::fmul(self, other))
    }

    /// FDIV (division by zero is `ERROR- 11`).
    #[inline]
    pub fn div(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::checked(arith::fdiv(self, other))
    }

    /// Whether the number is negative.
    #[inline]
    pub fn is_negative(self) -> bool {
        self.0[0] & 0x80 != 0
    }

    /// Whether the number is zero (its first mantissa byte is zero: the test IF makes).
    #[inline]
    pub fn is_zero(self) -> bool {
        self.0[1] == 0
    }

    /// The number with its sign changed (zero stays zero).
    #[inline]
    pub fn neg(self) -> Bcd {
        convert::neg(self)
    }

    /// Compares two numbers as BASIC's relational operators do (FRCMP: a subtraction). When
    /// that subtraction overflows BASIC stops with `ERROR- 11`; see [`Bcd::try_compare`].
    #[inline]
    pub fn compare(self, other: Bcd) -> Ordering {
        convert::compare(self, other)
    }

    /// [`Bcd::compare`] with its usual case inline: two numbers that are zero or positive
    /// with valid digits and exponent bytes of $20-$60 (100^-32 to 100^32) compare as their bytes do; any
    /// other pair goes to [`Bcd::compare`]. For a relation tested at every turn of a loop
    /// (`IF K<N`), where the call cost more than the comparison.
    #[inline(always)]
    pub fn compare_usual(self, other: Bcd) -> Ordering {
        fast::compare_nonnegative(self, other).unwrap_or_else(|| self.compare(other))
    }

    /// FRCMP exactly: FSUB, then the sign of the difference; `ERROR- 11` when the difference
    /// overflows (numbers of opposite signs near 1E+98).
    #[inline]
    pub fn try_compare(self, other: Bcd) -> Result<Ordering, BcdError> {
        convert::try_compare(self, other)
    }

    /// INT: the largest integer not greater than the number.
    pub fn int(self) -> Bcd {
        // Subtracting one can only overflow for numbers with no fraction, which skip it.
        convert::int(self).unwrap_or(self)
    }

    /// ABS.
    pub fn abs(self) -> Bcd {
        convert::abs(self)
    }

    /// SGN: -1, 0 or 1.
    pub fn sgn(self) -> Bcd {
        convert::sgn(self)
    }

    /// EXP (the OS's EXP through EXP10). BASIC reports every failure as `ERROR- 3`.
    pub fn exp(self) -> Result<Bcd, BcdError> {
        value_checked(func::exp(self))
    }

    /// EXP10 (the OS routine; `^` reports its failure as `ERROR- 11` itself).
    pub fn exp10(self) -> Result<Bcd, BcdError> {
        value_checked(func::exp10(self))
    }

    /// LOG (natural), with rev. C's checks: zero and negative numbers are `ERROR- 3`.
    pub fn log(self) -> Result<Bcd, BcdError> {
        func::basic_log(self, true)
    }

    /// LOG10 (BASIC's CLOG), with rev. C's checks.
    pub fn log10(self) -> Result<Bcd, BcdError> {
        func::basic_log(self, false)
    }

    /// SIN, the argument in radians or (after BASIC's DEG) degrees.
    pub fn sin(self, degrees: bool) -> Result<Bcd, BcdError> {
        value_checked(func::sin_cos(self, false, degrees))
    }

    /// COS, the argument in radians or degrees.
    pub fn cos(self, degrees: bool) -> Result<Bcd, BcdError> {
        value_checked(func::sin_cos(self, true, degrees))
    }

    /// ATN, the result in radians or degrees.
    pub fn atn(self, degrees: bool) -> Result<Bcd, BcdError> {
        value_checked(func::atan(self, degrees))
    }

    /// SQR.
    pub fn sqr(self) -> Result<Bcd, BcdError> {
        value_checked(func::sqr(self))
    }

    /// `self ^ exponent` as rev. C computes it (exact for small integer exponents, negative
    /// bases allowed with integer exponents, `0^0` = 1).
    pub fn pow(self, exponent: Bcd) -> Result<Bcd, BcdError> {
        func::power(self, exponent)
    }

    /// A number from a small integer (convenience over [`Bcd::from_u16`] for signs).
    pub fn from_i32(value: i32) -> Bcd {
        convert::from_i64(i64::from(value))
    }

    /// The number as an integer when it is one exactly and fits an `i32` (for the
    /// interpreter's own bookkeeping, not a BASIC conversion).
    pub fn to_i32_exact(self) -> Option<i32> {
        if self.0[0] == 0 || self.0[1] == 0 {
            return Some(0);
        }
        let exp = i32::from(self.0[0] & 0x7f) - 64;
        if !(0..=4).contains(&exp) {
            return None;
        }
        let m = arith::mantissa(&self);
        let scale = 100u64.pow((4 - exp) as u32);
        if !m.is_multiple_of(scale) {
            return None;
        }
        let v = i32::try_from(m / scale).ok()?;
        Some(if self.is_negative() { -v } else { v })
    }
}

/// BASIC's `_TEVAL`: a function whose OS routine set carry is `ERROR- 3`.
fn value_checked((value, carry): arith::Fr) -> Result<Bcd, BcdError> {
    if carry {
        Err(BcdError::Value)
    } else {
        Ok(value)
    }
}
