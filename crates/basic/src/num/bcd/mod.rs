//! The Atari 800XL's floating point: the OS math pack's 6-byte BCD numbers, and Atari BASIC
//! rev. C's own routines on top of them (SIN COS ATN SQR, `^`).
//!
//! A number is six bytes: the first holds the sign (bit 7) and an excess-64 exponent of 100
//! (bits 0-6); the other five are ten BCD digits, the mantissa, read as `dd.dddddddd` in base
//! 100 (the first byte is the integer part in base 100). Zero is six zero bytes.
//!
//! The API is fixed (the Atari interpreter is written against it); the bodies follow the
//! Atari BASIC Source Book's listing of the floating-point package and the XL OS ROM.

/// Why an operation gave no number: the error the Atari reported for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BcdError {
    /// Overflow, underflow past what BASIC tolerates, or division by zero: `ERROR- 11`.
    Overflow,
    /// An argument outside a function's domain (`LOG(0)`, `SQR(-1)`, `(-1)^0.5`), or a value
    /// out of range for a conversion to an integer: `ERROR- 3`.
    Value,
}

mod arith;
mod convert;
#[cfg(test)]
mod tests;
mod text;

/// A 6-byte BCD number exactly as the Atari stores it in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Bcd(pub [u8; 6]);

// The arithmetic methods are fallible (they return the machine's error), so they cannot be
// the std operator traits; the names are the API the Atari engine is written against.
#[allow(clippy::should_implement_trait)]
impl Bcd {
    /// Zero (six zero bytes).
    pub const ZERO: Bcd = Bcd([0; 6]);

    /// AFP: reads a number at the start of `text` as the OS does, giving the number and how
    /// many bytes it took, or `None` when `text` does not start with a number.
    pub fn parse(text: &[u8]) -> Option<(Bcd, usize)> {
        text::parse(text)
    }

    /// FASC: the number as PRINT and STR$ show it (`0.333333333`, `1E+10`, `1.0E-05`, `-7`).
    pub fn format(self) -> Vec<u8> {
        text::format(self)
    }

    /// IFP: a 16-bit unsigned integer as a number.
    pub fn from_u16(value: u16) -> Bcd {
        convert::from_u16(value)
    }

    /// FPI: the number rounded to an integer 0..=65535, as the OS rounds it; `ERROR- 3` out
    /// of range (BASIC's callers check their own narrower ranges).
    pub fn to_u16(self) -> Result<u16, BcdError> {
        convert::to_u16(self)
    }

    /// FADD.
    pub fn add(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::add(self, other)
    }

    /// FSUB.
    pub fn sub(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::add(self, other.neg())
    }

    /// FMUL.
    pub fn mul(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::mul(self, other)
    }

    /// FDIV (division by zero is `ERROR- 11`).
    pub fn div(self, other: Bcd) -> Result<Bcd, BcdError> {
        arith::div(self, other)
    }

    /// Whether the number is negative.
    pub fn is_negative(self) -> bool {
        self.0[0] & 0x80 != 0
    }

    /// Whether the number is zero.
    pub fn is_zero(self) -> bool {
        self.0[1] == 0
    }

    /// The number with its sign changed (zero stays zero).
    pub fn neg(self) -> Bcd {
        convert::neg(self)
    }

    /// Compares two numbers as BASIC's relational operators do.
    pub fn compare(self, other: Bcd) -> std::cmp::Ordering {
        convert::compare(self, other)
    }

    /// INT: the largest integer not greater than the number.
    pub fn int(self) -> Bcd {
        convert::int(self)
    }

    /// ABS.
    pub fn abs(self) -> Bcd {
        convert::abs(self)
    }

    /// SGN: -1, 0 or 1.
    pub fn sgn(self) -> Bcd {
        convert::sgn(self)
    }

    /// EXP (the OS's EXP through EXP10).
    pub fn exp(self) -> Result<Bcd, BcdError> {
        todo!("EXP")
    }

    /// EXP10.
    pub fn exp10(self) -> Result<Bcd, BcdError> {
        todo!("EXP10")
    }

    /// LOG (natural).
    pub fn log(self) -> Result<Bcd, BcdError> {
        todo!("LOG")
    }

    /// LOG10 (BASIC's CLOG).
    pub fn log10(self) -> Result<Bcd, BcdError> {
        todo!("LOG10")
    }

    /// SIN, the argument in radians or (after BASIC's DEG) degrees.
    pub fn sin(self, degrees: bool) -> Result<Bcd, BcdError> {
        let _ = degrees;
        todo!("SIN")
    }

    /// COS, the argument in radians or degrees.
    pub fn cos(self, degrees: bool) -> Result<Bcd, BcdError> {
        let _ = degrees;
        todo!("COS")
    }

    /// ATN, the result in radians or degrees.
    pub fn atn(self, degrees: bool) -> Result<Bcd, BcdError> {
        let _ = degrees;
        todo!("ATN")
    }

    /// SQR.
    pub fn sqr(self) -> Result<Bcd, BcdError> {
        todo!("SQR")
    }

    /// `self ^ exponent` as rev. C computes it (exact for small integer exponents, negative
    /// bases allowed with integer exponents, `0^0` = 1).
    pub fn pow(self, exponent: Bcd) -> Result<Bcd, BcdError> {
        let _ = exponent;
        todo!("power")
    }

    /// A number from a small integer (convenience over [`Bcd::from_u16`] for signs).
    pub fn from_i32(value: i32) -> Bcd {
        convert::from_i64(i64::from(value))
    }
}
